CREATE TABLE `job_runs` (
	`job` text NOT NULL,
	`slot` integer NOT NULL,
	`trigger` text NOT NULL,
	`outcome` text NOT NULL,
	`holder` text NOT NULL,
	`lease_until` integer NOT NULL,
	`attempts` integer NOT NULL,
	`started_at` integer NOT NULL,
	`finished_at` integer,
	`counts` text,
	`error` text,
	PRIMARY KEY(`job`, `slot`)
);

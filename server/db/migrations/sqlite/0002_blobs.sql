CREATE TABLE `blobs` (
	`tenant_id` text NOT NULL,
	`sha256` text NOT NULL,
	`size` integer NOT NULL,
	`type` text NOT NULL,
	`created_at` integer NOT NULL,
	`created_by` text,
	PRIMARY KEY(`tenant_id`, `sha256`)
);

CREATE TABLE `document_versions` (
	`tenant_id` text NOT NULL,
	`id` text NOT NULL,
	`version` integer NOT NULL,
	`type` text NOT NULL,
	`seq` integer NOT NULL,
	`data` text NOT NULL,
	`deleted` integer NOT NULL,
	`changed_fields` text NOT NULL,
	`committed_at` integer NOT NULL,
	`committed_by` text,
	PRIMARY KEY(`tenant_id`, `id`, `version`)
);
--> statement-breakpoint
CREATE TABLE `mutation_results` (
	`tenant_id` text NOT NULL,
	`client_id` text NOT NULL,
	`number` integer NOT NULL,
	`result` text NOT NULL,
	PRIMARY KEY(`tenant_id`, `client_id`, `number`)
);
--> statement-breakpoint
CREATE TABLE `sync_clients` (
	`tenant_id` text NOT NULL,
	`client_id` text NOT NULL,
	`user_id` text NOT NULL,
	`last_number` integer NOT NULL,
	PRIMARY KEY(`tenant_id`, `client_id`)
);
--> statement-breakpoint
ALTER TABLE `documents` ADD `place` text DEFAULT '{"locations":[],"departments":[]}' NOT NULL;
CREATE TABLE `derived_versions` (
	`tenant_id` text NOT NULL,
	`type` text NOT NULL,
	`version` integer NOT NULL,
	`computed_at` integer NOT NULL,
	PRIMARY KEY(`tenant_id`, `type`)
);
--> statement-breakpoint
ALTER TABLE `document_versions` ADD `reason` text;
CREATE TABLE `calendar_feeds` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `calendar_feeds_tenant_user` ON `calendar_feeds` (`tenant_id`,`user_id`);
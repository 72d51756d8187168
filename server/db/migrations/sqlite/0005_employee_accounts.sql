CREATE TABLE `password_links` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `password_links_account` ON `password_links` (`account_id`);--> statement-breakpoint
ALTER TABLE `idp_accounts` ADD `password_pending` integer DEFAULT false NOT NULL;
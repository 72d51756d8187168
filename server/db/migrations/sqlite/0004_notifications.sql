CREATE TABLE `notification_subscriptions` (
	`tenant_id` text NOT NULL,
	`user_id` text NOT NULL,
	`subscriptions` text NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`tenant_id`, `user_id`)
);
--> statement-breakpoint
ALTER TABLE `documents` ADD `owner` text;
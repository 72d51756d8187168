CREATE TABLE `documents` (
	`tenant_id` text NOT NULL,
	`id` text NOT NULL,
	`type` text NOT NULL,
	`version` integer NOT NULL,
	`data` text NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	`seq` integer NOT NULL,
	`created_at` integer NOT NULL,
	`created_by` text,
	`updated_at` integer NOT NULL,
	`updated_by` text,
	PRIMARY KEY(`tenant_id`, `id`)
);
--> statement-breakpoint
CREATE INDEX `documents_tenant_seq` ON `documents` (`tenant_id`,`seq`);--> statement-breakpoint
CREATE INDEX `documents_tenant_type` ON `documents` (`tenant_id`,`type`);--> statement-breakpoint
CREATE TABLE `employee_accounts` (
	`tenant_id` text NOT NULL,
	`employee_id` text NOT NULL,
	`user_id` text NOT NULL,
	PRIMARY KEY(`tenant_id`, `employee_id`)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `employee_accounts_tenant_user` ON `employee_accounts` (`tenant_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `employee_accounts_user` ON `employee_accounts` (`user_id`);--> statement-breakpoint
CREATE TABLE `idp_accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`name` text NOT NULL,
	`password_hash` text NOT NULL,
	`language` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `idp_accounts_email_unique` ON `idp_accounts` (`email`);--> statement-breakpoint
CREATE TABLE `oidc_payloads` (
	`kind` text NOT NULL,
	`id` text NOT NULL,
	`payload` text NOT NULL,
	`expires_at` integer,
	`grant_id` text,
	`user_code` text,
	`uid` text,
	`consumed_at` integer,
	PRIMARY KEY(`kind`, `id`)
);
--> statement-breakpoint
CREATE INDEX `oidc_payloads_grant` ON `oidc_payloads` (`grant_id`);--> statement-breakpoint
CREATE INDEX `oidc_payloads_uid` ON `oidc_payloads` (`uid`);--> statement-breakpoint
CREATE INDEX `oidc_payloads_expires` ON `oidc_payloads` (`expires_at`);--> statement-breakpoint
CREATE TABLE `server_secrets` (
	`name` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `tenants` (
	`id` text PRIMARY KEY NOT NULL,
	`trimmed_name` text NOT NULL,
	`full_name` text NOT NULL,
	`subscribed_modules` text NOT NULL,
	`subscribed_features` text NOT NULL,
	`last_seq` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tenants_trimmed_name_unique` ON `tenants` (`trimmed_name`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`issuer` text NOT NULL,
	`subject` text NOT NULL,
	`email` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_issuer_subject` ON `users` (`issuer`,`subject`);--> statement-breakpoint
CREATE INDEX `users_email` ON `users` (`email`);
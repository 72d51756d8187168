ALTER TABLE `oidc_payloads` ADD `account_id` text;--> statement-breakpoint
CREATE INDEX `oidc_payloads_account` ON `oidc_payloads` (`account_id`);--> statement-breakpoint
UPDATE `oidc_payloads` SET `account_id` = json_extract(`payload`, '$.accountId');

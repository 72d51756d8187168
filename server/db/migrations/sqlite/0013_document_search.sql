CREATE TABLE `document_search` (
	`row` integer PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`document_id` text NOT NULL,
	`type` text NOT NULL,
	`title_transcribed` text NOT NULL,
	`title_bare` text NOT NULL,
	`title_words_transcribed` text NOT NULL,
	`title_words_bare` text NOT NULL,
	`transcribed` text NOT NULL,
	`bare` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `document_search_tenant_document` ON `document_search` (`tenant_id`,`document_id`);
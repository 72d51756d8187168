ALTER TABLE "oidc_payloads" ADD COLUMN "account_id" text;--> statement-breakpoint
CREATE INDEX "oidc_payloads_account" ON "oidc_payloads" USING btree ("account_id");--> statement-breakpoint
UPDATE "oidc_payloads" SET "account_id" = "payload"::json->>'accountId';

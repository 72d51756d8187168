CREATE TABLE "blobs" (
	"tenant_id" text NOT NULL,
	"sha256" text NOT NULL,
	"size" bigint NOT NULL,
	"type" text NOT NULL,
	"created_at" bigint NOT NULL,
	"created_by" text,
	CONSTRAINT "blobs_tenant_id_sha256_pk" PRIMARY KEY("tenant_id","sha256")
);
--> statement-breakpoint
CREATE TABLE "document_versions" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"version" bigint NOT NULL,
	"type" text NOT NULL,
	"seq" bigint NOT NULL,
	"data" text NOT NULL,
	"deleted" integer NOT NULL,
	"changed_fields" text NOT NULL,
	"committed_at" bigint NOT NULL,
	"committed_by" text,
	"client_id" text,
	CONSTRAINT "document_versions_tenant_id_id_version_pk" PRIMARY KEY("tenant_id","id","version")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"type" text NOT NULL,
	"version" bigint NOT NULL,
	"data" text NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL,
	"seq" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"created_by" text,
	"updated_at" bigint NOT NULL,
	"updated_by" text,
	"place" text DEFAULT '{"locations":[],"departments":[]}' NOT NULL,
	"owner" text,
	CONSTRAINT "documents_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "employee_accounts" (
	"tenant_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "employee_accounts_tenant_id_employee_id_pk" PRIMARY KEY("tenant_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "idp_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"language" text,
	"password_pending" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "idp_accounts_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "mutation_results" (
	"tenant_id" text NOT NULL,
	"client_id" text NOT NULL,
	"number" bigint NOT NULL,
	"result" text NOT NULL,
	CONSTRAINT "mutation_results_tenant_id_client_id_number_pk" PRIMARY KEY("tenant_id","client_id","number")
);
--> statement-breakpoint
CREATE TABLE "notification_subscriptions" (
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"subscriptions" text NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "notification_subscriptions_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "oidc_payloads" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"payload" text NOT NULL,
	"expires_at" bigint,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"consumed_at" bigint,
	CONSTRAINT "oidc_payloads_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE TABLE "password_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" bigint DEFAULT (floor(extract(epoch from now())))::bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_clients" (
	"tenant_id" text NOT NULL,
	"client_id" text NOT NULL,
	"user_id" text NOT NULL,
	"last_number" bigint NOT NULL,
	CONSTRAINT "sync_clients_tenant_id_client_id_pk" PRIMARY KEY("tenant_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" text PRIMARY KEY NOT NULL,
	"trimmed_name" text NOT NULL,
	"full_name" text NOT NULL,
	"subscribed_modules" text NOT NULL,
	"subscribed_features" text NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "tenants_trimmed_name_unique" UNIQUE("trimmed_name")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "documents_tenant_seq" ON "documents" USING btree ("tenant_id","seq");--> statement-breakpoint
CREATE INDEX "documents_tenant_type" ON "documents" USING btree ("tenant_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_accounts_tenant_user" ON "employee_accounts" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "employee_accounts_user" ON "employee_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant" ON "oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid" ON "oidc_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_payloads_expires" ON "oidc_payloads" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "password_links_account" ON "password_links" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_issuer_subject" ON "users" USING btree ("issuer","subject");--> statement-breakpoint
CREATE INDEX "users_email" ON "users" USING btree ("email");
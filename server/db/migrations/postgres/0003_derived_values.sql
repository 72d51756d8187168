CREATE TABLE "derived_versions" (
	"tenant_id" text NOT NULL,
	"type" text NOT NULL,
	"version" bigint NOT NULL,
	"computed_at" bigint NOT NULL,
	CONSTRAINT "derived_versions_tenant_id_type_pk" PRIMARY KEY("tenant_id","type")
);
--> statement-breakpoint
ALTER TABLE "document_versions" ADD COLUMN "reason" text;
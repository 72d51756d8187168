CREATE TABLE "document_refs" (
	"tenant_id" text NOT NULL,
	"from_id" text NOT NULL,
	"field" text NOT NULL,
	"to_id" text NOT NULL,
	CONSTRAINT "document_refs_tenant_id_from_id_field_to_id_pk" PRIMARY KEY("tenant_id","from_id","field","to_id")
);
--> statement-breakpoint
CREATE INDEX "document_refs_tenant_to" ON "document_refs" USING btree ("tenant_id","to_id","field");
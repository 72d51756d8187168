CREATE TABLE "regulation_customers" (
	"manager_tenant_id" text NOT NULL,
	"customer_tenant_id" text NOT NULL,
	"shares_evaluations" integer DEFAULT 0 NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "regulation_customers_manager_tenant_id_customer_tenant_id_pk" PRIMARY KEY("manager_tenant_id","customer_tenant_id")
);
--> statement-breakpoint
CREATE INDEX "regulation_customers_customer" ON "regulation_customers" USING btree ("customer_tenant_id");
CREATE TABLE `regulation_customers` (
	`manager_tenant_id` text NOT NULL,
	`customer_tenant_id` text NOT NULL,
	`shares_evaluations` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`manager_tenant_id`, `customer_tenant_id`)
);
--> statement-breakpoint
CREATE INDEX `regulation_customers_customer` ON `regulation_customers` (`customer_tenant_id`);
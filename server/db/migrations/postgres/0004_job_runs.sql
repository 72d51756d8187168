CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"slot" bigint NOT NULL,
	"trigger" text NOT NULL,
	"outcome" text NOT NULL,
	"holder" text NOT NULL,
	"lease_until" bigint NOT NULL,
	"attempts" bigint NOT NULL,
	"started_at" bigint NOT NULL,
	"finished_at" bigint,
	"counts" text,
	"error" text,
	CONSTRAINT "job_runs_job_slot_pk" PRIMARY KEY("job","slot")
);

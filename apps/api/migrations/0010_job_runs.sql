CREATE TABLE "job_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(100) NOT NULL,
	"company_id" integer,
	"user_id" integer NOT NULL,
	"state" varchar(10) DEFAULT 'queued' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"failure_reason" text,
	"input" jsonb NOT NULL,
	"result_key" varchar(300),
	"result_name" varchar(255),
	"result_content_type" varchar(120),
	"attempts" integer DEFAULT 0 NOT NULL,
	"queue_job_id" varchar(40),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "job_runs_user_state_idx" ON "job_runs" USING btree ("user_id","state","id");--> statement-breakpoint
CREATE INDEX "job_runs_company_idx" ON "job_runs" USING btree ("company_id","id");
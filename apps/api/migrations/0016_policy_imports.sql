CREATE TABLE "imported_policies" (
	"risk_package_id" integer PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"source_row" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "policy_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"mode" varchar(10) NOT NULL,
	"status" varchar(12) DEFAULT 'queued' NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"checksum" varchar(64) NOT NULL,
	"byte_size" integer NOT NULL,
	"storage_key" varchar(300) NOT NULL,
	"idempotency_key" varchar(200),
	"rows" integer DEFAULT 0 NOT NULL,
	"policies" integer DEFAULT 0 NOT NULL,
	"transactions" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message" text,
	"job_run_id" integer,
	"created_by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "imported_policies" ADD CONSTRAINT "imported_policies_risk_package_id_risk_packages_id_fk" FOREIGN KEY ("risk_package_id") REFERENCES "public"."risk_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_policies" ADD CONSTRAINT "imported_policies_import_id_policy_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."policy_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_imports" ADD CONSTRAINT "policy_imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_imports" ADD CONSTRAINT "policy_imports_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imported_policies_import_idx" ON "imported_policies" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "policy_imports_company_idx" ON "policy_imports" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_imports_imported_checksum_unique" ON "policy_imports" USING btree ("company_id","checksum") WHERE "policy_imports"."status" = 'imported';--> statement-breakpoint
CREATE UNIQUE INDEX "policy_imports_idempotency_unique" ON "policy_imports" USING btree ("company_id","mode","idempotency_key") WHERE "policy_imports"."idempotency_key" is not null;
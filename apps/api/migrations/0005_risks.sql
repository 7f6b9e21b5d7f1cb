CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" varchar(200) NOT NULL,
	"scope" varchar(300) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "risk_activities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "risk_activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"risk_package_id" integer NOT NULL,
	"risk_id" integer,
	"kind" varchar(12) NOT NULL,
	"actor_user_id" integer,
	"actor_company_id" integer,
	"visible_to_broker" boolean DEFAULT true NOT NULL,
	"body" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_activities_kind" CHECK ("risk_activities"."kind" in ('note', 'message', 'status', 'assignment', 'update', 'view'))
);
--> statement-breakpoint
CREATE TABLE "risk_endorsements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "risk_endorsements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"risk_transaction_id" integer NOT NULL,
	"endorsement_id" integer NOT NULL,
	"endorsement_version_id" integer,
	"source" varchar(10) NOT NULL,
	"rule_name" varchar(160),
	"added_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_files" (
	"risk_package_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_files_risk_package_id_file_id_pk" PRIMARY KEY("risk_package_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "risk_interested_parties" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "risk_interested_parties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"risk_package_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"interest" varchar(80) NOT NULL,
	"email" varchar(255),
	"address" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_manual_adjustments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "risk_manual_adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"risk_transaction_id" integer NOT NULL,
	"field" varchar(40) NOT NULL,
	"previous_value" numeric(18, 2),
	"new_value" numeric(18, 2),
	"reason" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_package_assignments" (
	"risk_package_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_package_assignments_risk_package_id_user_id_pk" PRIMARY KEY("risk_package_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "risk_packages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "risk_packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" varchar(120) NOT NULL,
	"broker_company_id" integer NOT NULL,
	"underwriter_company_id" integer NOT NULL,
	"insurer_company_id" integer,
	"product_package_id" integer NOT NULL,
	"insured_company_id" integer,
	"insured" jsonb NOT NULL,
	"insured_name" varchar(200) NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"renewal_of_id" integer,
	"is_latest_in_chain" boolean DEFAULT true NOT NULL,
	"underwriting_status_id" integer,
	"assigned_underwriter_id" integer,
	"referred_to_team" boolean DEFAULT false NOT NULL,
	"client_user_id" integer,
	"client_token_hash" varchar(64),
	"client_access" boolean DEFAULT false NOT NULL,
	"client_access_granted_at" timestamp with time zone,
	"proposal_done" boolean DEFAULT false NOT NULL,
	"declaration_confirmed_at" timestamp with time zone,
	"declaration_confirmed_by_user_id" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"transaction_type" smallint DEFAULT 1 NOT NULL,
	"inception_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"total_premium" numeric(18, 2),
	"bound_at" timestamp with time zone,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "risk_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"risk_id" integer NOT NULL,
	"risk_package_id" integer NOT NULL,
	"underwriter_company_id" integer NOT NULL,
	"broker_company_id" integer NOT NULL,
	"insurer_company_id" integer,
	"sequence" integer NOT NULL,
	"type" smallint NOT NULL,
	"status" smallint NOT NULL,
	"effective_date" date NOT NULL,
	"inception_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"reason_for_cancellation" text,
	"proposal" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"overrides" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rating" jsonb,
	"rated_at" timestamp with time zone,
	"base_premium" numeric(18, 2),
	"calculated_premium" numeric(18, 2),
	"gross_premium" numeric(18, 2),
	"net_premium" numeric(18, 2),
	"manual_premium" numeric(18, 2),
	"total_premium" numeric(18, 2),
	"administration_fee" numeric(18, 2),
	"broker_commission" numeric(18, 2),
	"broker_commission_percent" numeric(9, 6),
	"deductible" numeric(18, 2),
	"limit_of_indemnity" numeric(18, 2),
	"overseas_tax_incurred" numeric(18, 2),
	"pro_rata_factor" numeric(12, 8),
	"premium_change" numeric(18, 2),
	"discount_percent" numeric(9, 6) DEFAULT '0' NOT NULL,
	"quoted_at" timestamp with time zone,
	"approval" varchar(10) DEFAULT 'none' NOT NULL,
	"approver_id" integer,
	"backdate_authorised" boolean DEFAULT false NOT NULL,
	"needs_approval_before_quote" boolean DEFAULT false NOT NULL,
	"referral_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"decline_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bound_at" timestamp with time zone,
	"bound_by_user_id" integer,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_transactions_approval" CHECK ("risk_transactions"."approval" in ('none', 'requested', 'approved', 'denied'))
);
--> statement-breakpoint
CREATE TABLE "risks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "risks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"risk_package_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_role" smallint NOT NULL,
	"product_version_id" integer NOT NULL,
	"agreement_period_id" integer,
	"agreement_section_id" integer,
	"placed" boolean DEFAULT false NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "underwriting_statuses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "underwriting_statuses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"colour" varchar(20) DEFAULT 'blue' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "risk_activities" ADD CONSTRAINT "risk_activities_risk_package_id_risk_packages_id_fk" FOREIGN KEY ("risk_package_id") REFERENCES "public"."risk_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_activities" ADD CONSTRAINT "risk_activities_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_activities" ADD CONSTRAINT "risk_activities_actor_company_id_companies_id_fk" FOREIGN KEY ("actor_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_endorsements" ADD CONSTRAINT "risk_endorsements_risk_transaction_id_risk_transactions_id_fk" FOREIGN KEY ("risk_transaction_id") REFERENCES "public"."risk_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_endorsements" ADD CONSTRAINT "risk_endorsements_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_files" ADD CONSTRAINT "risk_files_risk_package_id_risk_packages_id_fk" FOREIGN KEY ("risk_package_id") REFERENCES "public"."risk_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_files" ADD CONSTRAINT "risk_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_interested_parties" ADD CONSTRAINT "risk_interested_parties_risk_package_id_risk_packages_id_fk" FOREIGN KEY ("risk_package_id") REFERENCES "public"."risk_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_manual_adjustments" ADD CONSTRAINT "risk_manual_adjustments_risk_transaction_id_risk_transactions_id_fk" FOREIGN KEY ("risk_transaction_id") REFERENCES "public"."risk_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_manual_adjustments" ADD CONSTRAINT "risk_manual_adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_package_assignments" ADD CONSTRAINT "risk_package_assignments_risk_package_id_risk_packages_id_fk" FOREIGN KEY ("risk_package_id") REFERENCES "public"."risk_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_package_assignments" ADD CONSTRAINT "risk_package_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_packages" ADD CONSTRAINT "risk_packages_broker_company_id_companies_id_fk" FOREIGN KEY ("broker_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_packages" ADD CONSTRAINT "risk_packages_underwriter_company_id_companies_id_fk" FOREIGN KEY ("underwriter_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_packages" ADD CONSTRAINT "risk_packages_insurer_company_id_companies_id_fk" FOREIGN KEY ("insurer_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_packages" ADD CONSTRAINT "risk_packages_product_package_id_product_packages_id_fk" FOREIGN KEY ("product_package_id") REFERENCES "public"."product_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_packages" ADD CONSTRAINT "risk_packages_insured_company_id_companies_id_fk" FOREIGN KEY ("insured_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_packages" ADD CONSTRAINT "risk_packages_underwriting_status_id_underwriting_statuses_id_fk" FOREIGN KEY ("underwriting_status_id") REFERENCES "public"."underwriting_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_packages" ADD CONSTRAINT "risk_packages_assigned_underwriter_id_users_id_fk" FOREIGN KEY ("assigned_underwriter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_packages" ADD CONSTRAINT "risk_packages_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_packages" ADD CONSTRAINT "risk_packages_declaration_confirmed_by_user_id_users_id_fk" FOREIGN KEY ("declaration_confirmed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_packages" ADD CONSTRAINT "risk_packages_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_transactions" ADD CONSTRAINT "risk_transactions_risk_id_risks_id_fk" FOREIGN KEY ("risk_id") REFERENCES "public"."risks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_transactions" ADD CONSTRAINT "risk_transactions_approver_id_users_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_transactions" ADD CONSTRAINT "risk_transactions_bound_by_user_id_users_id_fk" FOREIGN KEY ("bound_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_transactions" ADD CONSTRAINT "risk_transactions_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risks" ADD CONSTRAINT "risks_risk_package_id_risk_packages_id_fk" FOREIGN KEY ("risk_package_id") REFERENCES "public"."risk_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risks" ADD CONSTRAINT "risks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risks" ADD CONSTRAINT "risks_product_version_id_product_versions_id_fk" FOREIGN KEY ("product_version_id") REFERENCES "public"."product_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "underwriting_statuses" ADD CONSTRAINT "underwriting_statuses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "risk_activities_package_idx" ON "risk_activities" USING btree ("risk_package_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_endorsements_unique" ON "risk_endorsements" USING btree ("risk_transaction_id","endorsement_id");--> statement-breakpoint
CREATE INDEX "risk_interested_parties_package_idx" ON "risk_interested_parties" USING btree ("risk_package_id");--> statement-breakpoint
CREATE INDEX "risk_manual_adjustments_tx_idx" ON "risk_manual_adjustments" USING btree ("risk_transaction_id");--> statement-breakpoint
CREATE INDEX "risk_package_assignments_user_idx" ON "risk_package_assignments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_packages_reference_unique" ON "risk_packages" USING btree ("underwriter_company_id",lower("reference"));--> statement-breakpoint
CREATE INDEX "risk_packages_underwriter_idx" ON "risk_packages" USING btree ("underwriter_company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "risk_packages_broker_idx" ON "risk_packages" USING btree ("broker_company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "risk_packages_insurer_idx" ON "risk_packages" USING btree ("insurer_company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "risk_packages_status_idx" ON "risk_packages" USING btree ("underwriter_company_id","status");--> statement-breakpoint
CREATE INDEX "risk_packages_renewal_idx" ON "risk_packages" USING btree ("renewal_of_id");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_transactions_risk_sequence_unique" ON "risk_transactions" USING btree ("risk_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_transactions_one_open" ON "risk_transactions" USING btree ("risk_id") WHERE "risk_transactions"."status" in (1, 2, 3, 5);--> statement-breakpoint
CREATE INDEX "risk_transactions_report_underwriter_idx" ON "risk_transactions" USING btree ("underwriter_company_id","bound_at");--> statement-breakpoint
CREATE INDEX "risk_transactions_report_broker_idx" ON "risk_transactions" USING btree ("broker_company_id","bound_at");--> statement-breakpoint
CREATE INDEX "risk_transactions_report_insurer_idx" ON "risk_transactions" USING btree ("insurer_company_id","bound_at");--> statement-breakpoint
CREATE INDEX "risk_transactions_package_idx" ON "risk_transactions" USING btree ("risk_package_id");--> statement-breakpoint
CREATE INDEX "risks_package_idx" ON "risks" USING btree ("risk_package_id");--> statement-breakpoint
CREATE INDEX "risks_version_idx" ON "risks" USING btree ("product_version_id");--> statement-breakpoint
CREATE UNIQUE INDEX "underwriting_statuses_company_name_unique" ON "underwriting_statuses" USING btree ("company_id",lower("name"));
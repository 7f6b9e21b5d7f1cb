CREATE TABLE "product_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"code" varchar(40) NOT NULL,
	"description" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_datasets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_datasets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"columns" jsonb NOT NULL,
	"rows" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_package_add_ons" (
	"package_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_package_add_ons_package_id_product_id_pk" PRIMARY KEY("package_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_package_brokers" (
	"package_id" integer NOT NULL,
	"broker_company_id" integer NOT NULL,
	CONSTRAINT "product_package_brokers_package_id_broker_company_id_pk" PRIMARY KEY("package_id","broker_company_id")
);
--> statement-breakpoint
CREATE TABLE "product_packages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" varchar(160) NOT NULL,
	"description" text,
	"product_type" varchar(10) NOT NULL,
	"risk_reference_format" varchar(100) NOT NULL,
	"target_country" varchar(2) NOT NULL,
	"promotional_image_file_version_id" integer,
	"main_product_id" integer,
	"broker_access" varchar(10) DEFAULT 'all' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_product_codes" (
	"product_id" integer NOT NULL,
	"product_code_id" integer NOT NULL,
	CONSTRAINT "product_product_codes_product_id_product_code_id_pk" PRIMARY KEY("product_id","product_code_id")
);
--> statement-breakpoint
CREATE TABLE "product_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"name" varchar(160) NOT NULL,
	"condition" text NOT NULL,
	"outcome" varchar(10) NOT NULL,
	"message" text NOT NULL,
	"visible_to_broker" boolean DEFAULT true NOT NULL,
	"endorsement_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_test_cases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_test_cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"name" varchar(160) NOT NULL,
	"proposal" jsonb NOT NULL,
	"context" jsonb NOT NULL,
	"expected" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_test_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_test_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"passed" boolean NOT NULL,
	"total" integer NOT NULL,
	"failed" integer NOT NULL,
	"results" jsonb NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"version_number" integer NOT NULL,
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"saved_once" boolean DEFAULT false NOT NULL,
	"in_use" boolean DEFAULT false NOT NULL,
	"timezone" varchar(64) DEFAULT 'Australia/Sydney' NOT NULL,
	"bind_time" varchar(5) DEFAULT '16:00' NOT NULL,
	"expiry_time_mode" varchar(20) DEFAULT 'fixed' NOT NULL,
	"expiry_time" varchar(5) DEFAULT '16:00',
	"future_inception_day_limit" integer DEFAULT 90 NOT NULL,
	"default_term_months" smallint DEFAULT 12 NOT NULL,
	"min_term_months" smallint DEFAULT 1 NOT NULL,
	"max_term_months" smallint DEFAULT 18 NOT NULL,
	"max_backdate_days" smallint DEFAULT 30 NOT NULL,
	"max_discount_percent" numeric(9, 6) DEFAULT '0' NOT NULL,
	"authority_level" smallint DEFAULT 10 NOT NULL,
	"min_underwriter_authority_level" smallint DEFAULT 10 NOT NULL,
	"currency" varchar(3) DEFAULT 'aud' NOT NULL,
	"auto_assign_underwriter_on_referral" boolean DEFAULT false NOT NULL,
	"hide_assigned_underwriter_from_brokers" boolean DEFAULT false NOT NULL,
	"show_decline_messages" boolean DEFAULT true NOT NULL,
	"show_endorsement_messages" boolean DEFAULT true NOT NULL,
	"show_referral_messages" boolean DEFAULT true NOT NULL,
	"show_quote_summary_panel" boolean DEFAULT true NOT NULL,
	"premium" jsonb DEFAULT '{"fees":[],"taxes":[]}'::jsonb NOT NULL,
	"form_schema" jsonb DEFAULT '{"type":"object","properties":{}}'::jsonb NOT NULL,
	"form_layout" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" varchar(160) NOT NULL,
	"description" text,
	"product_class" smallint,
	"offering_type" smallint NOT NULL,
	"parent_product_class" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_formulas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "property_formulas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"title" varchar(160) NOT NULL,
	"description" text,
	"data_type" varchar(10) NOT NULL,
	"formula" text NOT NULL,
	"kind" varchar(20) NOT NULL,
	"overridable" boolean DEFAULT false NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"show_on_premium_summary" boolean DEFAULT false NOT NULL,
	"show_on_quote_summary" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "underwriting_formulas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "underwriting_formulas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"title" varchar(160),
	"steps" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_codes" ADD CONSTRAINT "product_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_datasets" ADD CONSTRAINT "product_datasets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_datasets" ADD CONSTRAINT "product_datasets_version_id_product_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."product_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_package_add_ons" ADD CONSTRAINT "product_package_add_ons_package_id_product_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."product_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_package_add_ons" ADD CONSTRAINT "product_package_add_ons_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_package_brokers" ADD CONSTRAINT "product_package_brokers_package_id_product_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."product_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_package_brokers" ADD CONSTRAINT "product_package_brokers_broker_company_id_companies_id_fk" FOREIGN KEY ("broker_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_packages" ADD CONSTRAINT "product_packages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_packages" ADD CONSTRAINT "product_packages_main_product_id_products_id_fk" FOREIGN KEY ("main_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_product_codes" ADD CONSTRAINT "product_product_codes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_product_codes" ADD CONSTRAINT "product_product_codes_product_code_id_product_codes_id_fk" FOREIGN KEY ("product_code_id") REFERENCES "public"."product_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_rules" ADD CONSTRAINT "product_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_rules" ADD CONSTRAINT "product_rules_version_id_product_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."product_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_test_cases" ADD CONSTRAINT "product_test_cases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_test_cases" ADD CONSTRAINT "product_test_cases_version_id_product_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."product_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_test_runs" ADD CONSTRAINT "product_test_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_test_runs" ADD CONSTRAINT "product_test_runs_version_id_product_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."product_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_test_runs" ADD CONSTRAINT "product_test_runs_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_versions" ADD CONSTRAINT "product_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_versions" ADD CONSTRAINT "product_versions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_formulas" ADD CONSTRAINT "property_formulas_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_formulas" ADD CONSTRAINT "property_formulas_version_id_product_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."product_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "underwriting_formulas" ADD CONSTRAINT "underwriting_formulas_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "underwriting_formulas" ADD CONSTRAINT "underwriting_formulas_version_id_product_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."product_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_codes_company_code_unique" ON "product_codes" USING btree ("company_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_datasets_version_name_unique" ON "product_datasets" USING btree ("version_id","name");--> statement-breakpoint
CREATE INDEX "product_package_add_ons_product_idx" ON "product_package_add_ons" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_packages_company_name_unique" ON "product_packages" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "product_packages_main_idx" ON "product_packages" USING btree ("main_product_id");--> statement-breakpoint
CREATE INDEX "product_product_codes_code_idx" ON "product_product_codes" USING btree ("product_code_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_rules_version_name_unique" ON "product_rules" USING btree ("version_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_test_cases_version_name_unique" ON "product_test_cases" USING btree ("version_id",lower("name"));--> statement-breakpoint
CREATE INDEX "product_test_runs_version_idx" ON "product_test_runs" USING btree ("version_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_versions_number_unique" ON "product_versions" USING btree ("product_id","version_number");--> statement-breakpoint
CREATE INDEX "product_versions_company_idx" ON "product_versions" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_company_name_unique" ON "products" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "property_formulas_version_name_unique" ON "property_formulas" USING btree ("version_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "underwriting_formulas_version_name_unique" ON "underwriting_formulas" USING btree ("version_id","name");
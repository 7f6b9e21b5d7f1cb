CREATE TABLE "reinsurance_periods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reinsurance_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"risk_code_id" integer NOT NULL,
	"syndicate_id" integer NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"capacity_provider_percentage" numeric(9, 6) NOT NULL,
	"gross_premium_commission_percentage" numeric(9, 6) NOT NULL,
	CONSTRAINT "reinsurance_periods_dates" CHECK ("reinsurance_periods"."date_from" <= "reinsurance_periods"."date_to"),
	CONSTRAINT "reinsurance_periods_percentages" CHECK ("reinsurance_periods"."capacity_provider_percentage" between 0 and 100 and "reinsurance_periods"."gross_premium_commission_percentage" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "risk_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "risk_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"code" varchar(40) NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_codes_company_id_id" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "syndicates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "syndicates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" varchar(160) NOT NULL,
	"code" varchar(40) NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "syndicates_company_id_id" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "agreement_periods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agreement_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"binding_agreement_id" integer NOT NULL,
	"version" integer NOT NULL,
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"visibility" smallint DEFAULT 1 NOT NULL,
	"saved_once" boolean DEFAULT false NOT NULL,
	"in_use" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreement_periods_agreement_version" UNIQUE("binding_agreement_id","version"),
	CONSTRAINT "agreement_periods_company_id_id" UNIQUE("company_id","id"),
	CONSTRAINT "agreement_periods_status" CHECK ("agreement_periods"."status" in ('draft', 'live', 'locked'))
);
--> statement-breakpoint
CREATE TABLE "agreement_sections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agreement_sections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"name" varchar(160) NOT NULL,
	"minimum_limit" numeric(18, 2) NOT NULL,
	"maximum_limit" numeric(18, 2) NOT NULL,
	"coverholder_commission_amount" numeric(18, 2),
	"claims_handling_amount" numeric(18, 2),
	"reinsurance_brokerage_commission_amount" numeric(18, 2),
	"reinsurance_brokerage_commission_incurred" numeric(18, 2),
	"maximum_premium_limit" numeric(18, 2),
	"notifiable_premium_limit_percentage" numeric(9, 6),
	"exchange_commission_percentage" numeric(9, 6),
	CONSTRAINT "agreement_sections_company_id_id" UNIQUE("company_id","id"),
	CONSTRAINT "agreement_sections_limits" CHECK ("agreement_sections"."minimum_limit" <= "agreement_sections"."maximum_limit")
);
--> statement-breakpoint
CREATE TABLE "authorised_underwriters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "authorised_underwriters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"authority_level" smallint NOT NULL,
	"maximum_backdate_days" smallint NOT NULL,
	"maximum_discount_percentage" numeric(9, 6) NOT NULL,
	CONSTRAINT "authorised_underwriters_period_user" UNIQUE("period_id","user_id"),
	CONSTRAINT "authorised_underwriters_limits" CHECK ("authorised_underwriters"."authority_level" between 1 and 10 and "authorised_underwriters"."maximum_backdate_days" between 1 and 100 and "authorised_underwriters"."maximum_discount_percentage" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "binding_agreements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "binding_agreements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" varchar(160) NOT NULL,
	"managing_insurance_company_id" integer NOT NULL,
	"currency_type" varchar(3) NOT NULL,
	"timezone" varchar(64) NOT NULL,
	"unique_market_reference" varchar(60) NOT NULL,
	"agreement_number" varchar(60) NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "binding_agreements_company_id_id" UNIQUE("company_id","id"),
	CONSTRAINT "binding_agreements_dates" CHECK ("binding_agreements"."valid_from" <= "binding_agreements"."valid_to")
);
--> statement-breakpoint
CREATE TABLE "section_group_members" (
	"group_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	CONSTRAINT "section_group_members_group_id_section_id_pk" PRIMARY KEY("group_id","section_id")
);
--> statement-breakpoint
CREATE TABLE "section_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "section_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"name" varchar(160) NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "section_quota_shares" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "section_quota_shares_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"syndicate_id" integer NOT NULL,
	"share_percentage" numeric(9, 6) NOT NULL,
	CONSTRAINT "section_quota_shares_section_syndicate" UNIQUE("section_id","syndicate_id")
);
--> statement-breakpoint
CREATE TABLE "section_risk_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "section_risk_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"risk_code_id" integer NOT NULL,
	"product_code_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"prerequisite_product_code_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	CONSTRAINT "section_risk_codes_section_risk_code" UNIQUE("section_id","risk_code_id")
);
--> statement-breakpoint
CREATE TABLE "endorsement_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "endorsement_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"endorsement_version_id" integer NOT NULL,
	"position" integer NOT NULL,
	"expression" text NOT NULL,
	CONSTRAINT "endorsement_rules_version_position" UNIQUE("endorsement_version_id","position")
);
--> statement-breakpoint
CREATE TABLE "endorsement_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "endorsement_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"endorsement_id" integer NOT NULL,
	"version" integer NOT NULL,
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"visibility" smallint DEFAULT 1 NOT NULL,
	"saved_once" boolean DEFAULT false NOT NULL,
	"in_use" boolean DEFAULT false NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"product_classes" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "endorsement_versions_endorsement_version" UNIQUE("endorsement_id","version"),
	CONSTRAINT "endorsement_versions_company_id_id" UNIQUE("company_id","id"),
	CONSTRAINT "endorsement_versions_status" CHECK ("endorsement_versions"."status" in ('draft', 'live', 'locked'))
);
--> statement-breakpoint
CREATE TABLE "endorsements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "endorsements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" varchar(160) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "endorsements_company_id_id" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "reinsurance_periods" ADD CONSTRAINT "reinsurance_periods_risk_code_fk" FOREIGN KEY ("company_id","risk_code_id") REFERENCES "public"."risk_codes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reinsurance_periods" ADD CONSTRAINT "reinsurance_periods_syndicate_fk" FOREIGN KEY ("company_id","syndicate_id") REFERENCES "public"."syndicates"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_codes" ADD CONSTRAINT "risk_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "syndicates" ADD CONSTRAINT "syndicates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_periods" ADD CONSTRAINT "agreement_periods_agreement_fk" FOREIGN KEY ("company_id","binding_agreement_id") REFERENCES "public"."binding_agreements"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_sections" ADD CONSTRAINT "agreement_sections_period_fk" FOREIGN KEY ("company_id","period_id") REFERENCES "public"."agreement_periods"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorised_underwriters" ADD CONSTRAINT "authorised_underwriters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorised_underwriters" ADD CONSTRAINT "authorised_underwriters_period_fk" FOREIGN KEY ("company_id","period_id") REFERENCES "public"."agreement_periods"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "binding_agreements" ADD CONSTRAINT "binding_agreements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "binding_agreements" ADD CONSTRAINT "binding_agreements_managing_insurance_company_id_companies_id_fk" FOREIGN KEY ("managing_insurance_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_group_members" ADD CONSTRAINT "section_group_members_group_id_section_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."section_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_group_members" ADD CONSTRAINT "section_group_members_section_id_agreement_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."agreement_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_groups" ADD CONSTRAINT "section_groups_period_fk" FOREIGN KEY ("company_id","period_id") REFERENCES "public"."agreement_periods"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_quota_shares" ADD CONSTRAINT "section_quota_shares_section_fk" FOREIGN KEY ("company_id","section_id") REFERENCES "public"."agreement_sections"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_quota_shares" ADD CONSTRAINT "section_quota_shares_syndicate_fk" FOREIGN KEY ("company_id","syndicate_id") REFERENCES "public"."syndicates"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_risk_codes" ADD CONSTRAINT "section_risk_codes_section_fk" FOREIGN KEY ("company_id","section_id") REFERENCES "public"."agreement_sections"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_risk_codes" ADD CONSTRAINT "section_risk_codes_risk_code_fk" FOREIGN KEY ("company_id","risk_code_id") REFERENCES "public"."risk_codes"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endorsement_rules" ADD CONSTRAINT "endorsement_rules_version_fk" FOREIGN KEY ("company_id","endorsement_version_id") REFERENCES "public"."endorsement_versions"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endorsement_versions" ADD CONSTRAINT "endorsement_versions_endorsement_fk" FOREIGN KEY ("company_id","endorsement_id") REFERENCES "public"."endorsements"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endorsements" ADD CONSTRAINT "endorsements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reinsurance_periods_risk_code_idx" ON "reinsurance_periods" USING btree ("risk_code_id");--> statement-breakpoint
CREATE INDEX "reinsurance_periods_syndicate_idx" ON "reinsurance_periods" USING btree ("syndicate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_codes_company_code_unique" ON "risk_codes" USING btree ("company_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "syndicates_company_code_unique" ON "syndicates" USING btree ("company_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_sections_period_name_unique" ON "agreement_sections" USING btree ("period_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "binding_agreements_company_umr_unique" ON "binding_agreements" USING btree ("company_id",lower("unique_market_reference"));--> statement-breakpoint
CREATE UNIQUE INDEX "section_group_members_section_unique" ON "section_group_members" USING btree ("section_id");--> statement-breakpoint
CREATE UNIQUE INDEX "section_groups_period_name_unique" ON "section_groups" USING btree ("period_id",lower("name"));--> statement-breakpoint
CREATE INDEX "section_quota_shares_syndicate_idx" ON "section_quota_shares" USING btree ("syndicate_id");--> statement-breakpoint
CREATE INDEX "section_risk_codes_risk_code_idx" ON "section_risk_codes" USING btree ("risk_code_id");--> statement-breakpoint
CREATE UNIQUE INDEX "endorsements_company_name_unique" ON "endorsements" USING btree ("company_id",lower("name"));
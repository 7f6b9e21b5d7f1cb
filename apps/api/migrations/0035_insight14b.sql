CREATE TABLE "extractor_report_definitions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "extractor_report_definitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"definition" jsonb NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "binder_notifiable_crossings" (
	"agreement_section_id" integer PRIMARY KEY NOT NULL,
	"written_premium" numeric(18, 2) NOT NULL,
	"notifiable_limit" numeric(18, 2) NOT NULL,
	"notified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "extractor_report_definitions" ADD CONSTRAINT "extractor_report_definitions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extractor_report_definitions" ADD CONSTRAINT "extractor_report_definitions_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "binder_notifiable_crossings" ADD CONSTRAINT "binder_notifiable_crossings_agreement_section_id_agreement_sections_id_fk" FOREIGN KEY ("agreement_section_id") REFERENCES "public"."agreement_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "extractor_report_definitions_name_unique" ON "extractor_report_definitions" USING btree ("company_id",lower("name"));
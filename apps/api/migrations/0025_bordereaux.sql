CREATE TABLE "bordereau_rows" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bordereau_rows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bordereau_id" integer NOT NULL,
	"position" integer NOT NULL,
	"transaction_id" integer NOT NULL,
	"values" jsonb NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "bordereau_rows_position" UNIQUE("bordereau_id","position")
);
--> statement-breakpoint
CREATE TABLE "bordereaux" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bordereaux_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"binding_agreement_id" integer NOT NULL,
	"insurer_company_id" integer NOT NULL,
	"month" date NOT NULL,
	"version" integer NOT NULL,
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"currency" varchar(3) NOT NULL,
	"row_count" integer NOT NULL,
	"error_count" integer NOT NULL,
	"gross_premium" numeric(18, 2) NOT NULL,
	"commission" numeric(18, 2) NOT NULL,
	"total_taxes" numeric(18, 2) NOT NULL,
	"net_premium" numeric(18, 2) NOT NULL,
	"fees" numeric(18, 2) NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by_user_id" integer,
	CONSTRAINT "bordereaux_agreement_month_version" UNIQUE("binding_agreement_id","month","version"),
	CONSTRAINT "bordereaux_status" CHECK ("bordereaux"."status" in ('draft', 'submitted', 'superseded'))
);
--> statement-breakpoint
ALTER TABLE "bordereau_rows" ADD CONSTRAINT "bordereau_rows_bordereau_id_bordereaux_id_fk" FOREIGN KEY ("bordereau_id") REFERENCES "public"."bordereaux"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bordereaux" ADD CONSTRAINT "bordereaux_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bordereaux" ADD CONSTRAINT "bordereaux_binding_agreement_id_binding_agreements_id_fk" FOREIGN KEY ("binding_agreement_id") REFERENCES "public"."binding_agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bordereaux" ADD CONSTRAINT "bordereaux_insurer_company_id_companies_id_fk" FOREIGN KEY ("insurer_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bordereaux" ADD CONSTRAINT "bordereaux_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bordereaux" ADD CONSTRAINT "bordereaux_submitted_by_user_id_users_id_fk" FOREIGN KEY ("submitted_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bordereaux_one_submitted" ON "bordereaux" USING btree ("binding_agreement_id","month") WHERE "bordereaux"."status" = 'submitted';--> statement-breakpoint
CREATE UNIQUE INDEX "bordereaux_one_draft" ON "bordereaux" USING btree ("binding_agreement_id","month") WHERE "bordereaux"."status" = 'draft';--> statement-breakpoint
CREATE INDEX "bordereaux_company_idx" ON "bordereaux" USING btree ("company_id","month");--> statement-breakpoint
CREATE INDEX "bordereaux_insurer_idx" ON "bordereaux" USING btree ("insurer_company_id","month");
CREATE TABLE "agency_brokerages" (
	"underwriter_company_id" integer NOT NULL,
	"broker_company_id" integer NOT NULL,
	"status" varchar(10) DEFAULT 'active' NOT NULL,
	"status_reason" varchar(500),
	"commission_percent" numeric(9, 6),
	"connected_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_brokerages_underwriter_company_id_broker_company_id_pk" PRIMARY KEY("underwriter_company_id","broker_company_id")
);
--> statement-breakpoint
ALTER TABLE "agency_brokerages" ADD CONSTRAINT "agency_brokerages_underwriter_company_id_companies_id_fk" FOREIGN KEY ("underwriter_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_brokerages" ADD CONSTRAINT "agency_brokerages_broker_company_id_companies_id_fk" FOREIGN KEY ("broker_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_brokerages" ADD CONSTRAINT "agency_brokerages_connected_by_user_id_users_id_fk" FOREIGN KEY ("connected_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_brokerages_broker_idx" ON "agency_brokerages" USING btree ("broker_company_id");
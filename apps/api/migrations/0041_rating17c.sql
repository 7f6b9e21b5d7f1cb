CREATE TABLE "company_rating_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_rating_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"underwriter_company_id" integer NOT NULL,
	"rated_company_id" integer NOT NULL,
	"grade" varchar(1),
	"previous_grade" varchar(1),
	"note" varchar(1000),
	"changed_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "endorsement_version_clauses" (
	"company_id" integer NOT NULL,
	"endorsement_version_id" integer NOT NULL,
	"position" integer NOT NULL,
	"clause_id" integer NOT NULL,
	CONSTRAINT "endorsement_version_clauses_endorsement_version_id_position_pk" PRIMARY KEY("endorsement_version_id","position"),
	CONSTRAINT "endorsement_version_clauses_unique" UNIQUE("endorsement_version_id","clause_id")
);
--> statement-breakpoint
CREATE TABLE "risk_endorsement_clauses" (
	"risk_endorsement_id" integer NOT NULL,
	"position" integer NOT NULL,
	"clause_version_id" integer NOT NULL,
	CONSTRAINT "risk_endorsement_clauses_risk_endorsement_id_position_pk" PRIMARY KEY("risk_endorsement_id","position")
);
--> statement-breakpoint
ALTER TABLE "company_rating_changes" ADD CONSTRAINT "company_rating_changes_underwriter_company_id_companies_id_fk" FOREIGN KEY ("underwriter_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_rating_changes" ADD CONSTRAINT "company_rating_changes_rated_company_id_companies_id_fk" FOREIGN KEY ("rated_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_rating_changes" ADD CONSTRAINT "company_rating_changes_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endorsement_version_clauses" ADD CONSTRAINT "endorsement_version_clauses_clause_id_clauses_id_fk" FOREIGN KEY ("clause_id") REFERENCES "public"."clauses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endorsement_version_clauses" ADD CONSTRAINT "endorsement_version_clauses_version_fk" FOREIGN KEY ("company_id","endorsement_version_id") REFERENCES "public"."endorsement_versions"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_endorsement_clauses" ADD CONSTRAINT "risk_endorsement_clauses_risk_endorsement_id_risk_endorsements_id_fk" FOREIGN KEY ("risk_endorsement_id") REFERENCES "public"."risk_endorsements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_endorsement_clauses" ADD CONSTRAINT "risk_endorsement_clauses_clause_version_id_clause_versions_id_fk" FOREIGN KEY ("clause_version_id") REFERENCES "public"."clause_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_rating_changes_pair_idx" ON "company_rating_changes" USING btree ("underwriter_company_id","rated_company_id","id");--> statement-breakpoint
CREATE INDEX "endorsement_version_clauses_clause_idx" ON "endorsement_version_clauses" USING btree ("clause_id");--> statement-breakpoint
CREATE INDEX "risk_endorsement_clauses_version_idx" ON "risk_endorsement_clauses" USING btree ("clause_version_id");
CREATE TABLE "claim_activities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "claim_activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"claim_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"body" text NOT NULL,
	"actor_user_id" integer,
	"actor_company_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_files" (
	"claim_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_files_claim_id_file_id_pk" PRIMARY KEY("claim_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "claim_movements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "claim_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"claim_id" integer NOT NULL,
	"head" varchar(10) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"paid_delta" numeric(18, 2) NOT NULL,
	"reserve_delta" numeric(18, 2) NOT NULL,
	"note" varchar(500),
	"created_by_user_id" integer,
	"created_by_company_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "claim_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"claim_id" integer NOT NULL,
	"title" varchar(300) NOT NULL,
	"due_date" date NOT NULL,
	"done_at" timestamp with time zone,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" varchar(140) NOT NULL,
	"risk_package_id" integer NOT NULL,
	"stage" smallint DEFAULT 1 NOT NULL,
	"status" smallint,
	"legal_company_id" integer,
	"date_of_loss" date NOT NULL,
	"date_first_advised" date NOT NULL,
	"loss_description" text NOT NULL,
	"loss_state" varchar(3) NOT NULL,
	"claimant" varchar(200) NOT NULL,
	"amount_claimed" numeric(18, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"decline_reason" text,
	"reported_by_user_id" integer,
	"reported_by_company_id" integer,
	"accepted_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "claim_activities" ADD CONSTRAINT "claim_activities_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_activities" ADD CONSTRAINT "claim_activities_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_activities" ADD CONSTRAINT "claim_activities_actor_company_id_companies_id_fk" FOREIGN KEY ("actor_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_files" ADD CONSTRAINT "claim_files_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_files" ADD CONSTRAINT "claim_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_movements" ADD CONSTRAINT "claim_movements_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_movements" ADD CONSTRAINT "claim_movements_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_movements" ADD CONSTRAINT "claim_movements_created_by_company_id_companies_id_fk" FOREIGN KEY ("created_by_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_tasks" ADD CONSTRAINT "claim_tasks_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_tasks" ADD CONSTRAINT "claim_tasks_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_risk_package_id_risk_packages_id_fk" FOREIGN KEY ("risk_package_id") REFERENCES "public"."risk_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_legal_company_id_companies_id_fk" FOREIGN KEY ("legal_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_reported_by_user_id_users_id_fk" FOREIGN KEY ("reported_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_reported_by_company_id_companies_id_fk" FOREIGN KEY ("reported_by_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_activities_claim_idx" ON "claim_activities" USING btree ("claim_id","created_at");--> statement-breakpoint
CREATE INDEX "claim_movements_claim_idx" ON "claim_movements" USING btree ("claim_id","created_at");--> statement-breakpoint
CREATE INDEX "claim_tasks_claim_idx" ON "claim_tasks" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "claims_package_idx" ON "claims" USING btree ("risk_package_id");--> statement-breakpoint
CREATE INDEX "claims_legal_idx" ON "claims" USING btree ("legal_company_id");
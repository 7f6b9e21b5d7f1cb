CREATE TABLE "microsoft_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "microsoft_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"tenant_id" varchar(64) NOT NULL,
	"object_id" varchar(64) NOT NULL,
	"email" varchar(255) NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_microsoft_tenants" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" varchar(64) NOT NULL,
	"connected_by_user_id" integer,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "microsoft_setup_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "microsoft_setup_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_by_user_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "microsoft_tenant_id" varchar(64);--> statement-breakpoint
ALTER TABLE "microsoft_accounts" ADD CONSTRAINT "microsoft_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_microsoft_tenants" ADD CONSTRAINT "company_microsoft_tenants_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_microsoft_tenants" ADD CONSTRAINT "company_microsoft_tenants_connected_by_user_id_users_id_fk" FOREIGN KEY ("connected_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microsoft_setup_links" ADD CONSTRAINT "microsoft_setup_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microsoft_setup_links" ADD CONSTRAINT "microsoft_setup_links_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "microsoft_accounts_subject_unique" ON "microsoft_accounts" USING btree ("tenant_id","object_id");--> statement-breakpoint
CREATE INDEX "microsoft_accounts_user_idx" ON "microsoft_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "company_microsoft_tenants_tenant_idx" ON "company_microsoft_tenants" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "microsoft_setup_links_token_unique" ON "microsoft_setup_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "microsoft_setup_links_company_idx" ON "microsoft_setup_links" USING btree ("company_id");
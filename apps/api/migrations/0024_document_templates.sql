CREATE TABLE "document_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" varchar(160) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"type" varchar(10) DEFAULT 'single' NOT NULL,
	"additional_template_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_version_templates" (
	"product_version_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"event" varchar(10) NOT NULL,
	CONSTRAINT "product_version_templates_product_version_id_template_id_event_pk" PRIMARY KEY("product_version_id","template_id","event")
);
--> statement-breakpoint
CREATE TABLE "risk_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "risk_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"risk_package_id" integer NOT NULL,
	"transaction_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"template_version" integer NOT NULL,
	"event" varchar(10) NOT NULL,
	"status" varchar(10) NOT NULL,
	"error" text,
	"file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_version_templates" ADD CONSTRAINT "product_version_templates_product_version_id_product_versions_id_fk" FOREIGN KEY ("product_version_id") REFERENCES "public"."product_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_version_templates" ADD CONSTRAINT "product_version_templates_template_id_document_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."document_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_documents" ADD CONSTRAINT "risk_documents_risk_package_id_risk_packages_id_fk" FOREIGN KEY ("risk_package_id") REFERENCES "public"."risk_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_documents" ADD CONSTRAINT "risk_documents_transaction_id_risk_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."risk_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_documents" ADD CONSTRAINT "risk_documents_template_id_document_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."document_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_documents" ADD CONSTRAINT "risk_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_templates_company_name_unique" ON "document_templates" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "product_version_templates_template_idx" ON "product_version_templates" USING btree ("template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_documents_unique" ON "risk_documents" USING btree ("transaction_id","template_id","event");--> statement-breakpoint
CREATE INDEX "risk_documents_package_idx" ON "risk_documents" USING btree ("risk_package_id");
CREATE TABLE "clause_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clause_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"clause_id" integer NOT NULL,
	"version" integer NOT NULL,
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"saved_once" boolean DEFAULT false NOT NULL,
	"in_use" boolean DEFAULT false NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clause_versions_clause_version" UNIQUE("clause_id","version"),
	CONSTRAINT "clause_versions_status" CHECK ("clause_versions"."status" in ('draft', 'live', 'locked'))
);
--> statement-breakpoint
CREATE TABLE "clauses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clauses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"code" varchar(40) NOT NULL,
	"name" varchar(160) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clauses_company_id_id" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "document_template_clauses" (
	"template_id" integer NOT NULL,
	"clause_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "document_template_clauses_template_id_clause_id_pk" PRIMARY KEY("template_id","clause_id")
);
--> statement-breakpoint
ALTER TABLE "clause_versions" ADD CONSTRAINT "clause_versions_clause_fk" FOREIGN KEY ("company_id","clause_id") REFERENCES "public"."clauses"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clauses" ADD CONSTRAINT "clauses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_template_clauses" ADD CONSTRAINT "document_template_clauses_template_id_document_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."document_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_template_clauses" ADD CONSTRAINT "document_template_clauses_clause_id_clauses_id_fk" FOREIGN KEY ("clause_id") REFERENCES "public"."clauses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clauses_company_code_unique" ON "clauses" USING btree ("company_id",lower("code"));--> statement-breakpoint
CREATE INDEX "document_template_clauses_clause_idx" ON "document_template_clauses" USING btree ("clause_id");
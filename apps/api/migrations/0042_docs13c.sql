CREATE TABLE "document_template_tags" (
	"tag_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	CONSTRAINT "document_template_tags_tag_id_template_id_pk" PRIMARY KEY("tag_id","template_id")
);
--> statement-breakpoint
ALTER TABLE "document_template_versions" ADD COLUMN "clause_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "document_template_versions" ADD COLUMN "status" varchar(10) DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE "document_templates" ADD COLUMN "status" varchar(10) DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_templates" ADD COLUMN "attachment_file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "document_template_tags" ADD CONSTRAINT "document_template_tags_tag_id_company_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."company_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_template_tags" ADD CONSTRAINT "document_template_tags_template_id_document_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."document_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_template_tags_template_idx" ON "document_template_tags" USING btree ("template_id");--> statement-breakpoint
-- Decision 224: templates saved before the lifecycle were generating documents, so they are live, and
-- locked where a document was made from that version; earlier versions likewise.
UPDATE "document_templates" t SET "status" = CASE WHEN EXISTS (SELECT 1 FROM "risk_documents" d WHERE d."template_id" = t."id" AND d."template_version" = t."version") THEN 'locked' ELSE 'live' END;--> statement-breakpoint
UPDATE "document_template_versions" v SET "status" = 'locked' WHERE EXISTS (SELECT 1 FROM "risk_documents" d WHERE d."template_id" = v."template_id" AND d."template_version" = v."version");--> statement-breakpoint
UPDATE "document_template_versions" v SET "clause_ids" = COALESCE((SELECT jsonb_agg(c."clause_id" ORDER BY c."position") FROM "document_template_clauses" c WHERE c."template_id" = v."template_id"), '[]'::jsonb);--> statement-breakpoint
-- Decision 226: free-text tags become the company's own tags.
INSERT INTO "company_tags" ("company_id", "name") SELECT DISTINCT t."company_id", left(tag, 60) FROM "document_templates" t, jsonb_array_elements_text(t."tags") tag ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "document_template_tags" ("tag_id", "template_id") SELECT DISTINCT ct."id", t."id" FROM "document_templates" t CROSS JOIN LATERAL jsonb_array_elements_text(t."tags") tag JOIN "company_tags" ct ON ct."company_id" = t."company_id" AND lower(ct."name") = lower(left(tag, 60)) ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "document_template_versions" DROP COLUMN "tags";--> statement-breakpoint
ALTER TABLE "document_templates" DROP COLUMN "tags";
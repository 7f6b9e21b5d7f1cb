CREATE TABLE "email_template_tags" (
	"tag_id" integer NOT NULL,
	"email_template_id" integer NOT NULL,
	CONSTRAINT "email_template_tags_tag_id_email_template_id_pk" PRIMARY KEY("tag_id","email_template_id")
);
--> statement-breakpoint
ALTER TABLE "email_template_tags" ADD CONSTRAINT "email_template_tags_tag_id_company_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."company_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_template_tags" ADD CONSTRAINT "email_template_tags_email_template_id_email_templates_id_fk" FOREIGN KEY ("email_template_id") REFERENCES "public"."email_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_template_tags_template_idx" ON "email_template_tags" USING btree ("email_template_id");--> statement-breakpoint
ALTER TABLE "email_templates" DROP COLUMN "tags";
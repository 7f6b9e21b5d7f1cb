CREATE TABLE "product_sub_classes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_sub_classes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"product_class" smallint NOT NULL,
	"name" varchar(80) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "product_sub_class_id" integer;--> statement-breakpoint
ALTER TABLE "product_sub_classes" ADD CONSTRAINT "product_sub_classes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_sub_classes_company_name_unique" ON "product_sub_classes" USING btree ("company_id",lower("name"));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_product_sub_class_id_product_sub_classes_id_fk" FOREIGN KEY ("product_sub_class_id") REFERENCES "public"."product_sub_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_sub_class_idx" ON "products" USING btree ("product_sub_class_id");
CREATE TABLE "tax_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"jurisdiction" varchar(3) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"classes" text[] NOT NULL,
	"rate" numeric(9, 6) NOT NULL,
	"cap" numeric(18, 2),
	"flat" numeric(18, 2),
	"effective_from" date NOT NULL,
	"effective_to" date,
	"small_business_only" boolean DEFAULT false NOT NULL,
	"status" varchar(2) NOT NULL,
	"source" text NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_rates_jurisdiction_kind" ON "tax_rates" USING btree ("jurisdiction","kind");
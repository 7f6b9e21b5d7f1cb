CREATE TABLE "afs_register_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "afs_register_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"upload_id" integer NOT NULL,
	"number" varchar(9) NOT NULL,
	"name" varchar(255) NOT NULL,
	"licence_number" varchar(9),
	"status" varchar(40),
	"start_date" date,
	"end_date" date
);
--> statement-breakpoint
CREATE TABLE "afs_register_uploads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "afs_register_uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"register" varchar(14) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"row_count" integer NOT NULL,
	"uploaded_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_quote_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "risk_quote_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"risk_transaction_id" integer NOT NULL,
	"risk_package_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"values" jsonb NOT NULL,
	"base_proposal" jsonb NOT NULL,
	"rating" jsonb NOT NULL,
	"decision" varchar(8) NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gross_premium" numeric(18, 2) NOT NULL,
	"total_premium" numeric(18, 2) NOT NULL,
	"status" varchar(8) DEFAULT 'open' NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "afs_kind" varchar(14);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "afs_number" varchar(9);--> statement-breakpoint
ALTER TABLE "afs_register_entries" ADD CONSTRAINT "afs_register_entries_upload_id_afs_register_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."afs_register_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "afs_register_uploads" ADD CONSTRAINT "afs_register_uploads_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_quote_options" ADD CONSTRAINT "risk_quote_options_risk_transaction_id_risk_transactions_id_fk" FOREIGN KEY ("risk_transaction_id") REFERENCES "public"."risk_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_quote_options" ADD CONSTRAINT "risk_quote_options_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "afs_register_entries_upload_number_idx" ON "afs_register_entries" USING btree ("upload_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_quote_options_position_unique" ON "risk_quote_options" USING btree ("risk_transaction_id","position");--> statement-breakpoint
CREATE INDEX "risk_quote_options_package_idx" ON "risk_quote_options" USING btree ("risk_package_id");
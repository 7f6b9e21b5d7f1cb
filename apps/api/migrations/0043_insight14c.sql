ALTER TABLE "bordereaux" DROP CONSTRAINT "bordereaux_agreement_month_version";--> statement-breakpoint
DROP INDEX "bordereaux_one_submitted";--> statement-breakpoint
DROP INDEX "bordereaux_one_draft";--> statement-breakpoint
ALTER TABLE "bordereau_rows" ALTER COLUMN "transaction_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bordereaux" ALTER COLUMN "gross_premium" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bordereaux" ALTER COLUMN "commission" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bordereaux" ALTER COLUMN "total_taxes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bordereaux" ALTER COLUMN "net_premium" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bordereaux" ALTER COLUMN "fees" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bordereau_rows" ADD COLUMN "claim_id" integer;--> statement-breakpoint
ALTER TABLE "bordereaux" ADD COLUMN "kind" varchar(10) DEFAULT 'premium' NOT NULL;--> statement-breakpoint
ALTER TABLE "bordereaux" ADD COLUMN "paid_this_month" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "bordereaux" ADD COLUMN "previously_paid" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "bordereaux" ADD COLUMN "reserve" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "bordereaux" ADD COLUMN "total_incurred" numeric(18, 2);--> statement-breakpoint
CREATE UNIQUE INDEX "bordereaux_one_submitted_kind" ON "bordereaux" USING btree ("binding_agreement_id","kind","month") WHERE "bordereaux"."status" = 'submitted';--> statement-breakpoint
CREATE UNIQUE INDEX "bordereaux_one_draft_kind" ON "bordereaux" USING btree ("binding_agreement_id","kind","month") WHERE "bordereaux"."status" = 'draft';--> statement-breakpoint
ALTER TABLE "bordereaux" ADD CONSTRAINT "bordereaux_agreement_kind_month_version" UNIQUE("binding_agreement_id","kind","month","version");--> statement-breakpoint
ALTER TABLE "bordereaux" ADD CONSTRAINT "bordereaux_kind" CHECK ("bordereaux"."kind" in ('premium', 'claims'));
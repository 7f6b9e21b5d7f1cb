DROP INDEX "risk_packages_status_idx";--> statement-breakpoint
ALTER TABLE "risk_packages" ADD COLUMN "broker_draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "risk_packages_insurer_reference_idx" ON "risk_packages" USING btree ("insurer_company_id",lower("reference"),"id");--> statement-breakpoint
CREATE INDEX "risk_packages_insurer_insured_idx" ON "risk_packages" USING btree ("insurer_company_id",lower("insured_name"),"id");--> statement-breakpoint
CREATE INDEX "risk_packages_underwriter_inception_idx" ON "risk_packages" USING btree ("underwriter_company_id","inception_date","id");--> statement-breakpoint
CREATE INDEX "risk_packages_broker_inception_idx" ON "risk_packages" USING btree ("broker_company_id","inception_date","id");--> statement-breakpoint
CREATE INDEX "risk_packages_insurer_inception_idx" ON "risk_packages" USING btree ("insurer_company_id","inception_date","id");--> statement-breakpoint
CREATE INDEX "risk_packages_underwriter_status_idx" ON "risk_packages" USING btree ("underwriter_company_id","status","id");--> statement-breakpoint
CREATE INDEX "risk_packages_broker_status_idx" ON "risk_packages" USING btree ("broker_company_id","status","id");--> statement-breakpoint
CREATE INDEX "risk_packages_insurer_status_idx" ON "risk_packages" USING btree ("insurer_company_id","status","id");--> statement-breakpoint
CREATE INDEX "risk_packages_reference_trgm_idx" ON "risk_packages" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "risk_packages_insured_name_trgm_idx" ON "risk_packages" USING gin ("insured_name" gin_trgm_ops);
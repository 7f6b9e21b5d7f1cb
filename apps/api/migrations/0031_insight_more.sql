DROP INDEX "risk_transactions_report_underwriter_idx";--> statement-breakpoint
DROP INDEX "risk_transactions_report_broker_idx";--> statement-breakpoint
DROP INDEX "risk_transactions_report_insurer_idx";--> statement-breakpoint
CREATE INDEX "risks_section_idx" ON "risks" USING btree ("agreement_section_id");--> statement-breakpoint
CREATE INDEX "risk_transactions_report_underwriter_idx" ON "risk_transactions" USING btree ("underwriter_company_id","bound_at","status","type","gross_premium","base_premium","premium_change","quoted_at","risk_id","broker_company_id");--> statement-breakpoint
CREATE INDEX "risk_transactions_report_broker_idx" ON "risk_transactions" USING btree ("broker_company_id","bound_at","status","type","gross_premium","base_premium","premium_change","quoted_at","risk_id");--> statement-breakpoint
CREATE INDEX "risk_transactions_report_insurer_idx" ON "risk_transactions" USING btree ("insurer_company_id","bound_at","status","type","gross_premium","base_premium","premium_change","quoted_at","risk_id","broker_company_id");
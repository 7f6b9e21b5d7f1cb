ALTER TABLE "risk_packages" ADD COLUMN "client_token_expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "risk_packages" SET "client_token_expires_at" = coalesce("client_access_granted_at", now()) + interval '30 days' WHERE "client_token_hash" IS NOT NULL;

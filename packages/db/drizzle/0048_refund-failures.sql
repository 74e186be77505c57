ALTER TABLE "vip_refunds" ADD COLUMN "consecutive_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vip_refunds" ADD COLUMN "last_failure" text;--> statement-breakpoint
ALTER TABLE "vip_refunds" ADD COLUMN "last_failure_at" timestamp with time zone;
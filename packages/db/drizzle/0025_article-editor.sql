ALTER TABLE "articles" ADD COLUMN "content_json" jsonb;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "source_name" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "original_title" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "original_author" text;
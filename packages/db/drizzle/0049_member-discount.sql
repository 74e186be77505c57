ALTER TABLE "entrustments" ADD COLUMN "quote_fen" integer;--> statement-breakpoint
ALTER TABLE "entrustments" ADD COLUMN "member_discount_percent" smallint;--> statement-breakpoint
ALTER TABLE "entrustments" ADD COLUMN "member_price_fen" integer;--> statement-breakpoint
ALTER TABLE "lawyer_profiles" ADD COLUMN "member_discount_percent" smallint;--> statement-breakpoint
ALTER TABLE "lawyer_profiles" ADD COLUMN "member_discount_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "entrustments" ADD CONSTRAINT "entrustments_member_discount_range" CHECK ("entrustments"."member_discount_percent" between 5 and 50);--> statement-breakpoint
ALTER TABLE "entrustments" ADD CONSTRAINT "entrustments_member_price_with_discount" CHECK ("entrustments"."member_price_fen" is null or ("entrustments"."member_discount_percent" is not null and "entrustments"."quote_fen" is not null));--> statement-breakpoint
ALTER TABLE "lawyer_profiles" ADD CONSTRAINT "lawyer_profiles_member_discount_range" CHECK ("lawyer_profiles"."member_discount_percent" between 5 and 50);
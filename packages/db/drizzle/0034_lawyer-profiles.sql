CREATE TYPE "public"."lawyer_status" AS ENUM('pending', 'verified', 'refused', 'suspended');--> statement-breakpoint
CREATE TABLE "lawyer_profiles" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"license_no" text NOT NULL,
	"law_firm" text NOT NULL,
	"city" text NOT NULL,
	"practice_areas" text[] NOT NULL,
	"practice_since_year" smallint NOT NULL,
	"license_photo_key" text NOT NULL,
	"introduction" text NOT NULL,
	"status" "lawyer_status" DEFAULT 'pending' NOT NULL,
	"refusal_reason" text,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"recheck_due_at" timestamp with time zone,
	"accepting_cases" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lawyer_profiles_license_no_unique" UNIQUE("license_no")
);
--> statement-breakpoint
ALTER TABLE "lawyer_profiles" ADD CONSTRAINT "lawyer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawyer_profiles" ADD CONSTRAINT "lawyer_profiles_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lawyer_profiles_status_idx" ON "lawyer_profiles" USING btree ("status");--> statement-breakpoint
CREATE INDEX "lawyer_profiles_city_idx" ON "lawyer_profiles" USING btree ("city") WHERE "lawyer_profiles"."status" = 'verified';--> statement-breakpoint
CREATE INDEX "lawyer_profiles_practice_areas_idx" ON "lawyer_profiles" USING gin ("practice_areas");--> statement-breakpoint
CREATE INDEX "lawyer_profiles_recheck_due_at_idx" ON "lawyer_profiles" USING btree ("recheck_due_at") WHERE "lawyer_profiles"."status" = 'verified';
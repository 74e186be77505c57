CREATE TABLE "brand_daily_stats" (
	"brand_id" integer NOT NULL,
	"day" date NOT NULL,
	"complaint_count" integer NOT NULL,
	"replied_count" integer NOT NULL,
	"timely_count" integer NOT NULL,
	"completed_count" integer NOT NULL,
	"auto_completed_count" integer NOT NULL,
	"rating_count" integer NOT NULL,
	"satisfaction_sum" integer NOT NULL,
	CONSTRAINT "brand_daily_stats_brand_id_day_pk" PRIMARY KEY("brand_id","day")
);
--> statement-breakpoint
ALTER TABLE "brand_daily_stats" ADD CONSTRAINT "brand_daily_stats_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_daily_stats_day_idx" ON "brand_daily_stats" USING btree ("day");
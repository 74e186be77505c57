CREATE TABLE "brand_first_response_stats" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"responded_count" integer NOT NULL,
	"median_hours" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_problem_stats" (
	"brand_id" integer NOT NULL,
	"problem_id" integer NOT NULL,
	"complaint_count" integer NOT NULL,
	CONSTRAINT "brand_problem_stats_brand_id_problem_id_pk" PRIMARY KEY("brand_id","problem_id")
);
--> statement-breakpoint
ALTER TABLE "brand_first_response_stats" ADD CONSTRAINT "brand_first_response_stats_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_problem_stats" ADD CONSTRAINT "brand_problem_stats_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_problem_stats" ADD CONSTRAINT "brand_problem_stats_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaints_published_brand_id_dispatched_at_idx" ON "complaints" USING btree ("brand_id","dispatched_at") WHERE "complaints"."dispatched_at" is not null and not "complaints"."is_hidden";
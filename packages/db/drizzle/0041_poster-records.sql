CREATE TABLE "poster_render_minutes" (
	"minute" timestamp with time zone PRIMARY KEY NOT NULL,
	"renders" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_posters" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"stored_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "stored_posters_subject_idx" ON "stored_posters" USING btree ("kind","subject_id");
CREATE TABLE "complaint_view_tallies" (
	"complaint_id" bigint PRIMARY KEY NOT NULL,
	"views" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "complaint_view_tallies" ADD CONSTRAINT "complaint_view_tallies_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Room in each page for the next version of a row: a tally's update then stays in its page (HOT).
ALTER TABLE "complaint_view_tallies" SET (fillfactor = 70);

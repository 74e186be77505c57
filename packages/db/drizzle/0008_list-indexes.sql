CREATE INDEX "complaint_problems_problem_id_idx" ON "complaint_problems" USING btree ("problem_id","complaint_id");--> statement-breakpoint
CREATE INDEX "complaints_follow_count_id_idx" ON "complaints" USING btree ("follow_count","id");--> statement-breakpoint
CREATE INDEX "complaints_view_count_id_idx" ON "complaints" USING btree ("view_count","id");
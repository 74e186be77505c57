-- Only public complaints are searched, so only they are in the words index: a search's matches
-- need no check of their rows for being public. A common word walks the newest public complaints
-- by id without those awaiting review (docs/decisions/012, addendum). The index build reads the
-- whole table once: about 20 s at a million complaints.
DROP INDEX "complaints_search_vector_idx";--> statement-breakpoint
CREATE INDEX "complaints_public_id_idx" ON "complaints" USING btree ("id") WHERE "complaints"."status" in ('dispatched', 'processing', 'company_needs_info', 'replied', 'completed', 'closed') and "complaints"."dispatched_at" is not null and not "complaints"."is_hidden";--> statement-breakpoint
CREATE INDEX "complaints_search_vector_idx" ON "complaints" USING gin ("search_vector") WITH (gin_pending_list_limit=256) WHERE "complaints"."status" in ('dispatched', 'processing', 'company_needs_info', 'replied', 'completed', 'closed') and "complaints"."dispatched_at" is not null and not "complaints"."is_hidden";
-- Only published complaints (approved, not hidden) are searched, so only they are in the words
-- index. A common word walks the newest of them by id, without those awaiting review
-- (docs/decisions/032). No status is named: a fresh database migrates in one transaction,
-- and PostgreSQL before 18 refuses enum values added earlier in it. The index build reads the whole
-- table once: about 20 s at a million complaints.
DROP INDEX "complaints_search_vector_idx";--> statement-breakpoint
CREATE INDEX "complaints_public_id_idx" ON "complaints" USING btree ("id") WHERE "complaints"."dispatched_at" is not null and not "complaints"."is_hidden";--> statement-breakpoint
CREATE INDEX "complaints_search_vector_idx" ON "complaints" USING gin ("search_vector") WITH (gin_pending_list_limit=256) WHERE "complaints"."dispatched_at" is not null and not "complaints"."is_hidden";
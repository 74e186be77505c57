-- A storage parameter, not a rebuild: the indexes stay as they are (decision 018).
ALTER INDEX "complaints_search_vector_idx" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "complaints_title_trgm_idx" SET (gin_pending_list_limit = 256);--> statement-breakpoint
-- Entries already pending are merged now rather than read by every search until the next vacuum.
SELECT gin_clean_pending_list('complaints_search_vector_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('complaints_title_trgm_idx'::regclass);

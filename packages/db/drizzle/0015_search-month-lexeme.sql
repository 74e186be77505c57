-- Each complaint's search vector also carries its month of filing ('month:202611'), so the words
-- index can narrow a search to recent months before any row is read: a word in 1–2 % of complaints
-- had made a search read tens of thousands of rows at a million complaints (docs/decisions/032).
-- A generated column's expression cannot be altered before PostgreSQL 17, so the column is dropped
-- (with its index) and added again; one ALTER TABLE keeps it in the row (decision 019) from the
-- rewrite on. The rewrite and the index build read the whole table once:
-- a few minutes at a million complaints. The new column has no statistics until the table is
-- analysed, and search sizes its windows from them.
ALTER TABLE "complaints" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_tokens) || array_to_tsvector(array['month:' || (extract(year from created_at at time zone 'UTC') * 100 + extract(month from created_at at time zone 'UTC'))::integer::text])) STORED NOT NULL, ALTER COLUMN "search_vector" SET STORAGE MAIN;--> statement-breakpoint
CREATE INDEX "complaints_search_vector_idx" ON "complaints" USING gin ("search_vector") WITH (gin_pending_list_limit=256) WHERE "complaints"."dispatched_at" is not null and not "complaints"."is_hidden";--> statement-breakpoint
ANALYZE "complaints";

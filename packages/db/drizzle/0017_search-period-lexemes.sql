-- Each complaint's search vector also carries its dekad ('dekad:2026113': November 2026, the 21st to
-- the month's end) and day ('day:20261123') of filing beside its month, so a search window can end
-- within a month: at a million complaints the newest month holds 13 % of them, and a word in 2 % of
-- complaints had 2,800 matches read there for 1,001 (docs/decisions/032).
-- As in migration 0015 the generated column is dropped (with its index) and added again, kept in the
-- row (decision 019), its statistics target set again (migration 0016) and the table analysed:
-- search sizes its windows from those statistics. A few minutes at a million complaints.
ALTER TABLE "complaints" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_tokens) || array_to_tsvector(array['month:' || (extract(year from created_at at time zone 'UTC')::integer * 100 + extract(month from created_at at time zone 'UTC')::integer)::text, 'dekad:' || ((extract(year from created_at at time zone 'UTC')::integer * 100 + extract(month from created_at at time zone 'UTC')::integer) * 10 + least(3, (extract(day from created_at at time zone 'UTC')::integer - 1) / 10 + 1))::text, 'day:' || ((extract(year from created_at at time zone 'UTC')::integer * 100 + extract(month from created_at at time zone 'UTC')::integer) * 100 + extract(day from created_at at time zone 'UTC')::integer)::text])) STORED NOT NULL, ALTER COLUMN "search_vector" SET STORAGE MAIN, ALTER COLUMN "search_vector" SET STATISTICS 1000;--> statement-breakpoint
CREATE INDEX "complaints_search_vector_idx" ON "complaints" USING gin ("search_vector") WITH (gin_pending_list_limit=256) WHERE "complaints"."dispatched_at" is not null and not "complaints"."is_hidden";--> statement-breakpoint
ANALYZE "complaints";

-- Keep each complaint's words (tsvector) in its row: PostgreSQL otherwise moves the largest value,
-- the tsvector, out of line, and every search fetched it back from the TOAST table for each match
-- (decision 019). The word text (search_tokens), which only feeds the tsvector, goes out instead.
-- Rows written before this keep their out-of-line tsvector until they are next written, or until
-- VACUUM FULL complaints rewrites the table.
ALTER TABLE "complaints" ALTER COLUMN "search_vector" SET STORAGE MAIN;

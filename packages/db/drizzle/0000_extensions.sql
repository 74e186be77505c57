-- pg_trgm backs brand autocomplete and fuzzy title search (gin_trgm_ops indexes in the next
-- migration). It ships with PostgreSQL's contrib and is a trusted extension, so the database
-- owner can create it without superuser rights.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

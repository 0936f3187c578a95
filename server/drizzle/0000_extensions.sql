-- Extensions used by the schema: pg_trgm for the trigram (ILIKE '%text%') search indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

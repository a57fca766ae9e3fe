-- A search within a city (`?city=Zurich&q=velvet`, issue 32) is read from one index (decision 0053).
--
-- The trigram index of migration 0025 finds every listed handle holding the search; PostgreSQL then read each of them
-- from the table to keep those of the city: at 100,000 Muses, 5,000 rows for a name one handle in 20 holds, to keep
-- the 500 in Zurich. With btree_gin, one GIN index holds the city beside the handle's trigrams, so the two conditions
-- meet inside the index and only the city's matches are read. The same index serves a search without a city, so it
-- replaces the trigram index of 0025. PostgreSQL and Neon have both extensions; the embedded database has neither,
-- and reads the listed profiles as before.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm')
     AND EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'btree_gin') THEN
    CREATE EXTENSION IF NOT EXISTS btree_gin;
    -- Without fastupdate, as 0025 says why.
    EXECUTE 'CREATE INDEX profiles_city_handle_search_idx ON profiles USING gin (city, lower(handle) gin_trgm_ops)
             WITH (fastupdate = off) WHERE listed';
    DROP INDEX IF EXISTS profiles_handle_search_idx;
  END IF;
END
$$;

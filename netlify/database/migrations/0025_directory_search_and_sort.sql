-- Search by name and sort on the directory (decision 0053).

-- "Recently updated" and "Photo verified first" walk their own index of the listed profiles, in the order the page
-- reads them (the id breaks ties), as "Newest" walks profiles_directory_idx.
CREATE INDEX profiles_directory_updated_idx ON profiles (updated_at DESC, id) WHERE listed;
CREATE INDEX profiles_directory_verified_idx ON profiles ((photo_verified_at IS NOT NULL) DESC, created_at DESC, id)
  WHERE listed;

-- The search (`lower(handle) LIKE '%…%'`, any part of the handle) is served by a trigram index. PostgreSQL and Neon
-- have pg_trgm; the embedded database of the local server and the tests cannot load extensions, and there the same
-- query reads the listed profiles without it (a handful locally), with the same answers.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    -- Dynamic, so that the operator class is looked up only where the extension exists. Without fastupdate: every
    -- profile update writes a new row version (updated_at is indexed), and GIN's pending list of such entries, which
    -- every search reads through until (auto)vacuum merges it, would make searches slower the busier the day.
    EXECUTE 'CREATE INDEX profiles_handle_search_idx ON profiles USING gin (lower(handle) gin_trgm_ops)
             WITH (fastupdate = off) WHERE listed';
  END IF;
END
$$;

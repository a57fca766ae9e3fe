-- The directory's count line ("Showing N of M") without counting rows: how many listed profiles each city, each
-- service and each city-and-service pair has, and the whole directory. '' stands for "any" (city '' and category ''
-- is the directory's total). Triggers keep the numbers in step with `listed`, `city` and `categories` in the same
-- transaction as the change, so a count is never ahead of or behind the rows it counts.
CREATE TABLE directory_counts (
  city text NOT NULL,
  category text NOT NULL,
  listed integer NOT NULL CHECK (listed >= 0),
  PRIMARY KEY (city, category)
);

-- The count rows one listed profile adds to: the total, its city, each of its services, and each city-and-service pair.
CREATE FUNCTION directory_count_keys(city text, categories text[])
RETURNS TABLE (city text, category text) LANGUAGE sql IMMUTABLE AS $$
  SELECT keys.city, keys.category
    FROM (SELECT DISTINCT unnest(categories) AS category) AS services
   CROSS JOIN LATERAL (VALUES ('', services.category), (directory_count_keys.city, services.category)) AS keys (city, category)
  UNION ALL
  SELECT k.city, '' FROM (VALUES (''), (directory_count_keys.city)) AS k (city)
$$;

-- Once per statement, with the rows it changed (transition tables): a bulk insert or update costs one grouped
-- upsert, and an edit that leaves city, services and `listed` alone nets to nothing and writes nothing.
CREATE FUNCTION directory_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO directory_counts (city, category, listed)
      SELECT keys.city, keys.category, count(*)::int
        FROM added CROSS JOIN LATERAL directory_count_keys(added.city, added.categories) AS keys
       WHERE added.listed
       GROUP BY keys.city, keys.category
      ON CONFLICT (city, category) DO UPDATE SET listed = directory_counts.listed + excluded.listed;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE directory_counts AS counts SET listed = counts.listed - gone.listed
      FROM (SELECT keys.city, keys.category, count(*)::int AS listed
              FROM removed CROSS JOIN LATERAL directory_count_keys(removed.city, removed.categories) AS keys
             WHERE removed.listed
             GROUP BY keys.city, keys.category) AS gone
     WHERE counts.city = gone.city AND counts.category = gone.category;
  ELSE
    -- A count going down is an UPDATE: an upsert would check its negative proposal against listed >= 0 first.
    WITH delta AS (
      SELECT keys.city, keys.category, sum(changed.delta)::int AS change
        FROM (SELECT city, categories, 1 AS delta FROM added WHERE listed
              UNION ALL
              SELECT city, categories, -1 FROM removed WHERE listed) AS changed
       CROSS JOIN LATERAL directory_count_keys(changed.city, changed.categories) AS keys
       GROUP BY keys.city, keys.category
      HAVING sum(changed.delta) <> 0
    ), lowered AS (
      UPDATE directory_counts AS counts SET listed = counts.listed + delta.change
        FROM delta
       WHERE delta.change < 0 AND counts.city = delta.city AND counts.category = delta.category
    )
    INSERT INTO directory_counts (city, category, listed)
      SELECT city, category, change FROM delta WHERE change > 0
      ON CONFLICT (city, category) DO UPDATE SET listed = directory_counts.listed + excluded.listed;
  END IF;
  RETURN NULL;
END;
$$;

-- A trigger with transition tables serves one event, hence three.
CREATE TRIGGER directory_counts_insert AFTER INSERT ON profiles
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION directory_counts_follow();
CREATE TRIGGER directory_counts_update AFTER UPDATE ON profiles
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION directory_counts_follow();
CREATE TRIGGER directory_counts_delete AFTER DELETE ON profiles
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION directory_counts_follow();

INSERT INTO directory_counts (city, category, listed)
  SELECT keys.city, keys.category, count(*)::int
    FROM profiles CROSS JOIN LATERAL directory_count_keys(profiles.city, profiles.categories) AS keys
   WHERE profiles.listed
   GROUP BY keys.city, keys.category;

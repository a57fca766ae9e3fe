-- "Available now" and the Muses' statistics (issue 48, decision 0067).

-- "Available now": she switches it on for 1 to 12 hours. It ends by itself at available_until (every read compares it
-- with the server's clock, passed as a parameter), or when she switches it off (both set to NULL). available_since is
-- when she last switched it on: the directory's sort=available puts the most recent first.
ALTER TABLE profiles
  ADD COLUMN available_since timestamptz,
  ADD COLUMN available_until timestamptz,
  ADD CONSTRAINT profiles_available_now_check CHECK (
    (available_since IS NULL AND available_until IS NULL)
    OR (available_until > available_since AND available_until <= available_since + interval '12 hours')
  );

-- The filter (?available=now) and the sort (sort=available) read the few listed profiles switched on, newest switch
-- first; one that has ended is skipped by its available_until (the index holds it until she switches again).
CREATE INDEX profiles_available_now_idx ON profiles (available_since DESC, id) INCLUDE (available_until)
  WHERE listed AND available_until IS NOT NULL;

-- Statistics, counts only: per Muse, per day (the site's day), per event, one counter. No visitor, no address, no
-- time of day: a beacon adds one to its row (INSERT … ON CONFLICT DO UPDATE).
CREATE TABLE muse_statistics (
  profile_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  day date NOT NULL,
  event text NOT NULL CHECK (event IN ('view', 'telegram', 'whatsapp', 'call', 'email', 'send_message', 'shortlist',
                                       'message')),
  count integer NOT NULL DEFAULT 0 CHECK (count >= 0),
  PRIMARY KEY (profile_id, day, event)
);

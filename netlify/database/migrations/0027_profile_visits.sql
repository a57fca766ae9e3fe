-- Tours (issue 32): a Muse's visits to other cities of the list. While a visit runs (starts_on <= today <= ends_on),
-- she is also listed in that city's directory, and its city page shows her from 14 days before. "Today" is the site's
-- day (src/domain/tours.ts), which the server passes to every query as a parameter: a visit that is over drops out of
-- each read by its date, and no job deletes it. The rules of a new visit (not her own city, from today, at most 60
-- days ahead, no overlap, at most 5 not yet over) are checked by the server under a lock on her profile row; the
-- schema holds what does not depend on the day. The city CHECK repeats CITIES (src/domain/cities.ts); the schema test
-- holds them equal.
CREATE TABLE profile_visits (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  profile_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  city text NOT NULL CHECK (city IN ('Zurich', 'Geneva', 'Basel', 'Lausanne', 'Frankfurt', 'Berlin', 'Hamburg',
                                     'Warsaw', 'Vienna', 'Amsterdam')),
  starts_on date NOT NULL,
  ends_on date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- A visit lasts from one day to the 61 days between today and 60 days ahead.
  CONSTRAINT profile_visits_dates_check CHECK (ends_on >= starts_on AND ends_on - starts_on <= 60)
);

-- "Who is in city X on day D" (the directory) and "who arrives by D + 14" (the city page): the visits of the city
-- not over by D are one range of this index, their first day read from it too.
CREATE INDEX profile_visits_city_idx ON profile_visits (city, ends_on, starts_on) INCLUDE (profile_id);
-- A profile's visits not yet over: her dashboard, her page, and the overlap and limit rules.
CREATE INDEX profile_visits_profile_idx ON profile_visits (profile_id, ends_on);

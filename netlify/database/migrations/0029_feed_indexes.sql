-- The Atom feeds of newly listed Muses (decision 0055) list the newest listings first, by approved_at, for all cities
-- and for each: two partial indexes over listed profiles let a feed read its 50 rows from the index's start instead
-- of sorting every listed profile.
CREATE INDEX profiles_listed_approved_idx ON profiles (approved_at DESC, id) WHERE listed;
CREATE INDEX profiles_listed_city_approved_idx ON profiles (city, approved_at DESC, id) WHERE listed;

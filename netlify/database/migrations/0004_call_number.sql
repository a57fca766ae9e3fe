-- The application's phone_number is verification data for admins only. The public Call button dials call_number,
-- which the Muse sets (or leaves empty, the default: no Call button) in her dashboard.
ALTER TABLE profiles ADD COLUMN call_number text CHECK (length(call_number) <= 30);

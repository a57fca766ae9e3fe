-- One open report per profile, reporter and day: the reporter is a keyed hash of the client's address (never the
-- address itself), so repeating the same report adds nothing to the admins' queue.
ALTER TABLE profile_reports
  ADD COLUMN reporter_key text CHECK (length(reporter_key) <= 100),
  ADD COLUMN reported_on date NOT NULL DEFAULT ((now() AT TIME ZONE 'UTC')::date);
CREATE UNIQUE INDEX profile_reports_once_a_day_idx ON profile_reports (profile_id, reporter_key, reported_on)
  WHERE status = 'open' AND reporter_key IS NOT NULL;

-- Expired rate-limit windows are deleted every hour (netlify/functions/housekeeping.mts): the table holds client
-- addresses, kept no longer than a limit needs them.
CREATE INDEX rate_limits_window_idx ON rate_limits (window_start);

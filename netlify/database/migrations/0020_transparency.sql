-- The public transparency report (/transparency, decision 0052) counts notices, statements of reasons and appeals
-- since launch, but those rows do not live that long: a notice is deleted 12 months after its decision, and deleting
-- an account deletes the notices about her profile, her statements and her appeals (ON DELETE CASCADE). Each deleted
-- row leaves an anonymous line here, written by the database itself, so the figures are the live rows plus these and
-- never drop. A line keeps only what a figure needs: the day (UTC), the reason or kind, the outcome, the hours a
-- notice waited. No id, profile, handle, text, address or picture.
--
-- The CHECK lists repeat those of the live tables (the schema test holds them to the same domain lists), and nothing
-- here is stricter than the live table: a line the archive refused would refuse the deletion of an account.

CREATE TABLE archived_notices (
  received_on date NOT NULL,
  reason text NOT NULL CHECK (reason IN ('fake_photos', 'under_18', 'forced', 'scam', 'offensive', 'other')),
  urgent boolean NOT NULL,
  -- 'open' when the profile was deleted before anyone decided.
  status text NOT NULL CHECK (status IN ('open', 'resolved', 'dismissed')),
  -- From the notice to its decision; NULL while it was open.
  decision_hours numeric,
  CONSTRAINT archived_notices_decided_check CHECK ((status = 'open') = (decision_hours IS NULL))
);

CREATE TABLE archived_decisions (
  decided_on date NOT NULL,
  kind text NOT NULL
    CHECK (kind IN ('suspension', 'picture_removal', 'verification_declined', 'rejection', 'warning')),
  source text NOT NULL CHECK (source IN ('notice', 'own_initiative'))
);

CREATE TABLE archived_appeals (
  received_on date NOT NULL,
  status text NOT NULL CHECK (status IN ('open', 'upheld', 'reversed'))
);

CREATE FUNCTION archive_notice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO archived_notices (received_on, reason, urgent, status, decision_hours)
  VALUES ((OLD.created_at AT TIME ZONE 'UTC')::date, OLD.reason, OLD.urgent, OLD.status,
          extract(epoch FROM OLD.resolved_at - OLD.created_at) / 3600);
  RETURN OLD;
END
$$;
CREATE TRIGGER profile_reports_archive AFTER DELETE ON profile_reports
  FOR EACH ROW EXECUTE FUNCTION archive_notice();

CREATE FUNCTION archive_decision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO archived_decisions (decided_on, kind, source)
  VALUES ((OLD.created_at AT TIME ZONE 'UTC')::date, OLD.kind, OLD.source);
  RETURN OLD;
END
$$;
CREATE TRIGGER moderation_decisions_archive AFTER DELETE ON moderation_decisions
  FOR EACH ROW EXECUTE FUNCTION archive_decision();

CREATE FUNCTION archive_appeal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO archived_appeals (received_on, status) VALUES ((OLD.created_at AT TIME ZONE 'UTC')::date, OLD.status);
  RETURN OLD;
END
$$;
CREATE TRIGGER appeals_archive AFTER DELETE ON appeals
  FOR EACH ROW EXECUTE FUNCTION archive_appeal();

-- The hourly housekeeping finds the notices decided 12 months ago.
CREATE INDEX profile_reports_decided_idx ON profile_reports (resolved_at) WHERE status <> 'open';

-- Deleting a statement sets its notices' decision_id to NULL (ON DELETE SET NULL): without an index each deleted
-- statement read every notice, so an account deletion's cascade grew with the site's notices.
CREATE INDEX profile_reports_decision_idx ON profile_reports (decision_id) WHERE decision_id IS NOT NULL;

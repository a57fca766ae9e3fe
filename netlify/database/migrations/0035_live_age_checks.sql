-- Proof of age for Muses already live (issue 46 items 2 and 3, decision 0066). A live Muse without a passing age
-- check, or one an admin asked again (a notice said she may be a minor), has the dashboard task "Confirm your age":
-- she sends a picture of her identity document into the private store (profiles.age_document_id, as an application
-- does) and an admin records the check. 30 days after the task appeared without a document waiting, the hourly
-- housekeeping pauses her listing with a statement of reasons; a check saying 18 or older lifts the pause.

ALTER TABLE profiles
  -- When the task appeared for her (NULL: no task). The 30 days count from here.
  ADD COLUMN age_check_requested_at timestamptz,
  -- Why an admin asked for a fresh proof ('notice': a notice said she may be under 18); her dashboard and her mail
  -- say it in her language. NULL: she is live without a check.
  ADD COLUMN age_check_request_reason text CHECK (age_check_request_reason IN ('notice')),
  -- When her listing was paused for want of a check; `paused_at` then holds the same moment unless she had paused
  -- it herself before, so lifting it leaves her own pause alone.
  ADD COLUMN age_check_paused_at timestamptz,
  -- When a Pending applicant was told to send her document again (none sent, or deleted unchecked after 30 days).
  ADD COLUMN age_document_asked_at timestamptz;
CREATE INDEX profiles_age_check_requested_idx ON profiles (age_check_requested_at)
  WHERE age_check_requested_at IS NOT NULL;

-- Every Muse live today without a passing check gets the task now.
UPDATE profiles p SET age_check_requested_at = now()
 WHERE approval_status = 'Approved'
   AND NOT EXISTS (SELECT 1 FROM age_checks c WHERE c.profile_id = p.id AND c.over_18);

-- The pause is a restriction with its statement of reasons (decision 0050); it ends when a check says 18 or older.
ALTER TABLE moderation_decisions DROP CONSTRAINT moderation_decisions_kind_check;
ALTER TABLE moderation_decisions ADD CONSTRAINT moderation_decisions_kind_check
  CHECK (kind IN ('suspension', 'picture_removal', 'verification_declined', 'rejection', 'warning', 'age_check_pause'));

ALTER TABLE admin_actions DROP CONSTRAINT admin_actions_action_type_check;
ALTER TABLE admin_actions ADD CONSTRAINT admin_actions_action_type_check CHECK (
  action_type IN ('note_added', 'approved', 'rejected', 'responded', 'suspended', 'reinstated', 'reopened',
                  'report_resolved', 'report_dismissed', 'picture_removed', 'photo_verified', 'photo_declined',
                  'warned', 'appeal_upheld', 'appeal_reversed', 'picture_restored', 'age_check_requested')
);
ALTER TABLE archived_decisions DROP CONSTRAINT archived_decisions_kind_check;
ALTER TABLE archived_decisions ADD CONSTRAINT archived_decisions_kind_check
  CHECK (kind IN ('suspension', 'picture_removal', 'verification_declined', 'rejection', 'warning', 'age_check_pause'));

-- /transparency counts age checks passed and refused since launch: a deleted check (her account deleted) leaves an
-- anonymous line, as notices and statements do (migration 0020): the day and the outcome, nothing else.
CREATE TABLE archived_age_checks (
  checked_on date NOT NULL,
  over_18 boolean NOT NULL
);

CREATE FUNCTION archive_age_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN INSERT INTO archived_age_checks VALUES ((OLD.checked_at AT TIME ZONE 'UTC')::date, OLD.over_18); RETURN OLD; END
$$;
CREATE TRIGGER age_checks_archive AFTER DELETE ON age_checks FOR EACH ROW EXECUTE FUNCTION archive_age_check();
CREATE INDEX age_checks_checked_idx ON age_checks (checked_at);

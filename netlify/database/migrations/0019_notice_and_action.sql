-- Notice and action (Digital Services Act, Art. 16, 17 and 20): a notice gets a reference and may name a picture and
-- an address for updates; every restriction of a Muse (and a warning) is a statement of reasons citing a clause of
-- the Terms; each statement can be appealed once within 6 months.

-- Notices. "Forced or trafficked" joins the reasons; it and "Under 18" are urgent and sort first. "Other" needs an
-- explanation from now on (rows stored before keep theirs, hence NOT VALID).
CREATE FUNCTION notice_reference() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT 'SM-' || substr(code, 1, 4) || '-' || substr(code, 5, 4)
    FROM (SELECT string_agg(substr('ABCDEFGHJKMNPQRSTUVWXYZ23456789', 1 + floor(random() * 31)::int, 1), '') AS code
            FROM generate_series(1, 8)) AS drawn
$$;

ALTER TABLE profile_reports DROP CONSTRAINT profile_reports_reason_check;
ALTER TABLE profile_reports ADD CONSTRAINT profile_reports_reason_check
  CHECK (reason IN ('fake_photos', 'under_18', 'forced', 'scam', 'offensive', 'other'));
ALTER TABLE profile_reports ADD CONSTRAINT profile_reports_other_explained_check
  CHECK (reason <> 'other' OR details IS NOT NULL) NOT VALID;
ALTER TABLE profile_reports
  ADD COLUMN reference text NOT NULL DEFAULT notice_reference()
    CHECK (reference ~ '^SM-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$'),
  -- Where updates go: never shown to the Muse, deleted with the notice 12 months after its decision.
  ADD COLUMN reporter_email text CHECK (length(reporter_email) <= 254),
  -- What admins see of it: whether the reporter is waiting for the outcome.
  ADD COLUMN wants_updates boolean GENERATED ALWAYS AS (reporter_email IS NOT NULL) STORED,
  -- The gallery picture the notice names, when it was sent from the picture overlay.
  ADD COLUMN image_url text CHECK (length(image_url) <= 300),
  ADD COLUMN urgent boolean GENERATED ALWAYS AS (reason IN ('under_18', 'forced')) STORED;
CREATE UNIQUE INDEX profile_reports_reference_idx ON profile_reports (reference);
CREATE INDEX profile_reports_queue_idx ON profile_reports (urgent DESC, created_at) WHERE status = 'open';

-- Statements of reasons (Art. 17): what was restricted, since and until when, the facts, the clause of the Terms,
-- the notice (or own review) it came from. A human decided each one: there is no automated decision to record.
CREATE TABLE moderation_decisions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  profile_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  kind text NOT NULL
    CHECK (kind IN ('suspension', 'picture_removal', 'verification_declined', 'rejection', 'warning')),
  clause text NOT NULL
    CHECK (clause IN ('1.1', '3.1', '3.2', '4.1', '4.2', '4.3', '4.4', '4.5', '4.6', '5.1', '5.2', '8.1')),
  facts text NOT NULL CHECK (length(facts) BETWEEN 1 AND 2000),
  source text NOT NULL CHECK (source IN ('notice', 'own_initiative')),
  -- A removed picture is kept (unseen) while the decision can be appealed, so a reversal can put it back.
  image_url text CHECK (length(image_url) <= 300),
  picture_kind text CHECK (picture_kind IN ('gallery_image', 'profile_picture', 'feet_picture')),
  -- A gallery picture's caption, put back with it when a reversal restores it.
  picture_caption text CHECK (length(picture_caption) <= 200),
  picture_deleted_at timestamptz,
  verification_id uuid REFERENCES photo_verifications (id) ON DELETE CASCADE,
  decided_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- When the restriction stopped (reinstated, resubmitted, reversed); NULL while it lasts. A warning restricts
  -- nothing and never ends.
  ended_at timestamptz,
  reversed_at timestamptz,
  CONSTRAINT moderation_decisions_picture_check
    CHECK ((kind = 'picture_removal') = (image_url IS NOT NULL AND picture_kind IS NOT NULL)),
  CONSTRAINT moderation_decisions_picture_deleted_check
    CHECK (picture_deleted_at IS NULL OR kind = 'picture_removal'),
  CONSTRAINT moderation_decisions_verification_check CHECK (verification_id IS NULL OR kind = 'verification_declined'),
  CONSTRAINT moderation_decisions_warning_check CHECK (kind <> 'warning' OR ended_at IS NULL),
  CONSTRAINT moderation_decisions_reversed_check CHECK (reversed_at IS NULL OR kind = 'warning' OR ended_at IS NOT NULL)
);
CREATE INDEX moderation_decisions_profile_idx ON moderation_decisions (profile_id, created_at DESC);
CREATE INDEX moderation_decisions_created_idx ON moderation_decisions (created_at);
CREATE INDEX moderation_decisions_kept_pictures_idx ON moderation_decisions (created_at)
  WHERE kind = 'picture_removal' AND picture_deleted_at IS NULL;
CREATE INDEX moderation_decisions_image_idx ON moderation_decisions (image_url) WHERE image_url IS NOT NULL;

-- A restriction ends by itself when its cause goes: a suspension when the profile is reinstated, a rejection when the
-- application goes back to review, a declined verification when she is photo verified after all.
CREATE FUNCTION profiles_end_restrictions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.approval_status IS DISTINCT FROM NEW.approval_status AND OLD.approval_status IN ('Suspended', 'Rejected') THEN
    UPDATE moderation_decisions SET ended_at = now()
     WHERE profile_id = NEW.id AND ended_at IS NULL
       AND kind = CASE OLD.approval_status WHEN 'Suspended' THEN 'suspension' ELSE 'rejection' END;
  END IF;
  IF NEW.photo_verified_at IS NOT NULL AND NEW.photo_verified_at IS DISTINCT FROM OLD.photo_verified_at THEN
    UPDATE moderation_decisions SET ended_at = now()
     WHERE profile_id = NEW.id AND ended_at IS NULL AND kind = 'verification_declined';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER profiles_end_restrictions
  AFTER UPDATE OF approval_status, photo_verified_at ON profiles
  FOR EACH ROW EXECUTE FUNCTION profiles_end_restrictions();

-- The notice a decision answered (several notices may lead to one decision).
ALTER TABLE profile_reports ADD COLUMN decision_id uuid REFERENCES moderation_decisions (id) ON DELETE SET NULL;
ALTER TABLE profile_reports ADD CONSTRAINT profile_reports_decision_check CHECK (decision_id IS NULL OR status = 'resolved');

-- Statements for the restrictions that were in force before this migration, so she can read and appeal them. The
-- clause they relied on was not recorded then: 8.1 is the general one.
INSERT INTO moderation_decisions (profile_id, kind, clause, facts, source, created_at)
SELECT id, 'suspension', '8.1', suspension_reason, 'own_initiative', suspended_at
  FROM profiles WHERE approval_status = 'Suspended';
INSERT INTO moderation_decisions (profile_id, kind, clause, facts, source, created_at)
SELECT id, 'rejection', '8.1', rejection_reason, 'own_initiative', coalesce(reviewed_at, updated_at)
  FROM profiles WHERE approval_status = 'Rejected' AND rejection_reason IS NOT NULL AND length(rejection_reason) <= 2000;

-- Appeals (Art. 20): one per statement, sent within 6 months, open until an admin upholds or reverses it with a reason.
CREATE TABLE appeals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  decision_id uuid NOT NULL UNIQUE REFERENCES moderation_decisions (id) ON DELETE CASCADE,
  statement text NOT NULL CHECK (length(statement) BETWEEN 1 AND 2000),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'upheld', 'reversed')),
  outcome_reason text CHECK (length(outcome_reason) BETWEEN 1 AND 2000),
  decided_at timestamptz,
  decided_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT appeals_decided_check CHECK ((status = 'open') = (decided_at IS NULL)),
  CONSTRAINT appeals_outcome_check CHECK ((status = 'open') = (outcome_reason IS NULL))
);
CREATE INDEX appeals_open_idx ON appeals (created_at) WHERE status = 'open';

-- An appeal is decided once: open -> upheld | reversed, and nothing else.
CREATE FUNCTION appeals_status_transition() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT (OLD.status = 'open' AND NEW.status IN ('upheld', 'reversed')) THEN
    RAISE EXCEPTION 'appeal status cannot change from % to %', OLD.status, NEW.status USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER appeals_status_transition
  BEFORE UPDATE OF status ON appeals
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION appeals_status_transition();

-- A notice is decided once, too.
CREATE FUNCTION profile_reports_status_transition() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT (OLD.status = 'open' AND NEW.status IN ('resolved', 'dismissed')) THEN
    RAISE EXCEPTION 'notice status cannot change from % to %', OLD.status, NEW.status USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER profile_reports_status_transition
  BEFORE UPDATE OF status ON profile_reports
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION profile_reports_status_transition();

ALTER TABLE admin_actions DROP CONSTRAINT admin_actions_action_type_check;
ALTER TABLE admin_actions ADD CONSTRAINT admin_actions_action_type_check CHECK (
  action_type IN ('note_added', 'approved', 'rejected', 'responded', 'suspended', 'reinstated', 'reopened',
                  'report_resolved', 'report_dismissed', 'picture_removed', 'photo_verified', 'photo_declined',
                  'warned', 'appeal_upheld', 'appeal_reversed', 'picture_restored')
);

ALTER TABLE email_outbox DROP CONSTRAINT email_outbox_kind_check;
ALTER TABLE email_outbox ADD CONSTRAINT email_outbox_kind_check CHECK (
  kind IN ('verification', 'application_received', 'approval', 'rejection', 'contact_confirmation', 'contact_response',
           'password_reset', 'email_change', 'suspension', 'reinstatement', 'picture_removed', 'account_notice',
           'photo_verification', 'notice_receipt', 'notice_outcome', 'warning', 'appeal')
);

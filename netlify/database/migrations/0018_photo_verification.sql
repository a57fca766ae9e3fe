-- Photo verification: an Approved Muse asks for a one-time code and a gesture, sends one fresh picture showing her
-- handle and the code on paper while making the gesture, and an admin confirms or declines it. The picture lives in a
-- private blob store of its own (picture_id), reaches admins only, and is deleted 30 days after the decision.
CREATE TABLE photo_verifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  profile_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  code text NOT NULL CHECK (code ~ '^[A-HJKMNP-Z2-9]{6}$'),
  gesture text NOT NULL CHECK (length(gesture) <= 100),
  status text NOT NULL DEFAULT 'awaiting_picture'
    CHECK (status IN ('awaiting_picture', 'submitted', 'confirmed', 'declined', 'voided')),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The code is good for 48 hours: a picture sent later is refused.
  code_expires_at timestamptz NOT NULL,
  picture_id uuid,
  submitted_at timestamptz,
  decided_at timestamptz,
  decided_by uuid REFERENCES users (id) ON DELETE SET NULL,
  decline_reason text CHECK (length(decline_reason) <= 1000),
  picture_deleted_at timestamptz,
  CHECK ((status = 'submitted') <= (picture_id IS NOT NULL AND submitted_at IS NOT NULL)),
  CHECK ((status IN ('confirmed', 'declined')) = (decided_at IS NOT NULL)),
  CHECK ((status = 'declined') = (decline_reason IS NOT NULL))
);
-- One open request per profile: a new code voids the old one.
CREATE UNIQUE INDEX photo_verifications_open_idx ON photo_verifications (profile_id)
  WHERE status IN ('awaiting_picture', 'submitted');
CREATE INDEX photo_verifications_queue_idx ON photo_verifications (submitted_at) WHERE status = 'submitted';
CREATE INDEX photo_verifications_profile_idx ON photo_verifications (profile_id, created_at DESC);
CREATE INDEX photo_verifications_pictures_idx ON photo_verifications (decided_at)
  WHERE picture_id IS NOT NULL AND picture_deleted_at IS NULL;

-- What the public sees: when her pictures were last checked against her in person. Cleared 12 months later, or when
-- she replaces her profile picture. The reminder 14 days before is sent once per verification.
ALTER TABLE profiles ADD COLUMN photo_verified_at timestamptz;
ALTER TABLE profiles ADD COLUMN photo_verification_reminded_at timestamptz;
CREATE INDEX profiles_photo_verified_idx ON profiles (photo_verified_at) WHERE photo_verified_at IS NOT NULL;

ALTER TABLE admin_actions DROP CONSTRAINT admin_actions_action_type_check;
ALTER TABLE admin_actions ADD CONSTRAINT admin_actions_action_type_check CHECK (
  action_type IN ('note_added', 'approved', 'rejected', 'responded', 'suspended', 'reinstated', 'reopened',
                  'report_resolved', 'report_dismissed', 'picture_removed', 'photo_verified', 'photo_declined')
);

ALTER TABLE email_outbox DROP CONSTRAINT email_outbox_kind_check;
ALTER TABLE email_outbox ADD CONSTRAINT email_outbox_kind_check CHECK (
  kind IN ('verification', 'application_received', 'approval', 'rejection', 'contact_confirmation', 'contact_response',
           'password_reset', 'email_change', 'suspension', 'reinstatement', 'picture_removed', 'account_notice',
           'photo_verification')
);

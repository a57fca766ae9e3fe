-- A new e-mail address takes effect only once its owner opens the link mailed to it (single-use, 24 hours, hashed).
CREATE TABLE email_changes (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  new_email text NOT NULL CHECK (new_email = lower(new_email) AND length(new_email) BETWEEN 3 AND 254),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_changes_user_idx ON email_changes (user_id);

ALTER TABLE email_outbox DROP CONSTRAINT email_outbox_kind_check;
ALTER TABLE email_outbox ADD CONSTRAINT email_outbox_kind_check CHECK (
  kind IN ('verification', 'application_received', 'approval', 'rejection', 'contact_confirmation', 'contact_response', 'password_reset', 'email_change')
);

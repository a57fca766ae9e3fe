-- Every mail is written to the outbox with the action that sends it, and delivered from there: retried with back-off
-- while the SMTP server is away, given up after a number of attempts (the admin sees those), never sent twice by two
-- deliverers (a delivery leases its rows by moving next_attempt_at on).
ALTER TABLE email_outbox
  ADD COLUMN status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  ADD COLUMN attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN last_error text CHECK (length(last_error) <= 500),
  ADD COLUMN sent_at timestamptz,
  ADD CONSTRAINT email_outbox_sent_check CHECK ((status = 'sent') = (sent_at IS NOT NULL));

-- What was in the outbox before was never going anywhere else: it counts as delivered.
UPDATE email_outbox SET status = 'sent', sent_at = created_at;

CREATE INDEX email_outbox_due_idx ON email_outbox (next_attempt_at) WHERE status = 'pending';
CREATE INDEX email_outbox_failed_idx ON email_outbox (created_at DESC) WHERE status = 'failed';

-- The admin's reply to a contact request and the mail that carries it, so the admin sees whether it was mailed.
ALTER TABLE contact_requests ADD COLUMN response_mail_id bigint REFERENCES email_outbox (id) ON DELETE SET NULL;

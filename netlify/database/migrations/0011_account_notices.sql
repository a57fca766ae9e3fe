-- The owner is told at her current address when her password or e-mail address changes, or a change is asked for.
ALTER TABLE email_outbox DROP CONSTRAINT email_outbox_kind_check;
ALTER TABLE email_outbox ADD CONSTRAINT email_outbox_kind_check CHECK (
  kind IN ('verification', 'application_received', 'approval', 'rejection', 'contact_confirmation', 'contact_response',
           'password_reset', 'email_change', 'suspension', 'reinstatement', 'picture_removed', 'account_notice')
);

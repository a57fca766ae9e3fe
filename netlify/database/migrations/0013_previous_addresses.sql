-- The address an account had before each completed change: deleting the account deletes what is kept under every
-- address it ever had (mails, contact requests, rate-limit counters), not only the last one.
ALTER TABLE email_changes ADD COLUMN previous_email text
  CHECK (previous_email = lower(previous_email) AND length(previous_email) BETWEEN 3 AND 254);

-- The address an applicant gave with an application sent signed out: its claim link is mailed there, and she can ask
-- for a new link with it (handle and address together). Kept with the claim only, never on the public profile, and
-- gone with the claim once the application is linked to an account (or with the application).
ALTER TABLE application_claims ADD COLUMN email text
  CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254);
CREATE INDEX application_claims_email_idx ON application_claims (email);

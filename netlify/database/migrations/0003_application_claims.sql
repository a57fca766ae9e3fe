-- Proof of who submitted an application: a random secret handed only to the person who sent it (the success
-- panel carries it to sign-up), stored hashed, single-use and expiring. Linking an application needs it.
CREATE TABLE application_claims (
  profile_id uuid PRIMARY KEY REFERENCES profiles (id) ON DELETE CASCADE,
  secret_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Proof of age before a Muse goes live (issue 46, decision 0065). The application carries a picture of an identity
-- document, kept in the private store of the verification pictures until the decision (30 days at the latest); the
-- admin's check of it is kept as a record without the document itself.

-- The document picture's blob id (verification-pictures store) and when it was sent; the id is cleared once the blob
-- is deleted.
ALTER TABLE profiles
  ADD COLUMN age_document_id uuid,
  ADD COLUMN age_document_sent_at timestamptz;
CREATE INDEX profiles_age_document_idx ON profiles (age_document_sent_at) WHERE age_document_id IS NOT NULL;

-- One row per check an admin recorded; the latest one of a profile counts. `document_hash` is HMAC-SHA256 (a server
-- secret) of the issuing country and the document number as typed, normalised: the number itself is never stored.
-- The handle is kept beside the profile's id so that a removed profile's document still names it.
CREATE TABLE age_checks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  profile_id uuid REFERENCES profiles (id) ON DELETE SET NULL,
  handle text NOT NULL,
  over_18 boolean NOT NULL,
  document_type text NOT NULL CHECK (document_type IN ('passport', 'id_card', 'driving_licence')),
  issuing_country char(2) NOT NULL CHECK (issuing_country ~ '^[A-Z]{2}$'),
  expiry_month date NOT NULL CHECK (extract(day FROM expiry_month) = 1),
  document_hash text NOT NULL CHECK (document_hash ~ '^[0-9a-f]{64}$'),
  checked_by uuid REFERENCES users (id) ON DELETE SET NULL,
  checked_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX age_checks_profile_idx ON age_checks (profile_id, checked_at DESC);
CREATE INDEX age_checks_document_idx ON age_checks (document_hash);

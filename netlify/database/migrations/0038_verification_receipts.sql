-- Portable proof (issue 49, decision 0069): every approved photo verification issues a receipt, a compact JWS signed
-- with the site's Ed25519 key, that anyone can check against /.well-known/jwks.json. The row keeps the receipt as
-- issued and its status now; the handle is kept beside the profile's id so that a deleted account's receipt still
-- names what it was about.
CREATE TABLE verification_receipts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  profile_id uuid REFERENCES profiles (id) ON DELETE SET NULL,
  verification_id uuid REFERENCES photo_verifications (id) ON DELETE SET NULL,
  handle text NOT NULL,
  kid text NOT NULL,
  jws text NOT NULL,
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'valid' CHECK (status IN ('valid', 'ended')),
  -- Why it ended before it expired: her profile picture was replaced, she was suspended, she deleted her account,
  -- or a newer verification took its place.
  ended_reason text CHECK (ended_reason IN ('replaced', 'suspended', 'deleted', 'renewed')),
  ended_at timestamptz,
  CHECK ((status = 'ended') = (ended_reason IS NOT NULL AND ended_at IS NOT NULL))
);
CREATE INDEX verification_receipts_profile_idx ON verification_receipts (profile_id, issued_at DESC);
CREATE INDEX verification_receipts_kid_idx ON verification_receipts (kid, expires_at);

-- The pictures a receipt covers: her profile picture and the gallery pictures present when it was issued, by URL,
-- with the fingerprint its claims name.
CREATE TABLE receipt_pictures (
  receipt_id uuid NOT NULL REFERENCES verification_receipts (id) ON DELETE CASCADE,
  image_url text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('profile_picture', 'gallery_image')),
  fingerprint bigint,
  PRIMARY KEY (receipt_id, image_url)
);
CREATE INDEX receipt_pictures_url_idx ON receipt_pictures (image_url);

-- A receipt ends with what ends the verification it records, in the statement that does it, whichever code path
-- runs it: a replaced profile picture, a profile that is no longer Approved, a deleted profile.
CREATE FUNCTION end_verification_receipts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  reason text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    reason := 'deleted';
  ELSIF NEW.approval_status IS DISTINCT FROM OLD.approval_status AND NEW.approval_status <> 'Approved' THEN
    reason := 'suspended';
  ELSIF NEW.profile_picture_url IS DISTINCT FROM OLD.profile_picture_url THEN
    reason := 'replaced';
  ELSE
    RETURN NULL;
  END IF;
  UPDATE verification_receipts SET status = 'ended', ended_reason = reason, ended_at = now()
   WHERE profile_id = OLD.id AND status = 'valid';
  -- The delete's trigger runs before it (while the receipts still name the profile) and must let it go on.
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER profiles_end_verification_receipts
  AFTER UPDATE OF approval_status, profile_picture_url ON profiles
  FOR EACH ROW EXECUTE FUNCTION end_verification_receipts();
CREATE TRIGGER profiles_end_verification_receipts_on_delete
  BEFORE DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION end_verification_receipts();

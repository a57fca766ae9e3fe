-- The stolen-photo watch (issue 49 item 6, decision 0072): an upload anywhere on the site (an application, a gallery
-- picture, a replaced picture) whose fingerprint is within the lookalike threshold of a picture a valid receipt
-- covers, on another profile, is a match. It is recorded once per (her covered picture, the other profile), in the
-- upload's own transaction, with her mail in the outbox of that transaction: a second upload of the same picture to
-- the same profile (a re-saved application) finds the match already there and mails nothing.
CREATE TABLE watch_matches (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The verified Muse, and her picture that the receipt covers.
  profile_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  covered_image_url text NOT NULL,
  -- The profile the picture was uploaded to (an application too), and the uploaded picture's URL as first seen.
  other_profile_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  uploaded_image_url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The notice she filed from it, once (the notice-and-action flow's own row; gone with it after its retention).
  report_id uuid REFERENCES profile_reports (id) ON DELETE SET NULL,
  CHECK (profile_id <> other_profile_id),
  UNIQUE (covered_image_url, other_profile_id)
);
CREATE INDEX watch_matches_profile_idx ON watch_matches (profile_id, created_at DESC);
CREATE INDEX watch_matches_other_profile_idx ON watch_matches (other_profile_id);

-- A suspended Muse may fix what she was suspended for (her profile stays hidden), then ask for review. The open
-- request is kept on the profile until an admin reinstates it, and logged in Recent changes with her note.
ALTER TABLE profiles ADD COLUMN review_requested_at timestamptz;
ALTER TABLE profiles ADD COLUMN review_request_note text CHECK (length(review_request_note) <= 1000);
ALTER TABLE profiles ADD CONSTRAINT profiles_review_request_check
  CHECK ((review_requested_at IS NULL OR approval_status = 'Suspended')
         AND (review_request_note IS NULL OR review_requested_at IS NOT NULL));

-- profile_changes gains the kind 'review_request' (with her note); its unnamed checks are replaced by named ones.
DO $$
DECLARE constraint_name text;
BEGIN
  FOR constraint_name IN
    SELECT conname FROM pg_constraint WHERE conrelid = 'profile_changes'::regclass AND contype = 'c'
  LOOP
    EXECUTE format('ALTER TABLE profile_changes DROP CONSTRAINT %I', constraint_name);
  END LOOP;
END
$$;
ALTER TABLE profile_changes ADD COLUMN note text;
ALTER TABLE profile_changes ADD CONSTRAINT profile_changes_kind_check
  CHECK (kind IN ('gallery_image', 'profile_picture', 'feet_picture', 'bio', 'review_request'));
ALTER TABLE profile_changes ADD CONSTRAINT profile_changes_picture_check
  CHECK ((kind IN ('gallery_image', 'profile_picture', 'feet_picture')) = (image_url IS NOT NULL));
ALTER TABLE profile_changes ADD CONSTRAINT profile_changes_bio_check
  CHECK (kind = 'bio' OR (previous_bio IS NULL AND new_bio IS NULL));
ALTER TABLE profile_changes ADD CONSTRAINT profile_changes_removed_check
  CHECK (removed_at IS NULL OR kind IN ('gallery_image', 'profile_picture', 'feet_picture'));
ALTER TABLE profile_changes ADD CONSTRAINT profile_changes_note_check
  CHECK ((kind = 'review_request' OR note IS NULL) AND length(note) <= 1000);

-- Recent changes are marked reviewed by an admin (removing a picture counts); the list shows those still to review
-- unless asked for all.
ALTER TABLE profile_changes ADD COLUMN reviewed_at timestamptz;
ALTER TABLE profile_changes ADD COLUMN reviewed_by uuid REFERENCES users (id) ON DELETE SET NULL;
CREATE INDEX profile_changes_unreviewed_idx ON profile_changes (created_at DESC, id) WHERE reviewed_at IS NULL;

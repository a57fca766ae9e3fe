-- The photo-verification picture is fingerprinted too (decision 0048): someone verifying with another Muse's photo
-- shows as "Looks like a picture of {handle}" in the admins' queue. It has no public URL, so its row is keyed by the
-- address admins alone can open it at, /api/admin/verifications/{request id}/picture; every other kind keeps its
-- public /api/images/ URL.
ALTER TABLE image_fingerprints DROP CONSTRAINT image_fingerprints_image_url_check;
ALTER TABLE image_fingerprints ADD CONSTRAINT image_fingerprints_image_url_check CHECK (
  CASE kind
    WHEN 'verification' THEN image_url ~ '^/api/admin/verifications/[0-9a-f-]{36}/picture$'
    ELSE image_url ~ '^/api/images/[a-z-]+/[0-9a-f-]{36}$'
  END
);

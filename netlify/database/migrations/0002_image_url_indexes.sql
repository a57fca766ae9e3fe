-- /api/images/... decides who may see a picture by the URL that references it: one indexed look-up per request.
CREATE INDEX profiles_profile_picture_url_idx ON profiles (profile_picture_url) WHERE profile_picture_url IS NOT NULL;
CREATE INDEX profiles_feet_picture_url_idx ON profiles (feet_picture_url) WHERE feet_picture_url IS NOT NULL;
CREATE INDEX muse_gallery_image_url_idx ON muse_gallery (image_url);

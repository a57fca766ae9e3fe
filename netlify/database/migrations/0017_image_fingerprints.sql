-- Stolen and reused photos: a 64-bit perceptual fingerprint of every stored picture, keyed by the picture's URL. A
-- picture close to one of another profile (a small Hamming distance) is shown to the admin. The row goes with the
-- picture: whoever replaces or deletes a picture deletes its row in the same transaction, and every row of a profile
-- goes with the profile (an application is a profile too). profile_id is nullable for a picture kept apart from any
-- profile, which nothing stores yet.
CREATE TABLE image_fingerprints (
  image_url text PRIMARY KEY CHECK (image_url ~ '^/api/images/[a-z-]+/[0-9a-f-]{36}$'),
  profile_id uuid REFERENCES profiles (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('profile_picture', 'feet_picture', 'gallery_image', 'verification')),
  fingerprint bigint NOT NULL,
  -- The fingerprint's four 16-bit bands, each indexed. Two fingerprints at most 4r + 3 bits apart agree within r
  -- bits in at least one band (pigeonhole), so a look-up probes each band's index with the values within r bits of
  -- its own instead of reading every row (decision 0048).
  band0 integer GENERATED ALWAYS AS (((fingerprint >> 48) & 65535)::integer) STORED,
  band1 integer GENERATED ALWAYS AS (((fingerprint >> 32) & 65535)::integer) STORED,
  band2 integer GENERATED ALWAYS AS (((fingerprint >> 16) & 65535)::integer) STORED,
  band3 integer GENERATED ALWAYS AS ((fingerprint & 65535)::integer) STORED,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX image_fingerprints_profile_idx ON image_fingerprints (profile_id);
CREATE INDEX image_fingerprints_band0_idx ON image_fingerprints (band0);
CREATE INDEX image_fingerprints_band1_idx ON image_fingerprints (band1);
CREATE INDEX image_fingerprints_band2_idx ON image_fingerprints (band2);
CREATE INDEX image_fingerprints_band3_idx ON image_fingerprints (band3);

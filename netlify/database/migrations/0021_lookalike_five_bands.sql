-- The stolen-photo look-up within 50 ms at 100,000 fingerprints (decision 0048). Four 16-bit bands probed within 3
-- bits each (697 values a band) read about a fifth of the table for every look-up. Five bands (four of 13 bits, one of
-- 12) probed within 2 bits (92 and 79 values) find every fingerprint within 14 bits all the same (pigeonhole:
-- 5 × (2 + 1) > 14) with a sixth of the probes. Each band's index carries the fingerprint, so the exact distance is
-- decided in the index (an index-only scan) and only the few fingerprints within it are read from the table. The
-- band0 index also finds a fingerprint's rows by its value (band0 is a function of it).
ALTER TABLE image_fingerprints DROP COLUMN band0, DROP COLUMN band1, DROP COLUMN band2, DROP COLUMN band3;
ALTER TABLE image_fingerprints
  ADD COLUMN band0 integer GENERATED ALWAYS AS (((fingerprint >> 51) & 8191)::integer) STORED,
  ADD COLUMN band1 integer GENERATED ALWAYS AS (((fingerprint >> 38) & 8191)::integer) STORED,
  ADD COLUMN band2 integer GENERATED ALWAYS AS (((fingerprint >> 25) & 8191)::integer) STORED,
  ADD COLUMN band3 integer GENERATED ALWAYS AS (((fingerprint >> 12) & 8191)::integer) STORED,
  ADD COLUMN band4 integer GENERATED ALWAYS AS ((fingerprint & 4095)::integer) STORED;
CREATE INDEX image_fingerprints_band0_idx ON image_fingerprints (band0, fingerprint);
CREATE INDEX image_fingerprints_band1_idx ON image_fingerprints (band1, fingerprint);
CREATE INDEX image_fingerprints_band2_idx ON image_fingerprints (band2, fingerprint);
CREATE INDEX image_fingerprints_band3_idx ON image_fingerprints (band3, fingerprint);
CREATE INDEX image_fingerprints_band4_idx ON image_fingerprints (band4, fingerprint);

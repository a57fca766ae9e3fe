import { lookalikeShape, type FingerprintedPictureKind, type Lookalike } from "../../src/domain/moderation.ts";
import { query, type Queryable } from "../db/index.ts";
import { queryShaped } from "../db/shaped.ts";
import { LOOKALIKE_MAX_DISTANCE, bandProbes, type Fingerprint } from "../images/fingerprint.ts";

/**
 * Stolen and reused photos (decision 0048): each stored picture's fingerprint is kept beside it, keyed by its URL,
 * and a picture within LOOKALIKE_MAX_DISTANCE bits of a picture of another profile is shown to the admin.
 */

export interface FingerprintRecord {
  /** The stored picture's URL, `/api/images/{store}/{id}`. */
  url: string;
  profileId: string | null;
  kind: FingerprintedPictureKind;
  /** null (it could not be computed) records nothing. */
  fingerprint: Fingerprint | null;
}

const INSERT_FINGERPRINT = `INSERT INTO image_fingerprints (image_url, profile_id, kind, fingerprint) VALUES ($1, $2, $3, $4)
  ON CONFLICT (image_url) DO UPDATE SET profile_id = EXCLUDED.profile_id, kind = EXCLUDED.kind,
    fingerprint = EXCLUDED.fingerprint`;

/**
 * Keeps a stored picture's fingerprint. Inside `tx` (the transaction that makes a row name the picture), it commits
 * or rolls back with that row. A failure never fails the upload: it is logged, and inside a transaction undone to a
 * savepoint so the transaction goes on.
 */
export async function recordFingerprint(record: FingerprintRecord, tx?: Queryable): Promise<void> {
  if (record.fingerprint === null) return;
  const values = [record.url, record.profileId, record.kind, record.fingerprint];
  try {
    if (!tx) {
      await query(INSERT_FINGERPRINT, values);
      return;
    }
    await tx.query("SAVEPOINT record_fingerprint");
    try {
      await tx.query(INSERT_FINGERPRINT, values);
      await tx.query("RELEASE SAVEPOINT record_fingerprint");
    } catch (error) {
      await tx.query("ROLLBACK TO SAVEPOINT record_fingerprint");
      throw error;
    }
  } catch (error) {
    console.error(`Recording the fingerprint of ${record.url} failed; the picture is kept without one`, error);
  }
}

/** Forgets the fingerprints of pictures no row names any more, in the transaction that let go of them. */
export async function forgetFingerprints(tx: Queryable, urls: Array<string | null | undefined>): Promise<void> {
  const known = urls.filter((url): url is string => typeof url === "string");
  if (known.length > 0) await tx.query(`DELETE FROM image_fingerprints WHERE image_url = ANY($1::text[])`, [known]);
}

/** Which pictures to look at: some by URL, those of one profile, or both (her pictures among those URLs). */
export interface Pictures {
  urls?: string[];
  profileId?: string;
}

/**
 * The statement that finds the pictures of other profiles within LOOKALIKE_MAX_DISTANCE bits of each picture asked
 * about, closest first; null when none of them has a fingerprint. The candidates come from the four band indexes
 * (bandProbes), read once; the exact distance then decides. Exported for the benchmark's query plan.
 */
export async function lookalikeStatement({
  urls,
  profileId,
}: Pictures): Promise<{ text: string; params: unknown[] } | null> {
  const which = `($1::text[] IS NULL OR m.image_url = ANY($1::text[])) AND ($2::uuid IS NULL OR m.profile_id = $2)`;
  const asked = [urls ?? null, profileId ?? null];
  const own = await query<{ fingerprint: string }>(
    `SELECT fingerprint FROM image_fingerprints m WHERE ${which}`,
    asked,
  );
  if (own.length === 0) return null;
  const [band0, band1, band2, band3] = bandProbes(
    own.map((row) => row.fingerprint),
    LOOKALIKE_MAX_DISTANCE,
  );
  return {
    // The exact distance is computed for the candidates once; only the few within it meet their profile.
    text: `WITH candidates AS MATERIALIZED (
       SELECT image_url, profile_id, kind, fingerprint FROM image_fingerprints
        WHERE band0 = ANY($3::int[]) OR band1 = ANY($4::int[]) OR band2 = ANY($5::int[]) OR band3 = ANY($6::int[])
     ), close AS MATERIALIZED (
       SELECT m.image_url, m.kind, c.profile_id, c.image_url AS other_image_url, c.kind AS other_kind,
              bit_count(int8send(m.fingerprint # c.fingerprint))::int AS distance
         FROM image_fingerprints m, candidates c
        WHERE ${which} AND c.profile_id IS DISTINCT FROM m.profile_id
          AND bit_count(int8send(m.fingerprint # c.fingerprint)) <= $7
     )
     SELECT close.image_url, close.kind, p.id AS other_profile_id, p.handle AS other_handle, close.other_image_url,
            close.other_kind, close.distance
       FROM close JOIN profiles p ON p.id = close.profile_id
      ORDER BY close.distance, close.image_url, p.handle, close.other_image_url`,
    params: [...asked, band0, band1, band2, band3, LOOKALIKE_MAX_DISTANCE],
  };
}

async function lookalikes(pictures: Pictures): Promise<Lookalike[]> {
  const statement = await lookalikeStatement(pictures);
  return statement ? queryShaped(lookalikeShape, statement.text, statement.params) : [];
}

/** The lookalikes of a profile's pictures: all of them, or those among `urls`. */
export function findLookalikes(profileId: string, urls?: Array<string | null | undefined>): Promise<Lookalike[]> {
  return lookalikes({ profileId, urls: urls?.filter((url): url is string => typeof url === "string") });
}

/** The lookalikes of pictures of any profiles (Recent changes: the pictures of one page). */
export function lookalikesOf(urls: string[]): Promise<Lookalike[]> {
  return urls.length === 0 ? Promise.resolve([]) : lookalikes({ urls });
}

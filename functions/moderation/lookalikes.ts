import { lookalikeShape, type FingerprintedPictureKind, type Lookalike } from "../../src/domain/moderation.ts";
import { query, transaction, type Queryable } from "../db/index.ts";
import { shapedRows } from "../db/shaped.ts";
import {
  FINGERPRINT_BANDS,
  LOOKALIKE_MAX_DISTANCE,
  bandMasks,
  bandRadii,
  type Fingerprint,
} from "../images/fingerprint.ts";

/**
 * Stolen and reused photos (decision 0048): each stored picture's fingerprint is kept beside it, keyed by its URL,
 * and a picture within LOOKALIKE_MAX_DISTANCE bits of a picture of another profile is shown to the admin.
 */

export interface FingerprintRecord {
  /**
   * The stored picture's URL, `/api/images/{store}/{id}`; a verification picture, which has none, is keyed by its
   * admin-only address (verificationPictureUrl).
   */
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

const BANDS = FINGERPRINT_BANDS.map((_, index) => `band${index}`);

/** Per band, the masks XORed with a picture's own band to give the band values a look-up probes (bandRadii). */
export const PROBE_MASKS = bandRadii(LOOKALIKE_MAX_DISTANCE).map((radius, index) =>
  bandMasks(FINGERPRINT_BANDS[index]!.width, radius),
);

/** A band of a fingerprint, as migration 0021 computes it: the band0 index then finds the rows of a fingerprint. */
const bandOf = (fingerprint: string, index: number) =>
  `((${fingerprint} >> ${FINGERPRINT_BANDS[index]!.shift}) & ${2 ** FINGERPRINT_BANDS[index]!.width - 1})::integer`;
export const band0Of = (fingerprint: string) => bandOf(fingerprint, 0);

/** The columns of a fingerprint given as a parameter (`$1::bigint`) that `asked` rows carry: it and its bands. */
export const askedFingerprint = (fingerprint: string) =>
  [`${fingerprint} AS fingerprint`, ...BANDS.map((band, index) => `${bandOf(fingerprint, index)} AS ${band}`)].join(
    ", ",
  );

/**
 * The probes of the band indexes for the rows `asked a` (a fingerprint and its bands): every stored fingerprint
 * within `distance` bits of one of them, as (a.image_url, c.fingerprint). Each probe is one look-up in its band's
 * index, with the masks of parameters `firstMask`… (PROBE_MASKS). OFFSET 0 keeps the planner from making the probes
 * one join over the whole index, a merge join it prefers while the table is not yet vacuumed (100,000 rows read for
 * each band).
 */
export function bandProbes(firstMask: number, distance: string): string {
  return BANDS.map(
    (band, index) => `SELECT a.image_url, c.fingerprint
        FROM asked a CROSS JOIN unnest($${firstMask + index}::int[]) AS x(mask)
       CROSS JOIN LATERAL (
             SELECT fingerprint FROM image_fingerprints c
              WHERE c.${band} = a.${band} # x.mask AND bit_count(int8send(a.fingerprint # c.fingerprint)) <= ${distance}
             OFFSET 0
           ) c`,
  ).join("\n      UNION ");
}

/**
 * The statement that finds the pictures of other profiles within LOOKALIKE_MAX_DISTANCE bits of each picture asked
 * about, closest first. Each picture probes each band's index for the values within that band's radius of its own
 * (by pigeonhole, one band of every fingerprint within the distance is among them); the index carries the
 * fingerprint, so the exact distance is decided there, for that picture only, and only the fingerprints within it
 * are read from the table. Exported for the benchmark's query plan.
 */
export function lookalikeStatement({ urls, profileId }: Pictures): { text: string; params: unknown[] } {
  const near = bandProbes(3, `$${3 + BANDS.length}`);
  return {
    text: `WITH asked AS MATERIALIZED (
       SELECT image_url, kind, profile_id, fingerprint, ${BANDS.join(", ")} FROM image_fingerprints m
        WHERE ($1::text[] IS NULL OR m.image_url = ANY($1::text[])) AND ($2::uuid IS NULL OR m.profile_id = $2)
     ), near AS (
      ${near}
     )
     SELECT a.image_url, a.kind, p.id AS other_profile_id, p.handle AS other_handle, o.image_url AS other_image_url,
            o.kind AS other_kind, bit_count(int8send(a.fingerprint # o.fingerprint))::int AS distance
       FROM near n JOIN asked a ON a.image_url = n.image_url
       JOIN image_fingerprints o ON o.band0 = ${band0Of("n.fingerprint")} AND o.fingerprint = n.fingerprint
       JOIN profiles p ON p.id = o.profile_id
      WHERE o.profile_id IS DISTINCT FROM a.profile_id
      ORDER BY distance, a.image_url, p.handle, other_image_url`,
    params: [urls ?? null, profileId ?? null, ...PROBE_MASKS, LOOKALIKE_MAX_DISTANCE],
  };
}

/**
 * Runs the look-up's statement (or the benchmark's EXPLAIN of it) as the look-up runs it: without JIT. The planner
 * prices each probe as if it read a dozen rows from disk (it cannot know they are cached, or answered by the index
 * alone once autovacuum has run), and past jit_above_cost it compiles the plan: 35 ms on PostgreSQL 15, three times
 * what running it takes.
 */
export function runWithoutJit<Row = Record<string, unknown>>(text: string, params: unknown[]): Promise<Row[]> {
  return transaction(async (tx) => {
    await tx.query("SET LOCAL jit = off");
    return (await tx.query<Row>(text, params)).rows;
  });
}

async function lookalikes(pictures: Pictures): Promise<Lookalike[]> {
  const { text, params } = lookalikeStatement(pictures);
  return shapedRows(lookalikeShape, await runWithoutJit(text, params));
}

/** The lookalikes of a profile's pictures: all of them, or those among `urls`. */
export function findLookalikes(profileId: string, urls?: Array<string | null | undefined>): Promise<Lookalike[]> {
  return lookalikes({ profileId, urls: urls?.filter((url): url is string => typeof url === "string") });
}

/** The lookalikes of pictures of any profiles (Recent changes: the pictures of one page). */
export function lookalikesOf(urls: string[]): Promise<Lookalike[]> {
  return urls.length === 0 ? Promise.resolve([]) : lookalikes({ urls });
}

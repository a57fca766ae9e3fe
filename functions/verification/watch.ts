import { query, transaction, type Queryable } from "../db/index.ts";
import { mailMuse } from "../decisions/record.ts";
import { conflict, notFound } from "../http/errors.ts";
import { isUuid } from "../http/ids.ts";
import { readJson } from "../http/request.ts";
import { answerIn, json } from "../http/respond.ts";
import type { SignedInCall } from "../http/route.ts";
import { LOOKALIKE_MAX_DISTANCE } from "../images/fingerprint.ts";
import { COVERED_AMONG_FOUND } from "./lookup.ts";
import {
  askedFingerprint,
  bandProbes,
  PROBE_MASKS,
  recordFingerprint,
  type FingerprintRecord,
} from "../moderation/lookalikes.ts";
import { watchNoticeSchema } from "../../src/domain/moderation.ts";
import type { WatchMatch } from "../../src/domain/watch.ts";

/**
 * The stolen-photo watch (issue 49 item 6, decision 0072): an upload anywhere on the site whose picture is within
 * LOOKALIKE_MAX_DISTANCE bits of a picture a valid receipt covers, on another profile, tells that verified Muse on
 * her dashboard and by mail, once per (her covered picture, the other profile); she files a notice about the other
 * profile from it, even while that profile is an application no visitor can report.
 */

export const WATCH_MESSAGES = {
  notFound: "watch.notFound",
  noticeSent: "watch.noticeSent",
  filed: "watch.filed",
} as const;

/**
 * Records a match for every verified Muse one of whose covered pictures, still on her profile, is within the
 * threshold of the uploaded picture (`$1` its URL, `$2` its fingerprint, `$3` the profile it was uploaded to): the
 * band probes of the look-up (lookalikes.ts), from the uploaded picture's fingerprint. A match already recorded for
 * that covered picture and that profile is left as it is; the new ones come back.
 */
function watchStatement(picture: { url: string; profileId: string; fingerprint: string }) {
  const distance = `$${4 + PROBE_MASKS.length}`;
  return {
    text: `WITH asked AS MATERIALIZED (SELECT $1::text AS image_url, ${askedFingerprint("$2::bigint")}),
     near AS (
      ${bandProbes(4, distance)}
     ), covered AS (
       SELECT DISTINCT r.profile_id, o.image_url
         ${COVERED_AMONG_FOUND}
        WHERE r.profile_id <> $3::uuid
     )
     INSERT INTO watch_matches (profile_id, covered_image_url, other_profile_id, uploaded_image_url)
     SELECT profile_id, image_url, $3, $1 FROM covered
     ON CONFLICT (covered_image_url, other_profile_id) DO NOTHING
     RETURNING id, profile_id`,
    params: [picture.url, picture.fingerprint, picture.profileId, ...PROBE_MASKS, LOOKALIKE_MAX_DISTANCE],
  };
}

/** The new matches of one uploaded picture, each with her mail in the outbox, inside `tx`. */
async function watchUpload(tx: Queryable, picture: { url: string; profileId: string; fingerprint: string }) {
  const { text, params } = watchStatement(picture);
  // As the look-up runs its probes (runWithoutJit): compiling the plan would cost more than running it. The setting
  // lasts to the end of the upload's transaction, whose other statements are small.
  await tx.query("SET LOCAL jit = off");
  const { rows } = await tx.query<{ id: string; profile_id: string }>(text, params);
  for (const match of rows) {
    await mailMuse(tx, match.profile_id, (mails, handle) => mails.stolenPhotoWatch(handle, match.id));
  }
}

/**
 * Keeps an uploaded picture's fingerprint (recordFingerprint) and watches it, in the transaction that gives the
 * picture to its profile: an application's pictures, a gallery picture, a replaced profile or feet picture. Like the
 * fingerprint, the watch never fails the upload: an error is logged and undone to a savepoint.
 */
export async function recordUploadFingerprint(record: FingerprintRecord, tx: Queryable): Promise<void> {
  await recordFingerprint(record, tx);
  const { url, profileId, fingerprint } = record;
  if (fingerprint === null || profileId === null) return;
  try {
    await tx.query("SAVEPOINT watch_upload");
    try {
      await watchUpload(tx, { url, profileId, fingerprint });
      await tx.query("RELEASE SAVEPOINT watch_upload");
    } catch (error) {
      await tx.query("ROLLBACK TO SAVEPOINT watch_upload");
      throw error;
    }
  } catch (error) {
    console.error(`Watching the upload ${url} for verified pictures failed; the upload is kept`, error);
  }
}

/** Her matches as her dashboard shows them; `m` is watch_matches, `o` the other profile, `r` her notice. */
const MATCH_SELECT = `SELECT m.id, m.created_at,
       CASE WHEN EXISTS (SELECT 1 FROM image_fingerprints f WHERE f.image_url = m.covered_image_url
                                                            AND f.profile_id = m.profile_id)
            THEN m.covered_image_url END AS covered_image_url,
       CASE WHEN o.listed THEN 'listed' WHEN o.approval_status = 'Pending' THEN 'application' ELSE 'hidden' END
         AS other_state,
       CASE WHEN o.listed THEN o.handle END AS other_handle,
       r.reference AS notice_reference, r.status AS notice_status
  FROM watch_matches m JOIN profiles o ON o.id = m.other_profile_id
  LEFT JOIN profile_reports r ON r.id = m.report_id`;

/** At most this many matches on her dashboard, the newest first. */
const SHOWN_MATCHES = 50;

/** Her matches, newest first (GET /api/dashboard/profile's `watch`). */
export function watchMatchesOf(profileId: string): Promise<WatchMatch[]> {
  return query<WatchMatch>(
    `${MATCH_SELECT} WHERE m.profile_id = $1 ORDER BY m.created_at DESC, m.id LIMIT ${SHOWN_MATCHES}`,
    [profileId],
  );
}

/**
 * POST /api/dashboard/watch/:id/notice `{ details?, good_faith: true }`: the verified Muse files the prefilled notice
 * of her match, once. The server resolves the other profile from the match, only for the Muse it belongs to (anyone
 * else's id, or an unknown one, is a 404), and stores a notice of the existing kind ("Fake or stolen photos") naming
 * that profile, also while it is an application, with the uploaded picture when it is in that profile's gallery (the
 * admin may then remove it). No mail names the other profile to her: the notice's reference and its state show on her
 * dashboard.
 */
export async function fileWatchNotice(call: SignedInCall) {
  const id = call.params.id;
  if (!isUuid(id)) throw notFound(WATCH_MESSAGES.notFound);
  const notice = await readJson(call.request, watchNoticeSchema);
  const match = await transaction(async (tx) => {
    const { rows } = await tx.query<{ other_profile_id: string; uploaded_image_url: string; report_id: string | null }>(
      `SELECT m.other_profile_id, m.uploaded_image_url, m.report_id
         FROM watch_matches m JOIN profiles p ON p.id = m.profile_id
        WHERE m.id = $1 AND p.user_id = $2
        FOR UPDATE OF m`,
      [id, call.session.userId],
    );
    const found = rows[0];
    if (!found) throw notFound(WATCH_MESSAGES.notFound);
    if (found.report_id) throw conflict(WATCH_MESSAGES.noticeSent);
    await tx.query(
      `WITH stored AS (
         INSERT INTO profile_reports (profile_id, reason, details, image_url, locale)
         SELECT $2, 'fake_photos', $3,
                CASE WHEN EXISTS (SELECT 1 FROM muse_gallery g WHERE g.profile_id = $2 AND g.image_url = $4) THEN $4 END,
                p.locale
           FROM watch_matches m JOIN profiles p ON p.id = m.profile_id WHERE m.id = $1
         RETURNING id
       )
       UPDATE watch_matches SET report_id = (SELECT id FROM stored) WHERE id = $1`,
      [id, found.other_profile_id, notice.details ?? null, found.uploaded_image_url],
    );
    return (await tx.query<WatchMatch>(`${MATCH_SELECT} WHERE m.id = $1`, [id])).rows[0]!;
  });
  return json(answerIn({ match, message: WATCH_MESSAGES.filed }, call.request), { status: 201 });
}

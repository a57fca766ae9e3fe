import { query, queryOne, transaction } from "../db/index.ts";
import { CACHE_TAGS, purgeCache } from "../cache/purge.ts";
import { enforceRateLimit, LIMITS } from "../http/rate-limit.ts";
import { readJson } from "../http/request.ts";
import type { SignedInCall } from "../http/route.ts";
import { clearedSessionCookie } from "../auth/session.ts";
import { hashToken } from "../auth/tokens.ts";
import { imageCacheTag } from "../images/serve.ts";
import { discardImages, imageIdFromUrl } from "../images/store.ts";
import { discardVerificationPicture } from "../verification/own.ts";
import { GALLERY_COLUMNS } from "../muses/fields.ts";
import { OWNER_PROFILE_COLUMNS } from "../dashboard/own-profile.ts";
import { assertPassword } from "./settings.ts";
import { exportConversations, forgetConversationsOf } from "../conversations/retention.ts";
import { ACCOUNT_MESSAGES, deleteAccountSchema } from "../../src/domain/auth.ts";

/**
 * GET /api/account/export: everything stored about the caller as one JSON download (GDPR Art. 15 and 20): the
 * account, roles, profile (with what she gave when applying), gallery, the log of her profile's changes (pictures
 * and bio edits, kept for moderation), her tour's visits (those over too), her photo verifications, the statements of
 * reasons about her profile with her appeals, the notices she filed with her address, her conversations (either side,
 * every message), and the dates of her sessions.
 * The team's internal review notes are not personal data she provided and stay out.
 */
export async function exportMyData(call: SignedInCall): Promise<Response> {
  const { userId } = call.session;
  const [account, roles, profile, sessions, notices, conversations] = await Promise.all([
    queryOne(
      `SELECT id, email, user_type, email_verified_at, created_at, locale, display_name, message_mails
         FROM users WHERE id = $1`,
      [userId],
    ),
    query<{ role: string }>(`SELECT role, created_at FROM user_roles WHERE user_id = $1 ORDER BY role`, [userId]),
    queryOne<{ id: string }>(
      `SELECT ${OWNER_PROFILE_COLUMNS}, to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth, how_found_us,
              reviewed_at, approved_at, updated_at, locale
         FROM profiles WHERE user_id = $1`,
      [userId],
    ),
    query(
      `SELECT created_at, last_seen_at, expires_at, revoked_at FROM sessions WHERE user_id = $1 ORDER BY created_at`,
      [userId],
    ),
    // Notices she filed with her address for updates; the profile they were about is not hers to see.
    query(
      `SELECT r.reference, r.reason, r.details, r.reporter_email, r.status, r.created_at, r.resolved_at
         FROM profile_reports r JOIN users u ON lower(r.reporter_email) = u.email
        WHERE u.id = $1 ORDER BY r.created_at, r.id`,
      [userId],
    ),
    // Her conversations on either side (as a visitor, as a Muse), with every message of both sides.
    exportConversations(userId),
  ]);
  const [gallery, changes, verifications, visits, statements, ageChecks, watchMatches] = profile
    ? await Promise.all([
        query(`SELECT ${GALLERY_COLUMNS}, created_at FROM muse_gallery WHERE profile_id = $1 ORDER BY display_order`, [
          profile.id,
        ]),
        query(
          `SELECT kind, image_url, previous_bio, new_bio, removed_at, created_at FROM profile_changes
            WHERE profile_id = $1 ORDER BY created_at, id`,
          [profile.id],
        ),
        // Her photo verification requests; the pictures themselves are seen by admins only and deleted after review.
        query(
          `SELECT code, gesture, status, created_at, submitted_at, decided_at, decline_reason FROM photo_verifications
            WHERE profile_id = $1 ORDER BY created_at, id`,
          [profile.id],
        ),
        query(
          `SELECT city, to_char(starts_on, 'YYYY-MM-DD') AS starts_on, to_char(ends_on, 'YYYY-MM-DD') AS ends_on,
                  created_at
             FROM profile_visits WHERE profile_id = $1 ORDER BY starts_on, id`,
          [profile.id],
        ),
        // The statements of reasons about her profile (what was restricted, why, under which clause) and her appeals.
        query(
          `SELECT d.kind, d.clause, d.facts, d.source, d.image_url, d.created_at, d.ended_at, d.reversed_at,
                  CASE WHEN a.id IS NULL THEN NULL ELSE json_build_object(
                    'statement', a.statement, 'status', a.status, 'outcome_reason', a.outcome_reason,
                    'created_at', a.created_at, 'decided_at', a.decided_at) END AS appeal
             FROM moderation_decisions d LEFT JOIN appeals a ON a.decision_id = d.id
            WHERE d.profile_id = $1 ORDER BY d.created_at, d.id`,
          [profile.id],
        ),
        // What the checks of her identity document recorded (decision 0065); the keyed hash says nothing to her.
        query(
          `SELECT over_18, document_type, issuing_country, to_char(expiry_month, 'YYYY-MM') AS expiry_month, checked_at
             FROM age_checks WHERE profile_id = $1 ORDER BY checked_at, id`,
          [profile.id],
        ),
        // The stolen-photo watch's finds (decision 0072): which of her covered pictures, when, and the notice she
        // filed from it; nothing of the other profile, which is not hers.
        query(
          `SELECT w.covered_image_url, w.created_at, r.reference AS notice_reference, r.status AS notice_status
             FROM watch_matches w LEFT JOIN profile_reports r ON r.id = w.report_id
            WHERE w.profile_id = $1 ORDER BY w.created_at, w.id`,
          [profile.id],
        ),
      ])
    : [[], [], [], [], [], [], []];
  const body = {
    exported_at: new Date().toISOString(),
    account,
    roles,
    profile: profile ?? null,
    gallery,
    profile_changes: changes,
    photo_verifications: verifications,
    visits,
    statements_of_reasons: statements,
    age_checks: ageChecks,
    photo_watch: watchMatches,
    notices_filed: notices,
    conversations,
    sessions,
  };
  const day = new Date().toISOString().slice(0, 10);
  return new Response(JSON.stringify(body, null, 2), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="solemuse-my-data-${day}.json"`,
      "cache-control": "no-store",
    },
  });
}

/**
 * DELETE /api/account `{ password }` (GDPR Art. 17): removes the user with her sessions, roles, tokens, profile,
 * gallery rows and e-mails in one transaction, then every stored picture, and purges the CDN. The admin log keeps
 * that an action happened, but no longer what it said about her.
 */
export async function deleteMyAccount(call: SignedInCall) {
  const session = call.session;
  await enforceRateLimit(LIMITS.signIn, call.ip);
  const { password } = await readJson(call.request, deleteAccountSchema);
  await assertPassword(session.userId, password, "password");

  const removed = await transaction(async (tx) => {
    const { rows: profiles } = await tx.query<{
      id: string;
      handle: string;
      profile_picture_url: string | null;
      feet_picture_url: string | null;
      age_document_id: string | null;
    }>(
      `SELECT id, handle, profile_picture_url, feet_picture_url, age_document_id FROM profiles
        WHERE user_id = $1 FOR UPDATE`,
      [session.userId],
    );
    const profile = profiles[0];
    // Her messages go on both sides; the other side's thread stays, empty, as "Account deleted" (decision 0062).
    await forgetConversationsOf(tx, session.userId, profile?.id ?? null);
    const pictures: Array<string | null> = [];
    const verificationPictures: string[] = [];
    if (profile) {
      const { rows: gallery } = await tx.query<{ image_url: string }>(
        `SELECT image_url FROM muse_gallery WHERE profile_id = $1`,
        [profile.id],
      );
      pictures.push(profile.profile_picture_url, profile.feet_picture_url, ...gallery.map((image) => image.image_url));
      // Removed pictures kept while their removal could be appealed (decision 0050) go with everything else.
      const { rows: kept } = await tx.query<{ image_url: string }>(
        `SELECT DISTINCT image_url FROM moderation_decisions
          WHERE profile_id = $1 AND image_url IS NOT NULL AND picture_deleted_at IS NULL`,
        [profile.id],
      );
      pictures.push(...kept.map((row) => row.image_url).filter((url) => !pictures.includes(url)));
      const { rows: verifications } = await tx.query<{ picture_id: string }>(
        `SELECT picture_id FROM photo_verifications
          WHERE profile_id = $1 AND picture_id IS NOT NULL AND picture_deleted_at IS NULL`,
        [profile.id],
      );
      verificationPictures.push(...verifications.map((row) => row.picture_id));
      // Her identity document picture, if still kept, and her age checks: only a check that found her under 18 or the
      // checks of a suspended profile stay, by handle, to recognise the document on a new application (decision 0065).
      if (profile.age_document_id) verificationPictures.push(profile.age_document_id);
      await tx.query(
        `DELETE FROM age_checks a USING profiles p
          WHERE a.profile_id = $1 AND p.id = a.profile_id AND a.over_18 AND p.approval_status <> 'Suspended'`,
        [profile.id],
      );
      // Decisions on reports about her carry her profile id and the admin's note about her: blanked the same way.
      await tx.query(
        `UPDATE admin_actions SET details = '{}'
          WHERE (target_type = 'profile' AND target_id = $1)
             OR (target_type = 'profile_report' AND details->>'profile_id' = $1::text)`,
        [profile.id],
      );
      // muse_gallery, application_claims, photo_verifications, image_fingerprints, notices about her, her statements
      // of reasons and her appeals go with the profile (ON DELETE CASCADE).
      await tx.query(`DELETE FROM profiles WHERE id = $1`, [profile.id]);
    }
    // Every address the account ever had: the current one, the ones it moved from, and any it was asked to move to.
    const { rows: addressRows } = await tx.query<{ address: string }>(
      `SELECT email AS address FROM users WHERE id = $1
       UNION SELECT new_email FROM email_changes WHERE user_id = $1
       UNION SELECT previous_email FROM email_changes WHERE user_id = $1 AND previous_email IS NOT NULL`,
      [session.userId],
    );
    const addresses = addressRows.map((row) => row.address);
    await tx.query(`DELETE FROM contact_requests WHERE email = ANY($1)`, [addresses]);
    // Notices she filed keep counting for /transparency, without where their updates would have gone; an application
    // she sent signed out and never linked keeps its claim, without her address.
    await tx.query(`UPDATE profile_reports SET reporter_email = NULL WHERE lower(reporter_email) = ANY($1)`, [
      addresses,
    ]);
    await tx.query(`UPDATE application_claims SET email = NULL WHERE email = ANY($1)`, [addresses]);
    await tx.query(`DELETE FROM email_outbox WHERE to_address = ANY($1)`, [addresses]);
    // The limits counted under her addresses (hashed: reset mails, application claims, sign-ins from any client
    // address) and under her account.
    await tx.query(
      `DELETE FROM rate_limits
        WHERE bucket = $2 OR EXISTS (SELECT 1 FROM unnest($1::text[]) AS hash WHERE strpos(bucket, hash) > 0)`,
      [addresses.map(hashToken), `${LIMITS.passwordResetMail.name}:verify:${session.userId}`],
    );
    // sessions, user_roles, e-mail verifications, changes and reset links go with the user (ON DELETE CASCADE).
    await tx.query(`DELETE FROM users WHERE id = $1`, [session.userId]);
    return { handle: profile?.handle, pictures, verificationPictures };
  });

  await discardImages(removed.pictures);
  await Promise.all(removed.verificationPictures.map(discardVerificationPicture));
  const tags = removed.pictures
    .map(imageIdFromUrl)
    .filter((id): id is string => id !== null)
    .map(imageCacheTag);
  if (removed.handle) tags.push(CACHE_TAGS.muses, CACHE_TAGS.muse(removed.handle));
  if (tags.length > 0) await purgeCache(tags);
  call.headers.append("set-cookie", clearedSessionCookie(call.request));
  return { ok: true, message: ACCOUNT_MESSAGES.deleted };
}

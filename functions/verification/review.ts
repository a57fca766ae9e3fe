import { purgeProfileCache } from "../cache/purge.ts";
import { queryOne, transaction, type Queryable } from "../db/index.ts";
import { columnsOf, queryShaped } from "../db/shaped.ts";
import { notifyMuse } from "../applications/notify.ts";
import { recordAdminAction } from "../admin/actions.ts";
import { badRequest, conflict, notFound } from "../http/errors.ts";
import { isUuid } from "../http/ids.ts";
import { readJson } from "../http/request.ts";
import type { SignedInCall } from "../http/route.ts";
import { readImage } from "../images/store.ts";
import {
  VERIFICATION_MESSAGES,
  declineVerificationSchema,
  queuedVerificationShape,
  verificationPictureUrl,
  type ListedVerification,
} from "../../src/domain/verification.ts";
import { lookalikesOf } from "../moderation/lookalikes.ts";
import { VERIFICATION_STORE } from "./own.ts";
import { recordDecision } from "../decisions/record.ts";
import { issueReceipt } from "./receipts.ts";

const QUEUE_COLUMNS = columnsOf(queuedVerificationShape, "v", {
  handle: "p",
  city: "p",
  profile_picture_url: "p",
  feet_picture_url: "p",
});

/**
 * GET /api/admin/verifications (admin): the pictures waiting for a decision, the oldest first, each with the pictures
 * of other profiles it looks like (decision 0048): someone verifying with another Muse's photo.
 */
export async function listVerifications(): Promise<{ verifications: ListedVerification[] }> {
  const queued = await queryShaped(
    queuedVerificationShape,
    `SELECT ${QUEUE_COLUMNS} FROM photo_verifications v JOIN profiles p ON p.id = v.profile_id
      WHERE v.status = 'submitted' ORDER BY v.submitted_at, v.id LIMIT 200`,
  );
  const lookalikes = await lookalikesOf(queued.map((request) => verificationPictureUrl(request.id)));
  const verifications = queued.map((request) => ({
    ...request,
    lookalikes: lookalikes.filter((lookalike) => lookalike.image_url === verificationPictureUrl(request.id)),
  }));
  return { verifications };
}

function pictureSize(request: Request): "card" | "full" {
  const size = new URL(request.url).searchParams.get("size");
  if (size === null || size === "full") return "full";
  if (size === "card") return "card";
  throw badRequest("admin.requests.imageSize");
}

/**
 * A picture of the private store, while it is kept, for an admin: never cached anywhere, never sniffed, never a page.
 * 404 when `pictureId` is null (none kept) or its blob is gone.
 */
export async function privatePicture(request: Request, pictureId: string | null | undefined): Promise<Response> {
  const size = pictureSize(request);
  const bytes = pictureId && (await readImage(VERIFICATION_STORE, pictureId, size));
  if (!bytes) throw notFound();
  return new Response(bytes, {
    headers: {
      "content-type": "image/webp",
      "content-length": String(bytes.byteLength),
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'",
    },
  });
}

/**
 * GET /api/admin/verifications/:id/picture (admin): the verification picture, while it is kept. Nobody else can ask
 * for it (the admin guard, and no URL of it exists anywhere else).
 */
export async function serveVerificationPicture(call: SignedInCall): Promise<Response> {
  const id = call.params.id;
  if (!isUuid(id)) throw notFound();
  const row = await queryOne<{ picture_id: string }>(
    `SELECT picture_id FROM photo_verifications WHERE id = $1 AND picture_id IS NOT NULL AND picture_deleted_at IS NULL`,
    [id],
  );
  return privatePicture(call.request, row?.picture_id);
}

/** The submitted request `id`, locked; 404 when there is none, 409 when it was already decided or replaced. */
async function submittedRequest(tx: Queryable, id: string | undefined) {
  if (!isUuid(id)) throw notFound(VERIFICATION_MESSAGES.notFound);
  const { rows } = await tx.query<{ profile_id: string; status: string; handle: string }>(
    `SELECT v.profile_id, v.status, p.handle FROM photo_verifications v JOIN profiles p ON p.id = v.profile_id
      WHERE v.id = $1 FOR UPDATE OF v`,
    [id],
  );
  const request = rows[0];
  if (!request) throw notFound(VERIFICATION_MESSAGES.notFound);
  if (request.status !== "submitted") throw conflict(VERIFICATION_MESSAGES.alreadyDecided);
  return request;
}

/**
 * POST /api/admin/verifications/:id/confirm (admin): the picture shows her, the code and the gesture. Her profile
 * shows "Photo verified" from now for 12 months, and a signed receipt of it is issued (receipts.ts); logged, and she is
 * told.
 */
export async function confirmVerification(call: SignedInCall) {
  const id = call.params.id;
  const request = await transaction(async (tx) => {
    const request = await submittedRequest(tx, id);
    await tx.query(
      `UPDATE photo_verifications SET status = 'confirmed', decided_at = now(), decided_by = $2 WHERE id = $1`,
      [id, call.session.userId],
    );
    await tx.query(
      `UPDATE profiles SET photo_verified_at = now(), photo_verification_reminded_at = NULL WHERE id = $1`,
      [request.profile_id],
    );
    await recordAdminAction(tx, {
      type: "photo_verified",
      target: "profile",
      targetId: request.profile_id,
      adminUserId: call.session.userId,
      details: { verification_id: id },
    });
    await issueReceipt(tx, { id: id!, profileId: request.profile_id, handle: request.handle });
    return request;
  });
  await purgeProfileCache(request.handle);
  const notified = await notifyMuse(request.profile_id, (mails, handle) => mails.photoVerified(handle));
  return { ok: true, message: VERIFICATION_MESSAGES.confirmed, notified };
}

/**
 * POST /api/admin/verifications/:id/decline (admin) `{ clause, reason }`: logged, with a statement of reasons whose
 * mail commits with it (decision 0050).
 */
export async function declineVerification(call: SignedInCall) {
  const id = call.params.id;
  const { clause, reason } = await readJson(call.request, declineVerificationSchema);
  const notified = await transaction(async (tx) => {
    const request = await submittedRequest(tx, id);
    await tx.query(
      `UPDATE photo_verifications SET status = 'declined', decided_at = now(), decided_by = $2, decline_reason = $3
        WHERE id = $1`,
      [id, call.session.userId, reason],
    );
    await recordAdminAction(tx, {
      type: "photo_declined",
      target: "profile",
      targetId: request.profile_id,
      adminUserId: call.session.userId,
      details: { verification_id: id, reason, clause },
    });
    const decision = await recordDecision(tx, {
      profileId: request.profile_id,
      kind: "verification_declined",
      clause,
      reason,
      source: "own_initiative",
      adminUserId: call.session.userId,
      verificationId: id,
    });
    return decision.notified;
  });
  return { ok: true, message: VERIFICATION_MESSAGES.declined, notified };
}

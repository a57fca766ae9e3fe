import { queryOne, transaction, type Queryable } from "../db/index.ts";
import { liftAgeCheckPause } from "../age-checks/task.ts";
import { columnsOf, queryShaped } from "../db/shaped.ts";
import { recordAdminAction } from "../admin/actions.ts";
import { purgeProfileCache } from "../cache/purge.ts";
import { conflict, notFound } from "../http/errors.ts";
import { isUuid } from "../http/ids.ts";
import { parseQuery, readJson } from "../http/request.ts";
import type { Call, SignedInCall } from "../http/route.ts";
import { answerIn, json } from "../http/respond.ts";
import type { AppealEffect } from "../email/templates.ts";
import { purgeListing } from "../moderation/visibility.ts";
import { move } from "../applications/status.ts";
import type { PictureChangeKind } from "../moderation/change-log.ts";
import { z } from "../../src/domain/zod.ts";
import { pageNumberField } from "../../src/domain/moderation.ts";
import {
  APPEALS_PAGE_SIZE,
  APPEAL_FILTERS,
  APPEAL_MONTHS,
  DECISION_MESSAGES,
  adminAppealShape,
  appealDecisionSchema,
  appealSchema,
  type AdminAppeal,
  type AppealFilter,
  type AppealOutcome,
  type AppealPage,
  type DecisionKind,
} from "../../src/domain/decisions.ts";
import { decisionById, mailMuse } from "./record.ts";
import { letPictureGo, restorePicture } from "./pictures.ts";

/**
 * Appeals (DSA Art. 20, decision 0050): a Muse appeals a statement of reasons about her profile once, within 6 months;
 * an admin upholds or reverses it with a reason, which she is mailed. Reversing lifts what the decision restricted.
 */

/**
 * POST /api/dashboard/decisions/:id/appeal `{ statement }`: her appeal of one of her own decisions. One statement
 * stores it only if the decision is hers, young enough and not appealed yet; anybody else's decision is not found.
 */
export async function appealDecision(call: SignedInCall) {
  const id = call.params.id;
  if (!isUuid(id)) throw notFound(DECISION_MESSAGES.decisionNotFound);
  const { statement } = await readJson(call.request, appealSchema);
  const stored = await queryOne<{ id: string }>(
    `INSERT INTO appeals (decision_id, statement)
     SELECT d.id, $3 FROM moderation_decisions d JOIN profiles p ON p.id = d.profile_id
      WHERE d.id = $1 AND p.user_id = $2 AND d.created_at > now() - make_interval(months => $4)
     ON CONFLICT (decision_id) DO NOTHING
     RETURNING id`,
    [id, call.session.userId, statement, APPEAL_MONTHS],
  );
  if (!stored) {
    const own = await queryOne<{ appealed: boolean; too_late: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM appeals a WHERE a.decision_id = d.id) AS appealed,
              d.created_at <= now() - make_interval(months => $3) AS too_late
         FROM moderation_decisions d JOIN profiles p ON p.id = d.profile_id
        WHERE d.id = $1 AND p.user_id = $2`,
      [id, call.session.userId, APPEAL_MONTHS],
    );
    if (!own) throw notFound(DECISION_MESSAGES.decisionNotFound);
    throw conflict(own.appealed ? DECISION_MESSAGES.appealAlreadySent : DECISION_MESSAGES.appealTooLate);
  }
  const decision = await decisionById(id);
  return json(answerIn({ decision, message: DECISION_MESSAGES.appealSent }, call.request), { status: 201 });
}

const APPEAL_COLUMNS = columnsOf(adminAppealShape, "a", {
  decision_id: "a",
  kind: "d",
  clause: "d",
  facts: "d",
  source: "d",
  image_url: "d",
  profile_id: "d",
  handle: "p",
  approval_status: "p",
}).replace("a.decision_created_at", "d.created_at AS decision_created_at");

const FILTER_SQL: Record<AppealFilter, { where: string; order: string }> = {
  open: { where: "a.status = 'open'", order: "a.created_at ASC, a.id" },
  decided: { where: "a.status <> 'open'", order: "a.decided_at DESC, a.id" },
  all: { where: "true", order: "(a.status = 'open') DESC, a.created_at DESC, a.id" },
};

const appealListQuerySchema = z.object({
  status: z._default(z.enum(APPEAL_FILTERS, "Unknown appeal status"), "open"),
  page: pageNumberField(),
});

/** GET /api/admin/appeals?status=open|decided|all&page=N (admin): open ones oldest first, decided newest first. */
export async function listAppeals(call: Call): Promise<AppealPage> {
  const { status, page } = parseQuery(call.request, appealListQuerySchema);
  const filter = FILTER_SQL[status];
  const [appeals, counts] = await Promise.all([
    queryShaped(
      adminAppealShape,
      `SELECT ${APPEAL_COLUMNS}
         FROM appeals a JOIN moderation_decisions d ON d.id = a.decision_id JOIN profiles p ON p.id = d.profile_id
        WHERE ${filter.where}
        ORDER BY ${filter.order}
        LIMIT $1 OFFSET $2`,
      [APPEALS_PAGE_SIZE, (page - 1) * APPEALS_PAGE_SIZE],
    ),
    queryOne<{ total: number; open: number }>(
      `SELECT (count(*) FILTER (WHERE ${filter.where}))::int AS total,
              (count(*) FILTER (WHERE a.status = 'open'))::int AS open
         FROM appeals a`,
    ),
  ]);
  return { appeals, page, page_size: APPEALS_PAGE_SIZE, total: counts!.total, open: counts!.open };
}

interface AppealedDecision {
  appeal_id: string;
  decision_id: string;
  profile_id: string;
  kind: DecisionKind;
  image_url: string | null;
  picture_kind: PictureChangeKind | null;
  picture_caption: string | null;
  picture_deleted_at: Date | null;
  ended_at: Date | null;
  handle: string;
  verification_id: string | null;
}

/**
 * Takes the profile back the way the application page does (reinstate a suspension, reopen a rejection), logged the
 * same way; false when it is no longer in the status the move leaves (the caller holds the profile's row lock).
 */
async function moveBack(
  tx: Queryable,
  profileId: string,
  action: "reinstate" | "reopen",
  adminUserId: string,
): Promise<boolean> {
  const { rows } = await tx.query<{ approval_status: string }>(`SELECT approval_status FROM profiles WHERE id = $1`, [
    profileId,
  ]);
  if (rows[0]?.approval_status !== (action === "reinstate" ? "Suspended" : "Rejected")) return false;
  await move(profileId, { action }, adminUserId, "own_initiative", tx);
  return true;
}

/** The effect of a reversal: what changed, as her mail says it, and what to do once it has committed. */
interface Reversal {
  effect: AppealEffect | null;
  after: () => Promise<void>;
}

/**
 * Lifts what the decision restricted, where it still holds: a suspension is reinstated, a removed picture goes back,
 * a declined verification becomes a verified profile, a rejected application goes back to review. A restriction
 * that already ended (she resubmitted, was reinstated) only has the decision reversed.
 */
async function reverse(tx: Queryable, appealed: AppealedDecision, adminUserId: string): Promise<Reversal> {
  const none: Reversal = { effect: null, after: async () => {} };
  const stillInForce = appealed.ended_at === null;
  switch (appealed.kind) {
    case "suspension": {
      if (!stillInForce || !(await moveBack(tx, appealed.profile_id, "reinstate", adminUserId))) return none;
      return {
        effect: "reinstated",
        after: () => purgeListing(appealed.profile_id),
      };
    }
    case "picture_removal": {
      if (appealed.picture_deleted_at !== null || !appealed.image_url || !appealed.picture_kind) return none;
      const picture = {
        profileId: appealed.profile_id,
        kind: appealed.picture_kind,
        imageUrl: appealed.image_url,
        caption: appealed.picture_caption,
      };
      if (await restorePicture(tx, picture)) {
        await recordAdminAction(tx, {
          type: "picture_restored",
          target: "profile",
          targetId: appealed.profile_id,
          adminUserId,
          details: { image_url: appealed.image_url, kind: appealed.picture_kind, appeal_id: appealed.appeal_id },
        });
        return {
          effect: "pictureBack",
          after: () => purgeProfileCache(appealed.handle),
        };
      }
      const discard = await letPictureGo(tx, appealed.decision_id, appealed.image_url);
      return {
        effect: "pictureReplaced",
        after: discard,
      };
    }
    case "verification_declined": {
      if (!stillInForce) return none;
      await tx.query(
        `UPDATE profiles SET photo_verified_at = now(), photo_verification_reminded_at = NULL WHERE id = $1`,
        [appealed.profile_id],
      );
      return {
        effect: "verified",
        after: () => purgeProfileCache(appealed.handle),
      };
    }
    case "rejection": {
      if (!stillInForce || !(await moveBack(tx, appealed.profile_id, "reopen", adminUserId))) return none;
      return {
        effect: "reopened",
        after: none.after,
      };
    }
    case "warning":
      return { effect: "warningWithdrawn", after: none.after };
    case "age_check_pause": {
      // Her listing comes back and her task starts its days again (decision 0066).
      if (!stillInForce) return none;
      await liftAgeCheckPause(tx, appealed.profile_id);
      await tx.query(`UPDATE profiles SET age_check_requested_at = now() WHERE id = $1`, [appealed.profile_id]);
      return { effect: "reinstated", after: () => purgeListing(appealed.profile_id) };
    }
  }
}

/**
 * POST /api/admin/appeals/:id/decision (admin) `{ outcome, reason }`: decides an open appeal once. The appeal, the
 * reversal's effects, the log and her mail commit together; the UPDATE matches only an open appeal.
 */
export async function decideAppeal(call: SignedInCall): Promise<{ appeal: AdminAppeal; message: string }> {
  const id = call.params.id;
  if (!isUuid(id)) throw notFound(DECISION_MESSAGES.appealNotFound);
  const { outcome, reason } = await readJson(call.request, appealDecisionSchema);
  const adminUserId = call.session.userId;
  const after = await transaction(async (tx) => {
    const { rows } = await tx.query<AppealedDecision & { status: string }>(
      `SELECT a.id AS appeal_id, a.status, d.id AS decision_id, d.profile_id, d.kind, d.image_url, d.picture_kind,
              d.picture_caption, d.picture_deleted_at, d.ended_at, d.verification_id, p.handle
         FROM appeals a JOIN moderation_decisions d ON d.id = a.decision_id JOIN profiles p ON p.id = d.profile_id
        WHERE a.id = $1 FOR UPDATE OF a, d, p`,
      [id],
    );
    const appealed = rows[0];
    if (!appealed) throw notFound(DECISION_MESSAGES.appealNotFound);
    if (appealed.status !== "open") throw conflict(DECISION_MESSAGES.appealAlreadyDecided);
    const { rowCount } = await tx.query(
      `UPDATE appeals SET status = $2, outcome_reason = $3, decided_at = now(), decided_by = $4
        WHERE id = $1 AND status = 'open'`,
      [id, outcome, reason, adminUserId],
    );
    if (rowCount === 0) throw conflict(DECISION_MESSAGES.appealAlreadyDecided);
    const result = outcome === "reversed" ? await reverse(tx, appealed, adminUserId) : await uphold(tx, appealed);
    if (outcome === "reversed")
      await tx.query(
        `UPDATE moderation_decisions SET reversed_at = now(),
                ended_at = CASE WHEN kind = 'warning' THEN NULL ELSE coalesce(ended_at, now()) END
          WHERE id = $1`,
        [appealed.decision_id],
      );
    await recordAdminAction(tx, {
      type: outcome === "reversed" ? "appeal_reversed" : "appeal_upheld",
      target: "profile",
      targetId: appealed.profile_id,
      adminUserId,
      details: { appeal_id: id, decision_id: appealed.decision_id, kind: appealed.kind, reason },
    });
    await mailMuse(tx, appealed.profile_id, (mails, handle) =>
      mails.appealDecided(handle, appealed.kind, outcome as AppealOutcome, reason, result.effect),
    );
    return result.after;
  });
  await after();
  const [appeal] = await queryShaped(
    adminAppealShape,
    `SELECT ${APPEAL_COLUMNS}
       FROM appeals a JOIN moderation_decisions d ON d.id = a.decision_id JOIN profiles p ON p.id = d.profile_id
      WHERE a.id = $1`,
    [id],
  );
  const message =
    outcome === "reversed" ? DECISION_MESSAGES.appealReversed.title : DECISION_MESSAGES.appealUpheld.title;
  return { appeal: appeal!, message };
}

/** An upheld picture removal can no longer be appealed: the kept picture goes now rather than in 6 months. */
async function uphold(tx: Queryable, appealed: AppealedDecision): Promise<Reversal> {
  if (appealed.kind === "picture_removal" && appealed.image_url && appealed.picture_deleted_at === null)
    return { effect: null, after: await letPictureGo(tx, appealed.decision_id, appealed.image_url) };
  return { effect: null, after: async () => {} };
}

import { transaction, type Queryable } from "../db/index.ts";
import { badRequest, conflict, notFound } from "../http/errors.ts";
import { readJson } from "../http/request.ts";
import type { SignedInCall } from "../http/route.ts";
import { recordAdminAction } from "../admin/actions.ts";
import { isUuid } from "../http/ids.ts";
import { sendMail } from "../email/index.ts";
import { mailsIn, type NoticeOutcome } from "../email/templates.ts";
import type { Locale } from "../../src/domain/locales.ts";
import { move } from "../applications/status.ts";
import { purgeListing } from "../moderation/visibility.ts";
import { purgeRemovedPicture, removePicture, type ShownPicture } from "../decisions/pictures.ts";
import { recordWarning } from "../decisions/warn.ts";
import {
  MODERATION_MESSAGES,
  adminReportShape,
  reportDecisionSchema,
  type AdminReport,
  type ReportDecision,
} from "../../src/domain/moderation.ts";
import type { DecisionKind } from "../../src/domain/decisions.ts";
import { queryShaped } from "../db/shaped.ts";
import { REPORT_COLUMNS } from "./list.ts";

interface OpenNotice {
  profile_id: string;
  handle: string;
  approval_status: string;
  image_url: string | null;
  reference: string;
  reporter_email: string | null;
  /** The language the notice was sent in: its outcome is written in it. */
  locale: Locale;
}

/** The open notice `id` and its profile, both locked; 404 when there is none, 409 when it was decided already. */
async function openNotice(tx: Queryable, id: string): Promise<OpenNotice> {
  const { rows } = await tx.query<OpenNotice & { status: string }>(
    `SELECT r.status, r.profile_id, p.handle, p.approval_status, r.image_url, r.reference, r.reporter_email, r.locale
       FROM profile_reports r JOIN profiles p ON p.id = r.profile_id
      WHERE r.id = $1 FOR UPDATE OF r, p`,
    [id],
  );
  const notice = rows[0];
  if (!notice) throw notFound(MODERATION_MESSAGES.reportNotFound);
  if (notice.status !== "open") throw conflict(MODERATION_MESSAGES.reportAlreadyClosed);
  return notice;
}

interface Acted {
  decisionId: string | null;
  kind: DecisionKind | null;
  after: () => Promise<void>;
}

/** Acts on the profile as the decision says, with its statement of reasons; nothing for dismiss and resolve. */
async function act(tx: Queryable, notice: OpenNotice, decision: ReportDecision, adminUserId: string): Promise<Acted> {
  const nothing: Acted = { decisionId: null, kind: null, after: async () => {} };
  switch (decision.action) {
    case "dismiss":
    case "resolve":
      return nothing;
    case "remove_picture": {
      if (notice.image_url === null) throw badRequest(MODERATION_MESSAGES.noticeNamesNoPicture);
      const picture: ShownPicture = {
        profileId: notice.profile_id,
        handle: notice.handle,
        kind: "gallery_image",
        imageUrl: notice.image_url,
      };
      const removed = await removePicture(tx, picture, {
        clause: decision.clause,
        reason: decision.reason,
        source: "notice",
        adminUserId,
      });
      return { decisionId: removed.decisionId, kind: "picture_removal", after: () => purgeRemovedPicture(picture) };
    }
    case "suspend": {
      const moved = await move(
        notice.profile_id,
        { action: "suspend", clause: decision.clause, reason: decision.reason },
        adminUserId,
        "notice",
        tx,
      );
      return { decisionId: moved.decisionId, kind: "suspension", after: () => purgeListing(notice.profile_id) };
    }
    case "warn": {
      const warning = await recordWarning(
        tx,
        { id: notice.profile_id, approval_status: notice.approval_status },
        { clause: decision.clause, reason: decision.reason, source: "notice", adminUserId },
      );
      return { ...nothing, decisionId: warning.id, kind: "warning" };
    }
  }
}

/**
 * PATCH /api/reports/:id (admin): decides an open notice once (decision 0050). `dismiss` and `resolve` close it with
 * a note; `remove_picture`, `suspend` and `warn` act on the profile with a statement of reasons (mailed to the Muse)
 * and close it, linked to that statement. The closing UPDATE matches only an open notice, so two admins deciding at
 * once cannot both win; the log entry, the statement and the reporter's outcome mail all commit with it.
 */
export async function decideReport(call: SignedInCall): Promise<{ report: AdminReport; notified: boolean }> {
  const id = call.params.id;
  if (!isUuid(id)) throw notFound(MODERATION_MESSAGES.reportNotFound);
  const decision = await readJson(call.request, reportDecisionSchema);
  const adminUserId = call.session.userId;
  const status = decision.action === "dismiss" ? "dismissed" : "resolved";
  const note = "note" in decision ? decision.note : decision.reason;
  const { report, notified, after } = await transaction(async (tx) => {
    const notice = await openNotice(tx, id);
    const acted = await act(tx, notice, decision, adminUserId);
    const [closed] = await queryShaped(
      adminReportShape,
      `WITH r AS (
         UPDATE profile_reports
            SET status = $2, resolution_note = $3, resolved_at = now(), resolved_by = $4, decision_id = $5
          WHERE id = $1 AND status = 'open'
          RETURNING *
       )
       SELECT ${REPORT_COLUMNS} FROM r JOIN profiles p ON p.id = r.profile_id`,
      [id, status, note, adminUserId, acted.decisionId],
      tx,
    );
    if (!closed) throw conflict(MODERATION_MESSAGES.reportAlreadyClosed);
    await recordAdminAction(tx, {
      type: status === "resolved" ? "report_resolved" : "report_dismissed",
      target: "profile_report",
      targetId: id,
      adminUserId,
      details: { profile_id: closed.profile_id, note, action: decision.action },
    });
    // The reporter who left an address is told the outcome (DSA Art. 16(5)); the Muse never sees the address.
    let notified = false;
    if (notice.reporter_email) {
      const outcome: NoticeOutcome =
        status === "dismissed"
          ? { acted: false }
          : { acted: true, kind: acted.kind, clause: "clause" in decision ? decision.clause : null };
      await sendMail(
        notice.reporter_email,
        mailsIn(notice.locale).noticeOutcome(notice.reference, notice.handle, outcome),
        tx,
      );
      notified = true;
    }
    return { report: closed, notified, after: acted.after };
  });
  await after();
  return { report, notified };
}

import { transaction } from "../db/index.ts";
import { conflict, notFound } from "../http/errors.ts";
import { readJson } from "../http/request.ts";
import type { SignedInCall } from "../http/route.ts";
import { recordAdminAction } from "../admin/actions.ts";
import { isUuid } from "../http/ids.ts";
import {
  MODERATION_MESSAGES,
  adminReportShape,
  reportDecisionSchema,
  type AdminReport,
} from "../../src/domain/moderation.ts";
import { queryShaped } from "../db/shaped.ts";
import { REPORT_COLUMNS } from "./list.ts";

/**
 * PATCH /api/reports/:id (admin) `{ status: "resolved" | "dismissed", note }`: closes an open report. The UPDATE
 * matches only an open report, so two admins deciding at once cannot both win; the log entry commits with it.
 */
export async function decideReport(call: SignedInCall): Promise<{ report: AdminReport }> {
  const id = call.params.id;
  if (!isUuid(id)) throw notFound(MODERATION_MESSAGES.reportNotFound);
  const decision = await readJson(call.request, reportDecisionSchema);
  if (decision.action !== "dismiss" && decision.action !== "resolve") throw conflict("Not yet");
  const status = decision.action === "dismiss" ? "dismissed" : "resolved";
  const adminUserId = call.session.userId;
  const report = await transaction(async (tx) => {
    const [closed] = await queryShaped(
      adminReportShape,
      `WITH r AS (
         UPDATE profile_reports SET status = $2, resolution_note = $3, resolved_at = now(), resolved_by = $4
          WHERE id = $1 AND status = 'open'
          RETURNING *
       )
       SELECT ${REPORT_COLUMNS} FROM r JOIN profiles p ON p.id = r.profile_id`,
      [id, status, decision.note, adminUserId],
      tx,
    );
    if (!closed) {
      const { rows: existing } = await tx.query(`SELECT 1 FROM profile_reports WHERE id = $1`, [id]);
      throw existing.length > 0
        ? conflict(MODERATION_MESSAGES.reportAlreadyClosed)
        : notFound(MODERATION_MESSAGES.reportNotFound);
    }
    await recordAdminAction(tx, {
      type: status === "resolved" ? "report_resolved" : "report_dismissed",
      target: "profile_report",
      targetId: id,
      adminUserId,
      details: { profile_id: closed.profile_id, note: decision.note },
    });
    return closed;
  });
  return { report };
}

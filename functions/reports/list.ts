import { queryOne } from "../db/index.ts";
import { parseQuery } from "../http/request.ts";
import type { Call } from "../http/route.ts";
import {
  REPORTS_PAGE_SIZE,
  reportListQuerySchema,
  adminReportShape,
  type ReportFilter,
  type ReportPage,
} from "../../src/domain/moderation.ts";
import { columnsOf, queryShaped } from "../db/shaped.ts";

/** Reads a report joined with its profile; `r` is profile_reports (or a row set of its shape), `p` profiles. */
export const REPORT_COLUMNS = columnsOf(adminReportShape, "r", { handle: "p", approval_status: "p" });

/** Fixed SQL per filter, chosen from a parsed value: nothing the caller typed reaches the text. */
const FILTER_SQL: Record<ReportFilter, string> = {
  open: "r.status = 'open'",
  closed: "r.status <> 'open'",
  all: "true",
};

/**
 * GET /api/reports?status=open|closed|all&page=N (admin), paged on the server: open urgent notices first, those that
 * she may be under 18 at the very top, then forced or trafficked, the oldest of each first; then the rest, newest
 * first.
 */
export async function listReports(call: Call): Promise<ReportPage> {
  const { status, page } = parseQuery(call.request, reportListQuerySchema);
  const where = FILTER_SQL[status];
  const [reports, counts] = await Promise.all([
    queryShaped(
      adminReportShape,
      `SELECT ${REPORT_COLUMNS} FROM profile_reports r JOIN profiles p ON p.id = r.profile_id
        WHERE ${where}
        ORDER BY (r.urgent AND r.status = 'open') DESC,
                 (r.reason = 'under_18' AND r.status = 'open') DESC,
                 CASE WHEN r.urgent AND r.status = 'open' THEN r.created_at END ASC,
                 r.created_at DESC, r.id
        LIMIT $1 OFFSET $2`,
      [REPORTS_PAGE_SIZE, (page - 1) * REPORTS_PAGE_SIZE],
    ),
    queryOne<{ total: number; open: number; urgent: number }>(
      `SELECT (count(*) FILTER (WHERE ${where}))::int AS total,
              (count(*) FILTER (WHERE r.status = 'open'))::int AS open,
              (count(*) FILTER (WHERE r.status = 'open' AND r.urgent))::int AS urgent
         FROM profile_reports r`,
    ),
  ]);
  return {
    reports,
    page,
    page_size: REPORTS_PAGE_SIZE,
    total: counts!.total,
    open: counts!.open,
    urgent: counts!.urgent,
  };
}

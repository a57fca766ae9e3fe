import { query, queryOne } from "../db/index.ts";
import { parse } from "../http/request.ts";
import type { Call } from "../http/route.ts";
import type { ApprovalStatus } from "../../src/domain/options.ts";
import {
  REPORTS_PAGE_SIZE,
  reportListQuerySchema,
  type ReportFilter,
  type ReportReason,
  type ReportStatus,
} from "../../src/domain/moderation.ts";

/** A report as an admin reads it: with the reported profile's id (its application's id), handle and status. */
export interface AdminReport {
  id: string;
  profile_id: string;
  handle: string;
  approval_status: ApprovalStatus;
  reason: ReportReason;
  details: string | null;
  status: ReportStatus;
  resolution_note: string | null;
  resolved_at: Date | null;
  created_at: Date;
}

export interface ReportPage {
  reports: AdminReport[];
  page: number;
  page_size: number;
  /** Reports matching the filter, on every page. */
  total: number;
  /** Open reports, whatever the filter. */
  open: number;
}

/** Reads a report joined with its profile; `r` is profile_reports (or a row set of its shape), `p` profiles. */
export const REPORT_COLUMNS = `r.id, r.profile_id, p.handle, p.approval_status, r.reason, r.details, r.status,
  r.resolution_note, r.resolved_at, r.created_at`;

/** Fixed SQL per filter, chosen from a parsed value: nothing the caller typed reaches the text. */
const FILTER_SQL: Record<ReportFilter, string> = {
  open: "r.status = 'open'",
  closed: "r.status <> 'open'",
  all: "true",
};

/** GET /api/reports?status=open|closed|all&page=N (admin): newest first, paged on the server. */
export async function listReports(call: Call): Promise<ReportPage> {
  const params = new URL(call.request.url).searchParams;
  const { status, page } = parse(reportListQuerySchema, {
    status: params.get("status") ?? undefined,
    page: params.get("page") ?? undefined,
  });
  const where = FILTER_SQL[status];
  const [reports, counts] = await Promise.all([
    query<AdminReport>(
      `SELECT ${REPORT_COLUMNS} FROM profile_reports r JOIN profiles p ON p.id = r.profile_id
        WHERE ${where}
        ORDER BY r.created_at DESC, r.id
        LIMIT $1 OFFSET $2`,
      [REPORTS_PAGE_SIZE, (page - 1) * REPORTS_PAGE_SIZE],
    ),
    queryOne<{ total: number; open: number }>(
      `SELECT (count(*) FILTER (WHERE ${where}))::int AS total,
              (count(*) FILTER (WHERE r.status = 'open'))::int AS open
         FROM profile_reports r`,
    ),
  ]);
  return { reports, page, page_size: REPORTS_PAGE_SIZE, total: counts!.total, open: counts!.open };
}

import { queryOne } from "../db/index.ts";
import type { AdminStats } from "../../src/domain/admin.ts";

/** GET /api/admin/stats (admin): the dashboard's numbers, in one statement. */
export async function getStats(): Promise<AdminStats> {
  const stats = await queryOne<AdminStats>(
    `WITH applications AS (
       SELECT count(*)::int AS total,
              (count(*) FILTER (WHERE approval_status = 'Pending'))::int AS pending,
              (count(*) FILTER (WHERE approval_status = 'Approved'))::int AS approved,
              (count(*) FILTER (WHERE approval_status = 'Rejected'))::int AS rejected,
              (count(*) FILTER (WHERE approval_status = 'Suspended'))::int AS suspended
         FROM profiles
     ), contacts AS (
       SELECT count(*)::int AS contacts, (count(*) FILTER (WHERE status = 'unread'))::int AS unread
         FROM contact_requests
     ), reports AS (
       SELECT count(*)::int AS open_reports FROM profile_reports WHERE status = 'open'
     )
     SELECT applications.*, contacts.*, reports.*,
            CASE WHEN total = 0 THEN 0 ELSE round(approved * 100.0 / total)::int END AS approval_rate
       FROM applications, contacts, reports`,
  );
  return stats!;
}

import { queryOne } from "../db/index.ts";
import type { Call } from "../http/route.ts";
import { ADMIN_PAGE_SIZE, listConditions, readListQuery, type PageInfo } from "../admin/paging.ts";
import { APPROVAL_STATUSES } from "../../src/domain/options.ts";
import { adminProfileShape, type AdminProfile } from "../../src/domain/profile.ts";
import { columnsOf, queryShaped } from "../db/shaped.ts";

/** Every profile field of SPEC §3, for admins only: the fields of the admin shape (src/domain/profile.ts). */
export const ADMIN_PROFILE_COLUMNS = columnsOf(adminProfileShape);

/**
 * GET /api/applications?status=&q=&page= (admin): one page of applications, newest first, by status and a
 * case-insensitive search over handle, city and e-mail (SPEC §5), with the counts of the "Showing X of Y" line.
 */
export async function listApplications(call: Call): Promise<{ applications: AdminProfile[] } & PageInfo> {
  const list = readListQuery(call.request, APPROVAL_STATUSES);
  const { where, params } = listConditions(list, "approval_status");
  const [applications, counts] = await Promise.all([
    queryShaped(
      adminProfileShape,
      `SELECT ${ADMIN_PROFILE_COLUMNS} FROM profiles WHERE ${where}
        ORDER BY created_at DESC, id LIMIT ${ADMIN_PAGE_SIZE} OFFSET $${params.length + 1}`,
      [...params, list.offset],
    ),
    queryOne<{ total: number; matching: number }>(
      `SELECT count(*)::int AS total, (count(*) FILTER (WHERE ${where}))::int AS matching FROM profiles`,
      params,
    ),
  ]);
  return { applications, ...counts!, page: list.page, page_size: ADMIN_PAGE_SIZE };
}

import type { Call } from "../http/route.ts";
import { readListPage, readListQuery, type ListSource, type PageInfo } from "../admin/paging.ts";
import { APPROVAL_STATUSES } from "../../src/domain/options.ts";
import { adminProfileShape, type AdminProfile } from "../../src/domain/profile.ts";
import { columnsOf } from "../db/shaped.ts";

/** Every profile field of SPEC §3, for admins only: the fields of the admin shape (src/domain/profile.ts). */
export const ADMIN_PROFILE_COLUMNS = columnsOf(adminProfileShape);

const APPLICATION_LIST: ListSource = {
  table: "profiles",
  columns: ADMIN_PROFILE_COLUMNS,
  statusColumn: "approval_status",
};

/**
 * GET /api/applications?status=&q=&page= (admin): one page of applications, newest first, by status and a
 * case-insensitive search over handle, city and e-mail (SPEC §5), with the counts of the "Showing X of Y" line.
 */
export async function listApplications(call: Call): Promise<{ applications: AdminProfile[] } & PageInfo> {
  const list = readListQuery(call.request, APPROVAL_STATUSES);
  const { rows: applications, ...page } = await readListPage(list, adminProfileShape, APPLICATION_LIST);
  return { applications, ...page };
}

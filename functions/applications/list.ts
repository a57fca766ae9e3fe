import { query, queryOne } from "../db/index.ts";
import type { Call } from "../http/route.ts";
import { ADMIN_PAGE_SIZE, listConditions, readListQuery, type PageInfo } from "../admin/paging.ts";
import { APPROVAL_STATUSES, type ApprovalStatus, type Availability } from "../../src/domain/options.ts";

/**
 * Every profile field of SPEC §3, for admins only. date_of_birth is a calendar date: read as text so no
 * time zone can shift it by a day on its way to JSON.
 */
export const ADMIN_PROFILE_COLUMNS = `id, user_id, handle, bio, city, categories, availability_status, approval_status,
  rejection_reason, profile_picture_url, feet_picture_url, birth_year, nationality, ethnicity, hair_color, tattoos,
  smoker, spoken_languages, onlyfans_link, telegram_handle, whatsapp_number, phone_number, email,
  to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth, how_found_us, admin_notes, reviewed_at, reviewed_by,
  approved_at, suspension_reason, suspended_at, paused_at, created_at`;

export interface AdminProfile {
  id: string;
  user_id: string | null;
  handle: string;
  bio: string;
  city: string;
  categories: string[];
  availability_status: Availability;
  approval_status: ApprovalStatus;
  rejection_reason: string | null;
  profile_picture_url: string | null;
  feet_picture_url: string | null;
  birth_year: number | null;
  nationality: string | null;
  ethnicity: string | null;
  hair_color: string | null;
  tattoos: boolean | null;
  smoker: boolean | null;
  spoken_languages: string[];
  onlyfans_link: string | null;
  telegram_handle: string | null;
  whatsapp_number: string | null;
  phone_number: string | null;
  email: string | null;
  date_of_birth: string | null;
  how_found_us: string | null;
  admin_notes: string | null;
  reviewed_at: Date | null;
  reviewed_by: string | null;
  approved_at: Date | null;
  suspension_reason: string | null;
  suspended_at: Date | null;
  /** Set while the muse has paused her own listing. */
  paused_at: Date | null;
  created_at: Date;
}

/**
 * GET /api/applications?status=&q=&page= (admin): one page of applications, newest first, by status and a
 * case-insensitive search over handle, city and e-mail (SPEC §5), with the counts of the "Showing X of Y" line.
 */
export async function listApplications(call: Call): Promise<{ applications: AdminProfile[] } & PageInfo> {
  const list = readListQuery(call.request, APPROVAL_STATUSES);
  const { where, params } = listConditions(list, "approval_status");
  const [applications, counts] = await Promise.all([
    query<AdminProfile>(
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

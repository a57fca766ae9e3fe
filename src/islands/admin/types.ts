import type { ApprovalStatus, Availability, ContactStatus } from "../../domain/options.ts";
import type { AdminAction as StoredAdminAction } from "../../../functions/admin/actions.ts";
import type { ProfileChange as StoredProfileChange } from "../../../functions/moderation/changes.ts";
import type { ReportPage as StoredReportPage } from "../../../functions/reports/list.ts";

/** A server row as it arrives over JSON: its dates are ISO strings. */
type AsJson<Row> = {
  [Key in keyof Row]: Row[Key] extends Date ? string : Row[Key] extends Date | null ? string | null : Row[Key];
};

/** Every profile field of SPEC §3, as GET /api/applications returns it to an admin. */
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
  reviewed_at: string | null;
  reviewed_by: string | null;
  approved_at: string | null;
  suspension_reason: string | null;
  suspended_at: string | null;
  paused_at: string | null;
  created_at: string;
}

/** The account an application is linked to (GET /api/applications/:id). */
export interface ApplicantAccount {
  email: string;
  email_verified: boolean;
}

/** One entry of the admin log, as GET /api/applications/:id returns it. */
export type AdminAction = AsJson<StoredAdminAction>;

export interface ContactRequest {
  id: string;
  name: string;
  email: string;
  subject: string | null;
  message: string;
  status: ContactStatus;
  admin_response: string | null;
  processed_at: string | null;
  processed_by: string | null;
  created_at: string;
}

export interface AdminStats {
  total: number;
  pending: number;
  approved: number;
  rejected: number;
  suspended: number;
  contacts: number;
  unread: number;
  approval_rate: number;
  open_reports: number;
}

/** A visitor's report as GET /api/reports returns it; profile_id is also the application's id. */
export type AdminReport = AsJson<StoredReportPage["reports"][number]>;

/** The counts GET /api/reports answers beside its rows. */
export type ReportCounts = Omit<StoredReportPage, "reports">;

/** One row of GET /api/admin/changes. */
export type ProfileChange = AsJson<StoredProfileChange>;

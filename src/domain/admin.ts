import { z } from "./zod.ts";
import { MAIL_STATUSES } from "./mail.ts";
import { timestamp } from "./shapes.ts";

/** The admin dashboard's numbers (GET /api/admin/stats). */
export const adminStatsShape = z.object({
  total: z.number().check(z.int()),
  pending: z.number().check(z.int()),
  approved: z.number().check(z.int()),
  rejected: z.number().check(z.int()),
  suspended: z.number().check(z.int()),
  contacts: z.number().check(z.int()),
  unread: z.number().check(z.int()),
  /** Approved as a whole percent of all applications; 0 when there are none (SPEC §9). */
  approval_rate: z.number().check(z.int()),
  /** Visitors' reports no admin has resolved or dismissed yet. */
  open_reports: z.number().check(z.int()),
  /** Of the open reports, those with an urgent reason (under 18, forced or trafficked). */
  urgent_reports: z.number().check(z.int()),
  /** Appeals of statements of reasons no admin has decided yet. */
  open_appeals: z.number().check(z.int()),
  /** Verification pictures waiting for an admin's decision. */
  open_verifications: z.number().check(z.int()),
  /** Mails the mail server has refused at least once and that have not gone out since (retrying or given up). */
  undelivered_mail: z.number().check(z.int()),
});
export type AdminStats = z.infer<typeof adminStatsShape>;

/** A mail the admin should know about: not delivered yet after a refusal, or given up on. The body stays private. */
export const undeliveredMailShape = z.object({
  id: z.string(),
  kind: z.string(),
  to_address: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().check(z.int()),
  last_error: z.nullable(z.string()),
  created_at: timestamp(),
});
export type UndeliveredMail = z.infer<typeof undeliveredMailShape>;

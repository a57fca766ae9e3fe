import { z } from "zod";

/** The admin dashboard's numbers (GET /api/admin/stats). */
export const adminStatsShape = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  suspended: z.number().int(),
  contacts: z.number().int(),
  unread: z.number().int(),
  /** Approved as a whole percent of all applications; 0 when there are none (SPEC §9). */
  approval_rate: z.number().int(),
  /** Visitors' reports no admin has resolved or dismissed yet. */
  open_reports: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsShape>;

import { columnsOf, queryOneShaped } from "../db/shaped.ts";
import type { SignedInCall } from "../http/route.ts";
import { rejectedApplicationShape, type RejectedApplication } from "../../src/domain/application.ts";

/**
 * GET /api/applications/mine: the caller's Rejected application, the one state in which it can be submitted again,
 * or null. The answers are her own, how_found_us included; admin notes and reviewer never leave the admin pages.
 */
export async function getOwnRejectedApplication(
  call: SignedInCall,
): Promise<{ application: RejectedApplication | null }> {
  const application = await queryOneShaped(
    rejectedApplicationShape,
    `SELECT ${columnsOf(rejectedApplicationShape)} FROM profiles WHERE user_id = $1 AND approval_status = 'Rejected'`,
    [call.session.userId],
  );
  return { application: application ?? null };
}

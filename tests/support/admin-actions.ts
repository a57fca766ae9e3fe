import { expect } from "vitest";
import { query } from "../../functions/db/index.ts";
import type { TestUser } from "./api.ts";

/** The admin_actions rows about one target (an application, a contact request, a report), oldest first. */
export function adminActionsOn(targetId: string) {
  return query<Record<string, any>>(`SELECT * FROM admin_actions WHERE target_id = $1 ORDER BY created_at, id`, [
    targetId,
  ]);
}

/** Expects the log to hold one row about `targetId`: `action`, taken by `admin`. */
export async function expectLoggedOnce(
  targetId: string,
  admin: TestUser,
  action: { action_type: string; target_type: string; details: Record<string, unknown> },
): Promise<void> {
  expect(await adminActionsOn(targetId)).toMatchObject([
    { ...action, admin_identifier: "admin", admin_user_id: admin.id },
  ]);
}

import { queryOne } from "../db/index.ts";
import type { Handler } from "../http/route.ts";
import { currentSession } from "./session.ts";
import type { ApprovalStatus, Role, UserType } from "../../src/domain/options.ts";

export interface AccountUser {
  id: string;
  email: string;
  user_type: UserType;
  email_verified: boolean;
}

/** Who the signed-in person is, as the browser needs it: never the password hash or anything private. */
export interface UserSummary {
  user: AccountUser;
  roles: Role[];
  profile: { id: string; handle: string; approval_status: ApprovalStatus } | null;
  /**
   * Whether the header offers My Dashboard: only to an account with a Muse profile or application (any status). A
   * seeker's account, or an admin's without a profile, has nothing there (issue 45 item 8).
   */
  dashboard: boolean;
}

export async function loadUserSummary(userId: string): Promise<UserSummary | null> {
  const row = await queryOne<AccountUser & { roles: Role[]; profile: UserSummary["profile"] }>(
    `SELECT u.id, u.email, u.user_type, u.email_verified_at IS NOT NULL AS email_verified,
            coalesce((SELECT array_agg(r.role ORDER BY r.role) FROM user_roles r WHERE r.user_id = u.id), '{}') AS roles,
            (SELECT json_build_object('id', p.id, 'handle', p.handle, 'approval_status', p.approval_status)
               FROM profiles p WHERE p.user_id = u.id) AS profile
       FROM users u
      WHERE u.id = $1`,
    [userId],
  );
  if (!row) return null;
  const { roles, profile, ...user } = row;
  return { user, roles, profile: profile ?? null, dashboard: profile !== null };
}

/** GET /api/auth/session: the caller's account, or `{ user: null }` when signed out. */
export const getSession: Handler = async (call) => {
  const session = await currentSession(call.request, call.headers);
  if (!session) return { user: null };
  return (await loadUserSummary(session.userId)) ?? { user: null };
};

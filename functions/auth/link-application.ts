import { isUniqueViolation, queryOne } from "../db/index.ts";
import { ApiError, conflict, notFound, unauthorized } from "../http/errors.ts";
import { readJson } from "../http/request.ts";
import type { Handler } from "../http/route.ts";
import { currentSession } from "./session.ts";
import { AUTH_MESSAGES, linkApplicationSchema } from "../../src/domain/auth.ts";
import { SUPPORT_EMAIL } from "../../src/domain/brand.ts";

export const LINK_MESSAGES = {
  notFound: "Application not found",
  linkedElsewhere: "This application is already linked to another account",
  alreadyHasProfile: "Your account already has a Muse profile",
  alreadyLive: `This profile is already live. Please contact ${SUPPORT_EMAIL} to link it to your account.`,
} as const;

/**
 * Links the unlinked application with this handle to the user and grants the muse role, in one
 * statement so two concurrent claims cannot both win. Live (Approved) profiles are never claimable:
 * their handles are public, so anyone could otherwise take one over.
 */
export async function linkApplicationToUser(userId: string, handle: string): Promise<void> {
  let linked: { id: string } | undefined;
  try {
    linked = await queryOne<{ id: string }>(
      `WITH linked AS (
         UPDATE profiles SET user_id = $1, updated_at = now()
          WHERE lower(handle) = lower($2) AND user_id IS NULL AND approval_status <> 'Approved'
            AND NOT EXISTS (SELECT 1 FROM profiles own WHERE own.user_id = $1)
          RETURNING id
       ), role AS (
         INSERT INTO user_roles (user_id, role) SELECT $1, 'muse' FROM linked ON CONFLICT DO NOTHING
       )
       SELECT id FROM linked`,
      [userId, handle],
    );
  } catch (error) {
    // profiles.user_id is unique: a concurrent link for the same user lost the race.
    if (isUniqueViolation(error)) throw conflict(LINK_MESSAGES.alreadyHasProfile);
    throw error;
  }
  if (linked) return;
  const reason = await whyNotLinked(userId, handle);
  if (reason) throw reason;
}

/** Tells the caller why nothing was linked; an application already theirs counts as linked. */
async function whyNotLinked(userId: string, handle: string): Promise<ApiError | undefined> {
  const target = await queryOne<{ user_id: string | null; approval_status: string }>(
    `SELECT user_id, approval_status FROM profiles WHERE lower(handle) = lower($1)`,
    [handle],
  );
  if (!target) return notFound(LINK_MESSAGES.notFound);
  if (target.user_id === userId) return undefined;
  if (target.user_id) return conflict(LINK_MESSAGES.linkedElsewhere);
  if (target.approval_status === "Approved") return conflict(LINK_MESSAGES.alreadyLive);
  return conflict(LINK_MESSAGES.alreadyHasProfile);
}

/** POST /api/auth/link-application `{ application_handle }` */
export const linkApplication: Handler = async (call) => {
  const session = await currentSession(call.request, call.headers);
  if (!session) throw unauthorized(AUTH_MESSAGES.noUser);
  const { application_handle } = await readJson(call.request, linkApplicationSchema);
  await linkApplicationToUser(session.userId, application_handle);
  return { success: true };
};

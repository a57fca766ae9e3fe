import type { Handler } from "../http/route.ts";
import { currentSession } from "./session.ts";
import { ROLES, type Role } from "../../src/domain/options.ts";

function isRole(value: string | null): value is Role {
  return (ROLES as readonly string[]).includes(value ?? "");
}

/** GET /api/auth/has-role?role=admin: false when signed out, for an unknown role, or when the check fails (SPEC §4). */
export const hasRole: Handler = async (call) => {
  const role = new URL(call.request.url).searchParams.get("role");
  if (!isRole(role)) return { has_role: false };
  try {
    const session = await currentSession(call.request, call.headers);
    return { has_role: Boolean(session?.roles.includes(role)) };
  } catch (error) {
    console.error("Error fetching user roles", error);
    return { has_role: false };
  }
};

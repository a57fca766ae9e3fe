import { describe, expect, it } from "vitest";
import { createProfile, createUser } from "../support/api.ts";
import { auth } from "../support/auth.ts";

/**
 * Issue 45 item 8: the server decides whether the header offers My Dashboard (`dashboard` in GET /api/auth/session):
 * only an account with a Muse profile or application has one.
 */
const session = async (cookie: string) => (await auth("GET", "session", { cookie })).data;

describe("GET /api/auth/session: My Dashboard", () => {
  it("is not offered to a seeker's account", async () => {
    const seeker = await createUser();
    expect(await session(seeker.cookie)).toMatchObject({ roles: ["seeker"], profile: null, dashboard: false });
  });

  it("is not offered to a muse account whose application is not linked yet, nor to an admin without a profile", async () => {
    const muse = await createUser(["muse"], "muse");
    expect(await session(muse.cookie)).toMatchObject({ profile: null, dashboard: false });
    const admin = await createUser(["admin"]);
    expect(await session(admin.cookie)).toMatchObject({ profile: null, dashboard: false });
  });

  it.each(["Pending", "Approved", "Rejected", "Suspended"] as const)(
    "is offered to an account with a %s application",
    async (approval_status) => {
      const user = await createUser(["muse"], "muse");
      const profile = await createProfile({
        user_id: user.id,
        approval_status,
        ...(approval_status === "Suspended"
          ? { suspension_reason: "Under review.", suspended_at: new Date().toISOString() }
          : {}),
      });
      expect(await session(user.cookie)).toMatchObject({ profile: { id: profile.id }, dashboard: true });
    },
  );

  it("is offered to an admin who has a profile too", async () => {
    const admin = await createUser(["admin", "muse"], "muse");
    await createProfile({ user_id: admin.id, approval_status: "Approved" });
    expect(await session(admin.cookie)).toMatchObject({ dashboard: true });
  });
});

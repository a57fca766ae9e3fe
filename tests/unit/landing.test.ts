import { describe, expect, it } from "vitest";
import { homeFor } from "../../src/islands/auth/SignInForm.tsx";

const user = { id: "u", email: "a@example.test", user_type: "seeker", email_verified: true } as const;
const profile = { id: "p", handle: "anna", approval_status: "Approved" } as const;

describe("where a sign-in on /auth lands", () => {
  it("an admin in the admin panel, whatever the page's language", () => {
    expect(homeFor({ user, roles: ["admin", "seeker"], profile: null }, "en")).toBe("/admin");
    expect(homeFor({ user, roles: ["admin"], profile: null }, "pl")).toBe("/admin");
  });

  it("a Muse on her dashboard and a seeker in the directory, in her language", () => {
    expect(homeFor({ user, roles: ["muse"], profile }, "de")).toBe("/de/muse-dashboard");
    expect(homeFor({ user, roles: ["seeker"], profile: null }, "en")).toBe("/directory");
    expect(homeFor({ user, roles: ["seeker"], profile: null }, "pl")).toBe("/pl/directory");
  });
});

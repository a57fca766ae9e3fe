import { describe, expect, it } from "vitest";
import { matchesApplication, matchesContact } from "../../src/islands/admin/filters.ts";

const application = {
  approval_status: "Pending" as const,
  handle: "ClaraHeels",
  city: "Geneva",
  email: "clara@example.com",
};
const contact = {
  status: "unread" as const,
  name: "Jonas Weber",
  email: "jonas@example.com",
  subject: null,
  message: "How do you verify the Muses?",
};

describe("application search and status filter", () => {
  it("matches handle, city and e-mail regardless of case", () => {
    expect(matchesApplication(application, "all", "claraheels")).toBe(true);
    expect(matchesApplication(application, "all", "GENEVA")).toBe(true);
    expect(matchesApplication(application, "all", "@EXAMPLE")).toBe(true);
  });
  it("does not search the bio or other fields", () => {
    expect(matchesApplication(application, "all", "Hamburg")).toBe(false);
  });
  it("narrows by status, 'all' disables the filter", () => {
    expect(matchesApplication(application, "Approved", "")).toBe(false);
    expect(matchesApplication(application, "Pending", "  ")).toBe(true);
    expect(matchesApplication({ ...application, email: null }, "all", "clara@")).toBe(false);
  });
});

describe("contact search and status filter", () => {
  it("matches name, e-mail, subject and message regardless of case", () => {
    expect(matchesContact(contact, "all", "WEBER")).toBe(true);
    expect(matchesContact(contact, "all", "jonas@")).toBe(true);
    expect(matchesContact({ ...contact, subject: "Verification question" }, "all", "QUESTION")).toBe(true);
    expect(matchesContact(contact, "all", "verify the")).toBe(true);
    expect(matchesContact(contact, "all", "Milan")).toBe(false);
  });
  it("narrows by status", () => {
    expect(matchesContact(contact, "responded", "")).toBe(false);
    expect(matchesContact(contact, "unread", "")).toBe(true);
  });
});

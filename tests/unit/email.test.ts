import { describe, expect, it } from "vitest";
import { signInSchema, signUpFormSchema } from "../../src/domain/auth.ts";
import { contactSchema } from "../../src/domain/contact.ts";
import { profileEditSchema } from "../../src/domain/profile.ts";
import { isHandle } from "../../src/domain/application.ts";

describe("one e-mail rule wherever an address is stored or compared", () => {
  it("trims and lower-cases the address of a sign-in, a contact request and a profile", () => {
    expect(signInSchema.shape.email.parse("  Jonas.Weber@Example.COM ")).toBe("jonas.weber@example.com");
    expect(signUpFormSchema.shape.email.parse("Jonas.Weber@Example.COM")).toBe("jonas.weber@example.com");
    expect(contactSchema.shape.email.parse(" Jonas.Weber@Example.COM")).toBe("jonas.weber@example.com");
    expect(profileEditSchema.shape.email.parse("Jonas.Weber@Example.COM ")).toBe("jonas.weber@example.com");
  });

  it("keeps an empty profile address empty", () => {
    expect(profileEditSchema.shape.email.parse("  ")).toBeNull();
  });
});

describe("a handle from a URL", () => {
  it.each([
    ["VelvetSoles", true],
    ["v.s_2-x", true],
    ["V", false],
    ["V".repeat(51), false],
    [" VelvetSoles", false],
    ["-velvet", false],
    ["velvet soles", false],
  ])("%j is a handle the site could have issued: %s", (handle, expected) => {
    expect(isHandle(handle)).toBe(expected);
  });
});

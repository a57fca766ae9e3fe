import { describe, expect, it } from "vitest";
import { applicationSchema } from "../../src/domain/application.ts";
import { signUpFormSchema, signInSchema } from "../../src/domain/auth.ts";
import { profileEditSchema } from "../../src/domain/profile.ts";
import { articleSchema } from "../../src/domain/blog.ts";
import { english } from "../support/messages.ts";
import { BLANK_FORM_FACTS } from "../support/profile-edit.ts";

const messages = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join(".")}: ${english(issue.message)}`) ?? [];

const validApplication = {
  handle: "VelvetSoles",
  city: "Zurich",
  categories: ["Foot Worship"],
  bio: "A warm and discreet Muse from Zurich.",
  phone_number: "+41 79 123 45 67",
  how_found_us: "Reddit",
  age_confirmed: true,
  terms_accepted: true,
};

describe("application form rules (SPEC §5)", () => {
  it("accepts a complete application", () => {
    expect(applicationSchema.safeParse(validApplication).success).toBe(true);
  });

  it.each([
    [{ handle: "V" }, "handle: Handle must be at least 2 characters"],
    [{ handle: "V".repeat(51) }, "handle: Handle must be less than 50 characters"],
    [{ bio: "Too short." }, "bio: Bio must be at least 20 characters"],
    [{ bio: "x".repeat(501) }, "bio: Bio must be less than 500 characters"],
    [{ categories: [] }, "categories: Please select at least one service"],
    [{ phone_number: "12345" }, "phone_number: Please provide a valid phone number"],
  ])("refuses %o with the spec's message", (change, expected) => {
    expect(messages(applicationSchema.safeParse({ ...validApplication, ...change }))).toContain(expected);
  });

  it("refuses a city outside the directory and an unknown referral source", () => {
    expect(applicationSchema.safeParse({ ...validApplication, city: "Paris" }).success).toBe(false);
    expect(applicationSchema.safeParse({ ...validApplication, how_found_us: "Billboard" }).success).toBe(false);
  });

  it("requires both confirmation checkboxes", () => {
    expect(applicationSchema.safeParse({ ...validApplication, age_confirmed: false }).success).toBe(false);
    expect(applicationSchema.safeParse({ ...validApplication, terms_accepted: false }).success).toBe(false);
  });
});

describe("sign-up and sign-in rules", () => {
  it("shows 'Passwords don't match' on the confirm field", () => {
    const result = signUpFormSchema.safeParse({
      email: "a@b.ch",
      password: "longenough",
      confirmPassword: "different1",
    });
    expect(messages(result)).toEqual(["confirmPassword: Passwords don't match"]);
  });

  it("asks for a valid email and 8-character passwords", () => {
    const result = signUpFormSchema.safeParse({ email: "nope", password: "short", confirmPassword: "short" });
    expect(messages(result)).toEqual(
      expect.arrayContaining([
        "email: Please enter a valid email",
        "password: Password must be at least 8 characters",
        "confirmPassword: Password must be at least 8 characters",
      ]),
    );
  });

  it("requires a password to sign in", () => {
    expect(messages(signInSchema.safeParse({ email: "a@b.ch", password: "" }))).toEqual([
      "password: Password is required",
    ]);
  });
});

describe("profile edit rules", () => {
  const valid = {
    bio: "A warm and discreet Muse from Zurich.",
    city: "Zurich",
    availability_status: "Available",
    categories: ["Foot Worship"],
    ...BLANK_FORM_FACTS,
    smoker: false,
    spoken_languages: ["English"],
    telegram_handle: "",
    whatsapp_number: " ",
    call_number: "",
    email: "",
    onlyfans_link: "",
  };

  it("stores empty optional values as null", () => {
    const result = profileEditSchema.parse(valid);
    expect(result).toMatchObject({
      birth_year: null,
      nationality: null,
      telegram_handle: null,
      whatsapp_number: null,
      call_number: null,
      email: null,
      onlyfans_link: null,
      smoker: false,
    });
  });

  it("refuses a link that is not a URL and a bio over 1000 characters", () => {
    expect(messages(profileEditSchema.safeParse({ ...valid, onlyfans_link: "not a url" }))).toContain(
      "onlyfans_link: Please enter a valid URL",
    );
    expect(messages(profileEditSchema.safeParse({ ...valid, bio: "x".repeat(1001) }))).toContain(
      "bio: Bio must be less than 1000 characters",
    );
  });
});

describe("blog article form", () => {
  it("derives the slug from the title and the meta title from the title when empty", () => {
    const article = articleSchema.parse({ title: "Hello,  World -- Again!", content: "Body" });
    expect(article.slug).toBe("hello-world-again");
    expect(article.meta_title).toBe("Hello,  World -- Again!");
  });
});

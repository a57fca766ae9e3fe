import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { applicationSchema, type ApplicationInput } from "../../src/domain/application.ts";
import { applicationFormData, applicationFromFormData } from "../../src/domain/application-form.ts";
import { CITIES } from "../../src/domain/cities.ts";
import { CATEGORIES, REFERRAL_SOURCES } from "../../src/domain/options.ts";
import { forbiddenWording } from "../../src/domain/forbidden-wording.ts";
import { textField, uploadedFile } from "../../functions/images/upload.ts";

/** The application's form data is written by the form and read by POST /api/applications with the server's reader. */
const readBack = (form: FormData) => applicationSchema.parse(applicationFromFormData(form, textField));

const application: ApplicationInput = {
  handle: "VelvetSoles",
  city: "Zurich",
  categories: ["Foot Worship", "Pedicure Sessions"],
  bio: "A warm and discreet Muse from Zurich.",
  phone_number: "+41 79 123 45 67",
  how_found_us: "Reddit",
  age_confirmed: true,
  terms_accepted: true,
  email: "velvet@example.com",
};

/** Text as the schema keeps it: trimmed, NUL-free, within the lengths the schema allows. */
const text = (min: number, max: number) =>
  fc
    .string({ minLength: min, maxLength: max, unit: "grapheme" })
    .filter(
      (value) => !value.includes("\u0000") && value.trim() === value && value.length >= min && value.length <= max,
    );

describe("the application's form data", () => {
  it("reads back the application it wrote, pictures included", async () => {
    const profile = new Blob([new Uint8Array([1, 2, 3])], { type: "image/jpeg" });
    const feet = new Blob([new Uint8Array([4, 5])], { type: "image/jpeg" });
    const form = applicationFormData(application, { profile_picture: profile, feet_picture: feet });
    expect(readBack(form)).toEqual(application);
    expect(await uploadedFile(form, "profile_picture")).toEqual(new Uint8Array([1, 2, 3]));
    expect(await uploadedFile(form, "feet_picture")).toEqual(new Uint8Array([4, 5]));
  });

  it("leaves out the e-mail and the pictures not given", async () => {
    const { email: _email, ...signedIn } = application;
    const form = applicationFormData(signedIn);
    expect(form.has("email")).toBe(false);
    expect(readBack(form)).toEqual({ ...signedIn, email: undefined });
    expect(await uploadedFile(form, "profile_picture")).toBeNull();
    expect(await uploadedFile(form, "feet_picture")).toBeNull();
  });

  it("reads back any valid application it wrote", () => {
    fc.assert(
      fc.property(
        fc.record({
          handle: fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{1,49}$/),
          city: fc.constantFrom(...CITIES),
          categories: fc.uniqueArray(fc.constantFrom(...CATEGORIES), { minLength: 1 }),
          // A bio the wording rules refuse (tests/unit/forbidden-wording.test.ts) is no valid application.
          bio: text(20, 500).filter((bio) => forbiddenWording(bio) === undefined),
          phone_number: text(10, 30),
          how_found_us: fc.constantFrom(...REFERRAL_SOURCES),
          age_confirmed: fc.constant(true as const),
          terms_accepted: fc.constant(true as const),
          email: fc.option(fc.constantFrom("a@example.com", "muse.name+tag@example.org"), { nil: undefined }),
        }),
        (input) => {
          expect(readBack(applicationFormData(input))).toEqual(input);
        },
      ),
      { numRuns: 300 },
    );
  });
});

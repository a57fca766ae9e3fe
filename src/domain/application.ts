import { z } from "./zod.ts";
import { CITIES } from "./cities.ts";
import { CATEGORIES, REFERRAL_SOURCES } from "./options.ts";
import { emailSchema } from "./email.ts";
import { BIO_MIN, BIO_MAX, HANDLE_LENGTH, HANDLE_PATTERN } from "./limits.ts";
import { trimmedText } from "./text.ts";
import { withoutForbiddenWording } from "./forbidden-wording.ts";
import { RULE_MESSAGES } from "./rule-texts.ts";
export { BIO_MIN, BIO_MAX, CLAIM_DAYS, HANDLE_PATTERN } from "./limits.ts";

export { APPLICATION_MESSAGES } from "./messages.ts";

export const handleSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(HANDLE_LENGTH.min, RULE_MESSAGES.handle.tooShort),
    z.maxLength(HANDLE_LENGTH.max, RULE_MESSAGES.handle.tooLong),
    z.regex(HANDLE_PATTERN, RULE_MESSAGES.handle.characters),
  );

/** A handle the site could have issued, exactly as written (no surrounding spaces): only such a handle names a muse. */
export const isHandle = (value: string): boolean => value === value.trim() && handleSchema.safeParse(value).success;

/** The services a muse offers: the application and the profile edit apply the same rule. */
export const categoriesSchema = z.array(z.enum(CATEGORIES, RULE_MESSAGES.services.invalid)).check(
  z.minLength(1, RULE_MESSAGES.services.required),
  z.maxLength(CATEGORIES.length),
  z.refine((categories) => new Set(categories).size === categories.length, RULE_MESSAGES.services.repeated),
);

/** A bio: the application and the profile apply the same rule, each with its own maximum, and no forbidden wording. */
export const bioSchema = (form: keyof typeof BIO_MAX) =>
  trimmedText(
    [BIO_MIN, RULE_MESSAGES.bio.tooShort],
    [BIO_MAX[form], form === "application" ? RULE_MESSAGES.bio.tooLongApplication : RULE_MESSAGES.bio.tooLongProfile],
  ).check(withoutForbiddenWording());

/**
 * A choice the form starts without: any string (or false) comes in, as the form holds it before anything is picked,
 * and only one of the values goes out, with the message of the choice.
 */
const chosen = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.pipe(z.string(message), z.enum(values, message));
const confirmed = (message: string) => z.pipe(z.boolean(message), z.literal(true, message));

/** The muse application (SPEC §5). The pictures travel as files beside these fields. */
export const applicationSchema = z.object({
  handle: handleSchema,
  city: chosen(CITIES, RULE_MESSAGES.application.city),
  categories: categoriesSchema,
  bio: bioSchema("application"),
  phone_number: trimmedText([10, RULE_MESSAGES.application.phone], [30, RULE_MESSAGES.application.phone]),
  how_found_us: chosen(REFERRAL_SOURCES, RULE_MESSAGES.application.howFoundUs),
  age_confirmed: confirmed(RULE_MESSAGES.application.ageConfirmed),
  terms_accepted: confirmed(RULE_MESSAGES.application.termsAccepted),
  /**
   * Where the link to claim the application is mailed. Asked only when sent signed out (signed in, the account's
   * address is known), and then required: the schema cannot know who is signed in, so the form and the server
   * (`readApplication` in functions/applications/submit.ts) ask for it with EMAIL_INVALID.
   */
  email: z.pipe(
    z.transform((value) => (value === "" || value === null ? undefined : value)),
    z.optional(emailSchema),
  ),
});
export type ApplicationInput = z.infer<typeof applicationSchema>;

/**
 * A Rejected application as its owner sends it again (GET /api/applications/mine): her own answers, her pictures and
 * why it was rejected.
 */
export const rejectedApplicationShape = z.object({
  handle: z.string(),
  city: z.enum(CITIES),
  categories: z.array(z.enum(CATEGORIES)),
  bio: z.string(),
  phone_number: z.string(),
  how_found_us: z.string(),
  profile_picture_url: z.nullable(z.string()),
  feet_picture_url: z.nullable(z.string()),
  rejection_reason: z.nullable(z.string()),
});
export type RejectedApplication = z.infer<typeof rejectedApplicationShape>;

/** "Send the link again" on /auth: the application's handle and the address given with it. */
export const claimLinkSchema = z.object({ handle: handleSchema, email: emailSchema });
/** The form of "Send the link again", whose handle comes from the address. */
export const claimLinkEmailSchema = z.pick(claimLinkSchema, { email: true });

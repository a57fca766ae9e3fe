import { z } from "./zod.ts";
import type { Decision } from "./decisions.ts";
import type { OwnVerification } from "./verification.ts";
import type { Visit } from "./tours.ts";
import type { WatchMatch } from "./watch.ts";
import { bioSchema, categoriesSchema } from "./application.ts";
import { CITIES } from "./cities.ts";
import {
  APPROVAL_STATUSES,
  AVAILABILITY,
  BIRTH_YEARS,
  CATEGORIES,
  ETHNICITIES,
  HAIR_COLORS,
  LANGUAGES,
  NATIONALITIES,
} from "./options.ts";
import { calendarDate, timestamp } from "./shapes.ts";
import { emailSchema } from "./email.ts";
import { CAPTION_MAX } from "./limits.ts";
import { RULE_MESSAGES } from "./rule-texts.ts";
import { withoutForbiddenWording } from "./forbidden-wording.ts";
export { CAPTION_MAX } from "./limits.ts";

export { PROFILE_MESSAGES } from "./messages.ts";

/** Empty strings from form inputs are stored as null (SPEC §5, profile edit). */
const emptyToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);
const optionalText = (max: 64 | 30) =>
  z.pipe(
    z.transform(emptyToNull),
    z.nullable(z.string().check(z.trim(), z.maxLength(max, RULE_MESSAGES.profile[`tooLong${max}`]))),
  );
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.pipe(z.transform(emptyToNull), z.nullable(z.enum(values)));

export const profileEditSchema = z.object({
  bio: bioSchema("profile"),
  city: z.enum(CITIES),
  availability_status: z.enum(AVAILABILITY),
  /** Her services: the application's rule (at least one, only known ones). */
  categories: categoriesSchema,
  birth_year: z.pipe(
    z.transform((v) => (v === "" || v === undefined ? null : typeof v === "string" ? Number(v) : v)),
    z.nullable(z.number().check(z.int(), z.gte(BIRTH_YEARS[0]!), z.lte(BIRTH_YEARS[BIRTH_YEARS.length - 1]!))),
  ),
  nationality: optionalEnum(NATIONALITIES),
  ethnicity: optionalEnum(ETHNICITIES),
  hair_color: optionalEnum(HAIR_COLORS),
  tattoos: z.nullable(z.boolean()),
  smoker: z.nullable(z.boolean()),
  spoken_languages: z.array(z.enum(LANGUAGES)).check(z.maxLength(LANGUAGES.length)),
  telegram_handle: optionalText(64),
  whatsapp_number: optionalText(30),
  /** The number the public Call button dials; empty means no Call button (the application's phone stays private). */
  call_number: optionalText(30),
  email: z.pipe(z.transform(emptyToNull), z.nullable(emailSchema)),
  onlyfans_link: z.pipe(
    z.transform(emptyToNull),
    z.nullable(
      z.string().check(
        z.trim(),
        z.maxLength(500, RULE_MESSAGES.profile.url),
        z.url(RULE_MESSAGES.profile.url),
        z.refine((url) => /^https?:\/\//i.test(url), RULE_MESSAGES.profile.url),
      ),
    ),
  ),
});
export type ProfileEdit = z.infer<typeof profileEditSchema>;

export const citySchema = z.object({ city: z.enum(CITIES) });
export const availabilitySchema = z.object({ availability_status: z.enum(AVAILABILITY) });

/** A handle that names no listed Muse: the public page, its API and a report all answer this. */
export { PROFILE_NOT_FOUND } from "./api-texts.ts";

/** A gallery picture's caption, on upload and when she edits it; empty is none (null); no forbidden wording. */
export const gallerySchema = z.object({
  caption: z.pipe(
    z.transform(emptyToNull),
    z.nullable(
      z
        .string()
        .check(z.trim(), z.maxLength(CAPTION_MAX, RULE_MESSAGES.profile.captionTooLong), withoutForbiddenWording()),
    ),
  ),
});

/**
 * A profile as the directory and the profile page show it (docs/API.md PublicMuse). The field names are the SQL
 * columns a public read selects, one by one, so a new private column never reaches the directory by accident.
 */
export const publicMuseShape = z.object({
  id: z.string(),
  handle: z.string(),
  bio: z.string(),
  city: z.enum(CITIES),
  categories: z.array(z.enum(CATEGORIES)),
  availability_status: z.enum(AVAILABILITY),
  approval_status: z.literal("Approved"),
  profile_picture_url: z.nullable(z.string()),
  feet_picture_url: z.nullable(z.string()),
  birth_year: z.nullable(z.number().check(z.int())),
  nationality: z.nullable(z.string()),
  ethnicity: z.nullable(z.string()),
  hair_color: z.nullable(z.string()),
  tattoos: z.nullable(z.boolean()),
  smoker: z.nullable(z.boolean()),
  spoken_languages: z.array(z.enum(LANGUAGES)),
  /** When an admin last confirmed her photo verification; cleared after 12 months or a new profile picture. */
  photo_verified_at: z.nullable(timestamp()),
  created_at: timestamp(),
  /**
   * When her "Available now" ends (src/domain/available-now.ts); a time past, or null, is not available. Never
   * shown as "online".
   */
  available_until: z.nullable(timestamp()),
});
export type PublicMuse = z.infer<typeof publicMuseShape>;

/**
 * The profile page adds the contact options the muse chose to show. Never phone_number: that is the application's
 * verification number, for admins only; the Call button dials call_number, which she sets herself.
 */
export const publicMuseDetailShape = z.extend(publicMuseShape, {
  onlyfans_link: z.nullable(z.string()),
  telegram_handle: z.nullable(z.string()),
  whatsapp_number: z.nullable(z.string()),
  call_number: z.nullable(z.string()),
  email: z.nullable(z.string()),
  /** "Send a Message" is on her page (decision 0062): listed, and her messages on or no other option shown. */
  receives_messages: z.boolean(),
});
export type PublicMuseDetail = z.infer<typeof publicMuseDetailShape>;

/**
 * What a muse sees of her own profile (GET /api/dashboard/profile): the public detail in any status, plus her
 * rejection or suspension reason, her pause and the verification phone she gave with the application. Never
 * admin_notes, reviewed_by, how_found_us or date_of_birth.
 */
export const ownerProfileShape = z.extend(publicMuseDetailShape, {
  approval_status: z.enum(APPROVAL_STATUSES),
  rejection_reason: z.nullable(z.string()),
  /** Why an admin suspended the profile, while it is Suspended. */
  suspension_reason: z.nullable(z.string()),
  /** Set while she has paused her own listing. */
  paused_at: z.nullable(timestamp()),
  /**
   * A review she asked for while Suspended, before appeals replaced the request (decision 0050): shown to admins for
   * the requests made then, cleared on reinstatement.
   */
  review_requested_at: z.nullable(timestamp()),
  review_request_note: z.nullable(z.string()),
  /** The application's verification number: seen by her and the admins, never public. */
  phone_number: z.nullable(z.string()),
});
export type OwnerProfile = z.infer<typeof ownerProfileShape>;

/** Every profile field of SPEC §3, for admins only (GET /api/applications and its detail). */
export const adminProfileShape = z.extend(z.omit(ownerProfileShape, { call_number: true }), {
  user_id: z.nullable(z.string()),
  date_of_birth: z.nullable(calendarDate()),
  how_found_us: z.nullable(z.string()),
  admin_notes: z.nullable(z.string()),
  reviewed_at: z.nullable(timestamp()),
  reviewed_by: z.nullable(z.string()),
  approved_at: z.nullable(timestamp()),
  suspended_at: z.nullable(timestamp()),
});
export type AdminProfile = z.infer<typeof adminProfileShape>;

/** One picture of a muse's gallery, as her page and her dashboard read it. */
export const galleryImageShape = z.object({
  id: z.string(),
  profile_id: z.string(),
  image_url: z.string(),
  caption: z.nullable(z.string()),
  display_order: z.number().check(z.int()),
});
export type GalleryImage = z.infer<typeof galleryImageShape>;

/** GET /api/dashboard/profile: the signed-in muse's own profile and gallery, or none. */
/** Her valid receipt, as her dashboard's badge snippet names it. */
export interface OwnReceipt {
  id: string;
  issued_at: string;
}

export interface DashboardData {
  profile: OwnerProfile | null;
  gallery: GalleryImage[];
  /** Her latest photo verification request, whatever its status; null when she never asked. */
  verification: OwnVerification | null;
  /** Her statements of reasons, newest first, each with her appeal (decision 0050). */
  decisions: Decision[];
  /** Her tour: the visits not yet over, soonest first. */
  visits: Visit[];
  /** The receipt of her photo verification while it is valid (decision 0069): her badge's snippet links to it. */
  receipt?: OwnReceipt | null;
  /** The stolen-photo watch's matches, newest first (decision 0072). */
  watch?: WatchMatch[];
}

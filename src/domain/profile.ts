import { z } from "zod";
import { BIO_MAX, BIO_MIN, categoriesSchema } from "./application.ts";
import { CITIES } from "./cities.ts";
import { AVAILABILITY, BIRTH_YEARS, ETHNICITIES, HAIR_COLORS, LANGUAGES, NATIONALITIES } from "./options.ts";

/** Empty strings from form inputs are stored as null (SPEC §5, profile edit). */
const emptyToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);
const optionalText = (max: number) =>
  z.preprocess(emptyToNull, z.string().trim().max(max, `Must be less than ${max} characters`).nullable());
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(emptyToNull, z.enum(values).nullable());

export const profileEditSchema = z.object({
  bio: z
    .string()
    .trim()
    .min(BIO_MIN, `Bio must be at least ${BIO_MIN} characters`)
    .max(BIO_MAX.profile, `Bio must be less than ${BIO_MAX.profile} characters`),
  city: z.enum(CITIES),
  availability_status: z.enum(AVAILABILITY),
  /** Her services: the application's rule (at least one, only known ones). */
  categories: categoriesSchema,
  birth_year: z.preprocess(
    (v) => (v === "" || v === undefined ? null : typeof v === "string" ? Number(v) : v),
    z
      .number()
      .int()
      .min(BIRTH_YEARS[0]!)
      .max(BIRTH_YEARS[BIRTH_YEARS.length - 1]!)
      .nullable(),
  ),
  nationality: optionalEnum(NATIONALITIES),
  ethnicity: optionalEnum(ETHNICITIES),
  hair_color: optionalEnum(HAIR_COLORS),
  tattoos: z.boolean().nullable(),
  smoker: z.boolean().nullable(),
  spoken_languages: z.array(z.enum(LANGUAGES)).max(LANGUAGES.length),
  telegram_handle: optionalText(64),
  whatsapp_number: optionalText(30),
  /** The number the public Call button dials; empty means no Call button (the application's phone stays private). */
  call_number: optionalText(30),
  email: z.preprocess(emptyToNull, z.string().trim().max(254).email("Please enter a valid email").nullable()),
  onlyfans_link: z.preprocess(
    emptyToNull,
    z
      .string()
      .trim()
      .max(500, "Please enter a valid URL")
      .url("Please enter a valid URL")
      .refine((url) => /^https?:\/\//i.test(url), "Please enter a valid URL")
      .nullable(),
  ),
});
export type ProfileEdit = z.infer<typeof profileEditSchema>;

export const citySchema = z.object({ city: z.enum(CITIES) });
export const availabilitySchema = z.object({ availability_status: z.enum(AVAILABILITY) });

/** A handle that names no listed Muse: the public page, its API and a report all answer this. */
export const PROFILE_NOT_FOUND = "Profile Not Found";

export const PROFILE_MESSAGES = {
  loadFailed: "Failed to load profile data.",
  updateFailed: "Failed to update profile. Please try again.",
  updated: "Profile Updated!",
  cityUpdated: "City updated!",
  availabilityUpdated: "Availability updated!",
  galleryLoadFailed: "Failed to load gallery images.",
  uploadFailed: { title: "Upload failed", description: "Failed to upload image." },
  deleteFailed: { title: "Delete failed", description: "Failed to delete image." },
  uploaded: "Image uploaded!",
  deleted: "Image deleted.",
} as const;

export const gallerySchema = z.object({
  caption: z.preprocess(emptyToNull, z.string().trim().max(200, "Caption must be less than 200 characters").nullable()),
});

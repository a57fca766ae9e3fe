import { z } from "../../src/domain/zod.ts";
import demoMuses from "../../content/demo/muses.json" with { type: "json" };
import { handleSchema } from "../../src/domain/application.ts";
import { CITIES } from "../../src/domain/cities.ts";
import * as options from "../../src/domain/options.ts";
import type { GalleryImage, PublicMuse, PublicMuseDetail } from "../../src/domain/profile.ts";

/** Demo pictures are static files under public/demo, never uploads. */
const demoPicture = z.string().check(z.regex(/^\/demo\/[a-z0-9-]+\.webp$/, "Demo pictures live under /demo/*.webp"));

const demoMuseSchema = z.object({
  id: z.uuid(),
  handle: handleSchema,
  bio: z.string().check(z.minLength(80), z.maxLength(300)),
  city: z.enum(CITIES),
  categories: z.array(z.enum(options.CATEGORIES)).check(z.minLength(1)),
  availability_status: z.enum(options.AVAILABILITY),
  profile_picture_url: demoPicture,
  feet_picture_url: demoPicture,
  birth_year: z.number().check(z.int(), z.gte(options.BIRTH_YEARS[0]!), z.lte(options.BIRTH_YEARS.at(-1)!)),
  nationality: z.enum(options.NATIONALITIES),
  ethnicity: z.enum(options.ETHNICITIES),
  hair_color: z.enum(options.HAIR_COLORS),
  tattoos: z.boolean(),
  smoker: z.boolean(),
  spoken_languages: z.array(z.enum(options.LANGUAGES)).check(z.minLength(1)),
  onlyfans_link: z.nullable(z.url()),
  telegram_handle: z.string().check(z.minLength(1)),
  whatsapp_number: z.string().check(z.minLength(10)),
  call_number: z.string().check(z.minLength(10), z.maxLength(30)),
  // Every demo address sits on a reserved domain, so no mail can reach a real person.
  email: z.email().check(z.endsWith("@demo.solemuse.example")),
  created_at: z.iso.datetime(),
  gallery: z
    .array(z.object({ image_url: demoPicture, caption: z.string().check(z.minLength(1), z.maxLength(200)) }))
    .check(z.minLength(2), z.maxLength(3)),
});
export type DemoMuse = z.infer<typeof demoMuseSchema>;

export const demoMusesSchema = z.array(demoMuseSchema).check(
  z.minLength(1),
  z.refine(
    (muses) => new Set(muses.map((muse) => muse.handle.toLowerCase())).size === muses.length,
    "Demo handles must be unique",
  ),
  z.refine((muses) => new Set(muses.map((muse) => muse.id)).size === muses.length, "Demo ids must be unique"),
);

/** content/demo/muses.json, checked when first imported: a broken file fails loudly, not on a visitor's page. */
export const DEMO_MUSES: readonly DemoMuse[] = demoMusesSchema.parse(demoMuses);

function asPublicDetail({ gallery: _gallery, ...muse }: DemoMuse): PublicMuseDetail {
  // The stand-in directory claims no photo verification (only a confirmed request in the database does), nor
  // "Available now".
  // A stand-in has no account to write to.
  return {
    ...muse,
    approval_status: "Approved",
    photo_verified_at: null,
    available_until: null,
    receives_messages: false,
  };
}

function asPublic(muse: DemoMuse): PublicMuse {
  const {
    onlyfans_link: _onlyfans,
    telegram_handle: _telegram,
    whatsapp_number: _whatsapp,
    call_number: _call,
    email: _email,
    receives_messages: _messages,
    ...listed
  } = asPublicDetail(muse);
  return listed;
}

/** Demo profiles newest first, like the real directory. */
export const DEMO_DIRECTORY: readonly PublicMuse[] = [...DEMO_MUSES]
  .sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id))
  .map(asPublic);

/** Demo gallery images keyed by profile id (SPEC §3 "Fallback demo data"). */
export const DEMO_GALLERY: Readonly<Record<string, GalleryImage[]>> = Object.fromEntries(
  DEMO_MUSES.map((muse) => [
    muse.id,
    muse.gallery.map((image, order) => ({
      id: `demo-${muse.handle.toLowerCase()}-${order + 1}`,
      profile_id: muse.id,
      image_url: image.image_url,
      caption: image.caption,
      display_order: order,
    })),
  ]),
);

export function findDemoMuse(handle: string): { muse: PublicMuseDetail; gallery: GalleryImage[] } | null {
  const muse = DEMO_MUSES.find((candidate) => candidate.handle.toLowerCase() === handle.toLowerCase());
  if (!muse) return null;
  return { muse: asPublicDetail(muse), gallery: DEMO_GALLERY[muse.id] ?? [] };
}

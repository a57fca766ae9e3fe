import type { GalleryImage } from "../dashboard/gallery.ts";
import type { Availability, Category } from "../../src/domain/options.ts";
import type { City } from "../../src/domain/cities.ts";

export type { GalleryImage };

/**
 * The only profile columns a public listing may read (docs/API.md PublicMuse). Listed one by one so a new
 * private column never reaches the directory by accident.
 */
export const PUBLIC_MUSE_COLUMNS = `id, handle, bio, city, categories, availability_status, approval_status,
  profile_picture_url, feet_picture_url, birth_year, nationality, ethnicity, hair_color, tattoos, smoker,
  spoken_languages, created_at`;

/**
 * The profile page adds the contact options the muse chose to show. Never phone_number: that is the application's
 * verification number, for admins only; the Call button dials call_number, which she sets herself.
 */
export const PUBLIC_MUSE_DETAIL_COLUMNS = `${PUBLIC_MUSE_COLUMNS},
  onlyfans_link, telegram_handle, whatsapp_number, call_number, email`;

export const GALLERY_COLUMNS = "id, profile_id, image_url, caption, display_order";

export interface PublicMuse {
  id: string;
  handle: string;
  bio: string;
  city: City;
  categories: Category[];
  availability_status: Availability;
  approval_status: "Approved";
  profile_picture_url: string | null;
  feet_picture_url: string | null;
  birth_year: number | null;
  nationality: string | null;
  ethnicity: string | null;
  hair_color: string | null;
  tattoos: boolean | null;
  smoker: boolean | null;
  spoken_languages: string[];
  /** ISO date. */
  created_at: string;
}

export interface PublicMuseDetail extends PublicMuse {
  onlyfans_link: string | null;
  telegram_handle: string | null;
  whatsapp_number: string | null;
  call_number: string | null;
  email: string | null;
}

/** The driver returns timestamps as Dates; pages and JSON both get the same ISO string. */
export function withIsoDate<T extends { created_at: unknown }>(row: T): T & { created_at: string } {
  const created = row.created_at;
  return { ...row, created_at: created instanceof Date ? created.toISOString() : String(created) };
}

import { CITIES, type City } from "../domain/cities.ts";
import { CATEGORIES, PICTURE_WIDTHS, type Category } from "../domain/options.ts";

import type { Directory as MuseList } from "../../functions/muses/directory.ts";
import { DIRECTORY_MAX_OFFSET, DIRECTORY_MAX_PAGE_SIZE } from "../domain/directory.ts";

export type { MuseList };
export type { GalleryImage, PublicMuse, PublicMuseDetail } from "../domain/profile.ts";

export interface DirectoryFilters {
  city: City | null;
  category: Category | null;
}

/** Reads ?city=&category= leniently: an unknown value means "all" rather than an error page. */
export function readDirectoryFilters(params: URLSearchParams): DirectoryFilters {
  const city = params.get("city");
  const category = params.get("category");
  return {
    city: (CITIES as readonly string[]).includes(city ?? "") ? (city as City) : null,
    category: (CATEGORIES as readonly string[]).includes(category ?? "") ? (category as Category) : null,
  };
}

/** ?offset=&limit= read leniently for the directory's pages: a missing or odd value means the default. */
export function readDirectoryPage(params: URLSearchParams): { offset: number; limit?: number } {
  const whole = (name: string, min: number, max: number) => {
    const value = Number(params.get(name) ?? Number.NaN);
    return Number.isInteger(value) && value >= min && value <= max ? value : undefined;
  };
  const limit = whole("limit", 1, DIRECTORY_MAX_PAGE_SIZE);
  return { offset: whole("offset", 0, DIRECTORY_MAX_OFFSET) ?? 0, ...(limit === undefined ? {} : { limit }) };
}

/** The query string shared by the page URL and the API call; "all" filters are left out. */
export function directoryQuery(filters: DirectoryFilters, extra: { offset?: number; limit?: number } = {}): string {
  const params = new URLSearchParams();
  if (filters.city) params.set("city", filters.city);
  if (filters.category) params.set("category", filters.category);
  for (const [key, value] of Object.entries(extra)) params.set(key, String(value));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The directory's count line (SPEC §4). */
export function countLine(list: Pick<MuseList, "shown" | "total">): string {
  return `Showing ${list.shown} of ${list.total} Muses`;
}

/** Links of the profile's Contact Options (SPEC §2). */
export const contactLinks = {
  telegram: (handle: string) => `https://t.me/${encodeURIComponent(handle.trim().replace(/^@+/, ""))}`,
  whatsapp: (number: string) => `https://wa.me/${number.replace(/\D/g, "")}`,
  call: (number: string) => `tel:${number.replace(/[^\d+]/g, "")}`,
  email: (address: string) => `mailto:${address.trim()}`,
};

const isStoredImage = (url: string) => url.startsWith("/api/images/");

/** A card-size variant of a stored image URL, for previews and Open Graph. */
export function cardImageUrl(url: string): string {
  return isStoredImage(url) ? `${url}?size=card` : url;
}

/**
 * Both renditions of a stored image as an `srcset`, so a browser needing no more than the card's width (a desktop
 * at 1x) fetches the card instead of the full size; none for a picture stored elsewhere, which has one size.
 */
export function pictureSrcset(url: string): string | undefined {
  if (!isStoredImage(url)) return undefined;
  return `${cardImageUrl(url)} ${PICTURE_WIDTHS.card}w, ${url} ${PICTURE_WIDTHS.full}w`;
}

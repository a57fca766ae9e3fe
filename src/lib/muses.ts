import { CITIES, type City } from "../domain/cities.ts";
import { CATEGORIES, type Category } from "../domain/options.ts";

export type { Directory as MuseList } from "../../functions/muses/directory.ts";
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

/** The query string shared by the page URL and the API call; "all" filters are left out. */
export function directoryQuery(filters: DirectoryFilters, extra: { offset?: number } = {}): string {
  const params = new URLSearchParams();
  if (filters.city) params.set("city", filters.city);
  if (filters.category) params.set("category", filters.category);
  for (const [key, value] of Object.entries(extra)) params.set(key, String(value));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** Links of the profile's Contact Options (SPEC §2). */
export const contactLinks = {
  telegram: (handle: string) => `https://t.me/${encodeURIComponent(handle.trim().replace(/^@+/, ""))}`,
  whatsapp: (number: string) => `https://wa.me/${number.replace(/\D/g, "")}`,
  call: (number: string) => `tel:${number.replace(/[^\d+]/g, "")}`,
  email: (address: string) => `mailto:${address.trim()}`,
};

/** A card-size variant of a stored image URL, for previews and Open Graph. */
export function cardImageUrl(url: string): string {
  return url.startsWith("/api/images/") ? `${url}?size=card` : url;
}

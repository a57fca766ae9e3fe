import { CITIES, type City } from "../domain/cities.ts";
import { CATEGORIES, type ApprovalStatus, type Availability, type Category } from "../domain/options.ts";

/** GET /api/muses and GET /api/muses/:handle response shapes (docs/API.md). */
export interface PublicMuse {
  id: string;
  handle: string;
  bio: string;
  city: string;
  categories: string[];
  availability_status: Availability;
  approval_status: ApprovalStatus;
  profile_picture_url: string | null;
  feet_picture_url: string | null;
  birth_year: number | null;
  nationality: string | null;
  ethnicity: string | null;
  hair_color: string | null;
  tattoos: boolean | null;
  smoker: boolean | null;
  spoken_languages: string[] | null;
  created_at: string;
}

export interface PublicMuseDetail extends PublicMuse {
  onlyfans_link: string | null;
  telegram_handle: string | null;
  whatsapp_number: string | null;
  phone_number: string | null;
  email: string | null;
}

export interface GalleryImage {
  id: string;
  profile_id: string;
  image_url: string;
  caption: string | null;
  display_order: number;
}

export interface MuseList {
  muses: PublicMuse[];
  shown: number;
  total: number;
  demo: boolean;
}

/** Cards fetched per request; 'Load more' fetches the next page. */
export const DIRECTORY_PAGE_SIZE = 24;

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
export function directoryQuery(filters: DirectoryFilters, extra: Record<string, number> = {}): string {
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

import { z } from "./zod.ts";
import { HTTP_MESSAGES } from "./api-texts.ts";
import { CITIES } from "./cities.ts";
import { CATEGORIES } from "./options.ts";
import { publicMuseShape } from "./profile.ts";
import { calendarDate } from "./shapes.ts";

/** How many Muses one directory page lists, by default and at most, and how far it may skip. */
export const DIRECTORY_PAGE_SIZE = 48;
export const DIRECTORY_MAX_PAGE_SIZE = 100;
export const DIRECTORY_MAX_OFFSET = 1_000_000;
/** How many of its Muses a city page shows, newest first, before its link to the city's directory. */
export const CITY_PAGE_MUSES = 12;
/**
 * A search is a part of a handle, so no longer than a handle and at least as long as the shortest (one character
 * would match most handles, and tell a visitor nothing).
 */
export const DIRECTORY_SEARCH_MIN_LENGTH = 2;
export const DIRECTORY_SEARCH_MAX_LENGTH = 50;
/**
 * A search this long matches anywhere in a handle; a shorter one (two characters) matches its start: anywhere in it,
 * two characters would match many handles, and no index can find them (decision 0053).
 */
export const SEARCH_ANYWHERE_MIN_LENGTH = 3;

/** Whether a handle matches a search (`q`, trimmed): the rule the database applies, for the demo Muses. */
export function handleMatches(handle: string, q: string): boolean {
  const lower = handle.toLowerCase();
  const search = q.toLowerCase();
  return q.length >= SEARCH_ANYWHERE_MIN_LENGTH ? lower.includes(search) : lower.startsWith(search);
}

/**
 * The directory's orders: newest first (the default, left out of addresses), last updated first, photo-verified first,
 * "Available now" first (the most recently switched on first, then the newest).
 */
export const DIRECTORY_SORTS = ["newest", "updated", "verified", "available"] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];
export const DEFAULT_DIRECTORY_SORT: DirectorySort = "newest";

/** 'all' (or nothing) disables a filter (SPEC §4). */
const noFilter = (value: unknown) => (value === null || value === "" || value === "all" ? undefined : value);
const absent = (value: unknown): unknown => (value === null || value === "" ? undefined : value);
const wholeNumber = (min: number, max: number, message: string) =>
  z.coerce.number(message).check(z.int(message), z.gte(min, message), z.lte(max, message));

const city = z.pipe(z.transform(noFilter), z.optional(z.enum(CITIES, "admin.rules.city")));
const category = z.pipe(z.transform(noFilter), z.optional(z.enum(CATEGORIES, "rules.services.invalid")));
/** `verified=photo`: only Muses whose photo verification holds. */
const verified = z.pipe(z.transform(noFilter), z.optional(z.literal("photo", "admin.rules.verificationFilter")));
/** `q`: a part of a handle (its start when shorter than 3 characters), in any letter case, trimmed; blank is none. */
/** `available=now`: only Muses whose "Available now" runs. */
const available = z.pipe(z.transform(noFilter), z.optional(z.literal("now", "now.filter")));
const q = z.pipe(
  z.transform((value: unknown) => (typeof value === "string" ? value.trim() || undefined : absent(value))),
  z.optional(
    z.string().check(
      z.minLength(DIRECTORY_SEARCH_MIN_LENGTH, "admin.requests.searchTooShort"),
      z.maxLength(DIRECTORY_SEARCH_MAX_LENGTH, "admin.requests.searchTooLong"),
      z.refine((text) => !text.includes("\u0000"), HTTP_MESSAGES.nulCharacters),
    ),
  ),
);
const sort = z.pipe(
  z.transform(absent),
  z._default(z.enum(DIRECTORY_SORTS, "admin.rules.sort"), DEFAULT_DIRECTORY_SORT),
);
const offset = z.pipe(
  z.transform(absent),
  z._default(wholeNumber(0, DIRECTORY_MAX_OFFSET, "admin.requests.offset"), 0),
);
/** Left out, the page holds DIRECTORY_PAGE_SIZE Muses; a page's Load more link asks for a length only if it was asked. */
const limit = z.pipe(z.transform(absent), z.optional(wholeNumber(1, DIRECTORY_MAX_PAGE_SIZE, "admin.requests.limit")));

/**
 * The directory's query string, `?city=&category=&verified=&available=&q=&sort=&offset=&limit=`, as the API reads it:
 * a bad value is a 400.
 */
export const directoryQuerySchema = z.object({ city, category, verified, available, q, sort, offset, limit });
export type DirectoryQuery = z.output<typeof directoryQuerySchema>;

/**
 * The same query string as the directory's pages read it (/directory, /directory/results): a value they cannot use
 * means "all" or the default rather than an error page.
 */
export const directoryPageQuerySchema = z.object({
  city: z.catch(city, undefined),
  category: z.catch(category, undefined),
  verified: z.catch(verified, undefined),
  available: z.catch(available, undefined),
  q: z.catch(q, undefined),
  sort: z.catch(sort, DEFAULT_DIRECTORY_SORT),
  offset: z.catch(offset, 0),
  limit: z.catch(limit, undefined),
});

/** What a cached directory answer varies on (Netlify-Vary): its filters, search, order and page, nothing else. */
export const DIRECTORY_VARY = "query=city|category|verified|available|q|sort|offset|limit";

/** The directory's parameters as an address holds them: the first of each, null where missing. */
export function directoryParams(search: URLSearchParams): Record<keyof DirectoryQuery, string | null> {
  return {
    city: search.get("city"),
    category: search.get("category"),
    verified: search.get("verified"),
    available: search.get("available"),
    q: search.get("q"),
    sort: search.get("sort"),
    offset: search.get("offset"),
    limit: search.get("limit"),
  };
}

/** A directory page's query, read leniently. */
export function readDirectoryPageQuery(search: URLSearchParams): DirectoryQuery {
  return directoryPageQuerySchema.parse(directoryParams(search));
}

/**
 * The query string of a directory address (the page's, its results', the API's); what is not set is left out, and so
 * is the default order.
 */
export function directorySearch(query: Partial<DirectoryQuery>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || (name === "sort" && value === DEFAULT_DIRECTORY_SORT)) continue;
    params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * A Muse as the directory lists her: her public fields and, in a city she is visiting (a tour), the last day of her
 * visit; null in her own city and without a city filter.
 */
export const directoryMuseShape = z.extend(publicMuseShape, { visiting_until: z.nullable(calendarDate()) });
export type DirectoryMuse = z.infer<typeof directoryMuseShape>;

/** The directory's answer (GET /api/muses, and the pages' data). */
export interface Directory {
  muses: DirectoryMuse[];
  /** How many muses match the filters and the search. */
  shown: number;
  /** How many muses the directory holds. */
  total: number;
  /** True when these are the demo muses of content/demo. */
  demo: boolean;
}

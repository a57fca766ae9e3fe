import { z } from "./zod.ts";
import { CITIES } from "./cities.ts";
import { CATEGORIES } from "./options.ts";
import { publicMuseShape } from "./profile.ts";
import { calendarDate } from "./shapes.ts";

/** How many Muses one directory page lists, by default and at most, and how far it may skip. */
export const DIRECTORY_PAGE_SIZE = 48;
export const DIRECTORY_MAX_PAGE_SIZE = 100;
export const DIRECTORY_MAX_OFFSET = 1_000_000;

/** 'all' (or nothing) disables a filter (SPEC §4). */
const noFilter = (value: unknown) => (value === null || value === "" || value === "all" ? undefined : value);
const absent = (value: unknown): unknown => (value === null || value === "" ? undefined : value);
const wholeNumber = (min: number, max: number, message: string) =>
  z.coerce.number(message).check(z.int(message), z.gte(min, message), z.lte(max, message));

const city = z.pipe(z.transform(noFilter), z.optional(z.enum(CITIES, "Please select a valid city")));
const category = z.pipe(z.transform(noFilter), z.optional(z.enum(CATEGORIES, "Please select a valid service")));
/** `verified=photo`: only Muses whose photo verification holds. */
const verified = z.pipe(
  z.transform(noFilter),
  z.optional(z.literal("photo", "Please select a valid verification filter")),
);
const offset = z.pipe(
  z.transform(absent),
  z._default(wholeNumber(0, DIRECTORY_MAX_OFFSET, `offset must be between 0 and ${DIRECTORY_MAX_OFFSET}`), 0),
);
/** Left out, the page holds DIRECTORY_PAGE_SIZE Muses; a page's Load more link asks for a length only if it was asked. */
const limit = z.pipe(
  z.transform(absent),
  z.optional(wholeNumber(1, DIRECTORY_MAX_PAGE_SIZE, `limit must be between 1 and ${DIRECTORY_MAX_PAGE_SIZE}`)),
);

/** The directory's query string, `?city=&category=&verified=&offset=&limit=`, as the API reads it: a bad value is a 400. */
export const directoryQuerySchema = z.object({ city, category, verified, offset, limit });
export type DirectoryQuery = z.output<typeof directoryQuerySchema>;

/**
 * The same query string as the directory's pages read it (/directory, /directory/results): a value they cannot use
 * means "all" or the default rather than an error page.
 */
export const directoryPageQuerySchema = z.object({
  city: z.catch(city, undefined),
  category: z.catch(category, undefined),
  verified: z.catch(verified, undefined),
  offset: z.catch(offset, 0),
  limit: z.catch(limit, undefined),
});

/** The directory's parameters as an address holds them: the first of each, null where missing. */
/** What a cached directory answer varies on (Netlify-Vary): its filters and page, nothing else in the address. */
export const DIRECTORY_VARY = "query=city|category|verified|offset|limit";

export function directoryParams(search: URLSearchParams): Record<keyof DirectoryQuery, string | null> {
  return {
    city: search.get("city"),
    category: search.get("category"),
    verified: search.get("verified"),
    offset: search.get("offset"),
    limit: search.get("limit"),
  };
}

/** A directory page's query, read leniently. */
export function readDirectoryPageQuery(search: URLSearchParams): DirectoryQuery {
  return directoryPageQuerySchema.parse(directoryParams(search));
}

/** The query string of a directory address (the page's, its results', the API's); what is not set is left out. */
export function directorySearch(query: Partial<DirectoryQuery>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
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
  /** How many muses match the filters. */
  shown: number;
  /** How many muses the directory holds. */
  total: number;
  /** True when these are the demo muses of content/demo. */
  demo: boolean;
}

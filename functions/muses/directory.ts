import { z } from "../../src/domain/zod.ts";
import { queryOne } from "../db/index.ts";
import { cachedJson, CACHE_TAGS } from "../cache/purge.ts";
import { parse } from "../http/request.ts";
import { json } from "../http/respond.ts";
import type { Call } from "../http/route.ts";
import { CITIES } from "../../src/domain/cities.ts";
import { CATEGORIES } from "../../src/domain/options.ts";
import { DEMO_DIRECTORY } from "./demo.ts";
import { PUBLIC_MUSE_COLUMNS } from "./fields.ts";
import { queryShaped } from "../db/shaped.ts";
import { publicMuseShape, type PublicMuse } from "../../src/domain/profile.ts";

import { DIRECTORY_MAX_OFFSET, DIRECTORY_MAX_PAGE_SIZE, DIRECTORY_PAGE_SIZE } from "../../src/domain/directory.ts";

/** 'all' (or nothing) disables a filter (SPEC §4). */
const noFilter = (value: unknown) => (value === null || value === "" || value === "all" ? undefined : value);
const absentToDefault = (value: unknown): unknown => (value === null || value === "" ? undefined : value);
const wholeNumber = (min: number, max: number, fallback: number, message: string) =>
  z.pipe(
    z.transform(absentToDefault),
    z._default(z.coerce.number(message).check(z.int(message), z.gte(min, message), z.lte(max, message)), fallback),
  );

export const directoryFiltersSchema = z.object({
  city: z.pipe(z.transform(noFilter), z.optional(z.enum(CITIES, "Please select a valid city"))),
  category: z.pipe(z.transform(noFilter), z.optional(z.enum(CATEGORIES, "Please select a valid service"))),
  offset: wholeNumber(0, DIRECTORY_MAX_OFFSET, 0, `offset must be between 0 and ${DIRECTORY_MAX_OFFSET}`),
  limit: wholeNumber(
    1,
    DIRECTORY_MAX_PAGE_SIZE,
    DIRECTORY_PAGE_SIZE,
    `limit must be between 1 and ${DIRECTORY_MAX_PAGE_SIZE}`,
  ),
});
/** Filters as a page or a query string gives them; 'all', empty and missing mean no filter or the default. */
export interface DirectoryFilters {
  city?: string | null;
  category?: string | null;
  offset?: number | string | null;
  limit?: number | string | null;
}
type Filters = z.output<typeof directoryFiltersSchema>;

export interface Directory {
  muses: PublicMuse[];
  /** How many muses match the filters. */
  shown: number;
  /** How many muses the directory holds. */
  total: number;
  /** True when these are the demo muses of content/demo. */
  demo: boolean;
}

interface Statement {
  text: string;
  params: unknown[];
}

/**
 * The directory's two statements: one page of listed muses (Approved, not paused), and the counts. The filter fragments are
 * fixed text and every value is a parameter, so each filter combination gets its own plan and index. The counts are
 * read from `directory_counts`, kept by a trigger, so they cost the same at 100 or 100,000 muses.
 */
export function directoryQueries(filters: Filters): { page: Statement; counts: Statement } {
  const params: unknown[] = [];
  const conditions: string[] = [];
  if (filters.city) {
    params.push(filters.city);
    conditions.push(`city = $${params.length}`);
  }
  if (filters.category) {
    params.push(filters.category);
    // @> (not = ANY) is the operator the GIN index on categories serves.
    conditions.push(`categories @> ARRAY[$${params.length}::text]`);
  }
  const matching = conditions.length > 0 ? conditions.join(" AND ") : "TRUE";
  return {
    page: {
      text: `SELECT ${PUBLIC_MUSE_COLUMNS} FROM profiles
              WHERE listed AND ${matching}
              ORDER BY created_at DESC, id
              LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      params: [...params, filters.limit, filters.offset],
    },
    counts: {
      // '' is "any city" / "any service" in directory_counts.
      text: `SELECT coalesce((SELECT listed FROM directory_counts WHERE city = '' AND category = ''), 0) AS total,
                    coalesce((SELECT listed FROM directory_counts WHERE city = $1 AND category = $2), 0) AS shown`,
      params: [filters.city ?? "", filters.category ?? ""],
    },
  };
}

function demoDirectory(filters: Filters): Directory {
  const matching = DEMO_DIRECTORY.filter(
    (muse) =>
      (!filters.city || muse.city === filters.city) &&
      (!filters.category || muse.categories.includes(filters.category)),
  );
  return {
    muses: matching.slice(filters.offset, filters.offset + filters.limit),
    shown: matching.length,
    total: DEMO_DIRECTORY.length,
    demo: true,
  };
}

/** A read of the directory: `failed` when the database could not be read and the demo muses stand in. */
export interface DirectoryRead {
  directory: Directory;
  failed: boolean;
}

/** The directory, or the demo muses when it is empty or cannot be read (SPEC §8: a silent fallback, logged). */
async function loadDirectory(filters: Filters): Promise<DirectoryRead> {
  const { page, counts } = directoryQueries(filters);
  try {
    const [numbers, muses] = await Promise.all([
      queryOne<{ total: number; shown: number }>(counts.text, counts.params),
      queryShaped(publicMuseShape, page.text, page.params),
    ]);
    if (numbers && numbers.total > 0) {
      return {
        directory: { muses, shown: numbers.shown, total: numbers.total, demo: false },
        failed: false,
      };
    }
    return { directory: demoDirectory(filters), failed: false };
  } catch (error) {
    console.error("Directory load failed; showing the demo muses", error);
    return { directory: demoDirectory(filters), failed: true };
  }
}

/**
 * The directory pages' data (/directory and its results): the muses, and whether the read failed (such a page must
 * not be cached). Invalid filters throw a 400.
 */
export async function listMuses(filters: DirectoryFilters = {}): Promise<DirectoryRead> {
  return loadDirectory(parse(directoryFiltersSchema, filters));
}

/** GET /api/muses?city=&category=&offset=&limit= */
export async function getDirectory(call: Call): Promise<Response> {
  const search = new URL(call.request.url).searchParams;
  const filters = parse(directoryFiltersSchema, {
    city: search.get("city"),
    category: search.get("category"),
    offset: search.get("offset"),
    limit: search.get("limit"),
  });
  const read = await loadDirectory(filters);
  // A fallback caused by a failed read must not be pinned in the CDN once the database is back.
  if (read.failed) return json(read.directory);
  return cachedJson(read.directory, [CACHE_TAGS.muses], "query=city|category|offset|limit");
}

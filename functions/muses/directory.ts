import type { z } from "zod/mini";
import { queryOne } from "../db/index.ts";
import { cachedJson, CACHE_TAGS } from "../cache/purge.ts";
import { parse } from "../http/request.ts";
import { json } from "../http/respond.ts";
import type { Call } from "../http/route.ts";
import { DEMO_DIRECTORY } from "./demo.ts";
import { PUBLIC_MUSE_COLUMNS } from "./fields.ts";
import { cityListings, visitorCount } from "./visits.ts";
import { queryShaped } from "../db/shaped.ts";
import { containsPattern, startsWithPattern } from "../db/like.ts";
import { siteToday } from "../../src/domain/site-day.ts";
import { availableUntils } from "../../src/domain/available-now.ts";
import type { PublicMuse } from "../../src/domain/profile.ts";
import {
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_VARY,
  SEARCH_ANYWHERE_MIN_LENGTH,
  directoryMuseShape,
  directoryParams,
  handleMatches,
  directoryQuerySchema,
  type Directory,
  type DirectoryQuery,
  type DirectorySort,
} from "../../src/domain/directory.ts";

interface Statement {
  text: string;
  params: unknown[];
}

/**
 * Each order of the directory (`?sort=`), the id last: a stable order, so Load more never skips or repeats a Muse.
 * Each has its partial index on the listed profiles (migrations 0007 and 0025).
 */
const ORDER_BY: Record<Exclude<DirectorySort, "available">, string> = {
  newest: "created_at DESC, id",
  updated: "updated_at DESC, id",
  // Cleared when it ends (functions/verification/upkeep.ts), so a set date is a verification that holds.
  verified: "(photo_verified_at IS NOT NULL) DESC, created_at DESC, id",
};

/** sort=available among those available now (`available=now`): the most recently switched on first. */
const AVAILABLE_ORDER = "available_since DESC, created_at DESC, id";

/** The names of the directory's columns, for a statement that reads them from a subquery. */
const DIRECTORY_COLUMN_NAMES = Object.keys(directoryMuseShape.shape).join(", ");

/**
 * sort=available: those whose "Available now" runs at `now` (the `$now` parameter), the most recently switched on
 * first, then the others, newest first. Each part reads only as many rows as the page needs through its own index
 * (profiles_available_now_idx, profiles_directory_idx), so the order costs the same at 100 or 100,000 Muses.
 */
function availableFirst(columns: string, from: string, matching: string, now: string, limit: string, offset: string) {
  return `SELECT ${DIRECTORY_COLUMN_NAMES} FROM (
            (SELECT ${columns}, available_since AS available_order FROM ${from}
              WHERE listed AND ${matching} AND available_until > ${now}
              ORDER BY available_since DESC, created_at DESC, id LIMIT ${limit} + ${offset})
            UNION ALL
            (SELECT ${columns}, NULL::timestamptz AS available_order FROM ${from}
              WHERE listed AND ${matching} AND (available_until IS NULL OR available_until <= ${now})
              ORDER BY created_at DESC, id LIMIT ${limit} + ${offset})
          ) AS ordered
          ORDER BY available_order DESC NULLS LAST, created_at DESC, id
          LIMIT ${limit} OFFSET ${offset}`;
}

/**
 * The directory's two statements: one page of listed muses (Approved, not paused), and the counts. The filter fragments are
 * fixed text and every value is a parameter, so each filter combination gets its own plan and index. The counts are
 * read from `directory_counts`, kept by a trigger, so they cost the same at 100 or 100,000 muses; a search and the
 * photo-verified filter are counted where they match, through their indexes. A city lists its own Muses and, among
 * them in the same order, those visiting it on `today` (with `visiting_until`); the visitors are counted from the
 * visits' city index.
 */
export function directoryQueries(
  query: DirectoryQuery,
  now = new Date(),
  today = siteToday(now),
): { page: Statement; counts: Statement } {
  const { city, category, verified, available, q, sort, offset, limit = DIRECTORY_PAGE_SIZE } = query;
  const params: unknown[] = [];
  const conditions: string[] = [];
  let listing = "profiles";
  let visitingUntil = "NULL AS visiting_until";
  if (city) {
    params.push(city, today);
    listing = cityListings(`$${params.length}`);
    conditions.push(`listed_in = $${params.length - 1}`);
    visitingUntil = "to_char(visiting_until, 'YYYY-MM-DD') AS visiting_until";
  }
  if (category) {
    params.push(category);
    // @> (not = ANY) is the operator the GIN index on categories serves.
    conditions.push(`categories @> ARRAY[$${params.length}::text]`);
  }
  // Cleared when it ends (functions/verification/upkeep.ts), so a set date is a verification that holds.
  if (verified === "photo") conditions.push("photo_verified_at IS NOT NULL");
  if (q) {
    params.push(q.length >= SEARCH_ANYWHERE_MIN_LENGTH ? containsPattern(q) : startsWithPattern(q));
    // The expression of the trigram index (migration 0030, beside the city), where the database has pg_trgm: it finds
    // both patterns.
    conditions.push(`lower(handle) LIKE lower($${params.length})`);
  }
  // The clock of the request, not the database's: a test moves it by moving the rows (decision 0067).
  let nowParam = "";
  if (available) {
    params.push(now.toISOString());
    nowParam = `$${params.length}::timestamptz`;
    // The few switched on, read first through their own index (OFFSET 0 keeps the planner from walking an order's
    // index through every listed profile to find them), then filtered, ordered and paged as any listing.
    listing = `(SELECT * FROM ${listing} WHERE listed AND available_until > ${nowParam} OFFSET 0) AS profiles`;
  }
  const matching = conditions.length > 0 ? conditions.join(" AND ") : "TRUE";
  // directory_counts knows neither a search, nor the photo verification, nor who is available now.
  const countedWhereTheyMatch = Boolean(q || verified || available);
  // The order alone needs the clock too, in the page's statement only (the counts' would leave it untyped).
  const pageParams = [...params];
  // Among the available alone, "available first" is the most recently switched on first.
  const order = sort === "available" && available ? AVAILABLE_ORDER : sort === "available" ? undefined : ORDER_BY[sort];
  if (!order && !nowParam) {
    pageParams.push(now.toISOString());
    nowParam = `$${pageParams.length}::timestamptz`;
  }
  const [limitParam, offsetParam] = [`$${pageParams.length + 1}`, `$${pageParams.length + 2}`];
  const columns = `${PUBLIC_MUSE_COLUMNS}, ${visitingUntil}`;
  return {
    page: {
      text:
        order === undefined
          ? availableFirst(columns, listing, matching, nowParam, `${limitParam}::int`, `${offsetParam}::int`)
          : `SELECT ${columns} FROM ${listing}
              WHERE listed AND ${matching}
              ORDER BY ${order}
              LIMIT ${limitParam} OFFSET ${offsetParam}`,
      params: [...pageParams, limit, offset],
    },
    counts: countedWhereTheyMatch
      ? {
          // Photo-verified Muses are few and their number changes with time: counted where they are (indexed).
          text: `SELECT coalesce((SELECT listed FROM directory_counts WHERE city = '' AND category = ''), 0) AS total,
                        (SELECT count(*)::int FROM ${listing} WHERE listed AND ${matching}) AS shown`,
          params,
        }
      : {
          // '' is "any city" / "any service" in directory_counts.
          text: `SELECT coalesce((SELECT listed FROM directory_counts WHERE city = '' AND category = ''), 0) AS total,
                        coalesce((SELECT listed FROM directory_counts WHERE city = $1 AND category = $2), 0)
                        ${city ? `+ ${visitorCount("$1", "$3", "$2")}` : ""} AS shown`,
          params: city ? [city, category ?? "", today] : ["", category ?? ""],
        },
  };
}

/**
 * The demo Muses in a directory order: they have no updates, so "updated" is their newest first, and never switch
 * "Available now" on, so "available" is too.
 */
function demoOrder(sort: DirectorySort): (a: PublicMuse, b: PublicMuse) => number {
  const verifiedFirst = (muse: PublicMuse) => (sort === "verified" && muse.photo_verified_at !== null ? 0 : 1);
  return (a, b) =>
    verifiedFirst(a) - verifiedFirst(b) || b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id);
}

function demoDirectory(query: DirectoryQuery): Directory {
  const { city, category, verified, available, q, sort, offset, limit = DIRECTORY_PAGE_SIZE } = query;
  const matching = DEMO_DIRECTORY.filter(
    (muse) =>
      !available &&
      (!city || muse.city === city) &&
      (!category || muse.categories.includes(category)) &&
      (!verified || muse.photo_verified_at !== null) &&
      (!q || handleMatches(muse.handle, q)),
  ).sort(demoOrder(sort));
  return {
    muses: matching.slice(offset, offset + limit).map((muse) => ({ ...muse, visiting_until: null })),
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
async function loadDirectory(query: DirectoryQuery): Promise<DirectoryRead> {
  const { page, counts } = directoryQueries(query);
  try {
    const [numbers, muses] = await Promise.all([
      queryOne<{ total: number; shown: number }>(counts.text, counts.params),
      queryShaped(directoryMuseShape, page.text, page.params),
    ]);
    if (numbers && numbers.total > 0) {
      return {
        directory: { muses, shown: numbers.shown, total: numbers.total, demo: false },
        failed: false,
      };
    }
    return { directory: demoDirectory(query), failed: false };
  } catch (error) {
    console.error("Directory load failed; showing the demo muses", error);
    return { directory: demoDirectory(query), failed: true };
  }
}

/**
 * The directory pages' data (/directory and its results): the muses, and whether the read failed (such a page must
 * not be cached). Invalid filters throw a 400.
 */
export async function listMuses(query: Partial<z.input<typeof directoryQuerySchema>> = {}): Promise<DirectoryRead> {
  return loadDirectory(parse(directoryQuerySchema, query));
}

/** GET /api/muses?city=&category=&verified=&q=&sort=&offset=&limit= */
export async function getDirectory(call: Call): Promise<Response> {
  const query = parse(directoryQuerySchema, directoryParams(new URL(call.request.url).searchParams));
  const read = await loadDirectory(query);
  // A fallback caused by a failed read must not be pinned in the CDN once the database is back.
  if (read.failed) return json(read.directory);
  return cachedJson(read.directory, [CACHE_TAGS.muses], DIRECTORY_VARY, availableUntils(read.directory));
}

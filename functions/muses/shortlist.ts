import { queryOne } from "../db/index.ts";
import { queryShaped } from "../db/shaped.ts";
import { cachedJson, CACHE_TAGS } from "../cache/purge.ts";
import { badRequest, unavailable } from "../http/errors.ts";
import type { Call } from "../http/route.ts";
import { DEMO_DIRECTORY } from "./demo.ts";
import { PUBLIC_MUSE_COLUMNS } from "./fields.ts";
import { publicMuseShape, type PublicMuse } from "../../src/domain/profile.ts";
import { availableUntils } from "../../src/domain/available-now.ts";
import {
  HANDLES_PARAM,
  HANDLES_SEPARATOR,
  SHORTLIST_MAX,
  SHORTLIST_MESSAGES,
  handleKey,
  isWellFormedHandle,
} from "../../src/domain/shortlist.ts";

/**
 * The public data of the Muses a visitor saved on her device (decision 0055): the read of `/shortlist`, by handle.
 * Only the handles travel; the answer is the directory's public fields of those still listed, and the handles that
 * name no listed Muse any more (paused, suspended, deleted), which the page shows as "No longer available".
 */

/** What a cached read by handles varies on (Netlify-Vary): the handles, nothing else in the address. */
export const SHORTLIST_VARY = `query=${HANDLES_PARAM}`;

/** The answer of a read by handles (GET /api/muses?handles=, and /shortlist/results). */
export interface ShortlistedMuses {
  /** The listed Muses among the handles, in the order they were asked for. */
  muses: PublicMuse[];
  /** The handles, as asked, that name no listed Muse. */
  unavailable: string[];
  /** True when the directory holds no Muse yet and the demo Muses stand in (as in the directory). */
  demo: boolean;
}

/**
 * `?handles=Ada,bella-soles`: 1 to SHORTLIST_MAX well-formed handles, separated by commas; a handle repeated in
 * another letter case counts once. Anything else is a 400.
 */
export function readHandles(value: string | null): string[] {
  const handles = (value ?? "").split(HANDLES_SEPARATOR);
  if (value === null || value === "" || handles.length > SHORTLIST_MAX) throw badRequest(SHORTLIST_MESSAGES.count);
  if (!handles.every(isWellFormedHandle)) throw badRequest(SHORTLIST_MESSAGES.handle);
  const unique = new Map<string, string>();
  for (const handle of handles) if (!unique.has(handleKey(handle))) unique.set(handleKey(handle), handle);
  return [...unique.values()];
}

/** The listed Muses of these handles; `failed` when the database could not be read (nothing can be said then). */
export async function findShortlistedMuses(
  handles: readonly string[],
): Promise<{ read?: ShortlistedMuses; failed: boolean }> {
  try {
    const keys = handles.map(handleKey);
    // One look-up per handle in the unique index on lower(handle); `listed` is the one rule of what is public.
    const rows = await queryShaped(
      publicMuseShape,
      `SELECT ${PUBLIC_MUSE_COLUMNS} FROM profiles WHERE lower(handle) = ANY($1::text[]) AND listed`,
      [keys],
    );
    let found = rows;
    let demo = false;
    if (rows.length === 0) {
      // A directory that lists nobody shows the demo Muses (SPEC §8), so a visitor may have saved one of them.
      const counts = await queryOne<{ total: number }>(
        `SELECT coalesce((SELECT listed FROM directory_counts WHERE city = '' AND category = ''), 0) AS total`,
      );
      demo = (counts?.total ?? 0) === 0;
      if (demo) found = DEMO_DIRECTORY.filter((muse) => keys.includes(handleKey(muse.handle)));
    }
    const byKey = new Map(found.map((muse) => [handleKey(muse.handle), muse]));
    return {
      read: {
        muses: keys.flatMap((key) => byKey.get(key) ?? []),
        unavailable: handles.filter((handle) => !byKey.has(handleKey(handle))),
        demo,
      },
      failed: false,
    };
  } catch (error) {
    console.error("Shortlist load failed", error);
    return { failed: true };
  }
}

/** Whether a GET /api/muses asks for Muses by handle rather than for the directory. */
export const asksForHandles = (call: Call): boolean => new URL(call.request.url).searchParams.has(HANDLES_PARAM);

/** GET /api/muses?handles=a,b,c */
export async function getShortlistedMuses(call: Call): Promise<Response> {
  const handles = readHandles(new URL(call.request.url).searchParams.get(HANDLES_PARAM));
  const { read } = await findShortlistedMuses(handles);
  // Which of them are still listed cannot be known: no "unavailable" that a client would act on.
  if (!read) throw unavailable();
  return cachedJson(read, [CACHE_TAGS.muses], SHORTLIST_VARY, availableUntils(read));
}

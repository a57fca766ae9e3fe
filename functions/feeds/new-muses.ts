import { query } from "../db/index.ts";
import type { City } from "../../src/domain/cities.ts";
import { FEED_LENGTH } from "../../src/domain/feeds.ts";

/**
 * The newest listed Muses of one city or all of them, for the Atom feeds: newest listing first, by `approved_at`
 * (when her profile went live; pausing and resuming keeps it). Only public fields: her id (for the entry's permanent
 * id), handle, bio and city, and when she was listed, which anyone watching the directory sees.
 */
export interface ListedMuse {
  id: string;
  handle: string;
  bio: string;
  city: City;
  approved_at: Date;
}

export async function newlyListedMuses(
  city: City | null,
  limit = FEED_LENGTH,
): Promise<{ muses: ListedMuse[]; failed: boolean }> {
  try {
    // Served by the partial indexes on (approved_at) and (city, approved_at) of listed profiles (migration 0029).
    const rows = await query<ListedMuse>(
      city
        ? `SELECT id, handle, bio, city, approved_at FROM profiles
            WHERE listed AND city = $2 ORDER BY approved_at DESC, id LIMIT $1`
        : `SELECT id, handle, bio, city, approved_at FROM profiles
            WHERE listed ORDER BY approved_at DESC, id LIMIT $1`,
      city ? [limit, city] : [limit],
    );
    // Whichever driver reads it, the time is a Date.
    return { muses: rows.map((row) => ({ ...row, approved_at: new Date(row.approved_at) })), failed: false };
  } catch (error) {
    console.error("Feed load failed", error);
    return { muses: [], failed: true };
  }
}

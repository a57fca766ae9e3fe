import { CITIES, citySlug, type City } from "./cities.ts";

/**
 * The Atom feeds of newly listed Muses (decision 0055): one for all cities, `/feeds/muses.atom`, and one per city at
 * its city page's slug, `/feeds/zurich-foot-fetish-encounters.atom`; each language's under its prefix
 * (`/de/feeds/muses.atom`).
 */
export const ALL_CITIES_FEED = "muses";

/** How many of the newest listed Muses a feed holds. */
export const FEED_LENGTH = 50;

/** The feed of a city, or of all cities. */
export function feedPath(city?: City): string {
  return `/feeds/${city ? citySlug(city) : ALL_CITIES_FEED}.atom`;
}

/** The city a feed's name stands for: null for all cities, undefined for a name that is no feed. */
export function feedCity(name: string | undefined): City | null | undefined {
  if (name === ALL_CITIES_FEED) return null;
  return CITIES.find((city) => citySlug(city) === name);
}

import type { City } from "../../src/domain/cities.ts";
import { BRAND } from "../../src/domain/brand.ts";
import { feedPath } from "../../src/domain/feeds.ts";
import type { Locale } from "../../src/domain/locales.ts";
import { LANGUAGE_TAGS, format, localizedPath, messagesFor } from "../../src/i18n/index.ts";
import { bioExcerpt } from "../../src/lib/muses.ts";
import { atomDocument } from "./atom.ts";
import type { ListedMuse } from "./new-muses.ts";

/**
 * The Atom document of a feed of newly listed Muses (decision 0055), in one language: each entry her handle, a link
 * to her profile in that language, when she was listed, the start of her bio and her city. Only public fields.
 */

/** The year in the feeds' tag: URIs (RFC 4151), when the site's address was first its own. */
const TAG_YEAR = "2025";
/** The `updated` of a feed with no entry yet: a fixed time, so an empty feed never looks changed. */
const EMPTY_FEED_UPDATED = new Date(`${TAG_YEAR}-01-01T00:00:00Z`);
/** How much of her bio an entry's summary shows. */
const SUMMARY_LENGTH = 200;

export interface MuseFeedRequest {
  /** The site's address: the feed's links and the authority of its ids. */
  site: URL;
  locale: Locale;
  /** The feed's city, or null for all cities. */
  city: City | null;
  /** "in Zurich" as the language says it; the directory's "across Europe" for all cities. */
  place: string;
}

export function museFeedDocument({ site, locale, city, place }: MuseFeedRequest, muses: ListedMuse[]): string {
  const texts = messagesFor(locale);
  const path = feedPath(city ?? undefined);
  const absolute = (localPath: string) => new URL(localizedPath(locale, localPath), site).toString();
  const tag = (specific: string) => `tag:${site.hostname},${TAG_YEAR}:${specific}`;
  return atomDocument({
    id: tag(`${locale}${path}`),
    title: format(texts.feeds.title, { place, brand: BRAND }),
    subtitle: format(texts.feeds.subtitle, { place, brand: BRAND }),
    selfUrl: absolute(path),
    pageUrl: absolute(city ? `/directory?${new URLSearchParams({ city })}` : "/directory"),
    language: LANGUAGE_TAGS[locale],
    updated: muses[0]?.approved_at ?? EMPTY_FEED_UPDATED,
    author: { name: BRAND, url: absolute("/") },
    icon: new URL("/favicon.svg", site).toString(),
    entries: muses.map((muse) => ({
      // Her profile's id: one entry in every language's feed and in her city's and the all-cities feed alike.
      id: tag(`muse:${muse.id}`),
      title: muse.handle,
      url: absolute(`/muse/${encodeURIComponent(muse.handle)}`),
      published: muse.approved_at,
      updated: muse.approved_at,
      summary: bioExcerpt(muse.bio, SUMMARY_LENGTH),
      categories: [{ term: muse.city, label: texts.common.cities[muse.city] }],
    })),
  });
}

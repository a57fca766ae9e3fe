import { PICTURE_WIDTHS } from "../domain/options.ts";
import type { Directory } from "../domain/directory.ts";
import type { Locale } from "../domain/locales.ts";
import { INTL_LOCALES } from "./format.ts";
import { format } from "../i18n/texts.ts";

export type { GalleryImage, PublicMuse, PublicMuseDetail } from "../domain/profile.ts";

/**
 * The directory's count line (SPEC §4), "Showing N of M Muses", in a language: its `one` text when the total is one
 * by that language's plural rules ("1 von 1 Muse", "1 z 1 Muzy"), else `other`.
 */
export function countLine(
  list: Pick<Directory, "shown" | "total">,
  texts: { one: string; other: string },
  locale: Locale,
): string {
  const plural = new Intl.PluralRules(INTL_LOCALES[locale]).select(list.total);
  return format(plural === "one" ? texts.one : texts.other, { shown: list.shown, total: list.total });
}

/**
 * The start of a bio on one line, for her page's description and the feeds' summaries: whole when it fits, else cut
 * at `max` characters with "...".
 */
export function bioExcerpt(bio: string, max = 160): string {
  const text = bio.replace(/\s+/g, " ").trim();
  return text.length > max ? `${text.slice(0, max - 3).trimEnd()}...` : text;
}

/** Links of the profile's Contact Options (SPEC §2). */
export const contactLinks = {
  telegram: (handle: string) => `https://t.me/${encodeURIComponent(handle.trim().replace(/^@+/, ""))}`,
  whatsapp: (number: string) => `https://wa.me/${number.replace(/\D/g, "")}`,
  call: (number: string) => `tel:${number.replace(/[^\d+]/g, "")}`,
  email: (address: string) => `mailto:${address.trim()}`,
};

const isStoredImage = (url: string) => url.startsWith("/api/images/");

/** A card-size variant of a stored image URL, for previews and Open Graph. */
export function cardImageUrl(url: string): string {
  return isStoredImage(url) ? `${url}?size=card` : url;
}

/**
 * Both renditions of a stored image as an `srcset`, so a browser needing no more than the card's width (a desktop
 * at 1x) fetches the card instead of the full size; none for a picture stored elsewhere, which has one size.
 */
export function pictureSrcset(url: string): string | undefined {
  if (!isStoredImage(url)) return undefined;
  return `${cardImageUrl(url)} ${PICTURE_WIDTHS.card}w, ${url} ${PICTURE_WIDTHS.full}w`;
}

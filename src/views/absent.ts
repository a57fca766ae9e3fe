import { BRAND } from "../domain/brand.ts";
import { format } from "../i18n/texts.ts";

/** A heading and a sentence in place of what a page could not show, and the page's title (`{brand}` in it). */
interface AbsentTexts {
  metaTitle: string;
  title: string;
  text: string;
}

/**
 * What a page says in place of a profile or an article, in its area's texts: "not found" (404) when there is none, or,
 * when the database could not be read (503), that it cannot be shown right now: it may well exist.
 */
export function absentTexts(
  area: { notFound: AbsentTexts; unavailable: AbsentTexts },
  unavailable: boolean,
): AbsentTexts {
  const { metaTitle, title, text } = unavailable ? area.unavailable : area.notFound;
  return { metaTitle: format(metaTitle, { brand: BRAND }), title, text };
}

import { PSEUDO_LOCALE } from "./locales.ts";
import { splitLocale } from "../i18n/paths.ts";

/**
 * The pages no search engine lists, in any language (/auth, /de/auth): sign-in and account pages, the admin panel, the
 * content editor, the directory's results part, a visitor's own shortlist and the offline page.
 */
const UNLISTED =
  /^\/(admin|auth|muse-dashboard|muse-onboarding|forgot-password|reset-password|account|editor|directory\/results|shortlist|welcome|offline)(\/|$)/;

/** Whether a pre-rendered page goes into the built sitemap (astro.config.mjs): never the test build's pseudo-language. */
export function inBuiltSitemap(page: string): boolean {
  const { pathname } = new URL(page);
  // Read from the address itself: the registry knows the pseudo-language only in its own build.
  if (pathname.split("/")[1] === PSEUDO_LOCALE) return false;
  return !UNLISTED.test(splitLocale(pathname).path);
}

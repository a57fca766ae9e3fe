import { BRAND, TAGLINE } from "./brand.ts";
import { LANGUAGE_TAGS, type Locale } from "./locales.ts";
import { localizedPath } from "../i18n/paths.ts";

/** The installed site's colours: the brand's rose for the bar, the page's paper behind the splash. */
export const THEME_COLOR = "#9f1239";
const BACKGROUND_COLOR = "#fffaf5";

/** The manifest's icons (public/icons/, drawn by scripts/make-app-icons.ts); the maskable one fills its square. */
export const APP_ICONS = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
] as const;

/**
 * The web app manifest of a language (decision 0068): one app whatever the language it was installed from (the same
 * `id`), opening on that language's home page.
 */
export function webAppManifest(locale: Locale, description: string) {
  return {
    id: "/",
    name: `${BRAND} - ${TAGLINE}`,
    short_name: BRAND,
    description,
    lang: LANGUAGE_TAGS[locale],
    start_url: localizedPath(locale, "/"),
    scope: "/",
    display: "standalone",
    background_color: BACKGROUND_COLOR,
    theme_color: THEME_COLOR,
    icons: APP_ICONS,
  };
}

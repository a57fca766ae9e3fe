import type { APIContext } from "astro";
import { localePaths } from "../../i18n/routes.ts";
import { webAppManifest } from "../../domain/web-app.ts";
import { messagesFor, pageLocale } from "../../i18n/index.ts";

export const prerender = true;
export const getStaticPaths = localePaths;

/** The web app manifest in each language (decision 0068): /manifest.webmanifest, /de/manifest.webmanifest, … */
export function GET(context: Pick<APIContext, "currentLocale">): Response {
  const locale = pageLocale(context);
  return new Response(JSON.stringify(webAppManifest(locale, messagesFor(locale).alerts.manifest.description)), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8" },
  });
}

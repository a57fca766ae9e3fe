// @ts-check
import { defineConfig, fontProviders } from "astro/config";
import react from "@astrojs/react";
import netlify from "@astrojs/netlify";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { realpathSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { searchForWorkspaceRoot } from "vite";
import { PAGE_CSP_DIRECTIVES, withEditorPolicy, withSitePolicy } from "./functions/http/content-security.ts";
import { editor } from "./scripts/editor/integration.ts";
import { serviceWorker } from "./scripts/service-worker/integration.ts";
import { DEFAULT_LOCALE, LANGUAGE_TAGS, LOCALES, PSEUDO_LOCALE_ON, SITE_LOCALES } from "./src/domain/locales.ts";
import { PSEUDO_LOCALE } from "./src/domain/pseudo-locale.ts";
import { inBuiltSitemap } from "./src/domain/sitemap.ts";

/**
 * `astro dev` inlines scripts that Astro hashes only at build, so the hashed policy would refuse them and no island
 * would hydrate under `npm start`: the dev server drops `security.csp`, and src/middleware.ts sends the dev policy.
 */
/** @type {import("astro").AstroIntegration} */
const devContentSecurityPolicy = {
  name: "solemuse:dev-content-security-policy",
  hooks: {
    "astro:config:setup": ({ command, updateConfig }) => {
      if (command === "dev") updateConfig({ security: { csp: false } });
    },
  },
};

/**
 * Astro keys each page's policy on its clean path (`/about`), so the 404 page answering an unknown address and a page
 * asked for by its file name (`/about.html`) came without one: after the adapter (which runs first) has written its
 * header rules, one `/*` rule carries the policy for every file the CDN serves, and a later `/editor/*` rule the
 * content editor's own (decision 0056).
 */
/** @type {import("astro").AstroIntegration} */
const sitePolicyForEveryFile = {
  name: "solemuse:site-content-security-policy",
  hooks: {
    "astro:build:done": async ({ logger }) => {
      const file = new URL("./.netlify/v1/config.json", import.meta.url);
      const config = JSON.parse(await readFile(file, "utf8"));
      config.headers = withEditorPolicy(withSitePolicy(config.headers ?? []));
      await writeFile(file, JSON.stringify(config));
      logger.info("One Content-Security-Policy for every static file (/*), the editor's for /editor/*");
    },
  },
};

/**
 * Under `astro dev` (npm start) the mails the site writes to its outbox are delivered from this process, which holds
 * the local database's URL: printed to the console with their links, or sent over SMTP when SMTP_URL is set. On
 * Netlify the scheduled function netlify/functions/deliver-mail.mts does it.
 */
/** @type {() => void} */
let stopMailDelivery = () => undefined;
/** @type {import("astro").AstroIntegration} */
const devMailDelivery = {
  name: "solemuse:dev-mail-delivery",
  hooks: {
    "astro:server:setup": async () => {
      const { startDeliveryLoop } = await import("./functions/email/delivery.ts");
      // `npm run outbox` reads the database this server holds through the URL it leaves beside it.
      stopMailDelivery = startDeliveryLoop({ urlFile: ".netlify/db.url" });
    },
    "astro:server:done": () => stopMailDelivery(),
  },
};

/**
 * `astro dev` decodes each address before routing it, and a malformed one (`/%ff`, `/%`, `/muse/%E0%A4%A`) threw a
 * URIError that answered 500 with its stack and the project's file paths. Refused first, as the production build
 * refuses it: 400 Bad Request, no body. Astro puts its own handlers first once the server is configured, so this one
 * goes in front of them after that (a "post" plugin's hook runs last).
 */
/** @type {import("astro").AstroIntegration} */
const devMalformedAddresses = {
  name: "solemuse:dev-malformed-addresses",
  hooks: {
    "astro:config:setup": ({ command, updateConfig }) => {
      if (command !== "dev") return;
      /** @type {import("vite").Plugin} */
      const plugin = {
        name: "solemuse:refuse-malformed-addresses",
        enforce: "post",
        configureServer: (server) => () => {
          server.middlewares.stack.unshift({
            route: "",
            /** @type {import("vite").Connect.NextHandleFunction} */
            handle: (request, response, next) => {
              try {
                decodeURI((request.url ?? "/").split("?")[0] ?? "/");
              } catch {
                response.writeHead(400, "Bad Request", { "cache-control": "no-store" }).end();
                return;
              }
              next();
            },
          });
        },
      };
      updateConfig({ vite: { plugins: [plugin] } });
    },
  },
};

/** Latin (every language) and Latin Extended (Polish) as Fontsource splits them: a page downloads the second only when it shows one of its letters. */
const LATIN =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";
const LATIN_EXTENDED =
  "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF";

export default defineConfig({
  site: process.env.SITE_URL ?? process.env.URL ?? "https://solemuse.example",
  output: "static",
  // Kept in the project, not node_modules, so checkouts sharing node_modules never share caches.
  cacheDir: ".cache/astro",
  trailingSlash: "never",
  build: { format: "file" },
  // English where the spec puts every page; German, French, Polish and Dutch under /de/, /fr/, /pl/, /nl/ with the
  // same paths (one route file per page, src/pages/[...locale]/). Nobody is redirected: a shared link lands where it
  // points. The languages come from the registry (src/domain/locales.ts), with the pseudo-language when
  // PSEUDO_LOCALE=en-XA (docs/LANGUAGES.md).
  i18n: {
    locales: [...LOCALES],
    defaultLocale: DEFAULT_LOCALE,
    routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false },
  },
  adapter: netlify({
    // Edge functions need Deno, which cannot be fetched offline; the site uses none.
    devFeatures: { edgeFunctions: false, images: false, environmentVariables: false },
    // Pre-rendered pages get their Content-Security-Policy as a header, not a <meta> (which ignores frame-ancestors).
    staticHeaders: true,
  }),
  // Content-Security-Policy for every page, sent as a response header (`staticHeaders` for pre-rendered pages,
  // the server function for on-demand ones) so `frame-ancestors` applies. Scripts run only from the site itself or
  // with the hash Astro computed at build: an injected inline script never runs. Inline styles stay allowed (a style cannot
  // run code), so markup from libraries (the Radix switch's hidden input) needs no hash kept in step with it.
  security: {
    csp: {
      styleDirective: {
        resources: [
          { resource: "'self'", kind: "element" },
          { resource: "'unsafe-inline'", kind: "element" },
          { resource: "'unsafe-inline'", kind: "attribute" },
        ],
      },
      directives: [...PAGE_CSP_DIRECTIVES],
    },
  },
  // The brand's two faces (docs/design/BRAND.md), self-hosted from Fontsource's files. The Latin file of each comes first:
  // src/components/layout/Fonts.astro preloads it. Astro writes metric-matched fallbacks (size-adjust and ascent
  // overrides on a local Georgia/Arial), so nothing moves when the web font arrives.
  fonts: [
    {
      provider: fontProviders.local(),
      name: "Playfair Display",
      cssVariable: "--font-playfair",
      fallbacks: ["Georgia", "serif"],
      options: {
        variants: [
          {
            src: ["@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2"],
            weight: 600,
            style: "normal",
            display: "optional",
            unicodeRange: [LATIN],
          },
          {
            src: ["@fontsource/playfair-display/files/playfair-display-latin-ext-600-normal.woff2"],
            weight: 600,
            style: "normal",
            display: "optional",
            unicodeRange: [LATIN_EXTENDED],
          },
        ],
      },
    },
    {
      provider: fontProviders.local(),
      name: "Manrope",
      cssVariable: "--font-manrope",
      fallbacks: ["Arial", "sans-serif"],
      options: {
        variants: [
          {
            src: ["@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2"],
            weight: "200 800",
            style: "normal",
            display: "optional",
            unicodeRange: [LATIN],
          },
          {
            src: ["@fontsource-variable/manrope/files/manrope-latin-ext-wght-normal.woff2"],
            weight: "200 800",
            style: "normal",
            display: "optional",
            unicodeRange: [LATIN_EXTENDED],
          },
        ],
      },
    },
  ],
  integrations: [
    devMalformedAddresses,
    devContentSecurityPolicy,
    devMailDelivery,
    sitePolicyForEveryFile,
    editor,
    serviceWorker,
    react(),
    sitemap({
      // Each pre-rendered page with its address in every other language (xhtml:link alternates).
      i18n: {
        defaultLocale: DEFAULT_LOCALE,
        locales: Object.fromEntries(SITE_LOCALES.map((locale) => [locale, LANGUAGE_TAGS[locale]])),
      },
      // Never the pseudo-language, the sign-in and account pages, the admin panel and the like (src/domain/sitemap.ts).
      filter: inBuiltSitemap,
    }),
  ],
  vite: {
    plugins: [tailwindcss()],
    // The pseudo-language's switch (src/domain/locales.ts), written into the server's and the browser's bundles.
    define: { __PSEUDO_LOCALE__: JSON.stringify(PSEUDO_LOCALE_ON ? PSEUDO_LOCALE : "") },
    cacheDir: ".cache/vite",
    // The dev server serves files under the project only; node_modules may be a link to another folder (a copy of the
    // tree that `npm test` runs a stage in links the project's own), and the browser's islands load from there.
    server: { fs: { allow: [searchForWorkspaceRoot(process.cwd()), realpathSync("node_modules")] } },
    // The forms import their rules on first submit; found only then, the dev server would bundle them and reload
    // the page, losing what was typed. Bundled at start instead.
    optimizeDeps: { include: ["@hookform/resolvers/zod", "zod/mini"] },
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              // React's runtime and the forms' libraries change seldom and load together: one file each instead of
              // half a dozen small ones (fewer requests, better compression, longer-lived caches).
              codeSplitting: {
                groups: [
                  { name: "react", test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/ },
                  { name: "forms", test: /[\\/]node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]/ },
                  { name: "zod", test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]domain[\\/]zod\.ts$/ },
                ],
              },
            },
          },
        },
      },
    },
  },
});

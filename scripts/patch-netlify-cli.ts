import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Runs after `npm install`: makes the local Netlify server (`netlify serve`, `netlify dev`) answer as Netlify's CDN
 * does where the two differ in ways the site depends on. Each patch is applied once (an install that finds it
 * applied does nothing) and only to the exact source it was written for: if netlify-cli changed, it warns instead.
 */
interface Patch {
  /** What the CDN does that the local server does not. */
  why: string;
  file: string;
  original: string;
  patched: string;
}

const dist = join(import.meta.dirname, "..", "node_modules", "netlify-cli", "dist");
const PATCHES: Patch[] = [
  {
    // The local server retries every 403 and 404 as `path.html`, `path.htm`, `path/index.html` and `path/index.htm`
    // to mimic static-file lookup, function routes too: each refused API call or missing picture then runs the
    // function four more times, a new worker each.
    why: "function answers are no longer retried as static paths",
    file: join(dist, "utils", "proxy.js"),
    original:
      "req.alternativePaths = alternativePathsFor(requestURL.pathname).map((filePath) => filePath + requestURL.search);",
    patched:
      "req.alternativePaths = options?.headers?.[NFFunctionName] ? [] : alternativePathsFor(requestURL.pathname).map((filePath) => filePath + requestURL.search);",
  },
  {
    // Header rules (netlify.toml, and the Content-Security-Policy Astro writes per page into .netlify/v1/config.json
    // as `for = "/about"`) match the path the visitor asked for, not the file that answers it (`/about.html`).
    why: "header rules match the requested path, not the file serving it",
    file: join(dist, "utils", "proxy.js"),
    original: "const headersRules = headersForPath(headers, requestURL.pathname);",
    patched: "const headersRules = headersForPath(headers, req.requestedPathname ?? requestURL.pathname);",
  },
  {
    why: "the requested path is kept before any rewrite to a file",
    file: join(dist, "utils", "proxy.js"),
    original: "}, req, res) => {\n    req.originalBody =",
    patched:
      "}, req, res) => {\n    req.requestedPathname ??= reqToURL(req, req.url).pathname;\n    req.originalBody =",
  },
];

for (const patch of PATCHES) {
  if (!existsSync(patch.file)) continue;
  const source = readFileSync(patch.file, "utf8");
  if (source.includes(patch.patched)) continue;
  if (source.split(patch.original).length === 2) {
    writeFileSync(patch.file, source.replace(patch.original, patch.patched));
    console.log(`netlify-cli: ${patch.why}`);
  } else {
    console.warn(`netlify-cli changed, not patched: ${patch.why} (scripts/patch-netlify-cli.ts)`);
  }
}

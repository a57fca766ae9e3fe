import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Runs after `npm install`. The local Netlify server (`netlify serve`, `netlify dev`) retries every 403 and 404 as
 * `path.html`, `path.htm`, `path/index.html` and `path/index.htm` to mimic static-file lookup, and it does so for
 * function routes too: each refused API call or missing picture then runs the function four more times, a new
 * worker each. Netlify's CDN never retries a function's answer, so the local server should not either.
 */
const proxy = join(import.meta.dirname, "..", "node_modules", "netlify-cli", "dist", "utils", "proxy.js");
const original =
  "req.alternativePaths = alternativePathsFor(requestURL.pathname).map((filePath) => filePath + requestURL.search);";
const patched =
  "req.alternativePaths = options?.headers?.[NFFunctionName] ? [] : alternativePathsFor(requestURL.pathname).map((filePath) => filePath + requestURL.search);";

if (existsSync(proxy)) {
  const source = readFileSync(proxy, "utf8");
  if (source.includes(patched)) {
    // Already patched by an earlier install.
  } else if (source.includes(original) && source.includes("NFFunctionName")) {
    writeFileSync(proxy, source.replace(original, patched));
    console.log("netlify-cli: function answers are no longer retried as static paths");
  } else {
    console.warn("netlify-cli changed: function 404s may be retried as static paths (scripts/patch-netlify-cli.ts)");
  }
}

/**
 * The public path of a page. Static builds use `build.format: "file"`, so Astro reports
 * `/about.html` or `/index.html` while visitors (and canonical URLs) see `/about` and `/`.
 */
export function pagePath(url: URL): string {
  const path = url.pathname
    .replace(/\.html$/, "")
    .replace(/\/index$/, "/")
    .replace(/(.)\/+$/, "$1");
  return path || "/";
}

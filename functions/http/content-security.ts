/**
 * The pages' Content-Security-Policy, besides script-src and style-src: Astro writes those at build with the hashes
 * of its own inline scripts (astro.config.mjs `security.csp`). Article pictures may be any https address (the admin's
 * featured image); uploads preview as blob: URLs.
 */
export const PAGE_CSP_DIRECTIVES = [
  "default-src 'self'",
  "img-src 'self' data: blob: https:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
] as const;

/**
 * The policy of `astro dev` (npm start). The dev server inlines scripts Astro hashes only at build (the islands'
 * bootstrap, Vite's client), so a policy of hashes refuses them and no island hydrates. Locally inline scripts may
 * run; every other directive is the production one, and the production build keeps its hashes.
 */
export const DEV_PAGE_CONTENT_SECURITY_POLICY = [
  ...PAGE_CSP_DIRECTIVES,
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
].join("; ");

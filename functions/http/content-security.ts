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

/**
 * The content editor's policy (/editor/, decision 0056), the one page that runs a script the site did not build:
 * Decap CMS, served from the site itself. It compiles its configuration's schema with `new Function` (ajv), styles
 * itself with inline <style> elements (emotion), reads and commits through GitHub's API once Netlify's OAuth provider
 * has signed the editor in, and shows her GitHub avatar. Nothing else is loosened: no other origin's script, no
 * plugin, no framing, no form sent elsewhere. Under `npm start` the editor saves through decap-server on this machine
 * (`localBackend`, its origin), never in production.
 */
export function editorContentSecurityPolicy(localBackend?: string): string {
  const connect = ["'self'", "https://api.github.com", "https://api.netlify.com"];
  if (localBackend) connect.push(new URL(localBackend).origin);
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    `connect-src ${connect.join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Where the editor lives: its page, its configuration and Decap's script, all under one folder. */
export const EDITOR_PATH = "/editor/";

/**
 * One policy for every file the CDN serves, from the policies Astro wrote per page: each directive with every
 * source any page names, in the order first seen. Keyed on `/*`, it also covers what has no clean path of its own:
 * the 404 page answering any unknown address (`/api/nope` included) and a page asked for by its file name
 * (`/about.html`). The pages' policies are identical today, so this is each page's own; were they to differ, a page
 * could run another page's hashed script, never an injected one.
 */
export function sitePolicy(policies: readonly string[]): string {
  const directives = new Map<string, string[]>();
  for (const policy of policies) {
    for (const directive of policy.split(";")) {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (!name) continue;
      const kept = directives.get(name) ?? [];
      directives.set(name, kept);
      for (const source of sources) if (!kept.includes(source)) kept.push(source);
    }
  }
  return [...directives].map(([name, sources]) => [name, ...sources].join(" ")).join("; ");
}

const CSP_HEADER = "Content-Security-Policy";

export interface HeaderRule {
  for: string;
  values: Record<string, string>;
}

/**
 * The header rules Astro's Netlify adapter wrote (.netlify/v1/config.json), with the per-page policies replaced by
 * one `/*` rule of `sitePolicy`. Throws when there is no policy at all: a build without one must not deploy.
 */
export function withSitePolicy(rules: readonly HeaderRule[]): HeaderRule[] {
  const policies = rules.flatMap((rule) => rule.values[CSP_HEADER] ?? []);
  if (policies.length === 0) throw new Error("The build wrote no Content-Security-Policy for any page");
  const others = rules
    .map((rule) => ({
      for: rule.for,
      values: Object.fromEntries(Object.entries(rule.values).filter(([name]) => name !== CSP_HEADER)),
    }))
    .filter((rule) => Object.keys(rule.values).length > 0);
  return [...others, { for: "/*", values: { [CSP_HEADER]: sitePolicy(policies) } }];
}

/**
 * The header rules with the editor's own policy for /editor and everything under it, after the site's `/*` rule:
 * where two rules set the same header for a path, the later one is sent (Netlify's CDN and `netlify serve` alike), so
 * the editor's page gets its policy and every other file keeps the site's.
 */
export function withEditorPolicy(rules: readonly HeaderRule[]): HeaderRule[] {
  const site = rules.findIndex((rule) => rule.for === "/*" && rule.values[CSP_HEADER]);
  if (site === -1) throw new Error("No site-wide Content-Security-Policy to follow with the editor's");
  const values = { [CSP_HEADER]: editorContentSecurityPolicy() };
  // The page answers at /editor too (Netlify serves a folder's index.html without the slash).
  return [...rules, { for: EDITOR_PATH.slice(0, -1), values }, { for: `${EDITOR_PATH}*`, values }];
}

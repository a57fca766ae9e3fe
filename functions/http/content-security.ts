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

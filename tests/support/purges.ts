import { vi } from "vitest";

/**
 * Runs `body` as on Netlify (its purge token and site set) and answers what it asked Netlify's purge API to drop: the
 * cache tags of each call, in order. Only that API is stood in for (it is Netlify's, outside the site); the site's
 * own database and handlers run as they are. The environment is restored afterwards.
 */
export async function capturePurges<T>(body: () => Promise<T>): Promise<{ purged: string[][]; result: T }> {
  const purged: string[][] = [];
  const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (_url, init) => {
    purged.push(JSON.parse(String(init?.body)).cache_tags);
    return new Response(null, { status: 202 });
  });
  const names = ["NETLIFY", "NETLIFY_PURGE_API_TOKEN", "SITE_ID"] as const;
  const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]));
  Object.assign(process.env, { NETLIFY: "true", NETLIFY_PURGE_API_TOKEN: "test-token", SITE_ID: "test-site" });
  try {
    return { purged, result: await body() };
  } finally {
    for (const name of names) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    fetchSpy.mockRestore();
  }
}

import { expect } from "vitest";

/** The public caching policy (functions/cache/purge.ts): the CDN keeps the answer under `tag`, browsers revalidate. */
export function expectCachedByCdn(response: { headers: Headers }, tag: string): void {
  expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
  expect(response.headers.get("netlify-cdn-cache-control")).toBe("public, s-maxage=300, stale-while-revalidate=86400");
  expect(response.headers.get("netlify-cache-tag")).toBe(tag);
}

/** What a database error produced is kept by nobody: not the CDN, not the browser. */
export function expectUncached(response: { headers: Headers }): void {
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(response.headers.get("netlify-cdn-cache-control")).toBeNull();
}

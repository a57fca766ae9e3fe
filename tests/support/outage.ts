import { expect, vi, type MockInstance } from "vitest";
import { closeDatabase } from "../../functions/db/index.ts";

/** The API's answer when it cannot read the database and has nothing to fall back on. */
export const UNAVAILABLE = { error: { code: "unavailable", message: "Something went wrong. Please try again." } };

/**
 * Runs `body` while the database's address leads nowhere: the pool is closed before the switch and after it, so no
 * idle connection outlives it. Returns the spy on console.error, whose calls are what was logged meanwhile.
 */
export async function withUnreachableDatabase(body: () => Promise<void>): Promise<MockInstance<typeof console.error>> {
  const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
  const url = process.env.NETLIFY_DB_URL;
  await closeDatabase();
  process.env.NETLIFY_DB_URL = "postgres://postgres@127.0.0.1:9/unreachable";
  try {
    await body();
  } finally {
    await closeDatabase();
    process.env.NETLIFY_DB_URL = url;
  }
  return logged;
}

/** A 503 "unavailable" that neither the browser nor the CDN keeps. */
export function expectUnavailable(response: { status: number; data: unknown; headers: Headers }): void {
  expect(response.status).toBe(503);
  expect(response.data).toEqual(UNAVAILABLE);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(response.headers.get("netlify-cdn-cache-control")).toBeNull();
}

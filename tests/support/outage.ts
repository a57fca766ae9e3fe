import { expect, vi } from "vitest";
import { closeDatabase } from "../../functions/db/index.ts";
import { expectUncached } from "./caching.ts";

/** The API's answer when it cannot read the database and has nothing to fall back on. */
export const UNAVAILABLE = {
  error: { code: "unavailable", key: "http.internal", message: "Something went wrong. Please try again." },
};

/**
 * Runs `body` while the database's address leads nowhere: the pool is closed before the switch and after it, so no
 * idle connection outlives it. Each of `failures` must then have been logged as an error ("Feed load failed").
 */
export async function withUnreachableDatabase(failures: string[], body: () => Promise<void>): Promise<void> {
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
  for (const failure of failures) {
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(failure), expect.anything());
  }
}

/** A 503 "unavailable" that neither the browser nor the CDN keeps, saying when to come back. */
export function expectUnavailable(response: { status: number; data: unknown; headers: Headers }): void {
  expect(response.status).toBe(503);
  expect(response.data).toEqual(UNAVAILABLE);
  expect(response.headers.get("retry-after")).toBe("60");
  expectUncached(response);
}

import { describe, expect, inject, it } from "vitest";
import { closeDatabase, query } from "../../functions/db/index.ts";

// The stage on the serverless driver must really run the site's queries through it, not through `pg`.
describe("the database driver", () => {
  it("is the one NETLIFY_DB_DRIVER names, for every query the site makes", async () => {
    const neonProxy = inject("neonProxy");
    expect(process.env.NETLIFY_DB_DRIVER).toBe(neonProxy ? "serverless" : "server");
    expect(await query<{ ok: number }>("SELECT 1 AS ok")).toEqual([{ ok: 1 }]);
    if (!neonProxy) return;

    // With the WebSocket bridge gone, the serverless driver has no way to the database; `pg` would not notice.
    await closeDatabase();
    process.env.NEON_WS_PROXY = "127.0.0.1:9/v2";
    try {
      await expect(query("SELECT 1")).rejects.toThrow();
    } finally {
      await closeDatabase();
      process.env.NEON_WS_PROXY = neonProxy;
    }
    expect(await query<{ ok: number }>("SELECT 1 AS ok")).toEqual([{ ok: 1 }]);
  });
});

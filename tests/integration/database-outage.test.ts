import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import contacts from "../../netlify/functions/contacts.mts";
import muses from "../../netlify/functions/muses.mts";
import { closeDatabase, DATABASE_LIMITS } from "../../functions/db/index.ts";
import { migrate } from "../../scripts/lib/migrate.ts";
import { timed } from "../support/timing.ts";
import { call, createProfile } from "../support/api.ts";
import { startPostgres, type PostgresServer } from "../support/postgres.ts";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy.ts";

// A PostgreSQL server of this file's own, which it stops, starts and cuts off under the site's pool, whichever driver
// the suite runs on (NETLIFY_DB_DRIVER).
let server: PostgresServer;
let proxy: TcpProxy;
let fileUrl: string | undefined;
const HANDLE = "OutageMuse";
const SERVER_ERROR = {
  error: { code: "internal", key: "http.internal", message: "Something went wrong. Please try again." },
};
const UNAVAILABLE = {
  error: { code: "unavailable", key: "http.internal", message: "Something went wrong. Please try again." },
};

const directory = () => call(muses, "GET", "/api/muses");
const profile = () => call(muses, "GET", `/api/muses/${HANDLE}`, { params: { handle: HANDLE } });
const contact = () =>
  call(contacts, "POST", "/api/contacts", {
    json: { name: "Lena", email: "lena@example.test", subject: "Hello", message: "A question about the site." },
  });

async function useDatabase(url: string): Promise<void> {
  await closeDatabase();
  process.env.NETLIFY_DB_URL = url;
}

/** Whatever a database error produced must be kept by nobody: not the CDN, not the browser. */
function expectUncached(response: { headers: Headers }) {
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(response.headers.get("netlify-cdn-cache-control")).toBeNull();
  expect(response.headers.get("netlify-cache-tag")).toBeNull();
}

beforeAll(async () => {
  fileUrl = process.env.NETLIFY_DB_URL;
  server = await startPostgres();
  proxy = await startTcpProxy(server.port);
  await useDatabase(server.url);
  await migrate(server.url);
  await createProfile({ handle: HANDLE, approval_status: "Approved" });
});

afterAll(async () => {
  await closeDatabase();
  process.env.NETLIFY_DB_URL = fileUrl;
  await proxy?.close();
  await server?.stop();
});

describe("a database that goes away under the pool", () => {
  it("keeps answering while PostgreSQL restarts, with the spec's errors kept by nobody, then recovers by itself", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      // Several idle connections in the pool, as after a busy minute.
      const warm = await Promise.all([directory(), directory(), profile(), profile()]);
      expect(warm.map((response) => response.status)).toEqual([200, 200, 200, 200]);
      expect(warm[0]!.data).toMatchObject({ demo: false, total: 1 });

      // An operator's restart ends every session: each idle connection reports an error nobody asked for.
      await server.pause();
      await expect
        .poll(() => logged.mock.calls.filter(([message]) => String(message).includes("connection lost")).length)
        .toBeGreaterThan(0);

      // SPEC §8: the directory falls back to the demo Muses; a profile that cannot be read is not "not found".
      const fallback = await directory();
      expect(fallback.status).toBe(200);
      expect(fallback.data).toMatchObject({ demo: true });
      expectUncached(fallback);
      const unknown = await profile();
      expect(unknown.status).toBe(503);
      expect(unknown.data).toEqual(UNAVAILABLE);
      expectUncached(unknown);
      const refused = await contact();
      expect(refused.status).toBe(500);
      expect(refused.data).toEqual(SERVER_ERROR);
      expectUncached(refused);

      // Back up: the next requests are served from the database, without restarting anything.
      await server.resume();
      const back = await directory();
      expect(back.status).toBe(200);
      expect(back.data).toMatchObject({ demo: false, total: 1 });
      expect((await profile()).data).toMatchObject({ demo: false, muse: { handle: HANDLE } });
      expect((await contact()).status).toBe(201);
    } finally {
      logged.mockRestore();
    }
  });

  it("answers within its limits when the database accepts connections and then stops answering", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await useDatabase(server.url.replace(`:${server.port}/`, `:${proxy.port}/`));
    try {
      expect((await profile()).status).toBe(200);

      // Connected, then silent: only the client's own limit ends the wait.
      proxy.freeze();
      const hung = await timed(profile);
      expect(hung.result.status).toBe(503);
      expectUncached(hung.result);
      expect(hung.ms).toBeLessThan(DATABASE_LIMITS.QUERY_TIMEOUT_MS + 2_000);

      // A new connection to a silent server: the connection limit ends it.
      await closeDatabase();
      const connecting = await timed(contact);
      expect(connecting.result.status).toBe(500);
      expect(connecting.result.data).toEqual(SERVER_ERROR);
      expect(connecting.ms).toBeLessThan(DATABASE_LIMITS.CONNECT_TIMEOUT_MS + 2_000);

      proxy.thaw();
      expect((await profile()).status).toBe(200);
    } finally {
      proxy.thaw();
      logged.mockRestore();
      await useDatabase(server.url);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import pg from "pg";
import contacts from "../../netlify/functions/contacts.mts";
import articles from "../../netlify/functions/articles.mts";
import auth from "../../netlify/functions/auth.mts";
import reports from "../../netlify/functions/reports.mts";
import muses from "../../netlify/functions/muses.mts";
import { closeDatabase, DATABASE_LIMITS, queryOne } from "../../functions/db/index.ts";
import { migrate } from "../../scripts/lib/migrate.ts";
import { timed } from "../support/timing.ts";
import { call, createProfile } from "../support/api.ts";
import { startPostgres, type PostgresServer } from "../support/postgres.ts";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy.ts";
import { withInsertTrigger } from "../support/insert-trigger.ts";
import { expectUnavailable } from "../support/outage.ts";
import { textFor } from "../../functions/http/messages.ts";

// A PostgreSQL server of this file's own, which it stops, starts and cuts off under the site's pool, whichever driver
// the suite runs on (NETLIFY_DB_DRIVER).
let server: PostgresServer;
let proxy: TcpProxy;
let fileUrl: string | undefined;
const HANDLE = "OutageMuse";
const ACCOUNT = { email: "lena@example.test", password: "a long enough passphrase 42" };
const REPORT = { handle: HANDLE, reason: "scam", good_faith: true };

const directory = () => call(muses, "GET", "/api/muses");
const profile = () => call(muses, "GET", `/api/muses/${HANDLE}`, { params: { handle: HANDLE } });
const contact = () =>
  call(contacts, "POST", "/api/contacts", {
    json: { name: "Lena", email: "lena@example.test", subject: "Hello", message: "A question about the site." },
  });

/** How many sessions of the test server are running a statement like `pattern`, seen from a connection of its own. */
async function runningStatements(pattern: string): Promise<number> {
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE query LIKE $1 AND pid <> pg_backend_pid()",
      [pattern],
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

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
  it("sends a confirmation link opened while the server is down to a page that says to open it again, and it works then", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const signUp = await call(auth, "POST", "/api/auth/signup", {
      json: { email: "later@example.test", password: "a long enough passphrase 42" },
    });
    expect(signUp.status).toBe(201);
    const mail = await queryOne<{ body_text: string }>(
      `SELECT body_text FROM email_outbox WHERE to_address = 'later@example.test' AND kind = 'verification'`,
    );
    const link = new URL(/https?:\/\/\S+\/api\/auth\/verify\?token=\S+/.exec(mail!.body_text)![0]);
    const verify = () => call(auth, "GET", `/api/auth/verify${link.search}`);
    await server.pause();
    try {
      const later = await verify();
      expect(later.status).toBe(302);
      expect(later.headers.get("location")).toBe("/auth?verified=later");
      expect(later.headers.get("cache-control")).toBe("no-store");
    } finally {
      await server.resume();
      logged.mockRestore();
    }
    expect((await verify()).headers.get("location")).toBe("/auth?verified=1");
  });

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
      expectUnavailable(await profile());
      expectUnavailable(await contact());

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
      expectUnavailable(connecting.result);
      expect(connecting.ms).toBeLessThan(DATABASE_LIMITS.CONNECT_TIMEOUT_MS + 2_000);

      proxy.thaw();
      expect((await profile()).status).toBe(200);
    } finally {
      proxy.thaw();
      logged.mockRestore();
      await useDatabase(server.url);
    }
  });

  it("answers a write in flight when the database stops with the enveloped 503, in the caller's language", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      // The contact's INSERT is still running when an operator stops the server: the session is ended under it
      // (57P01, "terminating connection due to administrator command"), then its socket closes.
      const inFlight = await withInsertTrigger("contact_requests", "PERFORM pg_sleep(3); RETURN NEW", async () => {
        const answer = call(contacts, "POST", "/api/contacts", {
          json: { name: "Lena", email: "lena@example.test", subject: "Hello", message: "A question about the site." },
          headers: { "accept-language": "de" },
        });
        await expect.poll(() => runningStatements("INSERT INTO contact_requests%")).toBe(1);
        await server.pause();
        const response = await answer;
        await server.resume();
        return response;
      });
      expect(inFlight.status).toBe(503);
      expect(inFlight.data).toEqual({
        error: {
          code: "unavailable",
          key: "http.internal",
          message: textFor("de", "http.internal"),
        },
      });
      expect(JSON.stringify(inFlight.data)).not.toMatch(/terminating|administrator|parseErrorMessage|node_modules/);
      expectUncached(inFlight);
      expect(logged).toHaveBeenCalledWith("Database unavailable", expect.anything());
      // Nothing was half written, and the site writes again once the server is back.
      expect((await contact()).status).toBe(201);
    } finally {
      logged.mockRestore();
    }
  });

  it.each([
    ["POST /api/auth/signin", () => call(auth, "POST", "/api/auth/signin", { json: ACCOUNT })],
    ["POST /api/auth/signup", () => call(auth, "POST", "/api/auth/signup", { json: ACCOUNT })],
    ["POST /api/auth/forgot-password", () => call(auth, "POST", "/api/auth/forgot-password", { json: ACCOUNT })],
    ["POST /api/reports", () => call(reports, "POST", "/api/reports", { json: REPORT })],
    ["GET /api/articles", () => call(articles, "GET", "/api/articles")],
    ["GET /api/articles/:article", () => call(articles, "GET", "/api/articles/a-guide")],
  ])(
    "answers %s with the enveloped 503 while the server is down, never a 500 or a driver's words",
    async (_name, send) => {
      const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
      await server.pause();
      try {
        expectUnavailable(await send());
        expect(logged).toHaveBeenCalledWith("Database unavailable", expect.anything());
      } finally {
        await server.resume();
        logged.mockRestore();
      }
    },
  );
});

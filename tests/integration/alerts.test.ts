import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from "node:crypto";
import fc from "fast-check";
import { decodeProtectedHeader, importJWK, jwtVerify } from "jose";
import webPush from "web-push";
import alerts from "../../netlify/functions/alerts.mts";
import applications from "../../netlify/functions/applications.mts";
import { query } from "../../functions/db/index.ts";
import { deliverAlerts } from "../../functions/alerts/delivery.ts";
import { ageChecked, call, createProfile, createUser, expectError, type TestUser } from "../support/api.ts";
import { CITIES } from "../../src/domain/cities.ts";

/**
 * Account-free alerts by web push (decision 0068) on a real database: a browser's subscription (a P-256 key pair and
 * an auth secret made here as a browser makes them) asks about a city; when a Muse of that city is approved, the
 * deliverer posts an alert that a stand-in push service receives and decrypts with the subscription's private key
 * (RFC 8291), signed with the server's VAPID key (RFC 8292). The push service's 410 ends the subscription, and no
 * subscription row holds anything that names a Muse or a person.
 */

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}
let pushService: Server;
let pushOrigin: string;
const received: Received[] = [];
/** What the stand-in push service answers next ("hang": nothing, ever). */
let answer: number | "hang" = 201;

/** A browser's push subscription: its keys stay here, the server gets their public halves. */
interface Browser {
  ecdh: ECDH;
  auth: Buffer;
  endpoint: string;
  json: { endpoint: string; keys: { p256dh: string; auth: string } };
}
let browserCount = 0;
function newBrowser(): Browser {
  browserCount += 1;
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const endpoint = `${pushOrigin}/push/browser-${browserCount}-${randomBytes(6).toString("hex")}`;
  const keys = { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") };
  return { ecdh, auth, endpoint, json: { endpoint, keys } };
}

/** RFC 8291 + RFC 8188 (aes128gcm), one record: what the browser does with a push message. */
function decrypt(browser: Browser, body: Buffer): unknown {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = browser.ecdh.computeSecret(serverKey);
  const info = Buffer.concat([Buffer.from("WebPush: info\0"), browser.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, browser.auth, info, 32));
  const key = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", key, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  return JSON.parse(padded.subarray(0, end).toString("utf8"));
}

const vapid = webPush.generateVAPIDKeys();
let admin: TestUser;
const saved = { public: process.env.VAPID_PUBLIC_KEY, private: process.env.VAPID_PRIVATE_KEY };

beforeAll(async () => {
  process.env.VAPID_PUBLIC_KEY = vapid.publicKey;
  process.env.VAPID_PRIVATE_KEY = vapid.privateKey;
  pushService = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ path: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks) });
      if (answer !== "hang") response.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, "127.0.0.1", resolve));
  pushOrigin = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  admin = await createUser(["admin"]);
});

afterAll(async () => {
  process.env.VAPID_PUBLIC_KEY = saved.public;
  process.env.VAPID_PRIVATE_KEY = saved.private;
  pushService.closeAllConnections();
  await new Promise((resolve) => pushService.close(resolve));
});

beforeEach(async () => {
  received.length = 0;
  answer = 201;
  // Alerts left by other files' approvals are not this file's to deliver.
  await query(`DELETE FROM push_outbox`);
});

const subscribe = (json: unknown, options: { cookie?: string; ip?: string } = {}) =>
  call(alerts, "POST", "/api/alerts", { json, ...options });
const remove = (json: unknown) => call(alerts, "POST", "/api/alerts/remove", { json });

/** A Pending application in `city`, age-checked, approved by the admin through the API. */
async function approveMuseIn(city: string): Promise<string> {
  const profile = await createProfile({ city });
  await ageChecked(profile.id);
  const response = await call(applications, "POST", `/api/applications/${profile.id}/review`, {
    json: { decision: "approve" },
    cookie: admin.cookie,
  });
  expect(response.status).toBe(200);
  return profile.handle as string;
}

describe("a city subscription", () => {
  it("receives an encrypted push naming the city when a Muse of that city is approved", async () => {
    const zurich = newBrowser();
    const berlin = newBrowser();
    expect((await subscribe({ ...zurich.json, city: "Zurich" })).data).toEqual({ cities: ["Zurich"] });
    expect((await subscribe({ ...berlin.json, city: "Berlin" })).status).toBe(201);

    await approveMuseIn("Zurich");
    // Never in the admin's request: nothing has been posted yet.
    expect(received).toEqual([]);
    const report = await deliverAlerts();

    expect(report).toEqual({ sent: 1, ended: 0, failed: 0 });
    expect(received).toHaveLength(1);
    const push = received[0]!;
    expect(push.path).toBe(new URL(zurich.endpoint).pathname);
    expect(push.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    expect(decrypt(zurich, push.body)).toEqual({ kind: "new-muse", city: "Zurich" });
    // The other browser's key cannot read it.
    expect(() => decrypt(berlin, push.body)).toThrow();

    // RFC 8292: a JWT for the push service's origin, signed with the server's key, and that key beside it.
    const [, jwt, key] = /^vapid t=([^,]+), k=(.+)$/.exec(String(push.headers.authorization))!;
    expect(key).toBe(vapid.publicKey);
    expect(decodeProtectedHeader(jwt!).alg).toBe("ES256");
    const point = Buffer.from(vapid.publicKey, "base64url");
    const publicKey = await importJWK(
      {
        kty: "EC",
        crv: "P-256",
        x: point.subarray(1, 33).toString("base64url"),
        y: point.subarray(33).toString("base64url"),
      },
      "ES256",
    );
    const { payload } = await jwtVerify(jwt!, publicKey, { audience: pushOrigin });
    expect(payload.sub).toMatch(/^mailto:/);

    // Delivered once: the outbox is empty afterwards.
    expect(await deliverAlerts()).toEqual({ sent: 0, ended: 0, failed: 0 });
  });

  it("gets one alert for two approvals in its city before delivery, and alerts for each city it asked about", async () => {
    const browser = newBrowser();
    await subscribe({ ...browser.json, city: "Basel" });
    expect((await subscribe({ ...browser.json, city: "Vienna" })).data).toEqual({ cities: ["Basel", "Vienna"] });
    await approveMuseIn("Basel");
    await approveMuseIn("Basel");
    await approveMuseIn("Vienna");

    await deliverAlerts();

    const cities = received.map((push) => (decrypt(browser, push.body) as { city: string }).city).sort();
    expect(cities).toEqual(["Basel", "Vienna"]);
  });

  it("ends when the push service answers 410 or 404", async () => {
    for (const status of [410, 404]) {
      const browser = newBrowser();
      await subscribe({ ...browser.json, city: "Hamburg" });
      answer = status;
      await approveMuseIn("Hamburg");

      expect(await deliverAlerts()).toEqual({ sent: 0, ended: 1, failed: 0 });

      expect(await query(`SELECT 1 FROM push_subscriptions WHERE endpoint = $1`, [browser.endpoint])).toEqual([]);
      expect(await query(`SELECT 1 FROM push_outbox`)).toEqual([]);
    }
  });

  it("is tried again later when the push service is down, and keeps the subscription", async () => {
    const browser = newBrowser();
    await subscribe({ ...browser.json, city: "Geneva" });
    answer = 503;
    await approveMuseIn("Geneva");

    expect(await deliverAlerts()).toEqual({ sent: 0, ended: 0, failed: 1 });

    const [waiting] = await query<{ attempts: number; later: boolean }>(
      `SELECT attempts, next_attempt_at > now() AS later FROM push_outbox`,
    );
    expect(waiting).toEqual({ attempts: 1, later: true });
    expect(await query(`SELECT 1 FROM push_subscriptions WHERE endpoint = $1`, [browser.endpoint])).toHaveLength(1);
  });

  it("gives up on a push service that does not answer within its timeout, and tries again later", async () => {
    const browser = newBrowser();
    await subscribe({ ...browser.json, city: "Lausanne" });
    answer = "hang";
    await approveMuseIn("Lausanne");

    const started = Date.now();
    expect(await deliverAlerts({ timeoutMs: 300 })).toEqual({ sent: 0, ended: 0, failed: 1 });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await query(`SELECT attempts FROM push_outbox`)).toEqual([{ attempts: 1 }]);
  });

  it("is not queued by a rejection", async () => {
    const browser = newBrowser();
    await subscribe({ ...browser.json, city: "Berlin" });
    const profile = await createProfile({ city: "Berlin" });
    const response = await call(applications, "POST", `/api/applications/${profile.id}/review`, {
      json: { decision: "reject", clause: "3.1", reason: "The feet picture is too dark." },
      cookie: admin.cookie,
    });
    expect(response.status).toBe(200);
    expect(await query(`SELECT 1 FROM push_outbox`)).toEqual([]);
  });

  it("ends when the visitor turns its last city off", async () => {
    const browser = newBrowser();
    await subscribe({ ...browser.json, city: "Warsaw" });
    await subscribe({ ...browser.json, city: "Lausanne" });

    expect((await remove({ endpoint: browser.endpoint, city: "Warsaw" })).data).toEqual({ cities: ["Lausanne"] });
    await approveMuseIn("Warsaw");
    await deliverAlerts();
    expect(received).toEqual([]);

    expect((await remove({ endpoint: browser.endpoint, city: "Lausanne" })).data).toEqual({ cities: [] });
    expect(await query(`SELECT 1 FROM push_subscriptions WHERE endpoint = $1`, [browser.endpoint])).toEqual([]);
  });

  it("stores the endpoint, its keys and the cities only: no handle, no account, no address of the visitor", async () => {
    const browser = newBrowser();
    const seeker = await createUser(["seeker"]);
    await subscribe({ ...browser.json, city: "Amsterdam" }, { cookie: seeker.cookie, ip: "203.0.113.77" });
    const handle = await approveMuseIn("Amsterdam");

    const columns = await query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE table_name IN ('push_subscriptions', 'push_outbox') ORDER BY table_name, ordinal_position`,
    );
    expect(columns.map((column) => `${column.table_name}.${column.column_name}`)).toEqual([
      "push_outbox.id",
      "push_outbox.subscription_id",
      "push_outbox.city",
      "push_outbox.attempts",
      "push_outbox.next_attempt_at",
      "push_outbox.created_at",
      "push_subscriptions.id",
      "push_subscriptions.endpoint",
      "push_subscriptions.p256dh",
      "push_subscriptions.auth",
      "push_subscriptions.cities",
      "push_subscriptions.created_at",
    ]);
    const rows = JSON.stringify(
      await query(`SELECT s.*, o.* FROM push_subscriptions s LEFT JOIN push_outbox o ON o.subscription_id = s.id`),
    );
    for (const secret of [handle, seeker.id, seeker.email, "203.0.113.77"]) expect(rows).not.toContain(secret);
  });
});

describe("who may call the alert endpoints", () => {
  it("answers every caller alike: no account is needed and none is read", async () => {
    const callers = {
      anonymous: undefined,
      ...Object.fromEntries(
        await Promise.all(
          (["seeker", "muse", "admin"] as const).map(
            async (role) => [role, (await createUser([role])).cookie] as const,
          ),
        ),
      ),
    };
    for (const [who, cookie] of Object.entries(callers)) {
      const browser = newBrowser();
      const key = await call(alerts, "GET", "/api/alerts/key", { cookie });
      expect([who, key.status, key.data]).toEqual([who, 200, { publicKey: vapid.publicKey }]);
      const on = await subscribe({ ...browser.json, city: "Frankfurt" }, { cookie });
      expect([who, on.status]).toEqual([who, 201]);
      const off = await call(alerts, "POST", "/api/alerts/remove", { json: { endpoint: browser.endpoint }, cookie });
      expect([who, off.status, off.data]).toEqual([who, 200, { cities: [] }]);
    }
  });

  it("refuses another site's page, other methods, and alerts without the server's keys", async () => {
    const browser = newBrowser();
    const crossSite = await call(alerts, "POST", "/api/alerts", {
      json: { ...browser.json, city: "Zurich" },
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    for (const [method, path] of [
      ["GET", "/api/alerts"],
      ["DELETE", "/api/alerts"],
      ["POST", "/api/alerts/key"],
      ["GET", "/api/alerts/remove"],
    ] as const) {
      expect([method, path, (await call(alerts, method, path)).status]).toEqual([method, path, 405]);
    }
    delete process.env.VAPID_PUBLIC_KEY;
    try {
      expectError(await call(alerts, "GET", "/api/alerts/key"), 503, "unavailable", "alerts.unavailable");
      expectError(await subscribe({ ...browser.json, city: "Zurich" }), 503, "unavailable", "alerts.unavailable");
    } finally {
      process.env.VAPID_PUBLIC_KEY = vapid.publicKey;
    }
    expect(await query(`SELECT 1 FROM push_subscriptions WHERE endpoint = $1`, [browser.endpoint])).toEqual([]);
  });
});

describe("bad input on the alert endpoints", () => {
  const count = async () => (await query<{ n: number }>(`SELECT count(*)::int AS n FROM push_subscriptions`))[0]!.n;

  it("refuses an address that is no push service's, which the server would otherwise post to", async () => {
    const browser = newBrowser();
    for (const endpoint of [
      "https://169.254.169.254/latest/meta-data",
      "https://internal.example/push",
      "https://fcm.googleapis.com.evil.example/x",
      "https://user:pw@fcm.googleapis.com/x",
      "https://fcm.googleapis.com:8443/x",
      "ftp://fcm.googleapis.com/x",
      "http://10.0.0.1/push",
      "not a url",
    ]) {
      const response = await subscribe({ ...browser.json, endpoint, city: "Zurich" });
      expect([endpoint, response.status, response.data.error.key]).toEqual([endpoint, 400, "alerts.subscription"]);
    }
    expect(
      await query(
        `SELECT 1 FROM push_subscriptions WHERE endpoint LIKE 'https://%' AND endpoint NOT LIKE 'https://fcm%'`,
      ),
    ).toEqual([]);
  });

  it("answers any body with 201 or a 400 envelope, never 5xx, and stores nothing it refused", async () => {
    const valid = newBrowser().json;
    const before = await count();
    const field = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 2 }),
      fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
    );
    const body = fc.oneof(
      field,
      fc.record({ endpoint: field, keys: fc.oneof(field, fc.record({ p256dh: field, auth: field })), city: field }),
      fc.record({ endpoint: fc.constant(valid.endpoint), keys: fc.constant(valid.keys), city: field }),
      fc.record({
        endpoint: fc.constant(valid.endpoint),
        keys: fc.record({ p256dh: fc.string({ maxLength: 100 }), auth: fc.constant(valid.keys.auth) }),
        city: fc.constantFrom(...CITIES),
      }),
    );
    await fc.assert(
      fc.asyncProperty(body, async (sent) => {
        const response = await subscribe(sent, { ip: "198.51.100.9" });
        if (response.status === 201) return;
        expect(response.status).toBe(400);
        expect(response.data.error).toMatchObject({ code: expect.any(String), key: expect.any(String) });
      }),
      { numRuns: 150 },
    );
    // Only the valid subscription can have been stored.
    expect(await count()).toBeLessThanOrEqual(before + 1);
  });

  it("answers any removal with 200 or a 400 envelope, never 5xx", async () => {
    const field = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.constantFrom(...CITIES));
    await fc.assert(
      fc.asyncProperty(fc.oneof(field, fc.record({ endpoint: field, city: field })), async (sent) => {
        const response = await call(alerts, "POST", "/api/alerts/remove", { json: sent, ip: "198.51.100.10" });
        expect([200, 400]).toContain(response.status);
      }),
      { numRuns: 100 },
    );
    for (const raw of ["", "{", "[]", '"x"', "null"]) {
      const response = await call(alerts, "POST", "/api/alerts", { raw });
      expect(response.status).toBe(400);
    }
  });
});

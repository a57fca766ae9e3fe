import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { createRemoteJWKSet, exportJWK, generateKeyPair, jwtVerify } from "jose";
import proof from "../../netlify/functions/proof.mts";
import dashboard from "../../netlify/functions/dashboard.mts";
import account from "../../netlify/functions/account.mts";
import { readReceipt } from "../../functions/verification/receipts.ts";
import { call } from "../support/api.ts";
import { upload } from "../fixtures/images/index.ts";
import { distinctPicture } from "../fixtures/images/pictures.ts";
import { query, queryOne } from "../../functions/db/index.ts";
import { fingerprintFromHex, hexFingerprint } from "../../src/domain/receipts.ts";
import { addToGallery, serveFunction, verifiedMuse } from "../support/receipts.ts";
import { findMuse } from "../../functions/muses/profile.ts";
import type { Server } from "node:http";

const run = promisify(execFile);
/** The running function's address, which is also the site's address its receipts name as their issuer. */
let origin: string;
let server: Server;

beforeAll(async () => {
  ({ origin, server } = await serveFunction(proof));
  process.env.SITE_URL = origin;
});
afterAll(() => {
  server.close();
  delete process.env.RECEIPT_SIGNING_KEYS;
  delete process.env.SITE_URL;
});

const keySet = () =>
  createRemoteJWKSet(new URL("/.well-known/jwks.json", origin), { cacheMaxAge: 0, cooldownDuration: 0 });

/** The docs' script, run as a reader would, against the running function. */
const checkWithScript = (jws: string) =>
  run(process.execPath, ["docs/check-receipt.mjs", jws, origin]).then(
    ({ stdout }) => ({ ok: true, out: stdout }),
    (error: { stderr: string }) => ({ ok: false, out: error.stderr }),
  );

async function newPrivateKey(kid: string) {
  const { privateKey } = await generateKeyPair("EdDSA", { crv: "Ed25519", extractable: true });
  return { ...(await exportJWK(privateKey)), kid };
}

describe("the receipt of an approved photo verification", () => {
  it("verifies against /.well-known/jwks.json, names her handle, month and the fingerprints of her pictures", async () => {
    const muse = await verifiedMuse(11);
    const { payload, protectedHeader } = await jwtVerify(muse.receipt.jws, keySet(), {
      issuer: origin,
      algorithms: ["EdDSA"],
    });
    expect(protectedHeader.alg).toBe("EdDSA");
    expect(payload.sub).toBe(muse.profile.handle);
    expect(payload.jti).toBe(muse.receipt.id);
    expect(payload.verified).toBe(new Date().toISOString().slice(0, 7));
    const stored = await queryOne<{ fingerprint: string }>(
      `SELECT fingerprint FROM image_fingerprints WHERE image_url = $1`,
      [muse.profile.profile_picture_url],
    );
    expect(payload.pictures).toEqual([hexFingerprint(stored!.fingerprint)]);
    const months = (payload.exp! - payload.iat!) / 86_400 / 30.4;
    expect(months).toBeGreaterThan(11.5);
    expect(months).toBeLessThan(12.5);

    const script = await checkWithScript(muse.receipt.jws);
    expect(script.out).toContain(`valid: ${muse.profile.handle}`);
    expect(script.ok).toBe(true);
  });

  it("fails once tampered with, by jose and by the docs' script", async () => {
    const muse = await verifiedMuse(12);
    const [header, body, signature] = muse.receipt.jws.split(".") as [string, string, string];
    const claims = JSON.parse(Buffer.from(body, "base64url").toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: "SomeoneElse" })).toString("base64url");
    const tampered = `${header}.${forged}.${signature}`;
    await expect(jwtVerify(tampered, keySet(), { issuer: origin })).rejects.toThrow(/signature/i);
    const script = await checkWithScript(tampered);
    expect(script.ok).toBe(false);
    expect(script.out).toContain("not valid");
  });

  it("after a key rotation, old receipts still verify, new ones use the new kid; the old key leaves once they expired", async () => {
    const oldKey = await newPrivateKey("2026-old");
    const newKey = await newPrivateKey("2026-new");
    process.env.RECEIPT_SIGNING_KEYS = JSON.stringify([oldKey]);
    const before = await verifiedMuse(13);
    process.env.RECEIPT_SIGNING_KEYS = JSON.stringify([newKey, oldKey]);
    const after = await verifiedMuse(14);

    const old = await jwtVerify(before.receipt.jws, keySet(), { issuer: origin });
    expect(old.protectedHeader.kid).toBe("2026-old");
    const renewed = await jwtVerify(after.receipt.jws, keySet(), { issuer: origin });
    expect(renewed.protectedHeader.kid).toBe("2026-new");
    expect((await checkWithScript(before.receipt.jws)).ok).toBe(true);

    const published = async () =>
      ((await (await fetch(`${origin}/.well-known/jwks.json`)).json()) as { keys: Array<{ kid: string; d?: string }> })
        .keys;
    expect((await published()).map((key) => key.kid)).toEqual(["2026-new", "2026-old"]);
    expect((await published()).every((key) => key.d === undefined)).toBe(true);

    await query(`UPDATE verification_receipts SET expires_at = now() - interval '1 second' WHERE kid = '2026-old'`);
    expect((await published()).map((key) => key.kid)).toEqual(["2026-new"]);
  });
});

describe("a receipt's status and its badge", () => {
  const badge = async (id: string) => {
    const response = await fetch(`${origin}/verify/${id}/badge.svg`);
    return {
      status: response.status,
      type: response.headers.get("content-type"),
      text: await response.text(),
      headers: response.headers,
    };
  };
  const statusOf = (svg: string) => /data-status="(\w+)"/.exec(svg)?.[1];

  it("says valid with the month, in her language, under her profile's cache tag", async () => {
    const muse = await verifiedMuse(21, { locale: "de" });
    const answer = await badge(muse.receipt.id);
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^image\/svg\+xml/);
    expect(statusOf(answer.text)).toBe("valid");
    expect(answer.text).toContain(">Gültig</tspan>");
    expect(answer.text).toContain("Foto verifiziert");
    expect(answer.text).toMatch(/<title>[^<]*Aktueller Status: Gültig<\/title>/);
    expect(answer.headers.get("netlify-cache-tag")).toContain(`muse:${muse.profile.handle.toLowerCase()}`);
    expect(answer.headers.get("netlify-cdn-cache-control")).toContain("s-maxage=300");
  });

  it("says ended when she replaces her profile picture, is suspended or deletes her account; expired after 12 months", async () => {
    const replaced = await verifiedMuse(22);
    const form = new FormData();
    form.set("image", upload(await distinctPicture(122), "new.png", "image/png"));
    const swapped = await call(dashboard, "POST", "/api/dashboard/pictures/profile", {
      form,
      cookie: replaced.cookie,
      params: { kind: "profile" },
    });
    expect(swapped.status).toBe(200);
    const ended = await badge(replaced.receipt.id);
    expect(statusOf(ended.text)).toBe("ended");
    expect(ended.text).toContain(">Ended</tspan>");
    expect(await readReceipt(replaced.receipt.id)).toMatchObject({ status: "ended", ended_reason: "replaced" });

    const suspended = await verifiedMuse(23);
    await query(
      `UPDATE profiles SET approval_status = 'Suspended', suspended_at = now(), suspension_reason = 'x' WHERE id = $1`,
      [suspended.profile.id],
    );
    expect(await readReceipt(suspended.receipt.id)).toMatchObject({
      status: "ended",
      ended_reason: "suspended",
      listed: false,
    });

    const deleted = await verifiedMuse(24);
    const gone = await call(account, "DELETE", "/api/account", {
      cookie: deleted.cookie,
      json: { password: deleted.password },
    });
    expect(gone.status).toBe(200);
    const afterDeletion = await readReceipt(deleted.receipt.id);
    expect(afterDeletion).toMatchObject({
      status: "ended",
      ended_reason: "deleted",
      handle: deleted.profile.handle,
      pictures: [],
    });

    const renewed = await verifiedMuse(25);
    const expiresAt = new Date((await readReceipt(renewed.receipt.id))!.expires_at);
    expect(await readReceipt(renewed.receipt.id, new Date(expiresAt.getTime() + 1000))).toMatchObject({
      status: "expired",
    });
  });

  it("answers 404 for an id that names no receipt", async () => {
    expect((await badge("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await badge("not-a-receipt")).status).toBe(404);
  });
});

describe("the pictures a receipt covers", () => {
  it("are her profile picture and the gallery of that moment; a picture added later is marked on her profile", async () => {
    const muse = await verifiedMuse(31, {}, [32]);
    const before = await queryOne<{ urls: string[] }>(
      `SELECT array_agg(image_url ORDER BY kind DESC) AS urls FROM receipt_pictures WHERE receipt_id = $1`,
      [muse.receipt.id],
    );
    expect(before!.urls).toHaveLength(2);
    expect(before!.urls[0]).toBe(muse.profile.profile_picture_url);
    const { payload } = await jwtVerify(muse.receipt.jws, keySet());
    expect(payload.pictures).toHaveLength(2);

    const later = await addToGallery(muse.cookie, 33);
    const page = await findMuse(muse.profile.handle);
    expect(page.profile!.gallery.map((image) => image.image_url)).toContain(later);
    expect(page.profile!.addedAfterVerification).toEqual([later]);
    expect((await readReceipt(muse.receipt.id))!.pictures).toEqual(before!.urls);
  });
});

describe("the look-up of a picture's fingerprint", () => {
  const lookup = (body: unknown, ip = "203.0.113.9") => call(proof, "POST", "/api/verify/lookup", { json: body, ip });

  it("names the verified Muse whose covered picture is within the threshold, and nobody for an unrelated one", async () => {
    const muse = await verifiedMuse(41, {}, [42]);
    const { payload } = await jwtVerify(muse.receipt.jws, keySet());
    const covered = (payload.pictures as string[])[1]!;
    // A copy a few bits away is still her picture.
    const near = (BigInt(`0x${covered}`) ^ 0b1011n).toString(16).padStart(16, "0");
    const found = await lookup({ fingerprint: near });
    expect(found.status).toBe(200);
    expect(found.headers.get("cache-control")).toBe("no-store");
    expect(found.data.matches).toEqual([{ handle: muse.profile.handle, receipt_id: muse.receipt.id }]);

    const far = (BigInt(`0x${covered}`) ^ 0xffff_ffffn).toString(16).padStart(16, "0");
    expect((await lookup({ fingerprint: far })).data.matches).toEqual([]);

    // Nothing of the question is kept: the fingerprint asked about is in no table.
    const kept = await queryOne<{ n: number }>(
      `SELECT count(*)::int AS n FROM image_fingerprints WHERE fingerprint = $1::bigint`,
      [fingerprintFromHex(near)],
    );
    expect(kept!.n).toBe(0);
  });

  it("no longer names her once her receipt ended", async () => {
    const muse = await verifiedMuse(43, {}, [44]);
    const { payload } = await jwtVerify(muse.receipt.jws, keySet());
    const gallery = (payload.pictures as string[])[1]!;
    expect((await lookup({ fingerprint: gallery })).data.matches).toHaveLength(1);
    await query(
      `UPDATE profiles SET approval_status = 'Suspended', suspended_at = now(), suspension_reason = 'x' WHERE id = $1`,
      [muse.profile.id],
    );
    expect((await lookup({ fingerprint: gallery })).data.matches).toEqual([]);
  });

  it("is limited per client address", async () => {
    const limits = process.env.RATE_LIMITS;
    delete process.env.RATE_LIMITS;
    try {
      const fingerprint = "0123456789abcdef";
      for (let i = 0; i < 30; i += 1) expect((await lookup({ fingerprint }, "198.51.100.77")).status).toBe(200);
      expect((await lookup({ fingerprint }, "198.51.100.77")).status).toBe(429);
      expect((await lookup({ fingerprint }, "198.51.100.78")).status).toBe(200);
    } finally {
      if (limits !== undefined) process.env.RATE_LIMITS = limits;
    }
  });
});

describe("malformed receipt ids", () => {
  it("answer 404, never 5xx, on the badge", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 60 }), async (id) => {
        const path = `/verify/${encodeURIComponent(id)}/badge.svg`;
        const response = await call(proof, "GET", path, { params: { id } });
        expect(response.status, path).toBe(404);
      }),
      { numRuns: 50 },
    );
  });
});

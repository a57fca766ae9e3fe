import { randomUUID } from "node:crypto";
import { SignJWT, calculateJwkThumbprint, importJWK, type CryptoKey, type JWK } from "jose";
import { CACHE_TAGS, setPublicCacheHeaders } from "../cache/purge.ts";
import { query, type Queryable } from "../db/index.ts";
import { isUuid } from "../http/ids.ts";
import type { OwnReceipt } from "../../src/domain/profile.ts";
import { DEFAULT_LOCALE } from "../../src/domain/locales.ts";
import { isLocale } from "../../src/i18n/paths.ts";
import { siteUrl } from "../email/templates.ts";
import { PHOTO_VERIFICATION } from "../../src/domain/verification.ts";
import { hexFingerprint, type EndedReason, type PublicReceipt, type ReceiptStatus } from "../../src/domain/receipts.ts";

/**
 * Portable proof (decision 0069): every approved photo verification issues a receipt, a compact JWS (EdDSA over
 * Ed25519) that anyone can check against /.well-known/jwks.json without asking the site.
 */

/**
 * Used only where RECEIPT_SIGNING_KEYS is not set outside production (the tests, a bare `astro dev`); the local
 * launchers set keys generated once into .netlify/receipt-signing-keys.json.
 */
const LOCAL_KEYS: JWK[] = [
  {
    kty: "OKP",
    crv: "Ed25519",
    x: "jUjResXBrFW5aT4WPUM9TB1uswxvLh_ok3lMP0NHzJU",
    d: "6gcqzjhqeVt176tbVHIpTqod0Il1MIhFtS9GqyWYi5Y",
  },
];

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  /** The public half as the JWKS publishes it. */
  publicJwk: JWK;
}

/** RECEIPT_SIGNING_KEYS: a JSON array of private Ed25519 JWKs, the current key first, then the previous ones. */
function configuredKeys(): { source: string; jwks: JWK[] } {
  const fromEnv = process.env.RECEIPT_SIGNING_KEYS;
  if (!fromEnv) {
    if (
      process.env.CONTEXT === "production" ||
      (process.env.NODE_ENV === "production" && process.env.NETLIFY === "true")
    )
      throw new Error("RECEIPT_SIGNING_KEYS is required in production");
    return { source: "", jwks: LOCAL_KEYS };
  }
  const parsed: unknown = JSON.parse(fromEnv);
  const jwks = Array.isArray(parsed) ? parsed : [parsed];
  if (jwks.length === 0) throw new Error("RECEIPT_SIGNING_KEYS names no key");
  for (const jwk of jwks as JWK[]) {
    if (jwk?.kty !== "OKP" || jwk.crv !== "Ed25519" || typeof jwk.d !== "string" || typeof jwk.x !== "string")
      throw new Error("RECEIPT_SIGNING_KEYS must hold private Ed25519 JWKs (kty OKP, crv Ed25519, x and d)");
  }
  return { source: fromEnv, jwks: jwks as JWK[] };
}

let loaded: { source: string; keys: Promise<SigningKey[]> } | undefined;

/** The signing keys, current first; each key's `kid` is its own `kid` or else its RFC 7638 thumbprint. */
export function signingKeys(): Promise<SigningKey[]> {
  const { source, jwks } = configuredKeys();
  if (loaded?.source !== source) {
    const keys = Promise.all(
      jwks.map(async (jwk) => {
        const kid = jwk.kid ?? (await calculateJwkThumbprint(jwk));
        const publicJwk: JWK = { kty: "OKP", crv: "Ed25519", x: jwk.x, kid, alg: "EdDSA", use: "sig" };
        const privateKey = (await importJWK({ ...jwk, alg: "EdDSA" }, "EdDSA")) as CryptoKey;
        return { kid, privateKey, publicJwk };
      }),
    );
    loaded = { source, keys };
  }
  return loaded.keys;
}

/**
 * GET /.well-known/jwks.json: the public keys, the current one always, a previous one while a receipt it signed has
 * not expired (then it may leave RECEIPT_SIGNING_KEYS).
 */
export async function publicKeySet(): Promise<{ keys: JWK[] }> {
  const [current, ...previous] = await signingKeys();
  const used =
    previous.length === 0
      ? []
      : (
          await query<{ kid: string }>(
            `SELECT DISTINCT kid FROM verification_receipts WHERE kid = ANY($1::text[]) AND expires_at > now()`,
            [previous.map((key) => key.kid)],
          )
        ).map((row) => row.kid);
  return { keys: [current!, ...previous.filter((key) => used.includes(key.kid))].map((key) => key.publicJwk) };
}

/** The receipt's own claims, beside the registered ones (iss, sub: the handle, jti: the receipt id, iat, exp). */
export interface ReceiptClaims {
  /** The month of the verification, YYYY-MM (UTC), as the badge shows it. */
  verified: string;
  /** The 64-bit fingerprints of the pictures compared, 16 hexadecimal digits each (functions/images/fingerprint.ts). */
  pictures: string[];
}

/**
 * Issues the receipt of a verification an admin just confirmed, in its transaction: the pictures compared are her
 * profile picture and her gallery as they are now. A receipt she had before ends ("renewed"). Its id.
 */
export async function issueReceipt(
  tx: Queryable,
  verification: { id: string | null; profileId: string; handle: string },
): Promise<string> {
  const { rows: covered } = await tx.query<{ image_url: string; kind: string; fingerprint: string | null }>(
    `SELECT pictures.image_url, pictures.kind, f.fingerprint
       FROM (SELECT profile_picture_url AS image_url, 'profile_picture' AS kind, -1 AS display_order
               FROM profiles WHERE id = $1 AND profile_picture_url IS NOT NULL
             UNION ALL
             SELECT image_url, 'gallery_image', display_order FROM muse_gallery WHERE profile_id = $1) pictures
       LEFT JOIN image_fingerprints f ON f.image_url = pictures.image_url
      ORDER BY pictures.display_order, pictures.image_url`,
    [verification.profileId],
  );
  const {
    rows: [times],
  } = await tx.query<{ issued_at: Date; expires_at: Date }>(
    `SELECT now() AS issued_at, now() + make_interval(months => ${PHOTO_VERIFICATION.VALID_MONTHS}) AS expires_at`,
  );
  const { issued_at: issuedAt, expires_at: expiresAt } = times!;
  const [key] = await signingKeys();
  const id = randomUUID();
  const claims: ReceiptClaims = {
    verified: issuedAt.toISOString().slice(0, 7),
    pictures: covered.flatMap((picture) => (picture.fingerprint === null ? [] : [hexFingerprint(picture.fingerprint)])),
  };
  const jws = await new SignJWT({ ...claims })
    .setProtectedHeader({ alg: "EdDSA", kid: key!.kid, typ: "JWT" })
    .setIssuer(siteUrl())
    .setSubject(verification.handle)
    .setJti(id)
    .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key!.privateKey);
  await tx.query(
    `UPDATE verification_receipts SET status = 'ended', ended_reason = 'renewed', ended_at = now()
      WHERE profile_id = $1 AND status = 'valid'`,
    [verification.profileId],
  );
  await tx.query(
    `INSERT INTO verification_receipts (id, profile_id, verification_id, handle, kid, jws, issued_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [id, verification.profileId, verification.id, verification.handle, key!.kid, jws, issuedAt, expiresAt],
  );
  if (covered.length > 0) {
    await tx.query(
      `INSERT INTO receipt_pictures (receipt_id, image_url, kind, fingerprint)
       SELECT $1, * FROM unnest($2::text[], $3::text[], $4::bigint[])`,
      [id, covered.map((p) => p.image_url), covered.map((p) => p.kind), covered.map((p) => p.fingerprint)],
    );
  }
  return id;
}

/** A receipt's status now: ended (and why) when something ended it, expired once past its expiry, else valid. */
export function receiptStatus(
  row: { status: string; ended_reason: string | null; expires_at: Date | string },
  now = new Date(),
): {
  status: ReceiptStatus;
  ended_reason: EndedReason | null;
} {
  if (row.status === "ended") return { status: "ended", ended_reason: row.ended_reason as EndedReason };
  if (new Date(row.expires_at) <= now) return { status: "expired", ended_reason: null };
  return { status: "valid", ended_reason: null };
}

/** A receipt as its public page shows it; undefined when there is none with that id. */
export async function readReceipt(id: string, now = new Date()): Promise<PublicReceipt | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await query<{
    id: string;
    handle: string;
    listed: boolean;
    issued_at: Date;
    expires_at: Date;
    status: string;
    ended_reason: string | null;
    jws: string;
    pictures: string[];
    locale: string;
  }>(
    `SELECT r.id, r.handle, coalesce(p.approval_status = 'Approved', false) AS listed, coalesce(p.locale, 'en') AS locale, r.issued_at, r.expires_at,
            r.status, r.ended_reason, r.jws,
            ARRAY(SELECT c.image_url FROM receipt_pictures c
                   WHERE c.receipt_id = r.id
                     AND (c.image_url = p.profile_picture_url
                          OR EXISTS (SELECT 1 FROM muse_gallery g WHERE g.profile_id = p.id AND g.image_url = c.image_url))
                   ORDER BY c.kind DESC, c.image_url) AS pictures
       FROM verification_receipts r LEFT JOIN profiles p ON p.id = r.profile_id
      WHERE r.id = $1`,
    [id],
  );
  if (!row) return undefined;
  return {
    id: row.id,
    handle: row.handle,
    listed: row.listed,
    issued_at: row.issued_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    ...receiptStatus(row, now),
    jws: row.jws,
    pictures: row.pictures,
    locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
  };
}

/** The CDN cache tags of a receipt's page and badge: her profile's, so whatever changes her profile purges them. */
export const receiptCacheTags = (receipt: Pick<PublicReceipt, "id" | "handle">) => [
  `receipt:${receipt.id}`,
  CACHE_TAGS.muse(receipt.handle),
];

/** GET /.well-known/jwks.json (public): the key set receipts are checked against. */
export async function serveKeySet(): Promise<Response> {
  const headers = new Headers({ "content-type": "application/jwk-set+json", "access-control-allow-origin": "*" });
  setPublicCacheHeaders(headers, ["jwks"]);
  return new Response(JSON.stringify(await publicKeySet()), { headers });
}

/** Her valid receipt (not ended, not expired), for her dashboard's badge snippet; null when she has none. */
export async function validReceiptOf(profileId: string): Promise<OwnReceipt | null> {
  const [row] = await query<{ id: string; issued_at: Date }>(
    `SELECT id, issued_at FROM verification_receipts
      WHERE profile_id = $1 AND status = 'valid' AND expires_at > now() ORDER BY issued_at DESC LIMIT 1`,
    [profileId],
  );
  return row ? { id: row.id, issued_at: row.issued_at.toISOString() } : null;
}

/**
 * Her gallery pictures that her valid receipt does not cover, added after the verification: the profile marks them.
 * None when she has no valid receipt (no badge, nothing to set apart).
 */
export async function picturesAddedAfter(profileId: string): Promise<string[]> {
  const rows = await query<{ image_url: string }>(
    `SELECT g.image_url FROM muse_gallery g
       JOIN verification_receipts r ON r.profile_id = g.profile_id AND r.status = 'valid' AND r.expires_at > now()
      WHERE g.profile_id = $1
        AND NOT EXISTS (SELECT 1 FROM receipt_pictures c WHERE c.receipt_id = r.id AND c.image_url = g.image_url)`,
    [profileId],
  );
  return rows.map((row) => row.image_url);
}

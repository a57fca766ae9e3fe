import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

const KEY_LENGTH = 64;

interface Cost {
  N: number;
  r: number;
  p: number;
}

/** OWASP's recommendation for scrypt (Password Storage Cheat Sheet): N=2^17, r=8, p=1; about 128 MiB and 0.4 s a hash. */
export const RECOMMENDED_COST: Cost = { N: 2 ** 17, r: 8, p: 1 };

/** Bounds on the parameters a stored hash may name, so a damaged row cannot make one sign-in take minutes or gigabytes. */
const ACCEPTED = { N: { min: 2 ** 10, max: 2 ** 20 }, r: { min: 1, max: 32 }, p: { min: 1, max: 16 } };

/**
 * The recommended cost, unless PASSWORD_SCRYPT_N names a smaller power of two (at least 2^10): the test suites' servers
 * hash the same way in a fraction of the time (docs/CONFIGURATION.md). Never set on a deploy; if it was, the next
 * sign-in after it is removed stores a hash at the recommended cost again (`needsRehash`).
 */
export function configuredCost(setting: string | undefined): Cost {
  const N = Number(setting);
  if (!setting || !Number.isInteger(N) || (N & (N - 1)) !== 0 || N < ACCEPTED.N.min || N > RECOMMENDED_COST.N)
    return RECOMMENDED_COST;
  return { ...RECOMMENDED_COST, N };
}

export const PASSWORD_COST: Cost = configuredCost(process.env.PASSWORD_SCRYPT_N);

function derive(password: string, salt: Buffer, cost: Cost): Promise<Buffer> {
  // scrypt needs 128 · N · r bytes; the default ceiling (32 MiB) is below what 2^17 asks for.
  const maxmem = 128 * cost.N * cost.r + 1024 * 1024;
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { ...cost, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

interface StoredHash {
  cost: Cost;
  salt: Buffer;
  key: Buffer;
}

function readStored(stored: string): StoredHash | null {
  const [scheme, n, r, p, salt, key, ...rest] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key || rest.length > 0) return null;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const powerOfTwo = Number.isInteger(cost.N) && (cost.N & (cost.N - 1)) === 0;
  const within = (value: number, bounds: { min: number; max: number }) =>
    Number.isInteger(value) && value >= bounds.min && value <= bounds.max;
  if (!powerOfTwo || !within(cost.N, ACCEPTED.N) || !within(cost.r, ACCEPTED.r) || !within(cost.p, ACCEPTED.p))
    return null;
  return { cost, salt: Buffer.from(salt, "base64"), key: Buffer.from(key, "base64") };
}

/** scrypt with a per-user salt; the stored form names its parameters, so older hashes keep working when they change. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PASSWORD_COST);
  const { N, r, p } = PASSWORD_COST;
  return `scrypt$${N}$${r}$${p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

/** Derives with the parameters the stored hash names, not today's. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = readStored(stored);
  if (!parsed || parsed.key.length !== KEY_LENGTH) return false;
  const actual = await derive(password, parsed.salt, parsed.cost);
  return timingSafeEqual(parsed.key, actual);
}

/** True when the hash was made with other parameters than today's: the next successful sign-in stores a new one. */
export function needsRehash(stored: string): boolean {
  const parsed = readStored(stored);
  const { N, r, p } = PASSWORD_COST;
  return !parsed || parsed.cost.N !== N || parsed.cost.r !== r || parsed.cost.p !== p;
}

/** A hash to compare against when the e-mail is unknown, so timing does not reveal registered addresses. */
export const DUMMY_HASH = `scrypt$${PASSWORD_COST.N}$${PASSWORD_COST.r}$${PASSWORD_COST.p}$AAAAAAAAAAAAAAAAAAAAAA==$${Buffer.alloc(KEY_LENGTH).toString("base64")}`;

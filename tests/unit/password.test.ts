import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { scryptSync } from "node:crypto";
import {
  configuredCost,
  DUMMY_HASH,
  hashPassword,
  needsRehash,
  PASSWORD_COST,
  RECOMMENDED_COST,
  verifyPassword,
} from "../../functions/auth/password.ts";

/** A hash as the site stored it before the cost was raised (N=2^14), made here with Node's own scrypt. */
function legacyHash(password: string): string {
  const salt = Buffer.from("0123456789abcdef");
  const key = scryptSync(password.normalize("NFKC"), salt, 64, { N: 2 ** 14, r: 8, p: 1 });
  return `scrypt$16384$8$1$${salt.toString("base64")}$${key.toString("base64")}`;
}

describe("password hashing", () => {
  it("hashes at the recommended cost unless a smaller power of two from 2^10 is set for the test servers", () => {
    expect(PASSWORD_COST).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(configuredCost(undefined)).toEqual(RECOMMENDED_COST);
    expect(configuredCost("1024")).toEqual({ N: 1024, r: 8, p: 1 });
    // Nothing above the recommended cost, below the accepted floor, or not a power of two.
    for (const setting of ["", "512", "1000", String(2 ** 18), "abc", "-1024"])
      expect(configuredCost(setting)).toEqual(RECOMMENDED_COST);
  });

  it("verifies the password it hashed and refuses any other", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 8, maxLength: 40 }).chain((password) =>
          fc.tuple(
            fc.constant(password),
            // Near misses as well as strangers: a hash that read only a prefix would accept these.
            fc.oneof(
              fc.string({ minLength: 1, maxLength: 40 }),
              fc.string({ minLength: 1, maxLength: 4 }).map((tail) => password + tail),
              fc.nat({ max: password.length - 1 }).map((end) => password.slice(0, Math.max(1, end))),
            ),
          ),
        ),
        async ([password, other]) => {
          const stored = await hashPassword(password);
          expect(await verifyPassword(password, stored)).toBe(true);
          if (other.normalize("NFKC") !== password.normalize("NFKC"))
            expect(await verifyPassword(other, stored)).toBe(false);
        },
      ),
      { numRuns: 4 },
    );
  }, 60_000);

  it("stores scrypt with its parameters and a fresh salt, never the password", async () => {
    const first = await hashPassword("correct horse battery");
    const second = await hashPassword("correct horse battery");
    expect(first).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toContain("correct horse battery");
    expect(first).not.toBe(second);
  });

  it("verifies a hash made at an earlier cost with that cost, and asks for it to be stored again", async () => {
    const stored = legacyHash("correct horse battery");
    expect(await verifyPassword("correct horse battery", stored)).toBe(true);
    expect(await verifyPassword("correct horse battery!", stored)).toBe(false);
    expect(needsRehash(stored)).toBe(true);
    expect(needsRehash(await hashPassword("correct horse battery"))).toBe(false);
  });

  it("refuses a stored hash whose parameters are out of bounds instead of deriving with them", async () => {
    const [, , r, p, salt, key] = legacyHash("correct horse battery").split("$");
    for (const n of [2 ** 30, 3 * 2 ** 14, 0, -16384, 2 ** 8])
      expect(await verifyPassword("correct horse battery", ["scrypt", n, r, p, salt, key].join("$"))).toBe(false);
    expect(await verifyPassword("correct horse battery", ["scrypt", 16384, 1000, p, salt, key].join("$"))).toBe(false);
  });

  it("refuses a password that differs only in case or by a trailing space", async () => {
    const stored = await hashPassword("Correct horse");
    expect(await verifyPassword("correct horse", stored)).toBe(false);
    expect(await verifyPassword("Correct horse ", stored)).toBe(false);
  });

  it("never matches the dummy hash used for unknown e-mails", async () => {
    expect(await verifyPassword("", DUMMY_HASH)).toBe(false);
    expect(await verifyPassword("correct horse battery", DUMMY_HASH)).toBe(false);
  });

  it("refuses a stored value that is not an scrypt hash", async () => {
    expect(await verifyPassword("correct horse battery", "")).toBe(false);
    expect(await verifyPassword("correct horse battery", "correct horse battery")).toBe(false);
    expect(await verifyPassword("correct horse battery", "bcrypt$x$y$z$salt$key")).toBe(false);
  });
});

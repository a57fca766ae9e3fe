import { createHash, randomBytes } from "node:crypto";

/** Longest token a link or form may carry; anything longer is refused before hashing. */
export const MAX_TOKEN_LENGTH = 200;

/** A single-use secret handed to one person (a link in a mail, a claim for an application): 256 random bits. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Only the hash is stored, so a leaked table cannot be used to verify, claim or reset anything. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

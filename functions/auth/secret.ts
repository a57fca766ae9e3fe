import { randomBytes } from "node:crypto";

let cached: Uint8Array | undefined;

/**
 * SESSION_SECRET signs session tokens. Production must set it (we fail fast). The local launchers
 * (scripts/dev.ts, scripts/serve.ts) set one kept in .netlify/session-secret; anything else running
 * without it (a bare `astro dev`) gets a secret for this process only.
 */
export function sessionSecret(): Uint8Array {
  if (cached) return cached;
  const fromEnv = process.env.SESSION_SECRET;
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error("SESSION_SECRET must be at least 32 characters");
    return (cached = new TextEncoder().encode(fromEnv));
  }
  if (
    process.env.CONTEXT === "production" ||
    (process.env.NODE_ENV === "production" && process.env.NETLIFY === "true")
  ) {
    throw new Error("SESSION_SECRET is required in production");
  }
  return (cached = new TextEncoder().encode(randomBytes(48).toString("base64url")));
}

import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

let cached: Uint8Array | undefined;

/**
 * SESSION_SECRET signs session tokens. Production must set it (we fail fast); locally one is
 * generated once and kept in .netlify/session-secret so sessions survive restarts.
 */
export function sessionSecret(): Uint8Array {
  if (cached) return cached;
  const fromEnv = process.env.SESSION_SECRET;
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error("SESSION_SECRET must be at least 32 characters");
    return (cached = new TextEncoder().encode(fromEnv));
  }
  if (process.env.CONTEXT === "production" || process.env.NODE_ENV === "production" && process.env.NETLIFY === "true") {
    throw new Error("SESSION_SECRET is required in production");
  }
  const file = join(process.cwd(), ".netlify", "session-secret");
  if (!existsSync(file)) {
    mkdirSync(join(process.cwd(), ".netlify"), { recursive: true });
    writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600 });
  }
  return (cached = new TextEncoder().encode(readFileSync(file, "utf8").trim()));
}

import { SUPPORT_EMAIL } from "../../src/domain/brand.ts";

/** The server's VAPID identity (RFC 8292): the key pair it signs its pushes with, and whom a push service may write to. */
export interface VapidDetails {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (base64url, as `npx web-push generate-vapid-keys` prints them) from the
 * environment; the local launchers generate a pair once into .netlify/vapid-keys.json. Without them alerts are off:
 * nobody can subscribe, and nothing is sent. VAPID_SUBJECT defaults to the support address.
 */
export function vapidDetails(): VapidDetails | undefined {
  const publicKey = process.env.VAPID_PUBLIC_KEY;
  const privateKey = process.env.VAPID_PRIVATE_KEY;
  if (!publicKey || !privateKey) return undefined;
  return { publicKey, privateKey, subject: process.env.VAPID_SUBJECT ?? `mailto:${SUPPORT_EMAIL}` };
}

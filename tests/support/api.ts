import { expect } from "vitest";
import { query, queryOne, transaction } from "../../functions/db/index.ts";
import { createClaim } from "../../functions/applications/claim.ts";
import { hashPassword } from "../../functions/auth/password.ts";
import { SESSION_COOKIE, issueToken } from "../../functions/auth/session.ts";
import type { Role } from "../../src/domain/options.ts";
import { english } from "./messages.ts";

export const ORIGIN = "http://localhost:8888";

type Handler = (request: Request, context?: { params?: Record<string, string>; ip?: string }) => Promise<Response>;

export interface CallOptions {
  json?: unknown;
  /** Raw body text, sent with content-type application/json (for malformed-JSON cases). */
  raw?: string;
  form?: FormData;
  cookie?: string;
  params?: Record<string, string>;
  headers?: Record<string, string>;
  ip?: string;
}

/**
 * The method and path of a test's endpoint named "METHOD /path" (a table's row), or its own `path` where the name
 * stands for an address it cannot spell (an id, a placeholder "…", a note in brackets).
 */
export function endpointRoute(name: string, path?: string): { method: string; path: string } {
  const [method, named] = name.split(" ") as [string, string];
  if (path === undefined && /[:…(]/.test(name.slice(method.length))) throw new Error(`${name}: give its path`);
  return { method, path: path ?? named };
}

/** An error answer: its status, and its envelope's code, message (the spec's English, or its key) and key. */
export function expectError(response: { status: number; data: any }, status: number, code: string, message: string) {
  expect(response.status).toBe(status);
  const text = english(message);
  expect(response.data.error).toEqual({ code, key: expect.any(String), message: text });
  // The key names that very text (and is the one given, when a key was).
  expect(english(response.data.error.key)).toBe(text);
  if (text !== message) expect(response.data.error.key).toBe(message);
}

/**
 * An error answer about one field: its status, and an envelope of exactly that code, key and message, with the message
 * under the field in `fields` and the key under it in `fieldKeys` (`exact: false` allows more in the envelope).
 */
export function expectFieldError(
  response: { status: number; data: any },
  status: number,
  error: { code: string; key: string; message: string; field: string },
  { exact = true } = {},
) {
  expect(response.status).toBe(status);
  const { code, key, message, field } = error;
  const envelope = { code, key, message, fields: { [field]: message }, fieldKeys: { [field]: key } };
  if (exact) expect(response.data.error).toEqual(envelope);
  else expect(response.data.error).toMatchObject(envelope);
}

/** Calls a Netlify function handler directly with a real Request, as the platform would. */
export async function call(handler: Handler, method: string, path: string, options: CallOptions = {}) {
  const headers = new Headers(options.headers);
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(options.json);
  } else if (options.raw !== undefined) {
    headers.set("content-type", "application/json");
    body = options.raw;
  } else if (options.form) {
    body = options.form;
  }
  if (method !== "GET" && !headers.has("origin")) headers.set("origin", ORIGIN);
  if (options.cookie) headers.set("cookie", options.cookie);
  const request = new Request(new URL(path, ORIGIN), { method, headers, body });
  const response = await handler(request, { params: options.params ?? {}, ip: options.ip ?? "127.0.0.1" });
  const text = await response.text();
  let data: any;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = text;
  }
  return { status: response.status, headers: response.headers, data, text };
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

let counter = 0;
let fixtureHash: Promise<string> | undefined;

/** One hash for every fixture user: at production cost each takes about 0.4 s, and they all share one password. */
function passwordHashOfFixtures(): Promise<string> {
  fixtureHash ??= hashPassword(FIXTURE_PASSWORD);
  return fixtureHash;
}

const FIXTURE_PASSWORD = "correct horse battery";

/** Creates a user with the given roles and a live session, straight in the database. */
export async function createUser(
  roles: Role[] = ["seeker"],
  userType: "seeker" | "muse" = "seeker",
): Promise<TestUser> {
  counter += 1;
  const email = `user${counter}-${Date.now()}@example.test`;
  const password = FIXTURE_PASSWORD;
  const user = await queryOne<{ id: string }>(
    `INSERT INTO users (email, password_hash, user_type) VALUES ($1, $2, $3) RETURNING id`,
    [email, await passwordHashOfFixtures(), userType],
  );
  for (const role of roles) await query(`INSERT INTO user_roles (user_id, role) VALUES ($1, $2)`, [user!.id, role]);
  const session = await queryOne<{ id: string }>(
    `INSERT INTO sessions (user_id, expires_at) VALUES ($1, now() + interval '1 day') RETURNING id`,
    [user!.id],
  );
  const token = await issueToken(session!.id, user!.id);
  return { id: user!.id, email, password, cookie: `${SESSION_COOKIE}=${token}` };
}

export interface ProfileFixture {
  handle?: string;
  approval_status?: "Pending" | "Approved" | "Rejected" | "Suspended";
  city?: string;
  categories?: string[];
  user_id?: string | null;
  [field: string]: unknown;
}

/** Inserts a profile row with sensible defaults; any SPEC §3 column can be overridden. */
export async function createProfile(fields: ProfileFixture = {}): Promise<Record<string, any>> {
  counter += 1;
  const status = fields.approval_status ?? "Pending";
  const row: Record<string, unknown> = {
    handle: `muse${counter}`,
    bio: "A warm and discreet Muse who loves elegant heels and long conversations.",
    city: "Zurich",
    categories: ["Foot Worship"],
    phone_number: "+41 79 123 45 67",
    how_found_us: "Reddit",
    approved_at: status === "Approved" || status === "Suspended" ? new Date() : null,
    rejection_reason: status === "Rejected" ? "Pictures were unclear." : null,
    suspension_reason: status === "Suspended" ? "Reported for stolen photos." : null,
    suspended_at: status === "Suspended" ? new Date() : null,
    ...fields,
    approval_status: status,
  };
  const columns = Object.keys(row);
  const values = Object.values(row);
  const placeholders = columns.map((_, i) => `$${i + 1}`);
  const created = await queryOne<Record<string, any>>(
    `INSERT INTO profiles (${columns.join(", ")}) VALUES (${placeholders.join(", ")}) RETURNING *`,
    values,
  );
  return created!;
}

/**
 * Records a passed age check for an application straight in the database, as an admin's check would (decision 0065),
 * so that a test about something else can approve it.
 */
export async function ageChecked(profileId: string): Promise<void> {
  await query(
    `INSERT INTO age_checks (profile_id, handle, over_18, document_type, issuing_country, expiry_month, document_hash)
     SELECT id, handle, true, 'passport', 'CH', date '2031-01-01', md5(id::text) || md5(handle) FROM profiles
      WHERE id = $1`,
    [profileId],
  );
}

/** Issues an application's claim secret as an anonymous submission does, for applications made by createProfile. */
export function issueClaim(profileId: string, email: string | null = null): Promise<string> {
  return transaction((tx) => createClaim(tx, profileId, email));
}

import { beforeAll, describe, expect, it, vi } from "vitest";
import { TERMS_CLAUSE_KEYS } from "../../src/domain/decisions.ts";
import { isDeepStrictEqual } from "node:util";
import fc from "fast-check";
import account from "../../netlify/functions/account.mts";
import auth from "../../netlify/functions/auth.mts";
import contacts from "../../netlify/functions/contacts.mts";
import applications from "../../netlify/functions/applications.mts";
import articles from "../../netlify/functions/articles.mts";
import dashboard from "../../netlify/functions/dashboard.mts";
import reports from "../../netlify/functions/reports.mts";
import proof from "../../netlify/functions/proof.mts";
import adminApi from "../../netlify/functions/admin.mts";
import muses from "../../netlify/functions/muses.mts";
import messages from "../../netlify/functions/messages.mts";
import statistics from "../../netlify/functions/statistics.mts";
import { BEACON_EVENTS } from "../../src/domain/statistics.ts";
import { query, queryOne } from "../../functions/db/index.ts";
import { hashToken } from "../../functions/auth/tokens.ts";
import { call, createProfile, createUser, endpointRoute } from "../support/api.ts";
import { FULL_PROFILE_EDIT } from "../support/profile-edit.ts";
import { CITIES } from "../../src/domain/cities.ts";
import {
  AVAILABILITY,
  CATEGORIES,
  ETHNICITIES,
  HAIR_COLORS,
  LANGUAGES,
  NATIONALITIES,
  USER_TYPES,
} from "../../src/domain/options.ts";
import { REPORT_REASON_KEYS } from "../../src/domain/moderation.ts";
import { SHORTLIST_MAX, isWellFormedHandle } from "../../src/domain/shortlist.ts";
import { addDays, siteToday } from "../../src/domain/site-day.ts";

/**
 * Property: whatever malformed body a JSON endpoint receives (broken JSON, wrong types, missing fields,
 * over-long text, unknown option values, NUL characters), it answers a 4xx with the error envelope,
 * never a 5xx, and writes nothing.
 */

// FUZZ_RUNS raises the count for a longer search (a soak run); CI uses the default.
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

type Handler = Parameters<typeof call>[0];

interface JsonEndpoint {
  /** "METHOD /path": the call, its path too unless `path` gives it. */
  name: string;
  handler: Handler;
  path?: () => string;
  params?: () => Record<string, string>;
  cookie?: () => string;
  valid: Record<string, unknown>;
  /** Fields whose absence makes the body invalid. */
  required: string[];
  /** For each field, values the endpoint must refuse. */
  invalid: Record<string, fc.Arbitrary<unknown>>;
  /** Text fields where a NUL character (which Postgres text cannot hold) is slipped into a valid value. */
  text?: string[];
  /** Extra keys are refused (only where the endpoint takes exactly one key). */
  strictKeys?: boolean;
  /** The rows this endpoint could change, to prove a refusal changed nothing. */
  target?: () => Promise<unknown>;
  /** The status the valid body answers, so a refusal is the body's doing and not a missing route's. */
  accepts?: number;
}

// Values of the wrong type: never a string (null is listed separately, since optional text allows it).
// No infinities: JSON.stringify writes them as null, which optional fields accept.
const notAString = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
);
const notAStringOrNull = fc.oneof(notAString, fc.constant(null));
const notABoolean = fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.array(fc.boolean(), { maxLength: 2 }));
/** Text longer than max, up to 10k characters (or just past max when that is larger), that trimming cannot shorten. */
const tooLong = (max: number) =>
  fc
    .tuple(fc.constantFrom("x", "é", "字", "😀"), fc.integer({ min: max + 1, max: Math.max(10_000, max + 50) }))
    .map(([char, length]) => char.repeat(length));
const blank = fc.constantFrom("", " ", "   ", "\n\t");
const shortText = (min: number) =>
  fc.string({ minLength: 1, maxLength: min - 1 }).filter((text) => text.trim().length > 0 && text.trim().length < min);
const unknownOption = (options: readonly string[], { blankAllowed = false } = {}) =>
  fc
    .oneof(
      fc.string({ unit: "binary" }),
      fc.constantFrom(...options.map((option) => option.toUpperCase()), ...options.map((o) => `${o} `)),
    )
    .filter((value) => !options.includes(value) && (!blankAllowed || value.trim() !== ""));
const invalidEmail = fc.oneof(
  fc.string({ unit: "binary", minLength: 1 }).filter((text) => !text.includes("@") && text.trim() !== ""),
  fc.constantFrom("a@", "@example.test", "a@b", "a b@c.de", "a@@b.de", "lena@example..test"),
  tooLong(254).map((text) => `${text}@example.test`),
);
const invalidHandle = fc.oneof(
  notAStringOrNull,
  fc.constantFrom("x", "has space", "-lead", ".dot", "emoji😀", "semi;colon", "<script>"),
  tooLong(50),
);

const malformedJson = fc
  .oneof(
    fc.string({ unit: "binary" }),
    fc.constantFrom("{", "{'a': 1}", '{"a":}', "NaN", "undefined", "[1,]", '{"a":1}}', "\u0000", '"unterminated'),
    fc.nat({ max: 5_000 }).map((depth) => "[".repeat(10_000 + depth)),
  )
  .filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  });
const notAnObject = fc
  .oneof(fc.constant(null), fc.integer(), fc.boolean(), fc.string(), fc.array(fc.jsonValue(), { maxLength: 3 }))
  .map((value) => JSON.stringify(value));

/** A value the request carries as it is: JSON would turn NaN, infinities and undefined into null or nothing. */
const survivesJson = (value: unknown) => isDeepStrictEqual(JSON.parse(JSON.stringify(value) ?? "null"), value);

function withNul(text: string): fc.Arbitrary<string> {
  return fc.nat({ max: text.length }).map((at) => `${text.slice(0, at)}\u0000${text.slice(at)}`);
}

/** Every way of breaking one endpoint's body, as the raw request text. */
function badBodies(endpoint: JsonEndpoint): fc.Arbitrary<string> {
  const { valid, required, invalid, text = [], strictKeys } = endpoint;
  const cases: fc.Arbitrary<string>[] = [malformedJson, notAnObject];
  if (required.length > 0) {
    cases.push(
      fc.constantFrom(...required).map((field) => {
        const { [field]: _missing, ...rest } = valid;
        return JSON.stringify(rest);
      }),
    );
  }
  cases.push(
    fc
      .constantFrom(...Object.keys(invalid))
      .chain((field) =>
        invalid[field]!.filter(survivesJson).map((value) => JSON.stringify({ ...valid, [field]: value })),
      ),
  );
  if (text.length > 0) {
    cases.push(
      fc
        .constantFrom(...text)
        .chain((field) => withNul(String(valid[field])).map((value) => JSON.stringify({ ...valid, [field]: value }))),
    );
  }
  if (strictKeys) {
    cases.push(
      fc
        .tuple(
          fc.string().filter((key) => !(key in valid) && key !== "__proto__"),
          fc.jsonValue(),
        )
        .map(([key, value]) => JSON.stringify({ ...valid, [key]: value })),
    );
  }
  return fc.oneof(...cases);
}

/** Row counts of every table a request could write to. */
function tableCounts() {
  return queryOne(
    `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM sessions)::int AS sessions,
            (SELECT count(*) FROM user_roles)::int AS user_roles, (SELECT count(*) FROM profiles)::int AS profiles,
            (SELECT count(*) FROM muse_gallery)::int AS muse_gallery,
            (SELECT count(*) FROM contact_requests)::int AS contact_requests,
            (SELECT count(*) FROM admin_actions)::int AS admin_actions,
            (SELECT count(*) FROM blog_articles)::int AS blog_articles,
            (SELECT count(*) FROM email_outbox)::int AS email_outbox,
            (SELECT count(*) FROM password_resets WHERE used_at IS NULL)::int AS open_password_resets,
            (SELECT count(*) FROM email_changes)::int AS email_changes,
            (SELECT count(*) FROM profile_reports)::int AS profile_reports,
            (SELECT count(*) FROM watch_matches WHERE report_id IS NOT NULL)::int AS watch_notices,
            (SELECT count(*) FROM profile_changes)::int AS profile_changes,
            (SELECT count(*) FROM moderation_decisions)::int AS moderation_decisions,
            (SELECT count(*) FROM appeals)::int AS appeals,
            (SELECT count(*) FROM profile_visits)::int AS profile_visits,
            (SELECT count(*) FROM conversations)::int AS conversations,
            (SELECT count(*) FROM conversation_messages)::int AS conversation_messages,
            (SELECT count(*) FROM message_blocks)::int AS message_blocks,
            (SELECT count(*) FROM users WHERE display_name IS NOT NULL OR NOT message_mails)::int AS message_settings,
            (SELECT count(*) FROM age_checks)::int AS age_checks,
            (SELECT coalesce(sum(count), 0) FROM muse_statistics)::int AS statistics,
            (SELECT count(*) FROM profiles WHERE available_until IS NOT NULL)::int AS available_now`,
  );
}

const row = (table: string, id: string) => () => queryOne(`SELECT * FROM ${table} WHERE id = $1`, [id]);

const ids: Record<string, string> = {};

/** A picture of ReportableMuse's gallery, which a notice may name. */
const REPORTABLE_PICTURE = "/api/images/muse-gallery/00000000-0000-4000-8000-0000000a11d0";
const cookies: Record<string, string> = {};

/** Filled in beforeAll with the approved muse's gallery, in its current order. */
const validGalleryOrder: { ids: string[] } = { ids: [] };

const validArticle = {
  title: "A Valid Title",
  slug: "a-valid-title",
  content: "Some valid content.",
  excerpt: "An excerpt",
  author: "Mia",
  featured_image_url: "https://example.test/cover.webp",
  meta_title: "Meta",
  meta_description: "Description",
  published: true,
  language: "de",
};

const articleInvalid = {
  title: fc.oneof(notAStringOrNull, blank, tooLong(200)),
  slug: fc.oneof(notAStringOrNull, tooLong(200), fc.constantFrom("!!!", "---", "   -  ", "¿-¡", "😀")),
  content: fc.oneof(notAStringOrNull, blank, tooLong(100_000)),
  excerpt: fc.oneof(notAString, tooLong(500)),
  author: fc.oneof(notAString, tooLong(100)),
  featured_image_url: fc.oneof(
    notAString,
    tooLong(500),
    fc.constantFrom("javascript:alert(1)", "JAVASCRIPT:alert(1)", "data:image/svg+xml,<svg/onload=alert(1)>"),
    fc.constantFrom("//evil.example/x.png", "/\\evil.example/x.png", "vbscript:x", "cover.png", "ftp://host/x.png"),
  ),
  meta_title: fc.oneof(notAString, tooLong(200)),
  meta_description: fc.oneof(notAString, tooLong(300)),
  published: notABoolean,
  language: fc.oneof(notAString, fc.constantFrom("", "es", "EN", "de-DE", " de")),
};
const articleText = ["title", "content", "excerpt", "author", "featured_image_url", "meta_title", "meta_description"];

/** A visit's days: from tomorrow, so a run that passes midnight keeps the valid body valid. */
const today = siteToday();
const day = (days: number) => addDays(today, days);
/** Anything but a calendar day as YYYY-MM-DD. */
const notADay = fc.oneof(
  notAStringOrNull,
  fc.string().filter((text) => !/^\d{4}-\d{2}-\d{2}$/.test(text)),
  fc.constantFrom("2026-02-30", "2026-13-01", "2026-00-10", "26-12-01", "2026-12-1", " 2026-12-01", "1. 12. 2026"),
  fc.constant(null).map(() => `${day(1)}T00:00:00Z`),
  tooLong(100),
);

/** The method and path a call to the endpoint takes. */
function route(endpoint: JsonEndpoint): [string, string] {
  const { method, path } = endpointRoute(endpoint.name, endpoint.path?.());
  return [method, path];
}

/** A call of the messenger on his conversation with MessagedMuse (made in beforeAll); `rest` follows its id. */
const messengersConversation = (rest: string) => ({
  handler: messages,
  path: () => `/api/messages/${ids.conversation}${rest}`,
  params: () => ({ id: ids.conversation! }),
  cookie: () => cookies.messenger!,
});

const ENDPOINTS: JsonEndpoint[] = [
  {
    name: "POST /api/auth/signup",
    handler: auth,
    params: () => ({ action: "signup" }),
    valid: {
      email: "new.person@example.test",
      password: "correct horse 1",
      user_type: "seeker",
      handle: "FreshHandle",
    },
    required: ["email", "password"],
    invalid: {
      email: fc.oneof(notAStringOrNull, invalidEmail),
      password: fc.oneof(notAStringOrNull, fc.string({ maxLength: 7 }), tooLong(200)),
      user_type: fc.oneof(notAStringOrNull, unknownOption(USER_TYPES)),
      handle: invalidHandle,
    },
  },
  {
    name: "POST /api/auth/signin",
    handler: auth,
    params: () => ({ action: "signin" }),
    valid: { email: "someone@example.test", password: "correct horse 1" },
    required: ["email", "password"],
    invalid: {
      email: fc.oneof(notAStringOrNull, invalidEmail),
      password: fc.oneof(notAStringOrNull, fc.constant(""), tooLong(200)),
    },
  },
  {
    name: "POST /api/auth/link-application",
    handler: auth,
    params: () => ({ action: "link-application" }),
    cookie: () => cookies.seeker!,
    valid: { application_handle: "UnlinkedApplication", claim_token: "a-claim-secret" },
    required: ["application_handle"],
    invalid: { application_handle: invalidHandle, claim_token: fc.oneof(notAStringOrNull, blank, tooLong(200)) },
    target: () => queryOne(`SELECT user_id FROM profiles WHERE id = $1`, [ids.unlinked]),
  },
  {
    name: "POST /api/auth/forgot-password",
    handler: auth,
    params: () => ({ action: "forgot-password" }),
    valid: { email: "someone@example.test" },
    required: ["email"],
    invalid: { email: fc.oneof(notAStringOrNull, invalidEmail) },
  },
  {
    name: "POST /api/applications/claim-link",
    handler: applications,
    valid: { handle: "NobodyApplied", email: "nobody@example.test" },
    required: ["handle", "email"],
    invalid: {
      handle: fc.oneof(notAStringOrNull, fc.constant("x"), tooLong(50)),
      email: fc.oneof(notAStringOrNull, invalidEmail),
    },
  },
  {
    name: "POST /api/auth/reset-link",
    handler: auth,
    params: () => ({ action: "reset-link" }),
    valid: { token: "a-reset-token" },
    required: ["token"],
    invalid: { token: fc.oneof(notAStringOrNull, fc.constant(""), tooLong(200)) },
  },
  {
    name: "POST /api/auth/reset-password",
    handler: auth,
    params: () => ({ action: "reset-password" }),
    valid: { token: "a-reset-token", password: "correct horse 1" },
    required: ["token", "password"],
    invalid: {
      token: fc.oneof(notAStringOrNull, fc.constant(""), tooLong(200)),
      password: fc.oneof(notAStringOrNull, fc.string({ maxLength: 7 }), tooLong(200)),
    },
    target: () => queryOne(`SELECT password_hash FROM users WHERE id = $1`, [ids.resetUser]),
  },
  {
    name: "POST /api/account/password",
    handler: account,
    params: () => ({ action: "password" }),
    cookie: () => cookies.accountHolder!,
    valid: { current_password: "correct horse battery", new_password: "a new horse 2" },
    required: ["current_password", "new_password"],
    invalid: {
      current_password: fc.oneof(notAStringOrNull, fc.constant(""), tooLong(200)),
      new_password: fc.oneof(notAStringOrNull, fc.string({ maxLength: 7 }), tooLong(200)),
    },
    target: () => queryOne(`SELECT password_hash FROM users WHERE id = $1`, [ids.accountHolder]),
  },
  {
    name: "POST /api/account/email",
    handler: account,
    params: () => ({ action: "email" }),
    cookie: () => cookies.accountHolder!,
    valid: { new_email: "moved@example.test", password: "correct horse battery" },
    required: ["new_email", "password"],
    invalid: {
      new_email: fc.oneof(notAStringOrNull, invalidEmail),
      password: fc.oneof(notAStringOrNull, fc.constant(""), tooLong(200)),
    },
    target: () => queryOne(`SELECT id, email FROM users WHERE id = $1`, [ids.accountHolder]),
  },
  {
    name: "DELETE /api/account",
    handler: account,
    cookie: () => cookies.accountHolder!,
    valid: { password: "correct horse battery" },
    required: ["password"],
    invalid: { password: fc.oneof(notAStringOrNull, fc.constant(""), tooLong(200)) },
    target: () => queryOne(`SELECT id, email, password_hash FROM users WHERE id = $1`, [ids.accountHolder]),
  },
  {
    name: "POST /api/contacts",
    handler: contacts,
    valid: { name: "Lena", email: "lena@example.test", subject: "Hello", message: "A question about verification." },
    required: ["name", "email", "message"],
    invalid: {
      name: fc.oneof(notAStringOrNull, blank, tooLong(100)),
      email: fc.oneof(notAStringOrNull, invalidEmail),
      subject: fc.oneof(notAString, tooLong(200)),
      message: fc.oneof(notAStringOrNull, blank, tooLong(5000)),
    },
    text: ["name", "subject", "message"],
  },
  {
    name: "PATCH /api/contacts/:id",
    handler: contacts,
    path: () => `/api/contacts/${ids.contact}`,
    params: () => ({ id: ids.contact! }),
    cookie: () => cookies.admin!,
    valid: { status: "responded", admin_response: "Thank you for your message." },
    required: ["status", "admin_response"],
    invalid: {
      status: fc.oneof(notAStringOrNull, unknownOption(["read", "responded"])),
      admin_response: fc.oneof(notAStringOrNull, blank, tooLong(5000)),
    },
    text: ["admin_response"],
    target: () => row("contact_requests", ids.contact!)(),
  },
  {
    name: "POST /api/applications/:id/status",
    handler: applications,
    path: () => `/api/applications/${ids.approved}/status`,
    params: () => ({ id: ids.approved! }),
    cookie: () => cookies.admin!,
    valid: { action: "suspend", clause: "5.1", reason: "Reported for stolen photos." },
    required: ["action", "clause", "reason"],
    invalid: {
      action: fc.oneof(notAStringOrNull, unknownOption(["suspend", "reinstate", "reopen"])),
      clause: fc.oneof(notAStringOrNull, unknownOption(TERMS_CLAUSE_KEYS)),
      reason: fc.oneof(notAStringOrNull, blank, tooLong(2000)),
    },
    text: ["reason"],
    target: () => row("profiles", ids.approved!)(),
  },
  {
    name: "POST /api/verify/lookup",
    handler: proof,
    valid: { fingerprint: "0123456789abcdef" },
    required: ["fingerprint"],
    invalid: {
      fingerprint: fc.oneof(
        notAStringOrNull,
        fc.string().filter((text) => !/^[0-9a-f]{16}$/.test(text)),
        fc.constantFrom(
          "0123456789ABCDEF",
          "0x23456789abcdef",
          "0123456789abcde",
          "0123456789abcdef0",
          "-123456789abcdef",
        ),
      ),
    },
  },
  {
    name: "POST /api/reports",
    handler: reports,
    // "Other" needs its explanation, so a blank or missing one is refused too.
    valid: {
      handle: "ReportableMuse",
      reason: "other",
      details: "The pictures belong to someone else.",
      email: "reporter@example.test",
      good_faith: true,
      image_url: REPORTABLE_PICTURE,
    },
    required: ["handle", "reason", "details", "good_faith"],
    invalid: {
      // A well-formed handle of no listed profile is a 404, also a refusal that writes nothing.
      handle: invalidHandle,
      reason: fc.oneof(notAStringOrNull, unknownOption(REPORT_REASON_KEYS)),
      details: fc.oneof(notAStringOrNull, blank, tooLong(2000)),
      email: fc.oneof(notAString, invalidEmail),
      good_faith: fc.oneof(notABoolean, fc.constant(false)),
      // Not a picture of her gallery (another Muse's, or none): "This picture is no longer on the profile".
      image_url: fc.oneof(
        notAString,
        tooLong(300),
        fc.string({ maxLength: 300 }),
        fc.constant(null).map(() => ids.foreignImageUrl),
      ),
    },
    text: ["handle", "details", "email", "image_url"],
  },
  {
    name: "PATCH /api/reports/:id",
    handler: reports,
    path: () => `/api/reports/${ids.report}`,
    params: () => ({ id: ids.report! }),
    cookie: () => cookies.admin!,
    valid: { action: "resolve", note: "Suspended the profile." },
    required: ["action", "note"],
    invalid: {
      action: fc.oneof(notAStringOrNull, unknownOption(["dismiss", "resolve", "remove_picture", "suspend", "warn"])),
      note: fc.oneof(notAStringOrNull, blank, tooLong(2000)),
    },
    text: ["note"],
    target: () => row("profile_reports", ids.report!)(),
  },
  {
    name: "PATCH /api/reports/:id (acting with a statement)",
    handler: reports,
    path: () => `/api/reports/${ids.report}`,
    params: () => ({ id: ids.report! }),
    cookie: () => cookies.admin!,
    valid: { action: "warn", clause: "4.4", reason: "A rude bio." },
    required: ["action", "clause", "reason"],
    invalid: {
      clause: fc.oneof(notAStringOrNull, unknownOption(TERMS_CLAUSE_KEYS)),
      reason: fc.oneof(notAStringOrNull, blank, tooLong(2000)),
    },
    text: ["reason"],
    target: () => row("profile_reports", ids.report!)(),
  },
  {
    name: "POST /api/applications/:id/warn",
    handler: applications,
    path: () => `/api/applications/${ids.approved}/warn`,
    params: () => ({ id: ids.approved! }),
    cookie: () => cookies.admin!,
    valid: { clause: "4.4", reason: "A rude bio." },
    required: ["clause", "reason"],
    invalid: {
      clause: fc.oneof(notAStringOrNull, unknownOption(TERMS_CLAUSE_KEYS)),
      reason: fc.oneof(notAStringOrNull, blank, tooLong(2000)),
    },
    text: ["reason"],
    target: () => row("profiles", ids.approved!)(),
  },
  {
    name: "POST /api/dashboard/decisions/:id/appeal",
    handler: dashboard,
    path: () => `/api/dashboard/decisions/${ids.decision}/appeal`,
    params: () => ({ id: ids.decision! }),
    cookie: () => cookies.approvedMuse!,
    valid: { statement: "It was someone else." },
    required: ["statement"],
    invalid: { statement: fc.oneof(notAStringOrNull, blank, tooLong(2000)) },
    text: ["statement"],
    target: () => row("moderation_decisions", ids.decision!)(),
  },
  {
    name: "POST /api/dashboard/watch/:id/notice",
    handler: dashboard,
    path: () => `/api/dashboard/watch/${ids.watch}/notice`,
    params: () => ({ id: ids.watch! }),
    cookie: () => cookies.approvedMuse!,
    valid: { details: "This profile uses a picture of me.", good_faith: true },
    required: ["good_faith"],
    // Her explanation is optional (blank is none), the good faith is not.
    invalid: { details: fc.oneof(notAString, tooLong(2000)), good_faith: fc.oneof(notABoolean, fc.constant(false)) },
    text: ["details"],
    // The lone-surrogate case files it (stored with U+FFFD): the one notice of the match, so no second "accepts" call.
    target: () => row("watch_matches", ids.watch!)(),
  },
  {
    name: "POST /api/admin/appeals/:id/decision",
    handler: adminApi,
    path: () => `/api/admin/appeals/${ids.appeal}/decision`,
    params: () => ({ id: ids.appeal! }),
    cookie: () => cookies.admin!,
    valid: { outcome: "upheld", reason: "The picture is not hers." },
    required: ["outcome", "reason"],
    invalid: {
      outcome: fc.oneof(notAStringOrNull, unknownOption(["upheld", "reversed"])),
      reason: fc.oneof(notAStringOrNull, blank, tooLong(2000)),
    },
    text: ["reason"],
    target: () => row("appeals", ids.appeal!)(),
  },
  {
    name: "POST /api/admin/verifications/:id/decline",
    handler: adminApi,
    path: () => `/api/admin/verifications/${ids.verification}/decline`,
    params: () => ({ id: ids.verification! }),
    cookie: () => cookies.admin!,
    valid: { clause: "3.2", reason: "The code on the paper cannot be read." },
    required: ["clause", "reason"],
    invalid: {
      clause: fc.oneof(notAStringOrNull, unknownOption(TERMS_CLAUSE_KEYS)),
      reason: fc.oneof(notAStringOrNull, blank, tooLong(1000)),
    },
    text: ["reason"],
    target: () => row("photo_verifications", ids.verification!)(),
  },
  {
    name: "POST /api/applications/:id/review",
    handler: applications,
    path: () => `/api/applications/${ids.pending}/review`,
    params: () => ({ id: ids.pending! }),
    cookie: () => cookies.admin!,
    valid: { decision: "reject", clause: "3.1", reason: "The pictures are blurry.", admin_notes: "Checked twice" },
    required: ["decision", "clause", "reason"],
    invalid: {
      decision: fc.oneof(notAStringOrNull, unknownOption(["approve", "reject"])),
      clause: fc.oneof(notAStringOrNull, unknownOption(TERMS_CLAUSE_KEYS)),
      reason: fc.oneof(notAStringOrNull, blank, tooLong(2000)),
      admin_notes: fc.oneof(notAString, tooLong(5000)),
    },
    text: ["reason", "admin_notes"],
    target: () => row("profiles", ids.pending!)(),
  },
  {
    name: "POST /api/applications/:id/age-check",
    handler: applications,
    path: () => `/api/applications/${ids.documented}/age-check`,
    params: () => ({ id: ids.documented! }),
    cookie: () => cookies.admin!,
    valid: {
      over_18: true,
      document_type: "passport",
      issuing_country: "CH",
      expiry_month: "2031-04",
      document_number: "X1234567",
    },
    required: ["over_18", "document_type", "issuing_country", "expiry_month", "document_number"],
    invalid: {
      over_18: notABoolean,
      document_type: fc.oneof(notAStringOrNull, unknownOption(["passport", "id_card", "driving_licence"])),
      issuing_country: fc.oneof(
        notAStringOrNull,
        blank,
        fc.string().filter((value) => !/^\s*[A-Za-z]{2}\s*$/.test(value)),
      ),
      expiry_month: fc.oneof(
        notAStringOrNull,
        fc.constantFrom("2031-13", "2031-00", "31-04", "2031-4", "2031-04-01", "April 2031", ""),
      ),
      document_number: fc.oneof(notAStringOrNull, blank, fc.constantFrom("X1", "x-1-2", "€€€€€€", "A".repeat(31))),
    },
    text: ["document_number"],
    target: () => row("profiles", ids.documented!)(),
    accepts: 200,
  },
  {
    name: "PATCH /api/applications/:id (notes)",
    handler: applications,
    path: () => `/api/applications/${ids.pending}`,
    params: () => ({ id: ids.pending! }),
    cookie: () => cookies.admin!,
    valid: { admin_notes: "Looks genuine." },
    required: ["admin_notes"],
    invalid: { admin_notes: fc.oneof(notAStringOrNull, tooLong(5000)) },
    text: ["admin_notes"],
    target: () => row("profiles", ids.pending!)(),
  },
  {
    name: "POST /api/articles",
    handler: articles,
    cookie: () => cookies.admin!,
    valid: validArticle,
    required: ["title", "content"],
    invalid: articleInvalid,
    text: articleText,
  },
  {
    name: "PUT /api/articles/:id",
    handler: articles,
    path: () => `/api/articles/${ids.article}`,
    params: () => ({ article: ids.article! }),
    cookie: () => cookies.admin!,
    valid: { ...validArticle, slug: "another-valid-slug" },
    required: ["title", "content"],
    invalid: articleInvalid,
    text: articleText,
    target: () => row("blog_articles", ids.article!)(),
  },
  {
    name: "PUT /api/dashboard/profile",
    handler: dashboard,
    cookie: () => cookies.approvedMuse!,
    valid: FULL_PROFILE_EDIT,
    required: Object.keys(FULL_PROFILE_EDIT).filter((field) => field !== "birth_year"),
    invalid: {
      bio: fc.oneof(notAStringOrNull, shortText(20), tooLong(1000)),
      city: fc.oneof(notAStringOrNull, unknownOption(CITIES)),
      availability_status: fc.oneof(notAStringOrNull, unknownOption(AVAILABILITY)),
      // At least one known service, each once: anything else is refused, as on the application.
      categories: fc
        .oneof(
          notAStringOrNull,
          fc.constant([]),
          fc.array(unknownOption(CATEGORIES), { minLength: 1, maxLength: 3 }),
          fc.constantFrom(...CATEGORIES).map((category) => [category, category]),
          fc.constant(Array.from({ length: CATEGORIES.length + 1 }, (_, i) => CATEGORIES[i % CATEGORIES.length])),
        )
        .filter(
          (value) =>
            !(
              Array.isArray(value) &&
              value.length > 0 &&
              new Set(value).size === value.length &&
              value.every((category) => (CATEGORIES as readonly unknown[]).includes(category))
            ),
        ),
      birth_year: fc.oneof(
        fc.integer().filter((year) => year < 1990 || year > 2005),
        fc.double({ min: 1990.1, max: 2004.9 }),
        fc.boolean(),
        fc
          .string()
          .filter(
            (text) => text !== "" && !(Number.isInteger(Number(text)) && Number(text) >= 1990 && Number(text) <= 2005),
          ),
      ),
      nationality: fc.oneof(notAString, unknownOption(NATIONALITIES, { blankAllowed: true })),
      ethnicity: fc.oneof(notAString, unknownOption(ETHNICITIES, { blankAllowed: true })),
      hair_color: fc.oneof(notAString, unknownOption(HAIR_COLORS, { blankAllowed: true })),
      tattoos: fc.oneof(fc.integer(), fc.string(), fc.array(fc.boolean(), { maxLength: 2 })),
      smoker: fc.oneof(fc.integer(), fc.string(), fc.array(fc.boolean(), { maxLength: 2 })),
      // notAString makes arrays of strings too, and an empty list (or one of known languages) is a valid answer.
      spoken_languages: fc
        .oneof(
          notAStringOrNull,
          fc.string(),
          fc.array(unknownOption(LANGUAGES), { minLength: 1, maxLength: 3 }),
          fc.constant(Array.from({ length: 11 }, () => "English")),
        )
        .filter(
          (value) =>
            !(
              Array.isArray(value) &&
              value.length <= LANGUAGES.length &&
              value.every((language) => (LANGUAGES as readonly unknown[]).includes(language))
            ),
        ),
      telegram_handle: fc.oneof(notAString, tooLong(64)),
      whatsapp_number: fc.oneof(notAString, tooLong(30)),
      call_number: fc.oneof(notAString, tooLong(30)),
      email: fc.oneof(notAString, invalidEmail),
      onlyfans_link: fc.oneof(
        notAString,
        tooLong(500),
        fc.constantFrom("not a url", "javascript:alert(1)", "ftp://files.example/x", "//fans.example"),
      ),
    },
    text: ["bio", "telegram_handle", "whatsapp_number", "call_number"],
    target: () => row("profiles", ids.approved!)(),
  },
  {
    name: "PATCH /api/dashboard/profile",
    handler: dashboard,
    cookie: () => cookies.approvedMuse!,
    valid: { city: "Berlin" },
    required: ["city"],
    invalid: { city: fc.oneof(notAStringOrNull, unknownOption(CITIES)) },
    strictKeys: true,
    target: () => row("profiles", ids.approved!)(),
  },
  {
    name: "PATCH /api/dashboard/listing",
    handler: dashboard,
    cookie: () => cookies.approvedMuse!,
    valid: { paused: true },
    required: ["paused"],
    invalid: { paused: notABoolean },
    target: () => row("profiles", ids.approved!)(),
  },
  {
    name: "POST /api/dashboard/available-now",
    handler: dashboard,
    cookie: () => cookies.approvedMuse!,
    valid: { hours: 3 },
    required: ["hours"],
    invalid: {
      hours: fc.oneof(
        fc.integer().filter((hours) => hours < 1 || hours > 12),
        fc.double({ min: 1, max: 12, noNaN: true }).filter((hours) => !Number.isInteger(hours)),
        fc.constantFrom("3", "1h", null, true, [3]),
      ),
    },
    target: () => row("profiles", ids.approved!)(),
  },
  {
    name: "POST /api/statistics",
    handler: statistics,
    valid: { handle: "placeholder", event: "view" },
    required: ["handle", "event"],
    invalid: { handle: invalidHandle, event: unknownOption(BEACON_EVENTS) },
  },
  {
    name: "PUT /api/dashboard/gallery/order",
    handler: dashboard,
    cookie: () => cookies.approvedMuse!,
    valid: validGalleryOrder,
    required: ["ids"],
    invalid: {
      ids: fc.oneof(
        notAStringOrNull.filter((value) => !isDeepStrictEqual(value, validGalleryOrder.ids)),
        fc.array(fc.uuid(), { maxLength: 3 }),
        fc.constant(null).map(() => validGalleryOrder.ids.slice(1)),
        fc.constant(null).map(() => [...validGalleryOrder.ids, validGalleryOrder.ids[0]]),
        fc.constant(null).map(() => [...validGalleryOrder.ids, ids.foreignImage]),
        fc.array(fc.oneof(fc.integer(), fc.constant(null), tooLong(100)), { minLength: 1, maxLength: 3 }),
        fc.constant(null).map(() => Array.from({ length: 501 }, () => validGalleryOrder.ids[0])),
      ),
    },
    target: () => query(`SELECT id, display_order FROM muse_gallery WHERE profile_id = $1 ORDER BY id`, [ids.approved]),
  },
  {
    name: "PATCH /api/dashboard/gallery/:id",
    handler: dashboard,
    path: () => `/api/dashboard/gallery/${validGalleryOrder.ids[0]}`,
    params: () => ({ id: validGalleryOrder.ids[0]! }),
    cookie: () => cookies.approvedMuse!,
    valid: { caption: "Evening heels" },
    required: ["caption"],
    invalid: { caption: fc.oneof(notAString, tooLong(200)) },
    text: ["caption"],
    target: () => row("muse_gallery", validGalleryOrder.ids[0]!)(),
    accepts: 200,
  },
  {
    name: "POST /api/dashboard/visits",
    handler: dashboard,
    cookie: () => cookies.approvedMuse!,
    // Not Basel, where the profile edit's valid body moves her before this one is sent.
    valid: { city: "Vienna", starts_on: day(1), ends_on: day(2) },
    required: ["city", "starts_on", "ends_on"],
    invalid: {
      // Zurich is her own city while the malformed bodies are sent.
      city: fc.oneof(notAStringOrNull, unknownOption(CITIES), fc.constant("Zurich")),
      starts_on: fc.oneof(
        notADay,
        fc.integer({ min: 1, max: 5_000 }).map((before) => day(-before)),
        fc.integer({ min: 3, max: 60 }).map(day),
      ),
      ends_on: fc.oneof(
        notADay,
        fc.integer({ min: 61, max: 5_000 }).map(day),
        fc.integer({ min: -5_000, max: 0 }).map(day),
      ),
    },
    target: () => query(`SELECT * FROM profile_visits WHERE profile_id = $1 ORDER BY id`, [ids.approved]),
    accepts: 201,
  },
  // Messages through the site: a confirmed visitor writes to MessagedMuse, in the conversation made in beforeAll.
  {
    name: "POST /api/messages",
    handler: messages,
    cookie: () => cookies.messenger!,
    valid: { handle: "MessagedMuse", text: "Hello, a first message of some length." },
    required: ["handle", "text"],
    invalid: {
      handle: fc.oneof(notAStringOrNull, tooLong(100)),
      text: fc.oneof(notAStringOrNull, blank, shortText(10), tooLong(2000)),
      display_name: fc.oneof(notAStringOrNull, blank, shortText(2), tooLong(40)),
    },
    text: ["text"],
    accepts: 201,
  },
  {
    name: "POST /api/messages/:id",
    ...messengersConversation(""),
    valid: { text: "An answer" },
    required: ["text"],
    invalid: { text: fc.oneof(notAStringOrNull, blank, tooLong(2000)) },
    text: ["text"],
    accepts: 200,
  },
  {
    name: "POST /api/messages/:id/report",
    ...messengersConversation("/report"),
    valid: { reason: "scam", details: "Asked for money up front" },
    required: ["reason"],
    invalid: {
      reason: fc.oneof(notAStringOrNull, unknownOption(REPORT_REASON_KEYS)),
      details: fc.oneof(notAString, tooLong(2000)),
    },
    accepts: 201,
  },
  {
    name: "PATCH /api/messages/settings",
    handler: messages,
    path: () => "/api/messages/settings",
    cookie: () => cookies.messenger!,
    valid: { mails: true },
    required: [],
    invalid: {
      mails: notABoolean,
      display_name: fc.oneof(notAStringOrNull, blank, shortText(2), tooLong(40)),
      muse_messages_on: notABoolean,
    },
    accepts: 200,
  },
];

beforeAll(async () => {
  const admin = await createUser(["admin"]);
  const seeker = await createUser(["seeker"]);
  const muse = await createUser(["muse"], "muse");
  cookies.admin = admin.cookie;
  cookies.seeker = seeker.cookie;
  cookies.approvedMuse = muse.cookie;
  const accountHolder = await createUser(["seeker"]);
  cookies.accountHolder = accountHolder.cookie;
  ids.accountHolder = accountHolder.id;
  const approved = await createProfile({ approval_status: "Approved", user_id: muse.id, city: "Zurich" });
  ids.approved = approved.id;
  ids.approvedHandle = approved.handle;
  ids.pending = (await createProfile({ approval_status: "Pending", admin_notes: "original notes" })).id;
  ids.documented = (
    await createProfile({
      // Her identity document, which an age check needs (its blob is never read by the check).
      age_document_id: "00000000-0000-4000-8000-00000000a9e0",
      age_document_sent_at: new Date(),
    })
  ).id;
  // Two gallery images of her own, and one of another muse's, for the reorder endpoint.
  const other = (await createProfile({ approval_status: "Approved" })).id;
  for (const [profileId, order] of [
    [ids.approved, 0],
    [ids.approved, 1],
    [other, 0],
  ] as const) {
    const image = await queryOne<{ id: string; image_url: string }>(
      `INSERT INTO muse_gallery (profile_id, image_url, display_order)
       VALUES ($1, '/api/images/muse-gallery/' || gen_random_uuid(), $2) RETURNING id, image_url`,
      [profileId, order],
    );
    if (profileId === other) {
      ids.foreignImage = image!.id;
      ids.foreignImageUrl = image!.image_url;
    } else validGalleryOrder.ids.push(image!.id);
  }
  ids.unlinked = (await createProfile({ handle: "UnlinkedApplication" })).id;
  const reportable = await createProfile({ approval_status: "Approved", handle: "ReportableMuse" });
  await query(`INSERT INTO muse_gallery (profile_id, image_url, display_order) VALUES ($1, $2, 0)`, [
    reportable.id,
    REPORTABLE_PICTURE,
  ]);
  ids.report = (await queryOne<{ id: string }>(
    `INSERT INTO profile_reports (profile_id, reason) VALUES ($1, 'scam') RETURNING id`,
    [reportable.id],
  ))!.id;
  // A stolen-photo match of the approved muse's, on ReportableMuse: the notice she may file from it (decision 0072).
  ids.watch = (await queryOne<{ id: string }>(
    `INSERT INTO watch_matches (profile_id, covered_image_url, other_profile_id, uploaded_image_url)
     VALUES ($1, '/api/images/muse-profile-pictures/covered', $2, $3) RETURNING id`,
    [ids.approved, reportable.id, REPORTABLE_PICTURE],
  ))!.id;
  ids.verification = (await queryOne<{ id: string }>(
    `INSERT INTO photo_verifications (profile_id, code, gesture, status, code_expires_at, picture_id, submitted_at)
     VALUES ($1, 'ABCDEF', 'thumbs up', 'submitted', now() + interval '1 day', gen_random_uuid(), now()) RETURNING id`,
    [reportable.id],
  ))!.id;
  // A statement about her own profile for the appeal, and an open appeal of a statement about another.
  ids.decision = (await queryOne<{ id: string }>(
    `INSERT INTO moderation_decisions (profile_id, kind, clause, facts, source)
     VALUES ($1, 'warning', '4.4', 'Fuzz facts', 'own_initiative') RETURNING id`,
    [ids.approved],
  ))!.id;
  const appealed = await queryOne<{ id: string }>(
    `INSERT INTO moderation_decisions (profile_id, kind, clause, facts, source)
     VALUES ($1, 'warning', '4.4', 'Fuzz facts', 'notice') RETURNING id`,
    [reportable.id],
  );
  ids.appeal = (await queryOne<{ id: string }>(
    `INSERT INTO appeals (decision_id, statement) VALUES ($1, 'Fuzz appeal') RETURNING id`,
    [appealed!.id],
  ))!.id;
  // A live reset link for the valid body's token: a refused body must not use it.
  ids.resetUser = seeker.id;
  await query(
    `INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 hour')`,
    [hashToken("a-reset-token"), seeker.id],
  );
  ids.contact = (await queryOne<{ id: string }>(
    `INSERT INTO contact_requests (name, email, message) VALUES ('Lena', 'lena@example.test', 'Hello') RETURNING id`,
  ))!.id;
  ids.article = (await queryOne<{ id: string }>(
    `INSERT INTO blog_articles (title, slug, content) VALUES ('Draft', 'draft', 'Body') RETURNING id`,
  ))!.id;
  await query(`INSERT INTO blog_articles (title, slug, content) VALUES ('Taken', 'a-valid-title', 'Body')`);
  const messenger = await createUser(["seeker"]);
  await query(`UPDATE users SET email_verified_at = now(), display_name = 'Fuzzy' WHERE id = $1`, [messenger.id]);
  cookies.messenger = messenger.cookie;
  const messaged = await createProfile({ approval_status: "Approved", handle: "MessagedMuse" });
  ids.conversation = (await queryOne<{ id: string }>(
    `INSERT INTO conversations (profile_id, visitor_id) VALUES ($1, $2) RETURNING id`,
    [messaged.id, messenger.id],
  ))!.id;
});

describe("malformed bodies on every JSON endpoint", () => {
  it.each(ENDPOINTS.map((endpoint) => [endpoint.name, endpoint] as const))(
    "%s answers 4xx with the error envelope and writes nothing",
    async (_name, endpoint) => {
      const counts = await tableCounts();
      const target = await endpoint.target?.();
      const unexpected = vi.spyOn(console, "error");
      // A wrongly accepted body writes, and every later run then fails on the rows: the first failure is the cause.
      let firstFailure: string | undefined;
      const property = fc.asyncProperty(badBodies(endpoint), async (body) => {
        try {
          await refusesAndWritesNothing(endpoint, body, counts, target);
        } catch (error) {
          firstFailure ??= body;
          throw error;
        }
      });
      try {
        await fc.assert(property, { numRuns: RUNS });
      } catch (error) {
        throw new Error(`First failing body: ${firstFailure?.slice(0, 2_000)}\n\n${(error as Error).message}`, {
          cause: error,
        });
      }
      expect(unexpected).not.toHaveBeenCalled();
      unexpected.mockRestore();
    },
  );
});

describe("a lone UTF-16 surrogate in any text field", () => {
  it.each(
    ENDPOINTS.filter((endpoint) => (endpoint.text ?? []).length > 0).map(
      (endpoint) => [endpoint.name, endpoint] as const,
    ),
  )("%s never answers 5xx, and stores U+FFFD in its place", async (_name, endpoint) => {
    const unexpected = vi.spyOn(console, "error");
    for (const field of endpoint.text!) {
      // JSON.stringify writes a lone surrogate as the escape \ud800, as a careless client would send it.
      const raw = JSON.stringify({ ...endpoint.valid, [field]: `${String(endpoint.valid[field])} \ud800 end` });
      const response = await call(endpoint.handler, ...route(endpoint), {
        raw,
        cookie: endpoint.cookie?.(),
        params: endpoint.params?.(),
      });
      expect(response.status, `${field}: ${response.text.slice(0, 300)}`).toBeLessThan(500);
      expect(response.text).not.toContain("\\ud800");
    }
    expect(unexpected).not.toHaveBeenCalled();
    unexpected.mockRestore();
  });
});

/**
 * GET /api/muses takes its search and order from anyone's query string: whatever they hold (wildcards, quotes,
 * backslashes, NUL, any Unicode, too long), it answers the listed Muses from a read that worked (the CDN may keep it)
 * or a 400 with the error envelope, never a 5xx and never the demo Muses of a failed read.
 */
describe("odd searches and orders on GET /api/muses", () => {
  it("answers the list or a 400 with the error envelope", async () => {
    const unexpected = vi.spyOn(console, "error");
    const odd = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.string({ unit: "binary", maxLength: 60 }),
      fc.constantFrom("%", "_", "\\", "%%", "\\%", "a\\", "\u0000", "'", "' OR 1=1 --", "a".repeat(51), "NEWEST"),
      fc.constantFrom("newest", "updated", "verified", "available"),
    );
    await fc.assert(
      fc.asyncProperty(odd, fc.option(odd), fc.option(odd), async (q, sort, available) => {
        const params = new URLSearchParams({ q });
        if (sort !== null) params.set("sort", sort);
        if (available !== null) params.set("available", available);
        const response = await call(muses, "GET", `/api/muses?${params}`);
        if (response.status === 200) {
          expect(response.data.demo, params.toString()).toBe(false);
          expect(response.headers.get("netlify-cdn-cache-control"), params.toString()).not.toBeNull();
        } else {
          expect(response.status, `${params} ${response.text.slice(0, 300)}`).toBe(400);
          expect(response.data).toEqual({
            error: expect.objectContaining({ code: "invalid_input", message: expect.any(String) }),
          });
        }
      }),
      { numRuns: RUNS },
    );
    expect(unexpected).not.toHaveBeenCalled();
    unexpected.mockRestore();
  });
});

describe("the valid body", () => {
  it.each(
    ENDPOINTS.filter((endpoint) => endpoint.accepts !== undefined).map(
      (endpoint) => [endpoint.name, endpoint] as const,
    ),
  )("%s accepts it", async (_name, endpoint) => {
    const response = await call(endpoint.handler, ...route(endpoint), {
      json: endpoint.valid,
      cookie: endpoint.cookie?.(),
      params: endpoint.params?.(),
    });
    expect(response.status, response.text.slice(0, 300)).toBe(endpoint.accepts);
  });
});

async function refusesAndWritesNothing(endpoint: JsonEndpoint, body: string, counts: unknown, target: unknown) {
  const response = await call(endpoint.handler, ...route(endpoint), {
    raw: body,
    cookie: endpoint.cookie?.(),
    params: endpoint.params?.(),
  });
  expect(response.status, `${response.status} ${response.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  expect(response.data).toEqual({
    error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
  });
  const { fields } = response.data.error;
  if (fields !== undefined) for (const message of Object.values(fields)) expect(typeof message).toBe("string");
  expect(await tableCounts()).toEqual(counts);
  if (endpoint.target) expect(await endpoint.target()).toEqual(target);
}

describe("malformed query strings on GET /api/muses?handles=", () => {
  /** Handles as anyone could send them: real-looking ones among any text, commas included, up to past the bound. */
  const handleList = fc.array(
    fc.oneof(
      fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{1,49}$/),
      invalidHandle.filter((value): value is string => typeof value === "string"),
      fc.string({ unit: "binary" }),
      fc.constantFrom("", " ", ",", "%", "ü", "a\u0000b"),
    ),
    { maxLength: SHORTLIST_MAX + 5 },
  );

  it("answers 200 for 1 to 100 handles and 400 with the error envelope for anything else, never 5xx, writing nothing", async () => {
    const counts = await tableCounts();
    const unexpected = vi.spyOn(console, "error");
    await fc.assert(
      fc.asyncProperty(handleList, async (handles) => {
        const value = handles.join(",");
        // URLSearchParams writes any text into the address as a browser would (a lone surrogate as U+FFFD).
        const response = await call(muses, "GET", `/api/muses?${new URLSearchParams({ handles: value })}`);
        const sent = value.toWellFormed().split(",");
        const acceptable = value !== "" && sent.length <= SHORTLIST_MAX && sent.every(isWellFormedHandle);
        expect(response.status, `${response.status} ${response.text.slice(0, 300)}`).toBe(acceptable ? 200 : 400);
        if (!acceptable) {
          expect(response.data).toEqual({
            error: expect.objectContaining({ code: "invalid_input", message: expect.any(String) }),
          });
        }
      }),
      { numRuns: RUNS },
    );
    expect(await tableCounts()).toEqual(counts);
    expect(unexpected).not.toHaveBeenCalled();
  });
});

describe("malformed ids on POST /api/admin/mail/:id/resend", () => {
  it("answers 404 with the error envelope for any id but a given-up mail's, never 5xx, writing nothing", async () => {
    const counts = await tableCounts();
    const failed = await queryOne<{ id: string }>(
      `INSERT INTO email_outbox (to_address, subject, body_text, kind, status, attempts, last_error)
       VALUES ('fuzz@example.test', 'Fuzz', 'Fuzz', 'contact_confirmation', 'failed', 14, 'refused') RETURNING id`,
    );
    const before = await row("email_outbox", failed!.id)();
    const mailIds = fc.oneof(
      fc.string({ unit: "binary" }).map((id) => id.toWellFormed()),
      fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
      fc.constantFrom("0", "-1", "01", "1e3", "9223372036854775808", "99999999999999999999", " 1", "1 ", "%00"),
    );
    await fc.assert(
      fc.asyncProperty(mailIds, async (id) => {
        fc.pre(id !== failed!.id);
        const response = await call(adminApi, "POST", `/api/admin/mail/${encodeURIComponent(id)}/resend`, {
          cookie: cookies.admin!,
          params: { id },
        });
        expect(response.status, `${response.status} ${response.text.slice(0, 300)}`).toBe(404);
        expect(response.data).toEqual({ error: expect.objectContaining({ code: "not_found" }) });
      }),
      { numRuns: RUNS },
    );
    expect(await row("email_outbox", failed!.id)()).toEqual(before);
    await query(`DELETE FROM email_outbox WHERE id = $1`, [failed!.id]);
    expect(await tableCounts()).toEqual(counts);
  });
});

/**
 * Any id that names none of the caller's rows on a call by uuid (a profile to ask for a fresh proof of age, a match of
 * the stolen-photo watch): 404 with the error envelope, never 5xx, writing nothing.
 */
function malformedUuids(name: string, handler: Handler, cookie: () => string, json?: Record<string, unknown>) {
  const [method, path] = name.split(" ") as [string, string];
  describe(`malformed ids on ${name}`, () => {
    it("answers 404 with the error envelope for any id that names nothing of the caller's, never 5xx, writing nothing", async () => {
      const counts = await tableCounts();
      const uuids = fc.oneof(
        fc.string({ unit: "binary" }).map((id) => id.toWellFormed()),
        fc.uuid(),
        fc.constantFrom("0", "-1", "null", "00000000-0000-0000-0000-00000000000g", " ", "%00", "../age-checks"),
      );
      await fc.assert(
        fc.asyncProperty(uuids, async (id) => {
          const response = await call(handler, method, path.replace(":id", encodeURIComponent(id)), {
            cookie: cookie(),
            params: { id },
            json,
          });
          expect(response.status, `${response.status} ${response.text.slice(0, 300)}`).toBe(404);
          expect(response.data).toEqual({ error: expect.objectContaining({ code: "not_found" }) });
        }),
        { numRuns: RUNS },
      );
      expect(await tableCounts()).toEqual(counts);
    });
  });
}
malformedUuids("POST /api/admin/age-checks/:id/request", adminApi, () => cookies.admin!);
malformedUuids("POST /api/dashboard/watch/:id/notice", dashboard, () => cookies.approvedMuse!, { good_faith: true });

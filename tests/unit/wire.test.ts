import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { z } from "zod/mini";
import { CATALOGUES, wireDictionary } from "../../src/i18n/index.ts";
import { TRANSLATED_LOCALES } from "../../src/domain/locales.ts";
import * as messages from "../../src/domain/messages.ts";
import * as decisionTexts from "../../src/domain/decision-texts.ts";
import * as moderationTexts from "../../src/domain/moderation-texts.ts";
import * as verificationTexts from "../../src/domain/verification-texts.ts";
import * as apiTexts from "../../src/domain/api-texts.ts";
import * as ruleTexts from "../../src/domain/rule-texts.ts";
import { applicationSchema, claimLinkSchema } from "../../src/domain/application.ts";
import {
  changeEmailSchema,
  changePasswordFormSchema,
  deleteAccountSchema,
  resetPasswordFormSchema,
  signInSchema,
  signUpFormSchema,
} from "../../src/domain/auth.ts";
import { contactSchema } from "../../src/domain/contact.ts";
import { reportRequestSchema } from "../../src/domain/moderation.ts";
import { gallerySchema, profileEditSchema } from "../../src/domain/profile.ts";
import { appealSchema } from "../../src/domain/decisions.ts";
import { visitSchema } from "../../src/domain/tours.ts";
import { LOCAL_SERVER_ANSWERS } from "../../scripts/patch-netlify-cli.ts";

/** Every text of a value by its path, lists and functions left out (they hold no message of their own). */
function texts(value: unknown, path: string, found = new Map<string, string>()): Map<string, string> {
  if (typeof value === "string") return found.set(path, value);
  if (!value || typeof value !== "object" || Array.isArray(value)) return found;
  for (const [key, child] of Object.entries(value)) texts(child, `${path}.${key}`, found);
  return found;
}

/** The modules whose exported messages a visitor reads: the spec's, the API's, the rules' and the *-texts ones. */
const MODULES = { messages, decisionTexts, moderationTexts, verificationTexts, apiTexts, ruleTexts };

/**
 * Messages only the admin panel shows, which stays English. Anything else a domain module exports must be in the
 * wire catalogue, so a new message without its translations fails here.
 */
const ADMIN_ONLY = [
  "messages.REVIEW_MESSAGES",
  ...["loadFailed", "saveFailed", "deleteFailed", "created", "updated", "deleted", "slugTaken", "deleteConfirm"].map(
    (key) => `messages.BLOG_MESSAGES.${key}`,
  ),
  "messages.BLOG_MESSAGES.previewFailed",
  ...["updateFailed", "responseFailed", "markedRead", "responded"].map((key) => `messages.CONTACT_MESSAGES.${key}`),
  ...[
    "reportNotFound",
    "reportAlreadyClosed",
    "reportResolved",
    "reportDismissed",
    "reportUpdateFailed",
    "noticeNamesNoPicture",
    "warnOnlyListed",
    "reportsLoadFailed",
    "noReports",
    "suspended",
    "reinstated",
    "reopened",
    "statusFailed",
    "notApprovedForSuspension",
    "notSuspended",
    "notRejected",
    "pictureRemoved",
    "pictureAlreadyRemoved",
    "changeNotFound",
    "pictureNoLongerShown",
    "notAPicture",
    "removeFailed",
    "changesLoadFailed",
    "changeReviewed",
  ].map((key) => `messages.MODERATION_MESSAGES.${key}`),
  ...[
    "clauseRequired",
    "factsRequired",
    "factsTooLong",
    "appealNotFound",
    "appealAlreadyDecided",
    "appealOutcomeRequired",
    "appealsLoadFailed",
    "noAppeals",
    "appealUpheld",
    "appealReversed",
    "appealDecideFailed",
    "warned",
    "warnFailed",
  ].map((key) => `decisionTexts.DECISION_MESSAGES.${key}`),
  "moderationTexts.PROFILE_CHANGE_LABELS",
  ...["confirmed", "declined", "reasonRequired", "notFound", "alreadyDecided"].map(
    (key) => `verificationTexts.VERIFICATION_MESSAGES.${key}`,
  ),
];
const adminOnly = (path: string) => ADMIN_ONLY.some((prefix) => path === prefix || path.startsWith(`${prefix}.`));

const englishWire = texts(CATALOGUES.en.wire, "wire");
const wireTexts = new Set(englishWire.values());

const exported = new Map<string, string>();
for (const [name, module] of Object.entries(MODULES)) texts(module, name, exported);

describe("the wire catalogue (the server's English messages, translated)", () => {
  it("holds every message the domain modules export for visitors", () => {
    const missing = [...exported].filter(([path, text]) => !adminOnly(path) && !wireTexts.has(text));
    expect(missing).toEqual([]);
  });

  it("names only admin messages that exist, so the list cannot hide a removed one", () => {
    for (const prefix of ADMIN_ONLY)
      expect([...exported.keys()].some((path) => adminOnly(path) && path.startsWith(prefix))).toBe(true);
  });

  it("holds the answers the local server writes itself and the browser's own network message", () => {
    for (const { body } of Object.values(LOCAL_SERVER_ANSWERS)) expect(wireTexts).toContain(body.error.message);
    const api = readFileSync(new URL("../../src/lib/api.ts", import.meta.url), "utf8");
    expect(api).toContain(`"${apiTexts.HTTP_MESSAGES.network}"`);
    expect(api).toContain(`"${apiTexts.HTTP_MESSAGES.internal}"`);
  });

  it.each(TRANSLATED_LOCALES)("translates one English message one way in %s", (locale) => {
    const translated = texts(CATALOGUES[locale].wire, "wire");
    const byEnglish = new Map<string, Set<string>>();
    for (const [path, english] of englishWire) {
      byEnglish.set(english, (byEnglish.get(english) ?? new Set()).add(translated.get(path)!));
    }
    expect([...byEnglish].filter(([, translations]) => translations.size > 1)).toEqual([]);
    expect(Object.keys(wireDictionary(locale)).sort()).toEqual([...wireTexts].sort());
  });
});

/** A valid input of a form, and the same input with one field made wrong in each way a visitor can. */
function broken(valid: Record<string, unknown>, fields: Record<string, unknown[]>): unknown[] {
  return Object.entries(fields).flatMap(([field, values]) => values.map((value) => ({ ...valid, [field]: value })));
}
const long = (length: number) => "x".repeat(length);
const blank = ["", "   "];

const FORMS: Array<[string, z.ZodMiniType, unknown[]]> = [
  [
    "the application",
    applicationSchema,
    broken(
      {
        handle: "lena",
        city: "Zurich",
        categories: ["Foot Worship"],
        bio: long(40),
        phone_number: "+41 79 123 45 67",
        how_found_us: "Reddit",
        email: "lena@example.test",
        age_confirmed: true,
        terms_accepted: true,
      },
      {
        handle: [...blank, "a", long(51), "lena muse"],
        city: ["", "Paris"],
        categories: [[], ["Tickling"], ["Foot Worship", "Foot Worship"]],
        bio: [...blank, long(501)],
        phone_number: ["123", long(31)],
        how_found_us: [""],
        email: ["not-an-email"],
        age_confirmed: [false],
        terms_accepted: [false],
      },
    ),
  ],
  [
    "send the link again",
    claimLinkSchema,
    broken({ handle: "lena", email: "a@b.test" }, { handle: ["a"], email: [""] }),
  ],
  [
    "sign-up",
    signUpFormSchema,
    broken(
      { email: "a@b.test", password: "long enough", confirmPassword: "long enough" },
      { email: [""], password: ["short", long(201)], confirmPassword: ["short", "long enough!"] },
    ),
  ],
  ["sign-in", signInSchema, broken({ email: "a@b.test", password: "x" }, { email: ["x"], password: [""] })],
  [
    "the reset page",
    resetPasswordFormSchema,
    broken({ password: "long enough", confirmPassword: "long enough" }, { confirmPassword: ["other one!"] }),
  ],
  [
    "the password change",
    changePasswordFormSchema,
    broken(
      { current_password: "x", new_password: "long enough", confirm_password: "long enough" },
      { current_password: [""], new_password: ["short"], confirm_password: ["other one!"] },
    ),
  ],
  ["the e-mail change", changeEmailSchema, broken({ new_email: "a@b.test", password: "x" }, { password: [""] })],
  ["the account deletion", deleteAccountSchema, [{ password: "" }]],
  [
    "the contact form",
    contactSchema,
    broken(
      { name: "Lena", email: "a@b.test", subject: "Hi", message: "Hello" },
      { name: [...blank, long(101)], email: ["x"], subject: [long(201)], message: [...blank, long(5001)] },
    ),
  ],
  [
    "the report",
    reportRequestSchema,
    broken(
      { handle: "lena", reason: "scam", details: "", email: "", good_faith: true },
      {
        handle: [undefined, long(101)],
        reason: ["", "boring"],
        details: [long(2001)],
        email: ["x"],
        good_faith: [false],
      },
    ).concat([{ handle: "lena", reason: "other", details: "", good_faith: true }]),
  ],
  [
    "the profile edit",
    profileEditSchema,
    broken(
      {
        bio: long(40),
        city: "Zurich",
        availability_status: "Available",
        categories: ["Foot Worship"],
        birth_year: "",
        nationality: "",
        ethnicity: "",
        hair_color: "",
        tattoos: null,
        smoker: null,
        spoken_languages: [],
        telegram_handle: "",
        whatsapp_number: "",
        call_number: "",
        email: "",
        onlyfans_link: "",
      },
      {
        bio: [long(5), long(1001)],
        categories: [[]],
        telegram_handle: [long(65)],
        whatsapp_number: [long(31)],
        call_number: [long(31)],
        email: ["x"],
        onlyfans_link: ["not a url", "ftp://example.test", `https://${long(500)}.test`],
      },
    ),
  ],
  ["a gallery caption", gallerySchema, [{ caption: long(201) }]],
  ["an appeal", appealSchema, [{ statement: "" }, { statement: long(2001) }]],
  [
    "a visit of her tour",
    visitSchema({
      today: "2026-12-03",
      homeCity: "Berlin",
      visits: [{ starts_on: "2026-12-10", ends_on: "2026-12-12" }],
    }),
    broken(
      { city: "Zurich", starts_on: "2026-12-04", ends_on: "2026-12-05" },
      {
        city: ["", "Paris", "Berlin"],
        starts_on: ["", "2026-12-02", "2026-12-11"],
        ends_on: ["", "2026-12-03", "2027-02-02"],
      },
    ),
  ],
  [
    "a sixth visit",
    visitSchema({
      today: "2026-12-03",
      homeCity: "Berlin",
      visits: [1, 2, 3, 4, 5].map((day) => ({ starts_on: `2026-12-2${day}`, ends_on: `2026-12-2${day}` })),
    }),
    [{ city: "Zurich", starts_on: "2026-12-04", ends_on: "2026-12-05" }],
  ],
];

describe("the visitors' forms", () => {
  it.each(FORMS)("%s answers only messages the wire catalogue translates", (_, schema, inputs) => {
    const said = new Set<string>();
    for (const input of inputs) {
      const result = schema.safeParse(input);
      expect(result.success, JSON.stringify(input).slice(0, 80)).toBe(false);
      for (const issue of result.error!.issues) said.add(issue.message);
    }
    expect([...said].filter((message) => !wireTexts.has(message))).toEqual([]);
  });
});

/** The messages functions/ writes literally rather than through a domain constant: each one is for developers. */
const LITERAL_REFUSALS = new Set([
  "Unknown status",
  "Page must be a positive whole number",
  "Search must be less than ${MAX_SEARCH_LENGTH} characters",
  "Unknown scope",
  "Send either city or availability_status",
  "Unknown image size",
  "page must be a whole number from 1",
  "status must be unreviewed or all",
]);

function sources(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(directory, entry.name))
      : entry.name.endsWith(".ts")
        ? [join(directory, entry.name)]
        : [],
  );
}

describe("the functions' refusals", () => {
  it("write a visitor's message through a domain constant, which the wire catalogue translates", () => {
    const refusal =
      /(?:badRequest|notFound|forbidden|conflict|unauthorized)\(\s*[`"]([^`"]+)[`"]|new ApiError\(\d+, "[^"]+", [`"]([^`"]+)[`"]/g;
    const literal = sources(new URL("../../functions", import.meta.url).pathname).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(refusal)].map((match) => match[1] ?? match[2]!),
    );
    expect(literal.filter((message) => !LITERAL_REFUSALS.has(message))).toEqual([]);
  });
});

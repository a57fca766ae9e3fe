import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { z } from "zod/mini";
import { CATALOGUES } from "../../src/i18n/index.ts";
import { LOCALES } from "../../src/domain/locales.ts";
import * as messages from "../../src/domain/messages.ts";
import * as apiTexts from "../../src/domain/api-texts.ts";
import * as ruleTexts from "../../src/domain/rule-texts.ts";
import { DECISION_MESSAGES } from "../../src/domain/decision-texts.ts";
import { VERIFICATION_MESSAGES } from "../../src/domain/verification-texts.ts";
import { SHORTLIST_MESSAGES } from "../../src/domain/shortlist.ts";
import { lookup } from "../../src/i18n/keys.ts";
import { LOCAL_SERVER_ANSWERS } from "../../scripts/patch-netlify-cli.ts";
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
import { BLANK_FORM_FACTS } from "../support/profile-edit.ts";

/** Every string of a value (the keys a domain module holds), by its path. */
function strings(value: unknown, path: string, found = new Map<string, string>()): Map<string, string> {
  if (typeof value === "string") return found.set(path, value);
  if (value && typeof value === "object" && !Array.isArray(value))
    for (const [key, child] of Object.entries(value)) strings(child, `${path}.${key}`, found);
  return found;
}

/** Whether `key` names a text in every language's `api` area. */
const everywhere = (key: string) => LOCALES.every((locale) => lookup(CATALOGUES[locale].api, key) !== undefined);

const HOLDERS = {
  messages,
  apiTexts,
  ruleTexts,
  DECISION_MESSAGES,
  VERIFICATION_MESSAGES,
  SHORTLIST_MESSAGES,
};

function sources(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(directory, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(directory, entry.name)]
        : [],
  );
}

/** The first part of every key: the `api` area's groups. */
const GROUPS = Object.keys(CATALOGUES.en.api).join("|");

describe("the message keys (the `api` area of src/i18n/en/api.ts and src/i18n/<locale>.json)", () => {
  it("that the domain holds each name a text in every language", () => {
    const held = [...strings(HOLDERS, "domain")];
    expect(held.length).toBeGreaterThan(200);
    expect(held.filter(([, key]) => !everywhere(key))).toEqual([]);
  });

  it("written literally in src/domain and functions/ each name a text in every language", () => {
    const literal = new RegExp(`["\`]((?:${GROUPS})\\.[A-Za-z_.0-9]+)["\`]`, "g");
    const files = [...sources(new URL("../../src/domain", import.meta.url).pathname)].concat(
      sources(new URL("../../functions", import.meta.url).pathname),
    );
    const keys = files.flatMap((file) => [...readFileSync(file, "utf8").matchAll(literal)].map((match) => match[1]!));
    expect(keys.length).toBeGreaterThan(20);
    expect(keys.filter((key) => !everywhere(key) && !/\.(ts|js|json)$/.test(key))).toEqual([]);
  });

  it("of the local server's own answers hold the text they write", () => {
    for (const { body } of Object.values(LOCAL_SERVER_ANSWERS))
      expect(lookup(CATALOGUES.en.api, body.error.key)).toBe(body.error.message);
  });

  it("leave no English sentence in the functions' refusals", () => {
    const refusal =
      /(?:badRequest|notFound|forbidden|conflict|unauthorized)\(\s*[`"]([^`"]+)[`"]|new ApiError\(\d+, "[^"]+", [`"]([^`"]+)[`"]/g;
    const literal = sources(new URL("../../functions", import.meta.url).pathname).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(refusal)].map((match) => match[1] ?? match[2]!),
    );
    expect(literal.filter((message) => !everywhere(message))).toEqual([]);
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
        ...BLANK_FORM_FACTS,
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
  it.each(FORMS)("%s answers only message keys, each with a text in every language", (_, schema, inputs) => {
    const said = new Set<string>();
    for (const input of inputs) {
      const result = schema.safeParse(input);
      expect(result.success, JSON.stringify(input).slice(0, 80)).toBe(false);
      for (const issue of result.error!.issues) said.add(issue.message);
    }
    expect([...said].filter((message) => !everywhere(message))).toEqual([]);
  });
});

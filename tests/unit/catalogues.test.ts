import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CATALOGUES, format } from "../../src/i18n/index.ts";
import { SITE_LOCALES, TRANSLATED_LOCALES } from "../../src/domain/locales.ts";

/** Every text of a catalogue by its path (`common.nav.home`), lists by index. */
function leaves(value: unknown, path = ""): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof value === "string") return found.set(path, value);
  for (const [key, child] of Object.entries(value as object)) {
    for (const [childPath, text] of leaves(child, path ? `${path}.${key}` : key)) found.set(childPath, text);
  }
  return found;
}

const blanks = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const english = leaves(CATALOGUES.en);

describe.each(TRANSLATED_LOCALES)("the %s catalogue", (locale) => {
  const translated = leaves(CATALOGUES[locale]);

  it("has every text the English one has, and no other", () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("leaves no text empty", () => {
    expect([...translated].filter(([, text]) => text.trim() === "").map(([path]) => path)).toEqual([]);
  });

  it("keeps every named blank of the English text", () => {
    const differing = [...english]
      .filter(([path, text]) => JSON.stringify(blanks(text)) !== JSON.stringify(blanks(translated.get(path) ?? "")))
      .map(([path]) => path);
    expect(differing).toEqual([]);
  });

  it("translates every message a visitor reads (the `api` area but the admin panel's English)", () => {
    const { admin: _admin, ...visitors } = CATALOGUES[locale].api;
    const { admin: _english, ...english } = CATALOGUES.en.api;
    const same = [...leaves(visitors)].filter(([key, text]) => leaves(english).get(key) === text).map(([key]) => key);
    expect(same).toEqual([]);
  });

  it("repeats the `api` area's words where the dashboard and the report form show them", () => {
    const { api, dashboard, profile } = CATALOGUES[locale];
    const { decisions, statement } = dashboard;
    expect([decisions.titles, decisions.restrictions, decisions.sources, decisions.noAutomatedDecision]).toEqual([
      api.decisions.titles,
      api.decisions.restrictions,
      api.decisions.sources,
      api.decisions.noAutomatedDecision,
    ]);
    expect([
      decisions.howToAppeal,
      decisions.tooLate,
      statement.durations,
      statement.clauses,
      statement.outcomes,
    ]).toEqual([
      api.decisions.howToAppeal,
      api.decisions.appealTooLate,
      api.decisions.durations,
      api.decisions.clauses,
      api.decisions.appealOutcomes,
    ]);
    expect([profile.report.namesPicture, profile.report.goodFaith]).toEqual([
      api.report.namesPicture,
      api.report.goodFaith,
    ]);
  });
});

describe("format", () => {
  it("fills the named blanks and leaves unknown ones as written", () => {
    expect(format("Photo verified · {date}", { date: "Nov 2026" })).toBe("Photo verified · Nov 2026");
    expect(format("{a} and {b}", { a: 1 })).toBe("1 and {b}");
  });
});

/** Where French sets a narrow no-break space (U+202F) and a plain or other breaking space is a mistake. */
const FRENCH_SPACING = /[ \t\n](?=[?:;!»])|«(?=[ \t\n])/g;

/** Each spot of `text` where French spacing is broken, with a few characters around it. */
const frenchSpacingErrors = (text: string) =>
  [...text.matchAll(FRENCH_SPACING)].map((match) => text.slice(Math.max(0, match.index - 20), match.index + 3));

describe("French typography", () => {
  it("sets a narrow no-break space before ? : ; ! and inside « » in every French text", () => {
    const wrong = [...leaves(CATALOGUES.fr)].flatMap(([path, text]) =>
      frenchSpacingErrors(text).map((spot) => `${path}: ${spot}`),
    );
    expect(wrong).toEqual([]);
  });

  it("does the same in the French content files (content/**/fr/)", () => {
    const content = new URL("../../content/", import.meta.url);
    const files = readdirSync(content, { recursive: true, encoding: "utf8" }).filter((file) =>
      /(^|\/)fr\/[^/]+\.md$/.test(file),
    );
    expect(files.length).toBeGreaterThan(10);
    const wrong = files.flatMap((file) =>
      frenchSpacingErrors(readFileSync(new URL(file, content), "utf8")).map((spot) => `${file}: ${spot}`),
    );
    expect(wrong).toEqual([]);
  });

  it("finds the plain spaces French would break a line at", () => {
    expect(
      frenchSpacingErrors("Envie d’une rencontre ? « Oui » : à 10:00, https://solemuse.example/?q=1"),
    ).toHaveLength(4);
    expect(frenchSpacingErrors("Envie\u202F? «\u202FOui\u202F»\u202F: à 10:00, https://solemuse.example/?q=1")).toEqual(
      [],
    );
  });
});

/**
 * Each form field's label (a path of the catalogue) and the messages that name that field: a message names it as
 * its label does, in every language ("Profilname" in the label, so "Der Profilname muss …", not "Der Benutzername").
 */
const FIELD_NAMES: ReadonlyArray<readonly [label: string, messages: readonly string[]]> = [
  [
    "application.handle.label",
    ["api.rules.handle.tooShort", "api.rules.handle.tooLong", "api.rules.handle.characters"],
  ],
  ["application.city.label", ["api.rules.application.city"]],
  ["ui.services.legend", ["api.rules.services.required", "api.rules.services.repeated"]],
  ["application.bio.label", ["api.rules.bio.tooShort", "api.rules.bio.tooLongApplication"]],
  ["dashboard.profile.bio", ["api.rules.bio.tooShort", "api.rules.bio.tooLongProfile"]],
  ["application.phone.label", ["api.rules.application.phone"]],
  ["application.email.label", ["api.rules.email"]],
  ["auth.signUp.email", ["api.rules.email"]],
  ["application.termsLink", ["api.rules.application.termsAccepted"]],
  ["application.privacyLink", ["api.rules.application.termsAccepted"]],
  [
    "auth.signUp.password",
    ["api.rules.password.tooShort", "api.rules.password.tooLong", "api.rules.password.required"],
  ],
  ["account.password.current", ["api.rules.password.currentRequired"]],
  ["account.email.title", ["account.changeEmail.title", "account.changeEmail.newEmail"]],
  [
    "contact.form.name",
    ["contact.form.missing.name", "api.rules.contact.nameRequired", "api.rules.contact.nameTooLong"],
  ],
  ["contact.form.email", ["contact.form.missing.email", "contact.form.invalidEmail", "api.rules.email"]],
  ["contact.form.subject", ["api.rules.contact.subjectTooLong"]],
  [
    "contact.form.message",
    ["contact.form.missing.message", "api.rules.contact.messageRequired", "api.rules.contact.messageTooLong"],
  ],
  ["profile.report.reason", ["api.rules.report.reasonRequired"]],
  ["profile.report.detailsOptional", ["api.rules.report.detailsTooLong"]],
  ["dashboard.gallery.caption", ["api.rules.profile.captionTooLong"]],
  ["dashboard.tours.form.startsOn", ["api.rules.visit.startsOn", "api.rules.visit.startsInPast"]],
  ["dashboard.tours.form.endsOn", ["api.rules.visit.endsOn", "api.rules.visit.endsBeforeStart"]],
];

/**
 * The words of a label a message must hold: lower case, without a "(optional)" or a closing "?" or "*"; a word of
 * more than four letters loses its last two, so an inflected form still counts ("Usługi" in "usługę", "Erster Tag"
 * in "den ersten Tag").
 */
const labelWords = (label: string): string[] =>
  label
    .replace(/\(.*?\)|[?*:]/g, "")
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .map((word) => (word.length > 4 ? word.slice(0, -2) : word));

/** Whether a word of `text` begins with `start` ("profilna" in "der profilname", not "mnie" in "najmniej"). */
const startsAWord = (text: string, start: string) =>
  new RegExp(`(^|[^\\p{L}])${start.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "u").test(text);

describe.each(SITE_LOCALES)("the field names in %s", (locale) => {
  const texts = leaves(CATALOGUES[locale]);

  it("are the labels' in every message that names a field", () => {
    const differing = FIELD_NAMES.flatMap(([label, messages]) => {
      const words = labelWords(texts.get(label)!);
      return messages
        .filter((message) => !words.every((word) => startsAWord(texts.get(message)!.toLowerCase(), word)))
        .map((message) => `${message} "${texts.get(message)}" does not say ${label} "${texts.get(label)}"`);
    });
    expect(differing).toEqual([]);
  });
});

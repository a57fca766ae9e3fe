import { badRequest } from "../http/errors.ts";
import { queryOne } from "../db/index.ts";
import { siteUrl } from "../email/templates.ts";
import { COMMON_PASSWORD } from "../../src/domain/auth.ts";

let common: Promise<Set<string>> | undefined;

/**
 * The 49,233 most common passwords of @zxcvbn-ts/language-common (from leaked password lists), lower-cased; loaded on
 * the first password set in this instance, not at start.
 */
function commonPasswords(): Promise<Set<string>> {
  common ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set(dictionary["passwords-common"].map((entry) => entry.toLowerCase())),
  );
  return common;
}

/** Whose password it is: her own words are the first a guesser who knows her tries (ASVS 6.2.11). */
export interface PasswordOwner {
  email?: string;
  handle?: string | null;
}

/** The site's own names: the brand, and the labels of the address it is served at. */
const BRAND = ["solemuse", "sole muse", "sole-muse"];

/** Words a guesser adds a year or a "!" to: seasons and months (English, as the common passwords are). */
const CALENDAR_WORDS = [
  "spring",
  "summer",
  "autumn",
  "fall",
  "winter",
  ...["january", "february", "march", "april", "may", "june", "july", "august", "september", "october"],
  ...["november", "december"],
];

/** Runs a guesser walks along, forwards and backwards: keyboard rows (QWERTY, QWERTZ, AZERTY), digits, letters. */
const RUNS = ["1234567890", "qwertyuiop", "qwertzuiop", "azertyuiop", "asdfghjkl", "qsdfghjklm", "zxcvbnm", "yxcvbnm"]
  .concat("abcdefghijklmnopqrstuvwxyz")
  .flatMap((run) => [run, [...run].reverse().join("")]);

/** Shorter than this, what is left of a password once its words are taken out guards nothing. */
const MIN_CORE = 4;
/** Digits and signs around a word, up to this many, do not make it a password ("Summer2024!"). */
const MAX_DECORATION = 6;

/** The words of the site and of its owner, lower-cased, three letters or more. */
export function contextWords(owner: PasswordOwner, site = siteUrl()): string[] {
  const host = new URL(site).hostname.toLowerCase();
  const labels = host.split(".").flatMap((label) => [label, label.replace(/-/g, "")]);
  const local = owner.email?.toLowerCase().split("@")[0] ?? "";
  const words = [...BRAND, host, ...labels, owner.handle?.toLowerCase() ?? "", local, ...local.split(/[._+-]/)];
  return [...new Set(words.filter((word) => word.length >= 3))].sort((a, b) => b.length - a.length);
}

/** One character over and over, a keyboard or alphabet run, a common password or a calendar word. */
function trivial(text: string, common: ReadonlySet<string>): boolean {
  return (
    /^(.)\1*$/su.test(text) ||
    RUNS.some((run) => run.includes(text)) ||
    common.has(text) ||
    CALENDAR_WORDS.includes(text)
  );
}

/**
 * Whether `password` is made of what a guesser tries first (ASVS 6.2.4 and 6.2.11): a common password; or, once the
 * site's and the owner's own words are taken out, nothing but a trivial part (a common word, a season or month, one
 * repeated character, a keyboard run) with at most a few digits and signs around it ("Solemuse123", "Summer2024!",
 * "aaaaaaaa", "Welcome1!"). A passphrase that merely contains such a word, or a random string, passes.
 */
export function isGuessable(password: string, context: readonly string[], common: ReadonlySet<string>): boolean {
  const lower = password.toLowerCase();
  if (common.has(lower)) return true;
  let rest = lower;
  for (const word of context) rest = rest.split(word).join("");
  const [, before = "", core = "", after = ""] = /^([^\p{L}]*)(.*?)([^\p{L}]*)$/su.exec(rest) ?? [];
  // Digits and signs alone (no word of hers taken out): guessable when they are a run or one repeated character.
  if (core === "" && rest === lower) return trivial(lower, common);
  const decoration = before + after;
  const coreIsTrivial = core.replace(/[^\p{L}\p{N}]/gu, "").length < MIN_CORE || trivial(core, common);
  return coreIsTrivial && (decoration.length <= MAX_DECORATION || trivial(decoration, common));
}

/**
 * Refuses a new password a guesser would try first (`isGuessable`), with the common-password message under `field`,
 * the form field it belongs to.
 */
export async function refuseCommonPassword(password: string, field: string, owner: PasswordOwner = {}): Promise<void> {
  if (isGuessable(password, contextWords(owner), await commonPasswords())) {
    throw badRequest(COMMON_PASSWORD, { [field]: COMMON_PASSWORD });
  }
}

/** The e-mail and Muse handle of a user, for `refuseCommonPassword`. */
export async function passwordOwner(userId: string): Promise<PasswordOwner> {
  return (
    (await queryOne<{ email: string; handle: string | null }>(
      `SELECT u.email, p.handle FROM users u LEFT JOIN profiles p ON p.user_id = u.id WHERE u.id = $1`,
      [userId],
    )) ?? {}
  );
}

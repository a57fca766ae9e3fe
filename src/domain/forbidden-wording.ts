import { z } from "./zod.ts";
import type { MessageKey } from "../i18n/keys.ts";

/**
 * Wording the law or the Terms forbid in what a Muse publishes or a visitor writes (decision 0063): advertising sex
 * without a condom or with pregnant persons (ProstSchG §32(3)), and anything suggesting someone under 18 (the Terms).
 * Every language's list is checked whatever the writer's language, since a German bio can hold English words.
 *
 * A text is compared word by word, never by substring, so "Assessment", "Schulter" or "sans doute" are no alarm:
 * it is lower-cased, its accents dropped (ß is ss, ł is l), the basic leetspeak digits inside a word read as letters
 * ("b4reb4ck"), three or more single letters in a row read as one word ("b a r e b a c k", "t.e.e.n"), a listed word
 * of five or more letters may be written in up to three parts ("bare back", "ohne gum mi"), and a phrase's words may
 * be written as one ("ohneKondom"). A listed word ending in `*` matches any ending ("schwanger*": "schwangere",
 * "Schwangerschaft"). A phrase right after a negation ("never without a condom", "nie ohne Gummi", "kein AO"), or
 * after a negation and one verb ("I never do bareback"), is not flagged; "not only bareback" and "no limits,
 * bareback" are.
 */

type Rule = "unprotectedSex" | "pregnancy" | "minor";

/** The message of each rule: it names the rule in the writer's language. */
const WORDING_MESSAGES = {
  unprotectedSex: "wording.unprotectedSex",
  pregnancy: "wording.pregnancy",
  minor: "wording.minor",
} as const satisfies Record<Rule, MessageKey>;

/**
 * Each rule's phrases per language, in the normalised spelling (lower case, no accents, no apostrophes). A word under
 * five letters ("ao", "bbbj", "teen") must stand as a word of its own; it is never assembled from parts.
 */
const PHRASES: Record<Rule, Record<"en" | "de" | "fr" | "pl" | "nl", readonly string[]>> = {
  minor: {
    en: [
      "teen",
      "teens",
      "teenage*",
      "teenie*",
      "schoolgirl*",
      "underage*",
      "barely legal",
      "jailbait",
      "loli",
      "pre teen",
      "preteen*",
    ],
    de: ["minderjahrig*", "schulmadchen", "schulerin*", "teeny", "noch nicht volljahrig", "nicht volljahrig"],
    fr: [
      "ecoliere*",
      "lyceenne*",
      "collegienne*",
      "adolescente*",
      "une ado",
      "jeune ado",
      "petite ado",
      "pas encore majeure",
      "pas majeure",
    ],
    pl: ["nastolat*", "nastoletni*", "niepelnolet*", "uczennic*", "licealistk*", "gimnazjalistk*", "malolat*"],
    nl: ["minderjarig*", "tiener", "tieners", "tienermeisje*", "schoolmeisje*", "scholiere*", "nog niet meerderjarig"],
  },
  unprotectedSex: {
    en: [
      "bareback*",
      "bbbj",
      "bbfs",
      "without condom*",
      "without a condom*",
      "w o condom*",
      "no condom*",
      "condomless",
      "condom free",
      "unprotected",
      "raw sex",
      "creampie*",
    ],
    de: [
      "ohne gummi*",
      "ohne kondom*",
      "ohne schutz",
      "alles ohne",
      "ao",
      "franzosisch ohne",
      "franz ohne",
      "gv ohne",
      "ungeschutzt*",
    ],
    fr: [
      "sans capote*",
      "sans preservatif*",
      "sans protection",
      "non protege*",
      "fellation nature",
      "pipe nature",
      "rapport nature",
      "rapports nature",
    ],
    pl: [
      "bez gumki",
      "bez gumy",
      "bez gumek",
      "bez prezerwatyw*",
      "bez kondom*",
      "bez zabezpieczen*",
      "bez zabezpieczenia",
    ],
    nl: ["zonder condoom*", "zonder bescherming", "onbeschermd*", "zonder rubber*"],
  },
  pregnancy: {
    en: ["pregnant", "pregnancy", "preggo", "preggers"],
    de: ["schwanger*"],
    fr: ["grossesse*", "suis enceinte", "femme enceinte", "femmes enceintes", "etre enceinte"],
    pl: ["ciaza", "ciazy", "ciaze", "ciazow*", "ciezarn*"],
    nl: ["zwanger*"],
  },
};

/** Ages under 18 said as an age: "16 years old", "16yo", "16-jährig", "j'ai 16 ans", "mam 16 lat", "16 jaar oud". */
const UNDER_AGE = [
  "1[0-7]",
  "thirteen|fourteen|fifteen|sixteen|seventeen",
  "dreizehn|vierzehn|funfzehn|fuenfzehn|sechzehn|siebzehn",
  "treize|quatorze|quinze|seize|dix-sept|dix sept",
  "trzynascie|czternascie|pietnascie|szesnascie|siedemnascie",
  "dertien|veertien|vijftien|zestien|zeventien",
].join("|");
const age = () =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])(${[
      `(${UNDER_AGE})[\\s-]*(years?|yrs?)[\\s-]*old`,
      `(${UNDER_AGE})\\s*(yo|y/o|y\\.o\\.?)`,
      `(${UNDER_AGE})\\s*(jahre|j\\.?)\\s*alt`,
      `(${UNDER_AGE})[\\s-]*jahrig\\w*`,
      `(j['’]?\\s?|je\\s)ai\\s+(${UNDER_AGE})\\s*ans(?!\\s*d['’]?\\s*(experience|anciennete|metier))`,
      `agee?\\s+de\\s+(${UNDER_AGE})\\s*ans`,
      `mam\\s+(${UNDER_AGE})\\s*(lat|lata)(?!\\s+(doswiadczeni\\w*|praktyk\\w*|stazu|pracy))`,
      `(${UNDER_AGE})[\\s-]*letni\\w*`,
      `(${UNDER_AGE})\\s*jaar\\s*oud`,
      `(${UNDER_AGE})[\\s-]*jarig\\w*`,
      `ben\\s+(${UNDER_AGE})\\s*jaar`,
    ].join("|")})(?![\\p{L}\\p{N}])`,
    "u",
  );

/** Words that make the phrase right after them a refusal ("never without a condom"), in every language. */
const NEGATIONS = new Set([
  ...["no", "not", "never", "dont", "doesnt", "nor"],
  ...["nicht", "nie", "niemals", "kein", "keine", "keinen"],
  ...["pas", "jamais", "ni", "aucun", "aucune"],
  ...["nigdy", "zadnego", "zadnych"],
  ...["niet", "nooit", "geen"],
]);
/** Verbs that may stand between a negation and the phrase it refuses ("I never do bareback", "nie robię bez gumki"). */
const BETWEEN = new Set([
  ...["do", "does", "offer", "ever", "accept", "allow", "practise", "practice"],
  ...["mache", "biete", "akzeptiere", "erlaube"],
  ...["fais", "propose", "accepte", "pratique"],
  ...["robie", "oferuje", "akceptuje", "uprawiam"],
  ...["doe", "bied", "accepteer"],
]);

const LEET: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", $: "s" };
const LETTERS: Record<string, string> = { ß: "ss", ł: "l", ø: "o", æ: "ae", œ: "oe", đ: "d", ı: "i" };

/** Lower case without accents; the letters NFKD cannot split are spelled out. */
function plain(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[ßłøæœđı]/g, (letter) => LETTERS[letter]!);
}

/** The words of a plain text: leetspeak digits inside words read as letters, runs of 3+ single letters joined. */
function words(text: string): string[] {
  const raw = text
    .replace(/(\p{L})['’](\p{L})/gu, "$1$2")
    .replace(/[@$]/g, (sign) => LEET[sign]!)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => (/\p{L}/u.test(word) ? word.replace(/[013457]/g, (digit) => LEET[digit]!) : word));
  const joined: string[] = [];
  for (let index = 0; index < raw.length;) {
    let end = index;
    while (end < raw.length && raw[end]!.length === 1) end++;
    if (end - index >= 3) {
      joined.push(raw.slice(index, end).join(""));
      index = end;
    } else {
      joined.push(raw[index]!);
      index++;
    }
  }
  return joined;
}

interface Pattern {
  rule: Rule;
  parts: { word: string; open: boolean }[];
}

/** A phrase as its words; a phrase of several words also as one ("ohneKondom"). */
function patterns(rule: Rule, phrase: string): Pattern[] {
  const part = (word: string) => ({ word: word.replace(/\*$/, ""), open: word.endsWith("*") });
  const words = phrase.split(" ");
  return words.length === 1
    ? [{ rule, parts: [part(phrase)] }]
    : [
        { rule, parts: words.map(part) },
        { rule, parts: [part(words.join(""))] },
      ];
}

/**
 * The patterns by the first letter of their first word (a word is compared only with those it could begin) and the
 * ages' expression, built at the first check: importing the module costs a page nothing.
 */
let compiled: { patterns: Map<string, Pattern[]>; age: RegExp } | undefined;
function compile() {
  if (compiled) return compiled;
  const byFirst = new Map<string, Pattern[]>();
  for (const rule of Object.keys(PHRASES) as Rule[])
    for (const pattern of Object.values(PHRASES[rule])
      .flat()
      .flatMap((phrase) => patterns(rule, phrase))) {
      const first = pattern.parts[0]!.word[0]!;
      byFirst.set(first, [...(byFirst.get(first) ?? []), pattern]);
    }
  compiled = { patterns: byFirst, age: age() };
  return compiled;
}

/** Whether `part` fits the text's word at `at` (or, for a word of 5+ letters, up to three of them joined): the end. */
function fit(part: Pattern["parts"][number], text: readonly string[], at: number): number {
  let joined = "";
  const most = part.word.length < 5 ? 1 : 3;
  for (let count = 1; count <= most && at + count <= text.length; count++) {
    joined += text[at + count - 1];
    if (joined === part.word || (part.open && joined.startsWith(part.word))) return at + count;
    if (!part.word.startsWith(joined)) return -1;
  }
  return -1;
}

function matchesAt(pattern: Pattern, text: readonly string[], start: number): boolean {
  let at = start;
  for (const part of pattern.parts) {
    at = fit(part, text, at);
    if (at < 0) return false;
  }
  return true;
}

/** Whether the words before `start` refuse what follows: a negation right before it, or before one verb. */
function negated(text: readonly string[], start: number): boolean {
  const [twoBefore, before] = [text[start - 2], text[start - 1]];
  if (before === undefined) return false;
  return NEGATIONS.has(before) || (twoBefore !== undefined && NEGATIONS.has(twoBefore) && BETWEEN.has(before));
}

/**
 * The message key of the first rule `text` breaks (the suggestion of a minor before the others), or undefined when
 * it breaks none. The key's text tells the writer, in her language, what to remove.
 */
export function forbiddenWording(text: string): MessageKey | undefined {
  const { patterns, age } = compile();
  const normal = plain(text);
  const found = new Set<Rule>();
  if (age.test(normal)) found.add("minor");
  const list = words(normal);
  for (let start = 0; start < list.length; start++) {
    for (const pattern of patterns.get(list[start]![0]!) ?? []) {
      if (!found.has(pattern.rule) && matchesAt(pattern, list, start) && !negated(list, start)) found.add(pattern.rule);
    }
  }
  const rule = (["minor", "unprotectedSex", "pregnancy"] as const).find((each) => found.has(each));
  return rule && WORDING_MESSAGES[rule];
}

/**
 * The rule that a text a Muse publishes (a bio, a caption) or a person writes holds no forbidden wording (decision
 * 0063): the issue's message names what to remove, in the writer's language.
 */
export const withoutForbiddenWording = () =>
  z.check<string>((payload) => {
    const message = forbiddenWording(payload.value);
    if (message) payload.issues.push({ code: "custom", message, input: payload.value });
  });

import { describe, expect, it } from "vitest";
import { forbiddenWording } from "../../src/domain/forbidden-wording.ts";
import { CATALOGUES } from "../../src/i18n/index.ts";
import { LOCALES } from "../../src/domain/locales.ts";
import { lookup } from "../../src/i18n/keys.ts";

const UNPROTECTED = "wording.unprotectedSex";
const PREGNANCY = "wording.pregnancy";
const MINOR = "wording.minor";

/** What each language's writer might put in a bio, and the rule it breaks. */
const EXAMPLES: Record<string, [string, string][]> = {
  en: [
    ["Sweet and playful, bareback on request.", UNPROTECTED],
    ["I offer BBBJ and massages", UNPROTECTED],
    ["Everything without a condom for regulars", UNPROTECTED],
    ["Fun w/o condom", UNPROTECTED],
    ["b a r e b a c k available", UNPROTECTED],
    ["B4REB4CK lover", UNPROTECTED],
    ["bare-back fan", UNPROTECTED],
    ["No limits, bareback too", UNPROTECTED],
    ["Not only bareback but also more", UNPROTECTED],
    ["Pregnant and curious, come visit", PREGNANCY],
    ["Shy teen with pretty feet", MINOR],
    ["Your naughty t.e.e.n", MINOR],
    ["Real schoolgirl outfit, I play the school girl", MINOR],
    ["Barely legal and ready", MINOR],
    ["I am 16 years old", MINOR],
    ["16yo feet", MINOR],
    ["a sweet seventeen-year-old", MINOR],
  ],
  de: [
    ["Französisch und alles ohne Gummi", UNPROTECTED],
    ["AO möglich", UNPROTECTED],
    ["Verkehr ohneKondom nach Absprache", UNPROTECTED],
    ["OHNE  GUMMI!", UNPROTECTED],
    ["Ungeschützter Verkehr gegen Aufpreis", UNPROTECTED],
    ["Ich bin schwanger und neugierig", PREGNANCY],
    ["Besuch in der Schwangerschaft", PREGNANCY],
    ["Süßes Schulmädchen", MINOR],
    ["Noch minderjährig, aber reif", MINOR],
    ["Ich bin 16 Jahre alt", MINOR],
    ["Eine 17-jährige Schülerin", MINOR],
  ],
  fr: [
    ["Câline, sans capote pour les habitués", UNPROTECTED],
    ["Rapports sans préservatif possibles", UNPROTECTED],
    ["Fellation nature et massages", UNPROTECTED],
    ["Rapport non protégé sur demande", UNPROTECTED],
    ["Je suis enceinte de six mois", PREGNANCY],
    ["Grossesse épanouie", PREGNANCY],
    ["Une jolie lycéenne", MINOR],
    ["Petite écolière coquine", MINOR],
    ["J'ai 16 ans et des pieds magnifiques", MINOR],
  ],
  pl: [
    ["Wszystko bez gumki", UNPROTECTED],
    ["Seks bez prezerwatywy dla stałych klientów", UNPROTECTED],
    ["Jestem w ciąży", PREGNANCY],
    ["Ciężarna i ciekawa", PREGNANCY],
    ["Słodka nastolatka", MINOR],
    ["Niepełnoletnia, ale dojrzała", MINOR],
    ["Mam 16 lat", MINOR],
    ["Grzeczna uczennica", MINOR],
  ],
  nl: [
    ["Alles zonder condoom", UNPROTECTED],
    ["Onbeschermde seks mogelijk", UNPROTECTED],
    ["Ik ben zwanger", PREGNANCY],
    ["Minderjarig maar rijp", MINOR],
    ["Ik ben 16 jaar oud", MINOR],
    ["Lief tienermeisje", MINOR],
    ["Ondeugende scholiere", MINOR],
  ],
};

/** Ordinary words and sentences that look like a rule's phrase but break none. */
const NEAR_MISSES: Record<string, string[]> = {
  en: [
    "Based in Zürich, I love long walks",
    "My assessment: elegant feet and a warm heart",
    "18 years old and proud of my arches",
    "I love my 16-year career in dance",
    "16 years of experience in foot modelling",
    "Always with a condom, never without a condom",
    "I never do bareback",
    "No teens, no minors: adults only",
    "Without further ado, let me introduce myself",
    "Canteen lunches and nineteen pairs of heels",
  ],
  de: [
    "Wohne in Zürich, zarte Schulter und schöne Füße",
    "Nur mit Gummi, nie ohne Gummi",
    "Kein AO, kein FO",
    "Seit 16 Jahren im Beruf",
    "Volljährig seit vielen Jahren, 25 Jahre alt",
    "Jugendliches Aussehen, erwachsene Ausstrahlung",
  ],
  fr: [
    "Sans doute la plus belle cambrure de Paris",
    "Jamais sans préservatif",
    "Depuis 16 ans dans la mode",
    "J'ai 16 ans d'expérience",
    "L'enceinte du château et ses jardins",
    "J'ai 25 ans, sans tabou mais toujours protégée",
  ],
  pl: [
    "Nigdy bez gumki",
    "Od 16 lat pracuję jako modelka",
    "Mam 16 lat doświadczenia",
    "Mam 25 lat i zadbane stopy",
    "Ciężar dnia zostaw za drzwiami",
  ],
  nl: [
    "Nooit zonder condoom",
    "Al 16 jaar actief als model",
    "Ik ben 25 jaar oud",
    "In mijn schooltijd danste ik ballet",
  ],
};

describe("forbidden wording", () => {
  for (const [language, examples] of Object.entries(EXAMPLES)) {
    it.each(examples)(`${language}: "%s" breaks %s`, (text, rule) => {
      expect(forbiddenWording(text)).toBe(rule);
    });
  }

  for (const [language, texts] of Object.entries(NEAR_MISSES)) {
    it.each(texts)(`${language}: "%s" breaks no rule`, (text) => {
      expect(forbiddenWording(text)).toBeUndefined();
    });
  }

  it("checks every language's list whatever the text's language", () => {
    expect(forbiddenWording("Ich liebe Füße, bareback nach Absprache")).toBe(UNPROTECTED);
    expect(forbiddenWording("Love feet, alles ohne Gummi")).toBe(UNPROTECTED);
    expect(forbiddenWording("Dominante Herrin, zonder condoom")).toBe(UNPROTECTED);
  });

  it("names the suggestion of a minor before the other rules", () => {
    expect(forbiddenWording("Pregnant teen, bareback")).toBe(MINOR);
    expect(forbiddenWording("Schwanger, ohne Gummi")).toBe(UNPROTECTED);
  });

  it("has each rule's message in every language", () => {
    for (const key of [UNPROTECTED, PREGNANCY, MINOR])
      for (const locale of LOCALES) expect(lookup(CATALOGUES[locale].api, key), `${locale} ${key}`).toBeTruthy();
  });
});

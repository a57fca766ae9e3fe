import type { Locale } from "../../src/domain/locales.ts";
import type { Messages } from "../../src/i18n/en/index.ts";
import { mail as enMail } from "../../src/i18n/en/mail.ts";
import { wire as enWire } from "../../src/i18n/en/wire.ts";
import { mail as deMail } from "../../src/i18n/de/mail.ts";
import { wire as deWire } from "../../src/i18n/de/wire.ts";
import { mail as frMail } from "../../src/i18n/fr/mail.ts";
import { wire as frWire } from "../../src/i18n/fr/wire.ts";
import { mail as plMail } from "../../src/i18n/pl/mail.ts";
import { wire as plWire } from "../../src/i18n/pl/wire.ts";
import { mail as nlMail } from "../../src/i18n/nl/mail.ts";
import { wire as nlWire } from "../../src/i18n/nl/wire.ts";

/** The two catalogue areas a mail is written from; the functions load these, not every page's texts. */
export interface MailTexts {
  mail: Messages["mail"];
  wire: Messages["wire"];
}

const TEXTS: Record<Locale, MailTexts> = {
  en: { mail: enMail, wire: enWire },
  de: { mail: deMail, wire: deWire },
  fr: { mail: frMail, wire: frWire },
  pl: { mail: plMail, wire: plWire },
  nl: { mail: nlMail, wire: nlWire },
};

export const mailTexts = (locale: Locale): MailTexts => TEXTS[locale];

import type { Locale } from "../../src/domain/locales.ts";
import type { Messages } from "../../src/i18n/en/index.ts";
import { mail as enMail } from "../../src/i18n/en/mail.ts";
import { api as enApi } from "../../src/i18n/en/api.ts";
import { mail as deMail } from "../../src/i18n/de/mail.ts";
import { api as deApi } from "../../src/i18n/de/api.ts";
import { mail as frMail } from "../../src/i18n/fr/mail.ts";
import { api as frApi } from "../../src/i18n/fr/api.ts";
import { mail as plMail } from "../../src/i18n/pl/mail.ts";
import { api as plApi } from "../../src/i18n/pl/api.ts";
import { mail as nlMail } from "../../src/i18n/nl/mail.ts";
import { api as nlApi } from "../../src/i18n/nl/api.ts";

/** The two catalogue areas a mail is written from; the functions load these, not every page's texts. */
export interface MailTexts {
  mail: Messages["mail"];
  api: Messages["api"];
}

const TEXTS: Record<Locale, MailTexts> = {
  en: { mail: enMail, api: enApi },
  de: { mail: deMail, api: deApi },
  fr: { mail: frMail, api: frApi },
  pl: { mail: plMail, api: plApi },
  nl: { mail: nlMail, api: nlApi },
};

export const mailTexts = (locale: Locale): MailTexts => TEXTS[locale];

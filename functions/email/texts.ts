import type { Locale } from "../../src/domain/locales.ts";
import { CATALOGUES, type Messages } from "../../src/i18n/index.ts";

/** The two catalogue areas a mail is written from. */
export interface MailTexts {
  mail: Messages["mail"];
  api: Messages["api"];
}

export const mailTexts = (locale: Locale): MailTexts => CATALOGUES[locale];

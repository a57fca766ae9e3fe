import type { Locale } from "../../src/domain/locales.ts";
import { CATALOGUES, type Messages } from "../../src/i18n/index.ts";

/** The catalogue areas a mail is written from (the stolen-photo watch keeps its mail with its other texts). */
export interface MailTexts {
  mail: Messages["mail"];
  api: Messages["api"];
  watch: Messages["watch"];
}

export const mailTexts = (locale: Locale): MailTexts => CATALOGUES[locale];

import type { Messages } from "../i18n/en/index.ts";
import { LANGUAGE_TAGS, type Locale } from "../domain/locales.ts";

/** What the service worker writes in each language: the alerts' notifications and the cities' names. */
export interface ServiceWorkerTexts {
  tag: string;
  cities: Record<string, string>;
  newMuseTitle: string;
  newMuseBody: string;
  availableTitle: string;
  availableBody: string;
  visitingTitle: string;
  visitingBody: string;
}

/** A language's texts for the worker, picked from its catalogue at build (scripts/service-worker/integration.ts). */
export function serviceWorkerTexts(locale: Locale, { alerts, common }: Messages): ServiceWorkerTexts {
  const { newMuseTitle, newMuseBody, availableTitle, availableBody, visitingTitle, visitingBody } = alerts;
  return {
    tag: LANGUAGE_TAGS[locale],
    cities: common.cities,
    newMuseTitle,
    newMuseBody,
    availableTitle,
    availableBody,
    visitingTitle,
    visitingBody,
  };
}

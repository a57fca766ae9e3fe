import type { SiteLocale } from "../../src/domain/locales.ts";
import texts from "./field-texts.json" with { type: "json" };

/**
 * The editor's field labels and hints in each language its collections are in (decision 0061), from
 * ./field-texts.json: a language's collection (scripts/editor/collections.ts) names its fields in that language. Found
 * by the field's path from the collection ("topSpotsSection.spots.name"), else by its name ("title"). `pattern` is the sentence of the field's
 * pattern; `label_singular` names one item of a list. tests/unit/editor-config.test.ts fails on a field without its
 * texts here. English is public/editor/config.yml's own.
 */
export interface FieldTexts {
  label: string;
  hint?: string;
  label_singular?: string;
  pattern?: string;
}

/** The languages the editor has collections of besides English: the site's, without the test build's pseudo-language. */
export type EditorLocale = Exclude<SiteLocale, "en">;

export const FIELD_TEXTS: Record<EditorLocale, Record<string, FieldTexts>> = texts;

/** The legal documents' pages (/terms, /privacy, ...): the frame around each document in content/legal. */
export const legal = {
  metaTitle: "{title} | {brand}",
  eyebrow: "Legal",
  updated: "Last updated: {date}",
  otherDocuments: "Other legal documents",
  /** Above a translated document (never on an English page): the English text is the binding one. */
  translationNotice: "This translation is for your information. The English version prevails.",
  translationLink: "Read the English version",
  /** Above the English text of a document not yet translated into the page's language. */
  englishOnlyNotice: "This document is currently available in English only.",
} as const;

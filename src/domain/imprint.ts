/**
 * The imprint's values (content/site/imprint.yaml, edited in the content editor; decision 0064): who runs the site
 * and how the law's contact points reach them. Each value says whether it is still the seeded example; the admin
 * dashboard shows "Imprint incomplete" while any is.
 */

/** The imprint's values, in the order the page and the editor list them. */
export const IMPRINT_FIELDS = [
  "operator",
  "address",
  "email",
  "phone",
  "register",
  "vat",
  "authoritiesContact",
  "authoritiesLanguages",
  "usersContact",
  "legalRepresentative",
  "gdprRepresentative",
  "youthProtectionOfficer",
  "youthProtectionContact",
] as const;
export type ImprintField = (typeof IMPRINT_FIELDS)[number];

/** One value of the imprint, and whether it is still an example to replace. */
export interface ImprintValue {
  value: string;
  example: boolean;
}
export type Imprint = Record<ImprintField, ImprintValue>;

/** Each value's name in English, as the page (the English catalogue), the editor and the admin dashboard name it. */
export const IMPRINT_FIELD_NAMES: Record<ImprintField, string> = {
  operator: "Company",
  address: "Postal address",
  email: "E-mail",
  phone: "Phone",
  register: "Commercial register",
  vat: "VAT number",
  authoritiesContact: "Contact point for authorities (DSA Art. 11)",
  authoritiesLanguages: "Languages of the contact point for authorities",
  usersContact: "Contact point for users (DSA Art. 12)",
  legalRepresentative: "Legal representative in the EU (DSA Art. 13)",
  gdprRepresentative: "Representative in the EU (GDPR Art. 27)",
  youthProtectionOfficer: "Youth protection officer (JMStV § 7)",
  youthProtectionContact: "Contact of the youth protection officer",
};

/** The values still marked as examples, by their English names; none once the imprint is complete. */
export function exampleValues(imprint: Imprint): string[] {
  return IMPRINT_FIELDS.filter((field) => imprint[field].example).map((field) => IMPRINT_FIELD_NAMES[field]);
}

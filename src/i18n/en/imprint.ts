import type { ImprintField } from "../../domain/imprint.ts";

/** The imprint, /imprint (decision 0064): its headings and each value's label; the values are content/site/imprint.yaml's. */
export const imprint = {
  metaTitle: "Imprint | {brand}",
  description:
    "Who runs {brand} and how to reach us: operator, address, register and VAT numbers, contact points, EU representatives and youth protection officer.",
  eyebrow: "Legal",
  title: "Imprint",
  sections: {
    operator: "Operator",
    dsa: "Digital Services Act",
    dataProtection: "Data protection",
    youthProtection: "Youth protection",
  },
  labels: {
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
  } satisfies Record<ImprintField, string>,
};

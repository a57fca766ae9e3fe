import { IMPRINT_FIELD_NAMES } from "../../domain/imprint.ts";

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
  labels: IMPRINT_FIELD_NAMES,
};

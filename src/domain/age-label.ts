import { MINIMUM_AGE } from "./brand.ts";

/**
 * The site's age labels (decision 0064): the whole site is for adults, so every page carries the RTA label beside
 * `rating=adult`, and /age-de.xml declares the minimum age for German youth-protection software (JusProg and the
 * programs the KJM recognises), in the label format of jugendschutzprogramm.de's generator, version 1.0: one
 * age for the whole host, read from the file itself (`xmlfile`), no per-page labels to look for.
 */

/** The Restricted To Adults label, the same for every site that carries it. */
export const RTA_LABEL = "RTA-5042-1996-1400-1577-RTA";

/** The meta tags every page's `<head>` carries (src/layouts/BaseLayout.astro and the editor's page). */
export const AGE_META = [
  { name: "rating", content: "adult" },
  { name: "RATING", content: RTA_LABEL },
] as const;

/** The label file's address. */
export const AGE_DE_XML_PATH = "/age-de.xml";

/**
 * /age-de.xml for the site at `site`: age 18 for every address of its domain, with or without `www.` and under any
 * subdomain (the generator's `*.example.com/*`), changed on `lastChange` (YYYY-MM-DD).
 */
export function ageDeXml(site: URL, lastChange: string): string {
  const domain = site.hostname.replace(/^www\./, "");
  const scope = `*.${domain}/*`;
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<age-declaration>
  <ageblock-basic>
    <age-issuer>${domain}</age-issuer>
    <last-change>${lastChange}</last-change>
    <country>de</country>
    <label-version>1.0</label-version>
    <revisit-after>7days</revisit-after>
  </ageblock-basic>
  <ageblock-labeltype>
    <httpheader>false</httpheader>
    <htmlmeta>false</htmlmeta>
    <label-z>false</label-z>
    <xmlfile>true</xmlfile>
    <default-age>${MINIMUM_AGE}</default-age>
  </ageblock-labeltype>
  <ageblock-labeltype-definition>
    <labeltype-xmlfile>
      <label class="default">
        <min-age>0</min-age>
        <default-age>${MINIMUM_AGE}</default-age>
      </label>
      <label class="website">
        <age>${MINIMUM_AGE}</age>
        <min-age>0</min-age>
        <default-age>${MINIMUM_AGE}</default-age>
        <scope>${scope}</scope>
      </label>
    </labeltype-xmlfile>
  </ageblock-labeltype-definition>
</age-declaration>
`;
}

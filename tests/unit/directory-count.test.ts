import { describe, expect, it } from "vitest";
import { CATALOGUES } from "../../src/i18n/index.ts";
import { textParts } from "../../src/i18n/parts.ts";
import { countLine } from "../../src/lib/muses.ts";

describe("the directory's count line", () => {
  it('reads "Showing N of M Muses" in English, whatever the numbers (the spec\'s words)', () => {
    expect(countLine({ shown: 1, total: 1 }, CATALOGUES.en.directory.count, "en")).toBe("Showing 1 of 1 Muses");
    expect(countLine({ shown: 12, total: 48 }, CATALOGUES.en.directory.count, "en")).toBe("Showing 12 of 48 Muses");
  });

  it("agrees with the total in each language's plural rules", () => {
    expect(countLine({ shown: 1, total: 1 }, CATALOGUES.de.directory.count, "de")).toBe("1 von 1 Muse angezeigt");
    expect(countLine({ shown: 3, total: 12 }, CATALOGUES.de.directory.count, "de")).toBe("3 von 12 Musen angezeigt");
    expect(countLine({ shown: 1, total: 1 }, CATALOGUES.pl.directory.count, "pl")).toBe("Pokazano 1 z 1 Muzy");
    expect(countLine({ shown: 2, total: 22 }, CATALOGUES.pl.directory.count, "pl")).toBe("Pokazano 2 z 22 Muz");
    expect(countLine({ shown: 5, total: 5 }, CATALOGUES.pl.directory.count, "pl")).toBe("Pokazano 5 z 5 Muz");
    expect(countLine({ shown: 0, total: 0 }, CATALOGUES.fr.directory.count, "fr")).toBe("0 sur 0 Muse");
    expect(countLine({ shown: 2, total: 7 }, CATALOGUES.nl.directory.count, "nl")).toBe("2 van 7 Muzen getoond");
  });
});

describe("textParts", () => {
  it("cuts a text at its blanks, for the blanks a page fills with a link", () => {
    expect(textParts("By using SoleMuse you agree to our {terms} and our {privacy}.")).toEqual([
      { text: "By using SoleMuse you agree to our " },
      { blank: "terms" },
      { text: " and our " },
      { blank: "privacy" },
      { text: "." },
    ]);
    expect(textParts("{terms}")).toEqual([{ blank: "terms" }]);
    expect(textParts("No blanks")).toEqual([{ text: "No blanks" }]);
  });
});

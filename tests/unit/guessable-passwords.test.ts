import { afterEach, describe, expect, it, vi } from "vitest";
import { contextWords, refuseCommonPassword } from "../../functions/auth/common-passwords.ts";
import { COMMON_PASSWORD } from "../../src/domain/auth.ts";

/** What a new password answers on the server: null when it is taken, else the refusal under its field. */
async function refusal(password: string, owner = {}): Promise<unknown> {
  try {
    await refuseCommonPassword(password, "password", owner);
    return null;
  } catch (error) {
    return (error as { fields?: unknown }).fields;
  }
}

const REFUSED = { password: COMMON_PASSWORD };
const anna = { email: "anna.kowalska@example.test", handle: "FeetOfAnna" };

describe("passwords a guesser tries first are refused (ASVS 6.2.4, 6.2.11)", () => {
  it.each(["Solemuse123", "solemuse2026", "SoleMuse!", "aaaaaaaa", "11111111", "Welcome1!", "Summer2024!"])(
    "%j: the site's name, one repeated character, a common word with digits",
    async (password) => {
      expect(await refusal(password)).toEqual(REFUSED);
    },
  );

  it.each(["qwertzuiop", "asdfghjkl1", "987654321", "abcdefgh!", "December1987", "winter!!2025", "2024Spring"])(
    "%j: keyboard and alphabet runs, seasons and months with a year",
    async (password) => {
      expect(await refusal(password)).toEqual(REFUSED);
    },
  );

  afterEach(() => vi.unstubAllEnvs());

  it.each(["FeetOfAnna2026", "feetofanna!", "Anna.Kowalska1", "kowalska2025", "feet-muse.example", "feetmuse2026"])(
    "%j: her own handle, her e-mail's name, the site's address",
    async (password) => {
      vi.stubEnv("SITE_URL", "https://www.feet-muse.example");
      expect(await refusal(password, anna)).toEqual(REFUSED);
    },
  );

  it.each([
    "lazy summer afternoons by the river",
    "kX9#mQ2$vL7p",
    "violet soles at dusk",
    "correct horse 1",
    "4829#1736!02",
    "Anna walks barefoot on the dunes",
  ])("%j: a passphrase that merely holds such a word, or a random string, is taken", async (password) => {
    expect(await refusal(password, anna)).toBeNull();
  });

  it("names the brand, the site's address and hers, longest first", () => {
    expect(contextWords(anna, "https://www.solemuse.example")).toEqual(
      expect.arrayContaining(["solemuse", "www.solemuse.example", "feetofanna", "anna.kowalska", "kowalska", "anna"]),
    );
  });
});

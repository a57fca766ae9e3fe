import { describe, expect, it } from "vitest";
import { queryOne } from "../../functions/db/index.ts";
import { CITIES } from "../../src/domain/cities.ts";
import {
  APPROVAL_STATUSES,
  AVAILABILITY,
  BIRTH_YEARS,
  CATEGORIES,
  CONTACT_STATUSES,
  ETHNICITIES,
  HAIR_COLORS,
  LANGUAGES,
  NATIONALITIES,
  REFERRAL_SOURCES,
  ROLES,
  USER_TYPES,
} from "../../src/domain/options.ts";
import { PROFILE_CHANGE_KINDS, REPORT_REASON_KEYS, REPORT_STATUSES } from "../../src/domain/moderation.ts";
import { ADMIN_ACTION_TYPES, ADMIN_TARGET_TYPES } from "../../src/domain/review.ts";
import { MAIL_STATUSES } from "../../src/domain/mail.ts";
import { APPEAL_STATUSES, DECISION_KINDS, DECISION_SOURCES, TERMS_CLAUSE_KEYS } from "../../src/domain/decisions.ts";
import { LANGUAGE_RECORDS, LOCALES } from "../../src/domain/locales.ts";

/** The text of a column's CHECK constraint as the migrated database holds it (Postgres names it table_column_check). */
async function checkOf(table: string, column: string): Promise<string> {
  const row = await queryOne<{ definition: string }>(
    `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
      WHERE contype = 'c' AND conrelid = $1::regclass AND conname = $2`,
    [table, `${table}_${column}_check`],
  );
  if (!row) throw new Error(`No CHECK constraint on ${table}.${column}`);
  return row.definition;
}

/** The string literals a CHECK allows (its IN list or ARRAY[...]), sorted. */
const allowedValues = (definition: string) =>
  [...definition.matchAll(/'((?:[^']|'')*)'/g)].map((match) => match[1]!.replaceAll("''", "'")).sort();

const sorted = (values: readonly string[]) => [...values].sort();

describe("the database CHECK lists and the option lists of src/domain", () => {
  it.each([
    ["profiles", "city", CITIES],
    ["profiles", "categories", CATEGORIES],
    ["profiles", "availability_status", AVAILABILITY],
    ["profiles", "approval_status", APPROVAL_STATUSES],
    ["profiles", "nationality", NATIONALITIES],
    ["profiles", "ethnicity", ETHNICITIES],
    ["profiles", "hair_color", HAIR_COLORS],
    ["profiles", "spoken_languages", LANGUAGES],
    ["profiles", "how_found_us", REFERRAL_SOURCES],
    ["users", "user_type", USER_TYPES],
    ["user_roles", "role", ROLES],
    ["contact_requests", "status", CONTACT_STATUSES],
    ["email_outbox", "status", MAIL_STATUSES],
    ["profile_reports", "reason", REPORT_REASON_KEYS],
    ["profile_reports", "status", REPORT_STATUSES],
    ["profile_changes", "kind", PROFILE_CHANGE_KINDS],
    ["admin_actions", "action_type", ADMIN_ACTION_TYPES],
    ["admin_actions", "target_type", ADMIN_TARGET_TYPES],
    ["moderation_decisions", "kind", DECISION_KINDS],
    ["moderation_decisions", "clause", TERMS_CLAUSE_KEYS],
    ["moderation_decisions", "source", DECISION_SOURCES],
    ["appeals", "status", APPEAL_STATUSES],
    // The transparency report's anonymous archive (migration 0020) takes every value the live tables allow.
    ["archived_notices", "reason", REPORT_REASON_KEYS],
    ["archived_notices", "status", REPORT_STATUSES],
    ["archived_decisions", "kind", DECISION_KINDS],
    ["archived_decisions", "source", DECISION_SOURCES],
    ["archived_appeals", "status", APPEAL_STATUSES],
    // The cities a Muse's tour visits (migration 0027).
    ["profile_visits", "city", CITIES],
  ] as const)("%s.%s allows exactly the values of the domain list", async (table, column, values) => {
    expect(allowedValues(await checkOf(table, column))).toEqual(sorted(values));
  });

  it("profiles.birth_year spans exactly the years the forms offer", async () => {
    const bounds = (await checkOf("profiles", "birth_year")).match(/>= (\d+)\).*<= (\d+)\)/);
    expect(bounds?.slice(1).map(Number)).toEqual([BIRTH_YEARS[0], BIRTH_YEARS[BIRTH_YEARS.length - 1]]);
  });
});

describe("the stored languages (migration 0031)", () => {
  const LANGUAGE_COLUMNS = [
    ["users", "locale"],
    ["profiles", "locale"],
    ["contact_requests", "locale"],
    ["profile_reports", "locale"],
    ["blog_articles", "language"],
  ] as const;

  it.each(LANGUAGE_COLUMNS)("%s.%s is a language tag, with no list of languages to keep", async (table, column) => {
    const row = await queryOne<{ domain: string | null; checks: string }>(
      `SELECT c.domain_name AS domain,
              (SELECT count(*) FROM pg_constraint WHERE contype = 'c' AND conrelid = $1::text::regclass
                 AND pg_get_constraintdef(oid) LIKE '%' || $2::text || '%')::text AS checks
         FROM information_schema.columns c
        WHERE c.table_schema = 'public' AND c.table_name = $1 AND c.column_name = $2`,
      [table, column],
    );
    expect(row).toEqual({ domain: "locale_tag", checks: "0" });
  });

  it("takes every language of the registry, the pseudo-language's tag too, and refuses what is no tag", async () => {
    const accepts = async (value: string) =>
      (await queryOne<{ ok: boolean }>("SELECT $1::locale_tag IS NOT NULL AS ok", [value]).catch(() => null))?.ok ===
      true;
    for (const locale of [...LOCALES, ...Object.keys(LANGUAGE_RECORDS)])
      expect(await accepts(locale), locale).toBe(true);
    for (const wrong of ["", "EN", "deu", "de_DE", "de-de", "en-XA-1", "x"])
      expect(await accepts(wrong), wrong).toBe(false);
  });
});

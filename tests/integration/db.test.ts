import { describe, expect, it } from "vitest";
import { query, queryOne } from "../../functions/db/index.ts";
import { addMonths } from "../../src/domain/site-day.ts";

describe("schema", () => {
  it("refuses a second profile whose handle differs only in case", async () => {
    const insert = `INSERT INTO profiles (handle, bio, city, categories) VALUES ($1, 'A bio that is long enough.', 'Zurich', ARRAY['Foot Worship'])`;
    await query(insert, ["Velvet"]);
    await expect(query(insert, ["velvet"])).rejects.toMatchObject({ code: "23505" });
  });

  it("refuses an approval status outside the spec's three", async () => {
    await expect(
      query(
        `INSERT INTO profiles (handle, bio, city, categories, approval_status) VALUES ('x1', 'A bio that is long enough.', 'Zurich', ARRAY['Foot Worship'], 'Live')`,
      ),
    ).rejects.toMatchObject({ code: "23514" });
  });
});

describe("months", () => {
  it("are counted in the browser as the database counts them, the last days of months included", async () => {
    const cases: [string, number][] = [
      ["2026-12-31T22:58:00Z", -6],
      ["2026-08-31T10:00:00Z", 1],
      ["2028-02-29T12:00:00Z", 12],
      ["2027-01-30T23:30:00Z", 1],
      ["2026-03-31T01:00:00Z", -1],
      ["2026-11-28T22:52:00Z", 12],
    ];
    for (const [at, months] of cases) {
      const row = await queryOne<{ moved: Date }>(`SELECT $1::timestamptz + make_interval(months => $2) AS moved`, [
        at,
        months,
      ]);
      expect(addMonths(new Date(at), months).toISOString(), `${at} ${months}`).toBe(new Date(row!.moved).toISOString());
    }
  });
});

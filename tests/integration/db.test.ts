import { describe, expect, it } from "vitest";
import { query } from "../../functions/db/index.ts";

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

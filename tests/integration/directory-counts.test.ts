import { describe, expect, it } from "vitest";
import muses from "../../netlify/functions/muses.mts";
import { query } from "../../functions/db/index.ts";
import { call, createProfile } from "../support/api.ts";

/**
 * The directory's count line comes from `directory_counts`, which a trigger keeps in step with the profiles. After
 * every kind of change, the stored numbers must equal a count of the listed profiles themselves, for the total, each
 * city, each service and each city-and-service pair, and the directory must show them.
 */

type Counts = Record<string, number>;

/** What the counts must be, counted from the profile rows ('' = any city / any service). */
async function countedFromProfiles(): Promise<Counts> {
  const listed = await query<{ city: string; categories: string[] }>(
    `SELECT city, categories FROM profiles WHERE approval_status = 'Approved' AND paused_at IS NULL`,
  );
  const counts: Counts = {};
  const add = (city: string, category: string) =>
    (counts[`${city}|${category}`] = (counts[`${city}|${category}`] ?? 0) + 1);
  for (const { city, categories } of listed) {
    add("", "");
    add(city, "");
    for (const category of new Set(categories)) {
      add("", category);
      add(city, category);
    }
  }
  return counts;
}

async function stored(): Promise<Counts> {
  const rows = await query<{ city: string; category: string; listed: number }>(
    `SELECT city, category, listed FROM directory_counts WHERE listed > 0`,
  );
  return Object.fromEntries(rows.map((row) => [`${row.city}|${row.category}`, row.listed]));
}

async function expectInStep(): Promise<void> {
  expect(await stored()).toEqual(await countedFromProfiles());
}

async function directory(filters: string) {
  const response = await call(muses, "GET", `/api/muses${filters}`);
  expect(response.status).toBe(200);
  return response.data as { shown: number; total: number; demo: boolean };
}

describe("directory counts", () => {
  it("follow every change to what is listed, and the directory shows them", async () => {
    const first = await createProfile({ approval_status: "Approved", city: "Zurich", categories: ["Foot Worship"] });
    const second = await createProfile({
      approval_status: "Approved",
      city: "Basel",
      categories: ["Foot Worship", "Pedicure Sessions"],
    });
    const pending = await createProfile({ city: "Zurich", categories: ["Pedicure Sessions"] });
    await expectInStep();
    expect(await directory("")).toMatchObject({ shown: 2, total: 2, demo: false });
    expect(await directory("?city=Zurich")).toMatchObject({ shown: 1, total: 2 });
    expect(await directory("?category=Pedicure%20Sessions")).toMatchObject({ shown: 1, total: 2 });
    expect(await directory("?city=Zurich&category=Pedicure%20Sessions")).toMatchObject({ shown: 0, total: 2 });

    const steps: [string, string, unknown[]][] = [
      ["approval", `UPDATE profiles SET approval_status = 'Approved', approved_at = now() WHERE id = $1`, [pending.id]],
      ["a move to another city", `UPDATE profiles SET city = 'Geneva' WHERE id = $1`, [first.id]],
      [
        "services changed",
        `UPDATE profiles SET categories = ARRAY['Shoeplay & Heels', 'Pedicure Sessions'] WHERE id = $1`,
        [first.id],
      ],
      ["a pause", `UPDATE profiles SET paused_at = now() WHERE id = $1`, [second.id]],
      ["a move while paused", `UPDATE profiles SET city = 'Vienna' WHERE id = $1`, [second.id]],
      ["a resume", `UPDATE profiles SET paused_at = NULL WHERE id = $1`, [second.id]],
      [
        "a suspension",
        `UPDATE profiles SET approval_status = 'Suspended', suspension_reason = 'Stolen photos', suspended_at = now()
          WHERE id = $1`,
        [first.id],
      ],
      [
        "a reinstatement",
        `UPDATE profiles SET approval_status = 'Approved', suspension_reason = NULL, suspended_at = NULL WHERE id = $1`,
        [first.id],
      ],
      ["an edit that changes nothing counted", `UPDATE profiles SET bio = bio || ' Again.' WHERE id = $1`, [first.id]],
      ["a deletion", `DELETE FROM profiles WHERE id = $1`, [pending.id]],
    ];
    for (const [step, text, params] of steps) {
      await query(text, params);
      await expectInStep().catch((error) => {
        throw new Error(`after ${step}: ${error.message}`);
      });
    }
    expect(await directory("")).toMatchObject({ shown: 2, total: 2 });
    expect(await directory("?city=Vienna&category=Pedicure%20Sessions")).toMatchObject({ shown: 1, total: 2 });
    expect(await directory("?city=Geneva&category=Shoeplay%20%26%20Heels")).toMatchObject({ shown: 1, total: 2 });
    expect(await directory("?city=Zurich")).toMatchObject({ shown: 0, total: 2 });
  });

  it("never count a row twice when a service is listed twice", async () => {
    await createProfile({
      approval_status: "Approved",
      city: "Hamburg",
      categories: ["Sock & Scent Play", "Sock & Scent Play"],
    });
    await expectInStep();
    expect(await directory("?city=Hamburg&category=Sock%20%26%20Scent%20Play")).toMatchObject({ shown: 1 });
  });
});

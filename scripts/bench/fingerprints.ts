import { LOOKALIKE_MAX_DISTANCE } from "../../functions/images/fingerprint.ts";
import { COPIES } from "../../tests/fixtures/images/pictures.ts";
import {
  WHOLE_SET,
  copyDistance,
  measureSet,
  missedCopies,
  unrelatedDistances,
} from "../../tests/fixtures/images/fingerprint-set.ts";

/**
 * `node scripts/bench/fingerprints.ts`: decision 0048's measurement of the stolen-photo fingerprint, reproduced. 64
 * pictures (24 drawn from fixed seeds, the 40 demo pictures) and 13 copies of each as a thief would make them, every
 * one through the real upload pipeline (about 2 minutes on 2 cores): the copies found and the unrelated pairs flagged
 * at each threshold, the largest distance for each kind of copy, the closest two different pictures. The same inputs
 * and the sharp that package-lock.json pins give the same table. Goal: at LOOKALIKE_MAX_DISTANCE, every copy that
 * must be found is (COPIES' `found`) and no unrelated pair is flagged.
 */

const THRESHOLDS = [6, 8, 10, 12, 14, 16, 18, 20];

const percent = (hits: number, of: number) => `${((100 * hits) / of).toFixed(1)} %`;

export async function run(): Promise<boolean> {
  const measured = await measureSet(WHOLE_SET);
  const asserted = measured.copies.filter((entry) => entry.copy.found);
  const unrelated = unrelatedDistances(measured);
  console.log(
    `${measured.sources.length} pictures, ${asserted.length} copies that must be found, ` +
      `${unrelated.length} unrelated pairs\n`,
  );

  console.log(
    `| threshold (bits) | copies found (${asserted.length}) | unrelated pairs flagged (${unrelated.length}) |`,
  );
  console.log("| ---: | ---: | ---: |");
  for (const threshold of THRESHOLDS) {
    const found = asserted.filter((entry) => copyDistance(measured, entry) <= threshold).length;
    const flagged = unrelated.filter((distance) => distance <= threshold).length;
    const mark = threshold === LOOKALIKE_MAX_DISTANCE ? "**" : "";
    console.log(
      `| ${mark}≤ ${threshold}${mark} | ${percent(found, asserted.length)} (${found}) | ` +
        `${percent(flagged, unrelated.length)} (${flagged}) |`,
    );
  }

  console.log(`\n| copy | must be found | largest distance | found at ≤ ${LOOKALIKE_MAX_DISTANCE} |`);
  console.log("| --- | :---: | ---: | ---: |");
  for (const copy of COPIES) {
    const distances = measured.copies
      .filter((entry) => entry.copy === copy)
      .map((entry) => copyDistance(measured, entry));
    const found = distances.filter((distance) => distance <= LOOKALIKE_MAX_DISTANCE).length;
    console.log(
      `| ${copy.name} | ${copy.found ? "yes" : "no"} | ${Math.max(...distances)} | ` +
        `${percent(found, distances.length)} (${found}/${distances.length}) |`,
    );
  }

  const closest = Math.min(...unrelated);
  const missed = missedCopies(measured, LOOKALIKE_MAX_DISTANCE);
  console.log(`\nClosest two different pictures: ${closest} bits apart.`);
  for (const line of missed) console.log(`MISSED at ≤ ${LOOKALIKE_MAX_DISTANCE}: ${line}`);
  return missed.length === 0 && closest > LOOKALIKE_MAX_DISTANCE;
}

if (import.meta.main) process.exit((await run()) ? 0 : 1);

/**
 * The 64-bit perceptual fingerprint of a picture (decision 0048), from its 32 × 32 greyscale pixels: the one
 * algorithm of the server (functions/images/fingerprint.ts, through sharp) and of the browser ("Is this photo a
 * verified Muse?", src/lib/verify-lookup.ts, through a canvas), so both give the same bits for the same picture.
 */

/** The side of the greyscale thumbnail the frequencies are taken from. */
export const SIDE = 32;
/** The lowest FREQUENCIES × FREQUENCIES frequencies make the 64 bits. */
const FREQUENCIES = 8;

/** A fingerprint as Postgres stores it: a signed 64-bit integer, in its decimal form (how `pg` returns a bigint). */
export type Fingerprint = string;

/** cos((2x + 1) u π / 2N) for the frequencies kept, computed once. */
const COSINES = Array.from({ length: FREQUENCIES }, (_, u) =>
  Float64Array.from({ length: SIDE }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SIDE))),
);

/**
 * Below this spread of grey levels (standard deviation, of 255) a picture is plain: its bits would be rounding noise,
 * the same for every plain picture, so it gets no fingerprint rather than match every other plain one.
 */
const PLAIN_SPREAD = 2;

function spread(pixels: Uint8Array): number {
  let sum = 0;
  let squares = 0;
  for (const value of pixels) {
    sum += value;
    squares += value * value;
  }
  const mean = sum / pixels.length;
  return Math.sqrt(Math.max(0, squares / pixels.length - mean * mean));
}

/**
 * The fingerprint of 32 × 32 greyscale pixels: a separable DCT of the low frequencies, each bit one coefficient;
 * null for a plain picture.
 */
export function fingerprintOfPixels(pixels: Uint8Array): Fingerprint | null {
  if (pixels.length !== SIDE * SIDE) throw new Error(`Expected ${SIDE * SIDE} greyscale pixels`);
  if (spread(pixels) < PLAIN_SPREAD) return null;
  const rows: Float64Array[] = [];
  for (let y = 0; y < SIDE; y += 1) {
    const row = new Float64Array(FREQUENCIES);
    for (let u = 0; u < FREQUENCIES; u += 1) {
      let sum = 0;
      for (let x = 0; x < SIDE; x += 1) sum += pixels[y * SIDE + x]! * COSINES[u]![x]!;
      row[u] = sum;
    }
    rows.push(row);
  }
  const coefficients: number[] = [];
  for (let v = 0; v < FREQUENCIES; v += 1) {
    for (let u = 0; u < FREQUENCIES; u += 1) {
      let sum = 0;
      for (let y = 0; y < SIDE; y += 1) sum += rows[y]![u]! * COSINES[v]![y]!;
      coefficients.push(sum);
    }
  }
  // The median leaves out the mean brightness (the first coefficient), which a brighter copy changes.
  const sorted = coefficients.slice(1).sort((a, b) => a - b);
  const median = (sorted[31]! + sorted[32]!) / 2;
  let bits = 0n;
  for (const coefficient of coefficients) bits = (bits << 1n) | (coefficient > median ? 1n : 0n);
  return BigInt.asIntN(64, bits).toString();
}

/**
 * Perceptual fingerprints of pictures, to catch a stolen or reused photo (decision 0048): a 64-bit pHash, the signs
 * of the lowest 8 × 8 frequencies of a 32 × 32 greyscale thumbnail against their median. Resizing, recompressing,
 * a small crop or a brighter copy moves few of the 64 bits; a different picture moves about half of them. The
 * algorithm itself is src/domain/fingerprint.ts, which the browser shares.
 */
import { SIDE, fingerprintOfPixels, type Fingerprint } from "../../src/domain/fingerprint.ts";

/**
 * Two pictures at most this many bits apart are taken for copies of one another. Measured in decision 0048: every
 * resized, recompressed, slightly cropped and brightened copy of the test set is within it, and no two different
 * pictures are.
 */
export const LOOKALIKE_MAX_DISTANCE = 14;

export { SIDE, fingerprintOfPixels, type Fingerprint };

/** The fingerprint of an image's bytes, in one sharp pass over them (decode, greyscale, 32 × 32); null if plain. */
export async function fingerprintImage(bytes: Uint8Array): Promise<Fingerprint | null> {
  const { default: sharp } = await import("sharp");
  const pixels = await sharp(bytes)
    .greyscale()
    .resize(SIDE, SIDE, { fit: "fill" })
    .raw()
    .toBuffer({ resolveWithObject: false });
  return fingerprintOfPixels(new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.length));
}

const unsigned = (fingerprint: Fingerprint | bigint) => BigInt.asUintN(64, BigInt(fingerprint));

/** How many of the 64 bits differ. */
export function hammingDistance(a: Fingerprint | bigint, b: Fingerprint | bigint): number {
  let difference = unsigned(a) ^ unsigned(b);
  let count = 0;
  while (difference !== 0n) {
    difference &= difference - 1n;
    count += 1;
  }
  return count;
}

/**
 * The fingerprint's five bands as migration 0021 stores and indexes them, highest bits first: four of 13 bits and one
 * of 12. Five weigh the values a look-up probes (fewer, narrower bands need wider radii) against the rows each probe
 * finds (more bands, fewer bits each, more rows a value): the least work at 100,000 fingerprints (decision 0048).
 */
export const FINGERPRINT_BANDS = [
  { shift: 51, width: 13 },
  { shift: 38, width: 13 },
  { shift: 25, width: 13 },
  { shift: 12, width: 13 },
  { shift: 0, width: 12 },
] as const;

/** The fingerprint's bands (band0 the highest bits), as the database computes them. */
export function fingerprintBands(fingerprint: Fingerprint | bigint): number[] {
  const bits = unsigned(fingerprint);
  return FINGERPRINT_BANDS.map(({ shift, width }) => Number((bits >> BigInt(shift)) & ((1n << BigInt(width)) - 1n)));
}

/**
 * How many bits each band may differ by for a look-up to find every fingerprint within `maxDistance` bits, widest
 * bands first. Pigeonhole: if every band differed by more than its radius r, the fingerprints would differ by at
 * least the sum of (r + 1), so radii whose (r + 1) add up to more than `maxDistance` leave one band within its radius.
 */
export function bandRadii(maxDistance: number): number[] {
  const spare = Math.max(0, maxDistance + 1 - FINGERPRINT_BANDS.length);
  const each = Math.floor(spare / FINGERPRINT_BANDS.length);
  const extra = spare % FINGERPRINT_BANDS.length;
  return FINGERPRINT_BANDS.map((_, index) => each + (index < extra ? 1 : 0));
}

/** Every mask of `width` bits with at most `radius` bits set: XORed with a band, its values within `radius` bits. */
export function bandMasks(width: number, radius: number): number[] {
  const masks = [0];
  const flip = (from: number, start: number, left: number) => {
    for (let bit = start; bit < width; bit += 1) {
      const next = from | (1 << bit);
      masks.push(next);
      if (left > 1) flip(next, bit + 1, left - 1);
    }
  };
  if (radius > 0) flip(0, 0, radius);
  return masks;
}

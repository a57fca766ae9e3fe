import type { Metadata, Sharp, SharpOptions } from "sharp";
import { PICTURE_WIDTHS } from "../../src/domain/options.ts";
import { ApiError } from "../http/errors.ts";
import { IMAGE_MESSAGES } from "../../src/domain/api-texts.ts";
import { fingerprintImage, type Fingerprint } from "./fingerprint.ts";
import { detectImageFormat, type ImageFormat } from "./format.ts";

/** The browser downscales before upload; Netlify caps a request body at about 6 MB anyway. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** 40 megapixels: above any phone camera, far below what would exhaust a function's memory. */
export const MAX_IMAGE_PIXELS = 40_000_000;

export const IMAGE_SIZES = {
  card: { width: PICTURE_WIDTHS.card, height: 800, quality: 78 },
  full: { width: PICTURE_WIDTHS.full, height: 1600, quality: 82 },
} as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

export { IMAGE_MESSAGES };

export const imageTooLarge = () => new ApiError(413, "image_too_large", IMAGE_MESSAGES.tooLarge);
export const notAnImage = () => new ApiError(400, "invalid_image", IMAGE_MESSAGES.notAnImage);
export const dimensionsTooLarge = () =>
  new ApiError(400, "image_dimensions_too_large", IMAGE_MESSAGES.dimensionsTooLarge);

/** WebP renditions of an upload, auto-oriented and without any metadata, and its perceptual fingerprint. */
export interface ProcessedImage {
  card: Uint8Array;
  full: Uint8Array;
  /** null for a plain picture, or when it could not be computed: the upload goes on without it (decision 0048). */
  fingerprint: Fingerprint | null;
}

/** The format sharp itself reports for each accepted upload format (AVIF is read by the HEIF loader). */
const SHARP_FORMAT: Record<ImageFormat, string> = { jpeg: "jpeg", png: "png", webp: "webp", gif: "gif", avif: "heif" };

/** sharp (native, ~150 ms to load) is imported by the uploads that use it, not by every request of the function. */
async function sharp(bytes: Uint8Array, options: SharpOptions): Promise<Sharp> {
  const { default: load } = await import("sharp");
  return load(bytes, options);
}

/** Reads only the header, so a file declaring huge dimensions is refused before any pixel is decoded. */
async function readHeader(bytes: Uint8Array, format: ImageFormat): Promise<{ width: number; height: number }> {
  let header: Metadata;
  try {
    header = await (await sharp(bytes, { limitInputPixels: false })).metadata();
  } catch {
    throw notAnImage();
  }
  if (header.format !== SHARP_FORMAT[format]) throw notAnImage();
  // The prebuilt HEIF loader also opens HEIC containers it cannot decode; only AV1 is an AVIF.
  if (format === "avif" && header.compression !== "av1") throw notAnImage();
  if (!header.width || !header.height) throw notAnImage();
  return { width: header.width, height: header.height };
}

async function render(bytes: Uint8Array, size: ImageSize): Promise<Uint8Array> {
  const { width, height, quality } = IMAGE_SIZES[size];
  // No withMetadata()/keepMetadata(): sharp then drops EXIF (GPS), XMP, IPTC and the ICC profile.
  return (await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }))
    .rotate()
    .resize({ width, height, fit: "inside", withoutEnlargement: true })
    .webp({ quality })
    .timeout({ seconds: 20 })
    .toBuffer();
}

/**
 * Turns untrusted upload bytes into the card and full WebP renditions, or throws an ApiError:
 * 413 over the byte cap, 400 when the bytes are not a supported image or declare too many pixels.
 */
export async function processImage(bytes: Uint8Array): Promise<ProcessedImage> {
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw imageTooLarge();
  const format = detectImageFormat(bytes);
  if (!format) throw notAnImage();
  const { width, height } = await readHeader(bytes, format);
  if (width * height > MAX_IMAGE_PIXELS) throw dimensionsTooLarge();
  try {
    const [card, full] = await Promise.all([render(bytes, "card"), render(bytes, "full")]);
    return { card, full, fingerprint: await fingerprintOf(card) };
  } catch {
    // The header was fine but the pixel data is truncated or corrupt.
    throw notAnImage();
  }
}

/** Taken from the card rendition (small, upright, already decoded once): what every copy of a picture becomes too. */
async function fingerprintOf(card: Uint8Array): Promise<Fingerprint | null> {
  try {
    return await fingerprintImage(card);
  } catch (error) {
    console.error("Fingerprinting an upload failed; it is stored without one", error);
    return null;
  }
}

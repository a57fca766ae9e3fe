import { describe, expect, it } from "vitest";
import fc from "fast-check";
import sharp from "sharp";
import { detectImageFormat } from "../../functions/images/format.ts";
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES, processImage } from "../../functions/images/process.ts";
import { imageIdFromUrl, imageRefFromUrl, imageUrl } from "../../functions/images/store.ts";
import * as fixture from "../fixtures/images/index.ts";

const bytes = (buffer: Buffer) => new Uint8Array(buffer);

async function rejection(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as { status: number; code: string; message: string };
  }
  throw new Error("expected a rejection");
}

describe("detectImageFormat", () => {
  it("recognises JPEG, PNG, WebP, GIF and AVIF by their leading bytes", async () => {
    expect(detectImageFormat(bytes(await fixture.jpegImage()))).toBe("jpeg");
    expect(detectImageFormat(bytes(await fixture.pngImage()))).toBe("png");
    expect(detectImageFormat(bytes(await fixture.webpImage()))).toBe("webp");
    expect(detectImageFormat(bytes(await fixture.gifImage()))).toBe("gif");
    expect(detectImageFormat(bytes(await fixture.avifImage()))).toBe("avif");
  });

  it("recognises nothing in SVG, HTML, text or empty files", () => {
    for (const file of [fixture.svgImage(), fixture.htmlPage(), fixture.textFile(), Buffer.alloc(0)]) {
      expect(detectImageFormat(bytes(file))).toBeNull();
    }
  });
});

describe("processImage", () => {
  it("re-encodes an upload as WebP in a card size within 600x800 and a full size within 1600x1600", async () => {
    const processed = await processImage(bytes(await fixture.pngImage(3000, 2000)));
    const card = await sharp(processed.card).metadata();
    const full = await sharp(processed.full).metadata();
    expect(card).toMatchObject({ format: "webp", width: 600, height: 400 });
    expect(full).toMatchObject({ format: "webp", width: 1600, height: 1067 });
  });

  it("never enlarges a small picture", async () => {
    const processed = await processImage(bytes(await fixture.pngImage(120, 90)));
    expect(await sharp(processed.full).metadata()).toMatchObject({ width: 120, height: 90 });
  });

  it("accepts JPEG, PNG, WebP, GIF and AVIF uploads", async () => {
    for (const image of [
      await fixture.jpegImage(),
      await fixture.pngImage(),
      await fixture.webpImage(),
      await fixture.gifImage(),
      await fixture.avifImage(),
    ]) {
      const processed = await processImage(bytes(image));
      expect((await sharp(processed.card).metadata()).format).toBe("webp");
    }
  });

  it("strips EXIF, GPS, XMP and the ICC profile, and turns the picture upright", async () => {
    const original = await fixture.jpegWithGps(400, 300);
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(before.xmp).toBeDefined();
    expect(before.icc).toBeDefined();
    expect(before.orientation).toBe(6);
    for (const marker of fixture.PRIVATE_MARKERS) expect(original.includes(marker), marker).toBe(true);

    const processed = await processImage(bytes(original));
    for (const rendition of [processed.card, processed.full]) {
      const after = await sharp(rendition).metadata();
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.icc).toBeUndefined();
      expect(after.iptc).toBeUndefined();
      expect(after.orientation).toBeUndefined();
      // Orientation 6 means the stored 400x300 pixels are shown rotated: 300 wide, 400 high.
      expect([after.width, after.height]).toEqual([300, 400]);
      for (const marker of fixture.PRIVATE_MARKERS) expect(Buffer.from(rendition).includes(marker), marker).toBe(false);
    }
  });

  it('refuses a file over 5 MB with 413 "Image is too large"', async () => {
    expect(await rejection(processImage(bytes(fixture.oversizedJpeg())))).toMatchObject({
      status: 413,
      key: IMAGE_MESSAGES.tooLarge,
    });
    expect(MAX_IMAGE_BYTES).toBe(5 * 1024 * 1024);
  });

  it("refuses SVG, HTML, text and empty files as not an image", async () => {
    for (const file of [fixture.svgImage(), fixture.htmlPage(), fixture.textFile(), Buffer.alloc(0)]) {
      expect(await rejection(processImage(bytes(file)))).toMatchObject({
        status: 400,
        key: IMAGE_MESSAGES.notAnImage,
      });
    }
  });

  it("refuses a file with image magic bytes whose content does not decode", async () => {
    expect(await rejection(processImage(bytes(fixture.corruptJpeg())))).toMatchObject({
      status: 400,
      key: IMAGE_MESSAGES.notAnImage,
    });
  });

  it('refuses a decompression bomb from its header alone with "Image dimensions are too large"', async () => {
    const bomb = fixture.pngBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(1024);
    const started = performance.now();
    expect(await rejection(processImage(bytes(bomb)))).toMatchObject({
      status: 400,
      key: IMAGE_MESSAGES.dimensionsTooLarge,
    });
    // Decoding 400 megapixels would take seconds and gigabytes; reading a header takes milliseconds.
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("refuses any bytes that do not start like a supported image", async () => {
    const imageStart = (data: Uint8Array) => detectImageFormat(data) !== null;
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ minLength: 0, maxLength: 512 }).filter((data) => !imageStart(data)),
        async (data) => {
          const error = await rejection(processImage(data));
          expect(error).toMatchObject({ status: 400, code: "invalid_image" });
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("image URLs", () => {
  const id = "0b6f3c1e-8a4d-4f6e-9c2b-1d3e5f7a9b0c";

  it("reads the store and id back from a stored picture's URL, with or without a size", () => {
    expect(imageUrl("muse-gallery", id)).toBe(`/api/images/muse-gallery/${id}`);
    expect(imageRefFromUrl(`/api/images/muse-profile-pictures/${id}?size=card`)).toEqual({
      store: "muse-profile-pictures",
      id,
    });
    expect(imageIdFromUrl(`/api/images/muse-gallery/${id}`)).toBe(id);
  });

  it("finds no id in demo pictures, unknown stores or other URLs", () => {
    expect(imageIdFromUrl("/demo/velvet-feet.webp")).toBeNull();
    expect(imageIdFromUrl(`/api/images/secrets/${id}`)).toBeNull();
    expect(imageIdFromUrl(`https://evil.example/api/images/muse-gallery/${id}`)).toBeNull();
    expect(imageIdFromUrl(null)).toBeNull();
  });
});

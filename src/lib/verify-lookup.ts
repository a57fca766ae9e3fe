import { SIDE, fingerprintOfPixels } from "../domain/fingerprint.ts";
import { hexFingerprint, receiptPath, type LookupMatch } from "../domain/receipts.ts";
import { localizedPath, splitLocale } from "../i18n/paths.ts";

/**
 * "Is this photo a verified Muse?" (/verify, decision 0069): the picture a visitor picks is read here, in the browser;
 * its fingerprint (the server's algorithm, src/domain/fingerprint.ts) is the only thing sent.
 */

/** The side the picture is first drawn at, smoothed by the browser, before each 8 × 8 cell is averaged to a pixel. */
const DRAWN = SIDE * 8;

/** An sRGB channel (0–255) in linear light, and back. */
const linear = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const encoded = (value: number) => 255 * (value <= 0.0031308 ? value * 12.92 : 1.055 * value ** (1 / 2.4) - 0.055);
const LINEAR = Float64Array.from({ length: 256 }, (_, value) => linear(value));

/**
 * The picture's 32 × 32 greyscale pixels as sharp makes them on the server (greyscale: the luminance of linear light,
 * encoded back to sRGB; then resized to fill 32 × 32, whatever its proportions).
 */
export async function greyscalePixels(file: Blob): Promise<Uint8Array> {
  const bitmap = await createImageBitmap(file);
  const canvas = document.createElement("canvas");
  canvas.width = DRAWN;
  canvas.height = DRAWN;
  const context = canvas.getContext("2d", { willReadFrequently: true })!;
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, DRAWN, DRAWN);
  bitmap.close();
  const { data } = context.getImageData(0, 0, DRAWN, DRAWN);
  const cell = DRAWN / SIDE;
  const sums = new Float64Array(SIDE * SIDE);
  for (let y = 0; y < DRAWN; y += 1) {
    for (let x = 0; x < DRAWN; x += 1) {
      const at = (y * DRAWN + x) * 4;
      const luminance = 0.2126 * LINEAR[data[at]!]! + 0.7152 * LINEAR[data[at + 1]!]! + 0.0722 * LINEAR[data[at + 2]!]!;
      const index = Math.floor(y / cell) * SIDE + Math.floor(x / cell);
      sums[index] = sums[index]! + encoded(luminance);
    }
  }
  return Uint8Array.from(sums, (sum) => Math.round(sum / (cell * cell)));
}

/** The fingerprint the server would give the picture, as 16 hexadecimal digits; null for a plain picture. */
export async function browserFingerprint(file: Blob): Promise<string | null> {
  const fingerprint = fingerprintOfPixels(await greyscalePixels(file));
  return fingerprint === null ? null : hexFingerprint(fingerprint);
}

interface LookupTexts {
  checking: string;
  found: string;
  none: string;
  receiptLink: string;
  unreadable: string;
  plain: string;
  failed: string;
  tooMany: string;
}

/** Wires the form of /verify: a picture chosen is checked at once, and the answer said in the live region. */
export function wireVerifyLookup(form: HTMLFormElement): void {
  const texts = JSON.parse(form.dataset.texts ?? "{}") as LookupTexts;
  const input = form.querySelector<HTMLInputElement>("input[type=file]")!;
  const status = form.querySelector<HTMLElement>("[data-lookup-status]")!;
  const results = form.querySelector<HTMLUListElement>("[data-lookup-results]")!;
  const { locale } = splitLocale(window.location.pathname);
  const say = (text: string, state: string) => {
    status.textContent = text;
    form.dataset.state = state;
  };

  form.addEventListener("submit", (event) => event.preventDefault());
  input.addEventListener("change", async () => {
    const file = input.files?.[0];
    results.replaceChildren();
    if (!file) return;
    say(texts.checking, "checking");
    let fingerprint: string | null;
    try {
      fingerprint = await browserFingerprint(file);
    } catch {
      return say(texts.unreadable, "unreadable");
    }
    if (fingerprint === null) return say(texts.plain, "plain");
    let matches: LookupMatch[];
    try {
      const response = await fetch("/api/verify/lookup", {
        method: "POST",
        headers: { "content-type": "application/json", "x-locale": locale },
        body: JSON.stringify({ fingerprint }),
      });
      if (response.status === 429) return say(texts.tooMany, "failed");
      if (!response.ok) return say(texts.failed, "failed");
      ({ matches } = (await response.json()) as { matches: LookupMatch[] });
    } catch {
      return say(texts.failed, "failed");
    }
    if (matches.length === 0) return say(texts.none, "none");
    say(texts.found, "found");
    results.replaceChildren(
      ...matches.map((match) => {
        const item = document.createElement("li");
        item.className = "flex flex-wrap items-baseline gap-3";
        const profile = document.createElement("a");
        profile.href = localizedPath(locale, `/muse/${encodeURIComponent(match.handle)}`);
        profile.className = "text-lg font-semibold text-rose underline";
        profile.textContent = match.handle;
        const receipt = document.createElement("a");
        receipt.href = localizedPath(locale, receiptPath(match.receipt_id));
        receipt.className = "text-sm underline";
        receipt.textContent = texts.receiptLink;
        item.append(profile, receipt);
        return item;
      }),
    );
  });
}

import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

/**
 * Draws the demo muses' pictures (public/demo/*.webp): abstract, tasteful illustrations in each
 * muse's palette. Run once after changing content/demo/muses.json; the files are committed.
 */
const root = join(import.meta.dirname, "..");
const muses = JSON.parse(readFileSync(join(root, "content/demo/muses.json"), "utf8")) as { handle: string }[];
const out = join(root, "public/demo");
mkdirSync(out, { recursive: true });

const palettes = [
  ["#7f1d3a", "#f9a8d4"],
  ["#1e3a8a", "#fbcfe8"],
  ["#78350f", "#fde68a"],
  ["#064e3b", "#fecdd3"],
  ["#4c1d95", "#fbcfe8"],
  ["#7c2d12", "#fed7aa"],
  ["#0f172a", "#e9d5ff"],
  ["#831843", "#fde68a"],
  ["#134e4a", "#fce7f3"],
  ["#3f3f46", "#fecaca"],
];

const heel = (x: number, y: number, scale: number, color: string) =>
  `<g transform="translate(${x} ${y}) scale(${scale})" fill="${color}">
     <path d="M10 120 C 40 118, 70 100, 95 70 C 110 52, 125 40, 150 38 L 170 40 C 178 42, 180 52, 176 60 L 150 110 C 146 118, 138 122, 128 122 L 10 126 Z"/>
     <path d="M150 60 L 160 60 L 156 175 L 150 175 Z"/>
   </g>`;

/** A small deterministic generator, so each muse's pictures are her own drawing and stay the same on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Each muse's pictures differ in composition, not only in palette: recoloured copies of one drawing would look like
 * the same picture to the stolen-photo fingerprints (decision 0048), and every demo Muse would be flagged.
 */
function art(kind: "profile" | "feet" | "gallery", index: number, variant: number): string {
  const [dark, light] = palettes[index % palettes.length] as [string, string];
  const r = random(
    (Math.imul(index + 1, 2654435761) ^
      Math.imul(variant + 1, 40503) ^
      ["profile", "feet", "gallery"].indexOf(kind)) >>>
      0,
  );
  const width = 900;
  const height = 1200;
  const at = (min: number, max: number) => Math.round(min + r() * (max - min));
  const base = `<defs><linearGradient id="g" x1="${r().toFixed(2)}" y1="${r().toFixed(2)}" x2="${r().toFixed(2)}" y2="${r().toFixed(2)}"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>
    <radialGradient id="r" cx="${(0.2 + r() * 0.6).toFixed(2)}" cy="${(0.15 + r() * 0.5).toFixed(2)}" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/><rect width="${width}" height="${height}" fill="url(#r)"/>`;
  const bubbles = Array.from(
    { length: 3 + (index % 4) },
    () =>
      `<circle cx="${at(60, 840)}" cy="${at(60, 1140)}" r="${at(60, 220)}" fill="${r() < 0.5 ? "#fff" : dark}" opacity="${(0.25 + r() * 0.4).toFixed(2)}"/>`,
  ).join("");
  if (kind === "profile") {
    const x = at(260, 640);
    const y = at(330, 560);
    const tilt = at(-18, 18);
    const scale = (0.75 + r() * 0.45).toFixed(2);
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${base}${bubbles}
      <g transform="rotate(${tilt} ${x} ${y + 300}) translate(${x} ${y}) scale(${scale}) translate(-450 -430)">
      <ellipse cx="450" cy="430" rx="${at(140, 190)}" ry="${at(170, 220)}" fill="${dark}" opacity="0.85"/>
      <path d="M160 1300 C 180 860, 320 720, 450 720 C 580 720, 720 860, 740 1300 Z" fill="${dark}" opacity="0.85"/>
      <path d="M290 380 C 300 200, 600 200, 610 380 C 640 520, 560 640, 450 650 C 340 640, 260 520, 290 380 Z" fill="${light}" opacity="0.25"/></g></svg>`;
  }
  if (kind === "feet") {
    const floor = at(900, 1100);
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${base}${bubbles}
      <g transform="rotate(${at(-15, 15)} 450 600)">${heel(at(20, 220), at(300, 620), 2.6 + r(), dark)}</g>
      <rect y="${floor}" width="${width}" height="${height - floor}" fill="${dark}" opacity="0.35"/></svg>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${base}${bubbles}
    ${heel(at(0, 400), at(100, 500), 1.6 + r(), dark)}${heel(at(100, 500), at(550, 850), 1.5 + r(), light)}
    <circle cx="${at(150, 750)}" cy="${at(120, 300)}" r="${at(50, 130)}" fill="#fff" opacity="0.25"/></svg>`;
}

for (const [index, muse] of muses.entries()) {
  const name = muse.handle.toLowerCase();
  const files: [string, string][] = [
    [`${name}-profile.webp`, art("profile", index, 0)],
    [`${name}-feet.webp`, art("feet", index, 0)],
    [`${name}-gallery-1.webp`, art("gallery", index, 0)],
    [`${name}-gallery-2.webp`, art("gallery", index, 1)],
    [`${name}-gallery-3.webp`, art("gallery", index, 2)],
  ];
  for (const [file, svg] of files) {
    await sharp(Buffer.from(svg)).resize(600, 800).webp({ quality: 78 }).toFile(join(out, file));
  }
}
console.log(`Wrote ${muses.length * 5} demo pictures to public/demo`);

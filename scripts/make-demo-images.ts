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

function art(kind: "profile" | "feet" | "gallery", index: number, variant: number): string {
  const [dark, light] = palettes[index % palettes.length] as [string, string];
  const width = 900;
  const height = 1200;
  const base = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>
    <radialGradient id="r" cx="0.5" cy="0.35" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/><rect width="${width}" height="${height}" fill="url(#r)"/>`;
  if (kind === "profile") {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${base}
      <ellipse cx="450" cy="430" rx="170" ry="200" fill="${dark}" opacity="0.85"/>
      <path d="M160 1200 C 180 860, 320 720, 450 720 C 580 720, 720 860, 740 1200 Z" fill="${dark}" opacity="0.85"/>
      <path d="M290 380 C 300 200, 600 200, 610 380 C 640 520, 560 640, 450 650 C 340 640, 260 520, 290 380 Z" fill="${light}" opacity="0.25"/></svg>`;
  }
  if (kind === "feet") {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${base}
      ${heel(120, 560, 3.2, dark)}<rect y="1050" width="${width}" height="150" fill="${dark}" opacity="0.35"/></svg>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${base}
    ${heel(60 + variant * 40, 300 + variant * 120, 2.2, dark)}${heel(380 - variant * 30, 700 - variant * 60, 2, light)}
    <circle cx="${200 + variant * 250}" cy="200" r="${60 + variant * 20}" fill="#fff" opacity="0.25"/></svg>`;
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

import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { CITIES, citySlug, type City } from "../src/domain/cities.ts";
import { fingerprintImage, hammingDistance, LOOKALIKE_MAX_DISTANCE } from "../functions/images/fingerprint.ts";

/**
 * Draws the site's editorial set in one art direction (docs/design/BRAND.md "Pictures"): warm low-key still lifes
 * in burgundy, blush and cream, light falling through an arch, silk, heels and feet as silhouettes.
 * - the demo Muses' pictures, public/demo/<handle>-{profile,feet,gallery-N}.webp (600×800, 4:5);
 * - the city tiles, public/brand/cities/<slug>.webp (600×750), each with its city's landmark in the skyline;
 * - the home page's hero, public/brand/hero-{640,960}.webp;
 * - the demo articles' covers, public/demo/covers/<slug>.webp (1200×800, 3:2).
 * Run once after changing content/demo/muses.json or the articles; the files are committed. It prints the closest
 * two demo pictures' fingerprint distance, which must stay above the stolen-photo check's (decision 0048).
 */
const root = join(import.meta.dirname, "..");
const muses = JSON.parse(readFileSync(join(root, "content/demo/muses.json"), "utf8")) as { handle: string }[];
const demo = join(root, "public/demo");
const brand = join(root, "public/brand");
for (const folder of [demo, join(demo, "covers"), join(brand, "cities")]) mkdirSync(folder, { recursive: true });

/** Deep ground, lifted ground, light, accent: every picture takes one. */
const PALETTES = [
  ["#2b0b15", "#4a1526", "#f3d6cf", "#9f1239"],
  ["#24130f", "#3d2318", "#ecd3b8", "#a0522d"],
  ["#1e1520", "#35223a", "#e6cfd9", "#8e3b5e"],
  ["#2d0f12", "#5a1e2c", "#f5e1d6", "#b4536a"],
  ["#1f1612", "#3b2a22", "#efdcc8", "#7f1d3a"],
  ["#261019", "#47202f", "#f0cfc4", "#c0707f"],
] as const;

/** A small deterministic generator: each picture is its own drawing and stays the same on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

interface Canvas {
  width: number;
  height: number;
  r: () => number;
  palette: (typeof PALETTES)[number];
}

const between = (c: Canvas, min: number, max: number) => Math.round(min + c.r() * (max - min));

/**
 * The ground and its light around what `scene` draws: an arch of light, two narrow arches, a low sun, or a cream
 * room with a dark doorway; then the floor and the vignette. The four differ in where the picture is light, which
 * keeps the demo pictures apart for the stolen-photo check.
 */
function frame(c: Canvas, scene: string, floor: number): string {
  const [deep, lifted, light] = c.palette;
  const { width: w, height: h } = c;
  const mode = Math.floor(c.r() * 4);
  const cream = mode === 3;
  const archWidth = between(c, w * (mode === 1 ? 0.16 : 0.3), w * (mode === 1 ? 0.24 : 0.55));
  const archX = between(c, w * 0.04, w - archWidth - w * 0.04);
  const archTop = between(c, h * 0.06, h * 0.3);
  const arch = (x: number, width: number, fill: string) =>
    `<path d="M${x} ${archTop + width / 2} a${width / 2} ${width / 2} 0 0 1 ${width} 0 V${floor} H${x} Z" fill="${fill}"/>`;
  const secondX = archX + archWidth * 1.6 < w - archWidth ? archX + archWidth * 1.6 : archX - archWidth * 1.6;
  const light_ = {
    0: arch(archX, archWidth, "url(#light)"),
    1: arch(archX, archWidth, "url(#light)") + arch(Math.max(0, secondX), archWidth, "url(#light)"),
    2: `<circle cx="${between(c, w * 0.2, w * 0.8)}" cy="${between(c, h * 0.15, h * 0.45)}" r="${between(c, w * 0.18, w * 0.34)}" fill="url(#light)"/>`,
    3: arch(archX, archWidth, lifted),
  }[mode as 0 | 1 | 2 | 3];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="ground" x1="0" y1="0" x2="${c.r().toFixed(2)}" y2="1">
      <stop offset="0" stop-color="${cream ? "#fbf1ea" : lifted}"/><stop offset="1" stop-color="${cream ? light : deep}"/>
    </linearGradient>
    <radialGradient id="light" cx="0.5" cy="0.25" r="0.9">
      <stop offset="0" stop-color="${light}" stop-opacity="0.95"/><stop offset="1" stop-color="${light}" stop-opacity="0.25"/>
    </radialGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${deep}" stop-opacity="${cream ? 0.25 : 0.55}"/><stop offset="1" stop-color="${deep}" stop-opacity="${cream ? 0.5 : 0.95}"/>
    </linearGradient>
    <linearGradient id="beam" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${light}" stop-opacity="${mode === 2 || cream ? 0 : 0.28}"/><stop offset="1" stop-color="${light}" stop-opacity="0"/>
    </linearGradient>
    <radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75">
      <stop offset="0.55" stop-color="${deep}" stop-opacity="0"/><stop offset="1" stop-color="${deep}" stop-opacity="${cream ? 0.35 : 0.7}"/>
    </radialGradient>
    <filter id="soft"><feGaussianBlur stdDeviation="${Math.round(w / 90)}"/></filter>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#ground)"/>
  ${light_}
  <path d="M${archX} ${floor} H${archX + archWidth} L${archX + archWidth + w * 0.25} ${h} H${archX - w * 0.25} Z" fill="url(#beam)"/>
  <rect y="${floor}" width="${w}" height="${h - floor}" fill="url(#floor)"/>
  <g transform="${c.r() < 0.5 ? `translate(${w} 0) scale(-1 1)` : ""}">${scene}</g>
  <rect width="${w}" height="${h}" fill="url(#vignette)"/>
</svg>`;
}

/** A ribbon of silk across the picture: two waves and the band between them. */
function silk(c: Canvas, y: number, colour: string, opacity: number): string {
  const { width: w } = c;
  const a = between(c, -120, 120);
  const b = between(c, -120, 120);
  const thick = between(c, 40, 110);
  return `<path d="M${-w * 0.1} ${y} C ${w * 0.3} ${y + a}, ${w * 0.6} ${y - b}, ${w * 1.1} ${y + a / 2}
    L ${w * 1.1} ${y + a / 2 + thick} C ${w * 0.6} ${y - b + thick * 1.6}, ${w * 0.3} ${y + a + thick / 2}, ${-w * 0.1} ${y + thick} Z"
    fill="${colour}" opacity="${opacity}"/>`;
}

/** A stiletto in profile, toe to the right, standing on y = 0 of its own box (about 360×230 at scale 1). */
function stiletto(colour: string, shine: string): string {
  return `<path d="M0 -120 C 10 -150, 40 -160, 70 -150 C 110 -135, 150 -70, 210 -40 C 250 -22, 310 -20, 350 -12
      C 362 -10, 364 0, 352 0 L 150 0 C 130 0, 115 -20, 100 -45 C 80 -80, 55 -95, 30 -92 L 22 0 L 10 0 L 8 -90 C 2 -100, -2 -112, 0 -120 Z" fill="${colour}"/>
    <path d="M70 -150 C 110 -135, 150 -70, 210 -40 C 250 -22, 310 -20, 350 -12" fill="none" stroke="${shine}" stroke-width="3" opacity="0.5"/>`;
}

/** A foot on tiptoe in profile, toes to the right, standing on y = 0 of its own box (about 330×300 at scale 1). */
function foot(colour: string, shine: string): string {
  return `<linearGradient id="leg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colour}" stop-opacity="0"/><stop offset="0.45" stop-color="${colour}"/></linearGradient>
    <path fill="url(#leg)" d="M40 -300 C 48 -220, 42 -170, 30 -130 C 20 -95, 30 -70, 55 -62 C 95 -50, 140 -40, 190 -22
      C 240 -6, 290 -2, 322 -4 C 334 -5, 336 -18, 322 -24 C 280 -40, 230 -62, 185 -95 C 150 -120, 120 -160, 110 -210
      C 104 -245, 102 -280, 104 -300 Z"/>
    <path d="M110 -210 C 120 -160, 150 -120, 185 -95 C 230 -62, 280 -40, 322 -24" fill="none" stroke="${shine}" stroke-width="3" opacity="0.45"/>`;
}

function shadow(x: number, y: number, width: number, colour: string): string {
  return `<ellipse cx="${x}" cy="${y}" rx="${width / 2}" ry="${width / 14}" fill="${colour}" opacity="0.55" filter="url(#soft)"/>`;
}

/** One object standing on the floor: its shadow, then itself, scaled and placed. */
function standing(draw: string, x: number, floor: number, scale: number, width: number, deep: string): string {
  return `${shadow(x + (width * scale) / 2, floor + 6, width * scale * 1.1, deep)}
    <g transform="translate(${x} ${floor}) scale(${scale.toFixed(2)})">${draw}</g>`;
}

type Kind = "profile" | "feet" | "gallery" | "cover" | "hero";

function stillLife(kind: Kind, seed: number, width: number, height: number): string {
  const r = random(seed);
  const c: Canvas = { width, height, r, palette: PALETTES[Math.floor(r() * PALETTES.length)]! };
  const [deep, , light, accent] = c.palette;
  const floor = between(c, height * 0.62, height * 0.88);
  const unit = Math.min(width, height) / 900;
  const drapes = Array.from({ length: 1 + Math.floor(r() * 2) }, () =>
    silk(c, between(c, height * 0.05, height * 0.6), r() < 0.5 ? light : accent, 0.12 + r() * 0.16),
  ).join("");
  const shoe = (x: number, scale: number, colour: string = accent) =>
    standing(stiletto(colour, light), x, floor, scale * unit, 360, deep);
  const bare = (x: number, scale: number) => standing(foot(light, "#ffffff"), x, floor, scale * unit, 330, deep);
  let scene = drapes;
  const x = (min: number, max: number) => between(c, width * min, width * max);
  if (kind === "profile") scene += shoe(x(0.12, 0.42), 1.4 + r() * 0.5);
  else if (kind === "feet") scene += bare(x(0.05, 0.35), 1.6 + r() * 0.5);
  else if (kind === "hero") scene += shoe(x(0.08, 0.1), 1.5) + shoe(x(0.5, 0.52), 1.25, light);
  else {
    const pick = Math.floor(r() * 3);
    if (pick === 0) scene += shoe(x(0.02, 0.2), 1 + r() * 0.3) + shoe(x(0.45, 0.55), 0.9 + r() * 0.3, light);
    else if (pick === 1) scene += bare(x(0.02, 0.18), 1.1 + r() * 0.3) + shoe(x(0.5, 0.58), 0.8 + r() * 0.2);
    else scene += silk(c, between(c, height * 0.3, height * 0.5), light, 0.3) + bare(x(0.2, 0.45), 1.3 + r() * 0.4);
  }
  return frame(c, scene, floor);
}

/** Towers a tenth of the width wide at each fraction `at` of it, `height` tall, each crowned by the path `top`. */
function towers(at: number[], base: number, width: number, height: number, top: string): string {
  return at
    .map(
      (f) => `<rect x="${width * f}" y="${base - height}" width="${width * 0.09}" height="${height}"/>
        <path d="M${width * f} ${base - height} ${top} Z"/>`,
    )
    .join("");
}

/** Each city's landmark in a skyline of its own: the shapes that name it at a glance. */
const LANDMARKS: Record<City, (base: number, w: number) => string> = {
  // The Grossmünster's two towers with their domed tops.
  Zurich: (b, w) => towers([0.38, 0.52], b, w, 330, `q ${w * 0.045} -90 ${w * 0.09} 0`),
  // The Jet d'Eau over the lake.
  Geneva: (b, w) =>
    `<path d="M${w * 0.6} ${b} C ${w * 0.58} ${b - 200}, ${w * 0.6} ${b - 420}, ${w * 0.62} ${b - 470} C ${w * 0.63} ${b - 420}, ${w * 0.66} ${b - 200}, ${w * 0.66} ${b} Z" opacity="0.8"/>`,
  // The Minster's two spires.
  Basel: (b, w) => towers([0.34, 0.5], b, w, 230, `l ${w * 0.045} -170 l ${w * 0.045} 170`),
  // The cathedral's lantern tower on its hill.
  Lausanne: (b, w) =>
    `<path d="M0 ${b} Q ${w * 0.5} ${b - 120} ${w} ${b} Z"/><rect x="${w * 0.44}" y="${b - 330}" width="${w * 0.12}" height="260"/>
     <path d="M${w * 0.44} ${b - 330} L ${w * 0.5} ${b - 430} L ${w * 0.56} ${b - 330} Z"/>`,
  // The towers of the banking district.
  Frankfurt: (b, w) =>
    [
      [0.2, 260],
      [0.32, 420],
      [0.46, 340],
      [0.58, 480],
      [0.72, 300],
    ]
      .map(([f, t]) => `<rect x="${w * f!}" y="${b - t!}" width="${w * 0.1}" height="${t}"/>`)
      .join(""),
  // The television tower: a needle through a sphere.
  Berlin: (b, w) =>
    `<rect x="${w * 0.49}" y="${b - 520}" width="${w * 0.02}" height="520"/><circle cx="${w * 0.5}" cy="${b - 330}" r="${w * 0.07}"/>
     <rect x="${w * 0.47}" y="${b - 260}" width="${w * 0.06}" height="260"/>`,
  // The Elbphilharmonie's waves on its warehouse.
  Hamburg: (b, w) =>
    `<rect x="${w * 0.2}" y="${b - 180}" width="${w * 0.6}" height="180"/>
     <path d="M${w * 0.2} ${b - 180} L ${w * 0.2} ${b - 300} Q ${w * 0.3} ${b - 360} ${w * 0.4} ${b - 310} Q ${w * 0.5} ${b - 380} ${w * 0.6} ${b - 320} Q ${w * 0.7} ${b - 360} ${w * 0.8} ${b - 290} L ${w * 0.8} ${b - 180} Z"/>`,
  // The Palace of Culture: a stepped tower and its spire.
  Warsaw: (b, w) =>
    `<rect x="${w * 0.3}" y="${b - 160}" width="${w * 0.4}" height="160"/><rect x="${w * 0.37}" y="${b - 290}" width="${w * 0.26}" height="130"/>
     <rect x="${w * 0.43}" y="${b - 400}" width="${w * 0.14}" height="110"/><path d="M${w * 0.47} ${b - 400} L ${w * 0.5} ${b - 540} L ${w * 0.53} ${b - 400} Z"/>`,
  // Karlskirche: a dome between two columns.
  Vienna: (b, w) =>
    `<rect x="${w * 0.34}" y="${b - 200}" width="${w * 0.32}" height="200"/><path d="M${w * 0.36} ${b - 200} a ${w * 0.14} ${w * 0.16} 0 0 1 ${w * 0.28} 0 Z"/>
     <rect x="${w * 0.22}" y="${b - 300}" width="${w * 0.06}" height="300"/><rect x="${w * 0.72}" y="${b - 300}" width="${w * 0.06}" height="300"/>`,
  // Canal houses with their gables over the water.
  Amsterdam: (b, w) =>
    [0.12, 0.28, 0.44, 0.6, 0.76]
      .map((f, i) => {
        const t = 260 + ((i * 53) % 90);
        return `<path d="M${w * f} ${b} V ${b - t} H ${w * (f + 0.03)} V ${b - t - 30} H ${w * (f + 0.05)} V ${b - t - 55} H ${w * (f + 0.09)} V ${b - t - 30} H ${w * (f + 0.11)} V ${b - t} H ${w * (f + 0.14)} V ${b} Z"/>`;
      })
      .join(""),
};

function cityTile(city: City, index: number): string {
  const width = 600;
  const height = 750;
  const r = random(7919 * (index + 3));
  const c: Canvas = { width, height, r, palette: PALETTES[index % PALETTES.length]! };
  const [deep, lifted, light, accent] = c.palette;
  const floor = Math.round(height * 0.8);
  const scene = `${silk(c, between(c, 60, 260), light, 0.14)}
    <g fill="${deep}" opacity="0.92">${LANDMARKS[city](floor, width)}</g>
    <path d="M0 ${floor} C ${width * 0.3} ${floor - 12}, ${width * 0.7} ${floor + 12}, ${width} ${floor}" stroke="${accent}" stroke-width="3" fill="none" opacity="0.6"/>
    <rect y="${floor}" width="${width}" height="${height - floor}" fill="${lifted}" opacity="0.4"/>`;
  return frame(c, scene, floor);
}

const webp = (svg: string, width: number, height: number, file: string, quality = 72) =>
  sharp(Buffer.from(svg)).resize(width, height).webp({ quality }).toFile(file);

/**
 * Each demo picture, drawn again with the next seed while it (or its mirror image, as the seed's "own" copies are
 * mirrored) is within DISTINCT bits of one drawn before: no two demo Muses look alike to the stolen-photo check.
 */
const DISTINCT = LOOKALIKE_MAX_DISTANCE + 4;
const prints: bigint[] = [];
let closest = 64;
async function distinctPicture(kind: Kind, seed: number, file: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    const bytes = await sharp(Buffer.from(stillLife(kind, seed + attempt * 7717, 900, 1200)))
      .resize(600, 800)
      .webp({ quality: 78 })
      .toBuffer();
    const own = [await fingerprintImage(bytes), await fingerprintImage(await sharp(bytes).flop().toBuffer())];
    const nearest = Math.min(64, ...own.flatMap((print) => prints.map((other) => hammingDistance(print!, other))));
    if (nearest > DISTINCT || attempt === 60) {
      writeFileSync(file, bytes);
      prints.push(BigInt(own[0]!));
      closest = Math.min(closest, nearest);
      return;
    }
  }
}

for (const [index, muse] of muses.entries()) {
  const name = muse.handle.toLowerCase();
  const seed = (kind: number, variant: number) =>
    Math.imul(index + 1, 2654435761) ^ Math.imul(kind * 7 + variant + 1, 40503);
  await distinctPicture("profile", seed(0, 0), join(demo, `${name}-profile.webp`));
  await distinctPicture("feet", seed(1, 0), join(demo, `${name}-feet.webp`));
  for (const variant of [1, 2, 3]) {
    await distinctPicture("gallery", seed(2, variant), join(demo, `${name}-gallery-${variant}.webp`));
  }
}

for (const [index, city] of CITIES.entries()) {
  await webp(cityTile(city, index), 480, 600, join(brand, "cities", `${citySlug(city)}.webp`));
}

const hero = stillLife("hero", 20260, 1200, 1500);
for (const width of [640, 960]) await webp(hero, width, Math.round(width * 1.25), join(brand, `hero-${width}.webp`));

// One cover per original: a translation shows its original's (scripts/lib/seed.ts).
const articles = readdirSync(join(root, "content/demo/articles")).filter(
  (file) =>
    file.endsWith(".md") && !/^translation_of:/m.test(readFileSync(join(root, "content/demo/articles", file), "utf8")),
);
for (const file of articles) {
  const slug = file.replace(/\.md$/, "");
  // Seeded by the slug, so a new article leaves the others' covers as they are.
  const seed = [...slug].reduce((hash, letter) => Math.imul(hash ^ letter.charCodeAt(0), 16777619), 2166136261);
  await webp(stillLife("cover", seed, 1200, 800), 1200, 800, join(demo, "covers", `${slug}.webp`));
}

console.log(
  `Wrote ${prints.length} demo pictures, ${CITIES.length} city tiles, the hero and ${articles.length} covers.`,
);
console.log(
  `The closest two demo pictures are ${closest} bits apart (the stolen-photo check flags ${LOOKALIKE_MAX_DISTANCE}).`,
);

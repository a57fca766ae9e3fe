import { mkdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

/**
 * Draws the installed site's icons (public/icons/*.png, named by the web app manifest, decision 0068) from the
 * favicon's design: the rose square with its "S". The maskable one fills the whole square and keeps the letter inside
 * the central 80% a platform's mask never cuts. Run once after changing the favicon; the files are committed.
 */
const out = join(import.meta.dirname, "..", "public/icons");
mkdirSync(out, { recursive: true });

const icon = ({ rounded, letter }: { rounded: boolean; letter: number }) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
       <rect width="512" height="512" rx="${rounded ? 128 : 0}" fill="#9f1239"/>
       <text x="256" y="${256 + letter * 0.35}" font-family="Georgia,serif" font-size="${letter}" fill="#fff"
             text-anchor="middle">S</text>
     </svg>`,
  );

const files: [string, Buffer, number][] = [
  ["icon-192.png", icon({ rounded: true, letter: 288 }), 192],
  ["icon-512.png", icon({ rounded: true, letter: 288 }), 512],
  ["maskable-512.png", icon({ rounded: false, letter: 220 }), 512],
];
for (const [name, svg, size] of files) {
  await sharp(svg).resize(size, size).png({ compressionLevel: 9, palette: true }).toFile(join(out, name));
}
console.log(`Wrote ${files.map(([name]) => name).join(", ")} to public/icons/`);

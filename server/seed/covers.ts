/** Abstract demo cover images (gradients, circles, stripes; no text), rendered once to WebP with sharp. */
import sharp from "sharp";
import type { UploadStorage } from "../storage/storage";
import { createRng, type Rng } from "./random";

export const COVER_COUNT = 24;
const W = 1200;
const H = 675;

const PALETTES: string[][] = [
  ["#1f3b4d", "#3f7c85", "#f2c14e", "#f7f3e3"],
  ["#2b1d3f", "#7a3e65", "#e86a58", "#f9d9b4"],
  ["#0f2027", "#2c5364", "#9ad0c2", "#f1f7b5"],
  ["#3d2c2e", "#a3524a", "#e8a87c", "#f5e6cc"],
  ["#14213d", "#355070", "#b56576", "#eaac8b"],
  ["#283618", "#606c38", "#dda15e", "#fefae0"],
  ["#22223b", "#4a4e69", "#9a8c98", "#f2e9e4"],
  ["#003049", "#d62828", "#f77f00", "#fcbf49"],
  ["#2d3a3a", "#5c8374", "#93b1a6", "#e9f1ec"],
  ["#3c1642", "#086375", "#1dd3b0", "#affc41"],
  ["#1b263b", "#415a77", "#778da9", "#e0e1dd"],
  ["#582f0e", "#936639", "#c2c5aa", "#edf2f4"],
];

function gradient(rng: Rng, id: string, a: string, b: string): string {
  const angle = rng.int(0, 359);
  const rad = (angle * Math.PI) / 180;
  const x = Math.cos(rad) / 2;
  const y = Math.sin(rad) / 2;
  return `<linearGradient id="${id}" x1="${0.5 - x}" y1="${0.5 - y}" x2="${0.5 + x}" y2="${0.5 + y}"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;
}

/** The SVG of cover `n` (1-based); the same n always gives the same picture. */
export function coverSvg(n: number): string {
  const rng = createRng(0xc0ffee + n * 7919);
  const p = PALETTES[(n - 1) % PALETTES.length]!;
  const [c0, c1, c2, c3] = rng.chance(0.5) ? p : [...p].reverse();
  const defs = [gradient(rng, "bg", c0!, c1!), gradient(rng, "fg", c2!, c3!)];
  const shapes: string[] = [];
  // Shift the style on the second round of palettes so no two covers share palette and style.
  const style = (n - 1 + Math.floor((n - 1) / PALETTES.length)) % 4;
  if (style === 0 || style === 3) {
    // Large soft circles.
    const count = rng.int(3, 6);
    for (let i = 0; i < count; i += 1) {
      const r = rng.int(80, 340);
      shapes.push(
        `<circle cx="${rng.int(0, W)}" cy="${rng.int(0, H)}" r="${r}" fill="${rng.pick([c2!, c3!, "url(#fg)"])}" fill-opacity="${(0.25 + rng.next() * 0.5).toFixed(2)}"/>`,
      );
    }
  }
  if (style === 1 || style === 3) {
    // Diagonal stripes.
    const stripes = rng.int(5, 11);
    const w = rng.int(30, 90);
    const tilt = rng.int(-35, 35);
    const g: string[] = [];
    for (let i = 0; i < stripes; i += 1) {
      g.push(
        `<rect x="${i * (W / stripes) + rng.int(-20, 20)}" y="-400" width="${w}" height="${H + 800}" fill="${i % 2 ? c2 : c3}" fill-opacity="${(0.2 + rng.next() * 0.45).toFixed(2)}"/>`,
      );
    }
    shapes.push(`<g transform="rotate(${tilt} ${W / 2} ${H / 2})">${g.join("")}</g>`);
  }
  if (style === 2) {
    // Concentric rings around an off-centre point, with a horizon band.
    const cx = rng.int(200, W - 200);
    const cy = rng.int(150, H - 150);
    for (let r = rng.int(420, 520); r > 20; r -= rng.int(40, 80)) {
      shapes.push(
        `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${rng.pick([c2!, c3!])}" stroke-width="${rng.int(6, 28)}" stroke-opacity="${(0.3 + rng.next() * 0.5).toFixed(2)}"/>`,
      );
    }
    shapes.push(`<rect x="0" y="${rng.int(H / 2, H - 120)}" width="${W}" height="${rng.int(40, 120)}" fill="url(#fg)" fill-opacity="0.55"/>`);
  }
  // A small accent so no two covers feel identical.
  shapes.push(`<circle cx="${rng.int(80, W - 80)}" cy="${rng.int(80, H - 80)}" r="${rng.int(18, 46)}" fill="${c3}" fill-opacity="0.9"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs.join("")}</defs><rect width="${W}" height="${H}" fill="url(#bg)"/>${shapes.join("")}</svg>`;
}

/** Public URL of cover `n`, as stored in imageUrl. */
export function coverUrl(n: number): string {
  return `/uploads/demo/cover-${n}.webp`;
}

/**
 * Stores `demo/cover-N.webp` (1200x675) and `demo/cover-N.w480.webp` (480x270) for N = 1..COVER_COUNT
 * in the upload storage, keeping files that already exist. Returns how many files were written.
 */
export async function ensureCovers(storage: UploadStorage): Promise<number> {
  let written = 0;
  await Promise.all(
    Array.from({ length: COVER_COUNT }, async (_, i) => {
      const n = i + 1;
      const full = `demo/cover-${n}.webp`;
      const small = `demo/cover-${n}.w480.webp`;
      if ((await storage.exists(full)) && (await storage.exists(small))) return;
      const svg = Buffer.from(coverSvg(n));
      await storage.put(full, await sharp(svg).resize(W, H).webp({ quality: 82, effort: 2 }).toBuffer(), "image/webp");
      await storage.put(small, await sharp(svg).resize(480, 270).webp({ quality: 80, effort: 2 }).toBuffer(), "image/webp");
      written += 2;
    }),
  );
  return written;
}

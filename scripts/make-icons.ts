/**
 * Renders the home-screen icons from the favicon:
 *   public/icons/icon-{192,512}.png          the logo on a transparent ground ("any")
 *   public/icons/icon-maskable-512.png       on a full green square, logo inside the safe zone
 *   public/icons/apple-touch-icon.png (180)  full square too: iOS fills transparency with black
 *
 * Run: npx -y tsx scripts/make-icons.ts
 */
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

import sharp from "sharp";

import { THEME_COLOR } from "../app/seo/web-manifest";

const here = path.dirname(fileURLToPath(import.meta.url));
const source = path.resolve(here, "../public/favicon.svg");
const outDir = path.resolve(here, "../public/icons");

/** A maskable icon may be cut to a circle of 80% of its size: the logo keeps inside that. */
const SAFE_ZONE = 0.8;

async function logoPng(svg: Buffer, size: number): Promise<Buffer> {
  // Rasterise at a density that gives at least `size` pixels, then scale down: crisp edges.
  return sharp(svg, { density: Math.ceil((72 * size) / 64) * 2 })
    .resize(size, size)
    .png()
    .toBuffer();
}

async function plain(svg: Buffer, size: number, file: string): Promise<void> {
  await sharp(await logoPng(svg, size))
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, file));
}

async function onSquare(svg: Buffer, size: number, file: string): Promise<void> {
  const inner = Math.round(size * SAFE_ZONE);
  await sharp({ create: { width: size, height: size, channels: 4, background: THEME_COLOR } })
    .composite([{ input: await logoPng(svg, inner), gravity: "centre" }])
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, file));
}

const svg = await readFile(source);
await mkdir(outDir, { recursive: true });
await plain(svg, 192, "icon-192.png");
await plain(svg, 512, "icon-512.png");
await onSquare(svg, 512, "icon-maskable-512.png");
await onSquare(svg, 180, "apple-touch-icon.png");
console.log(`Icons written to ${path.relative(process.cwd(), outDir)}`);

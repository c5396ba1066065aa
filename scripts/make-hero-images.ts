/**
 * Renders the five home-page hero slides to WebP:
 *   public/images/hero/slide-{1..5}-{640,800,1280}.webp
 *
 * Run: npx -y tsx scripts/make-hero-images.ts
 *
 * Three widths so phones take a file near their own width via srcset: 800 fits a 412 px wide
 * phone at a device pixel ratio of 1.75 (721 px). Quality 70 / effort 6 is the sweet spot for
 * flat illustrations: visually clean, and each file stays far below the 25 KB (640) / 35 KB
 * (800) / 60 KB (1280) budgets, which the script checks.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

import sharp from "sharp";

import { heroSlideSvg } from "../app/demo/illustrations/hero-slides";

const SLIDE_COUNT = 5;
/** Width -> byte budget. */
const WIDTHS: ReadonlyArray<readonly [width: number, maxBytes: number]> = [
  [640, 25 * 1024],
  [800, 35 * 1024],
  [1280, 60 * 1024],
];

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.resolve(here, "../public/images/hero");

async function renderSlide(svg: string, width: number): Promise<Buffer> {
  const height = Math.round((width * 9) / 16);
  // The SVG is 1600x900 (already 16:9); "cover" guarantees the exact size regardless.
  return sharp(Buffer.from(svg))
    .resize({ width, height, fit: "cover" })
    .webp({ quality: 70, effort: 6 })
    .toBuffer();
}

async function main(): Promise<void> {
  await mkdir(outDir, { recursive: true });
  const overBudget: string[] = [];
  for (let i = 0; i < SLIDE_COUNT; i++) {
    const svg = heroSlideSvg(i);
    for (const [width, maxBytes] of WIDTHS) {
      const file = path.join(outDir, `slide-${i + 1}-${width}.webp`);
      const data = await renderSlide(svg, width);
      await writeFile(file, data);
      const kb = (data.length / 1024).toFixed(1);
      console.log(`${path.relative(process.cwd(), file)}  ${kb} KB`);
      if (data.length > maxBytes) overBudget.push(`${file} (${kb} KB > ${maxBytes / 1024} KB)`);
    }
  }
  if (overBudget.length > 0) {
    console.error(`Over budget:\n${overBudget.join("\n")}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

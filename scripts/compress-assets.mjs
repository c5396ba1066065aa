// Runs after `react-router build`: writes a brotli copy (quality 11, the smallest) next to every
// hashed script, stylesheet and SVG, so the server sends those instead of compressing on the
// fly at the low quality that streaming allows.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { constants, brotliCompressSync } from "node:zlib";

const assets = new URL("../build/client/assets/", import.meta.url).pathname;
let before = 0;
let after = 0;
for (const name of readdirSync(assets)) {
  if (!/\.(js|css|svg)$/.test(name)) continue;
  const source = readFileSync(join(assets, name));
  const compressed = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  writeFileSync(join(assets, `${name}.br`), compressed);
  before += source.length;
  after += compressed.length;
}
console.log(
  `Brotli copies of the assets: ${(before / 1024).toFixed(1)} KiB -> ${(after / 1024).toFixed(1)} KiB`,
);

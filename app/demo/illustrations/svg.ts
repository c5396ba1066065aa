/**
 * The building blocks of the demo illustrations: seeded randomness, colour mixing and SVG
 * markup helpers.
 *
 * Why SVG strings: the site has no photos and must never load anything remote, so images
 * are drawn here and rasterised to small WebP files with sharp. Rules kept on purpose:
 * no <text> (the server may lack fonts), no external references, no filters, flat fills
 * and only a few linear gradients, because flat colour areas compress very well in WebP.
 *
 * Everything is deterministic: the same options always give byte-identical SVG.
 */

// ---------------------------------------------------------------- randomness

export type Rng = () => number;

/** mulberry32: a tiny, fast, well-mixed 32-bit PRNG; enough for picking shapes. */
function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A salt per drawing, so "seed 3" of a bottle and of a scene do not share their numbers. */
export function makeRng(seed: number, salt: number): Rng {
  const s = Number.isFinite(seed) ? Math.trunc(seed) : 0;
  return mulberry32(Math.imul(s, 0x9e3779b1) ^ salt);
}

export function between(rng: Rng, min: number, max: number): number {
  return min + (max - min) * rng();
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error("pick() needs a non-empty list");
  return item;
}

/** Picks by a plain index (wrapping), used where consecutive seeds must differ. */
export function cycle<T>(items: readonly T[], index: number): T {
  const n = items.length;
  const item = items[(((Math.trunc(index) % n) + n) % n) | 0];
  if (item === undefined) throw new Error("cycle() needs a non-empty list");
  return item;
}

// ---------------------------------------------------------------- colour

type Rgb = readonly [number, number, number];

function toRgb(colour: string): Rgb | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!m || m[1] === undefined) return null;
  const hex = m[1].length === 3 ? m[1].replace(/./g, (c) => c + c) : m[1];
  const n = parseInt(hex, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  const part = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, "0");
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** Normalises caller input to "#rrggbb"; also keeps anything odd out of the SVG markup. */
export function normalizeHex(colour: string, fallback: string): string {
  const rgb = toRgb(colour);
  return rgb ? toHex(rgb) : fallback;
}

/** Linear mix of two hex colours (t = 0 gives a, t = 1 gives b). */
export function mix(a: string, b: string, t: number): string {
  const ca = toRgb(a);
  const cb = toRgb(b);
  if (!ca || !cb) return a;
  return toHex([
    ca[0] + (cb[0] - ca[0]) * t,
    ca[1] + (cb[1] - ca[1]) * t,
    ca[2] + (cb[2] - ca[2]) * t,
  ]);
}

export const shade = (c: string, t: number): string => mix(c, "#000000", t);
export const tint = (c: string, t: number): string => mix(c, "#ffffff", t);

// ---------------------------------------------------------------- markup helpers

/** One decimal is plenty at these sizes and keeps the SVG short. */
function fmt(v: number): string {
  return String(Math.round(v * 10) / 10);
}

/** Tagged template for path data / transforms that rounds every number. */
export function d(strings: TemplateStringsArray, ...values: number[]): string {
  let out = "";
  strings.forEach((s, i) => {
    const v = values[i];
    out += s + (v === undefined ? "" : fmt(v));
  });
  return out;
}

type Attrs = Record<string, string | number | undefined>;

export function el(tag: string, attrs: Attrs, children = ""): string {
  const list = Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([k, v]) => `${k}="${typeof v === "number" ? fmt(v) : v}"`)
    .join(" ");
  return children ? `<${tag} ${list}>${children}</${tag}>` : `<${tag} ${list}/>`;
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}) =>
  el("rect", { x, y, width: w, height: h, fill, ...extra });
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  el("circle", { cx, cy, r, fill, ...extra });
export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra: Attrs = {},
) => el("ellipse", { cx, cy, rx, ry, fill, ...extra });
export const path = (data: string, fill: string, extra: Attrs = {}) =>
  el("path", { d: data, fill, ...extra });
export const group = (children: string, extra: Attrs = {}) => el("g", extra, children);

export function poly(points: readonly number[], fill: string, extra: Attrs = {}): string {
  const pairs: string[] = [];
  for (let i = 0; i + 1 < points.length; i += 2) {
    pairs.push(`${fmt(points[i] ?? 0)},${fmt(points[i + 1] ?? 0)}`);
  }
  return el("polygon", { points: pairs.join(" "), fill, ...extra });
}

/** Rounded rectangle as path data, so it can be combined with holes (evenodd). */
export function roundRectPath(x: number, y: number, w: number, h: number, r: number): string {
  return d`M${x + r} ${y}H${x + w - r}A${r} ${r} 0 0 1 ${x + w} ${y + r}V${y + h - r}A${r} ${r} 0 0 1 ${
    x + w - r
  } ${y + h}H${x + r}A${r} ${r} 0 0 1 ${x} ${y + h - r}V${y + r}A${r} ${r} 0 0 1 ${x + r} ${y}Z`;
}

type Stop = readonly [offset: number, colour: string, opacity?: number];

/** Vertical ("v") or horizontal ("h") linear gradient definition. */
export function linGrad(id: string, stops: readonly Stop[], dir: "v" | "h" = "v"): string {
  const coords = dir === "v" ? { x1: 0, y1: 0, x2: 0, y2: 1 } : { x1: 0, y1: 0, x2: 1, y2: 0 };
  const body = stops
    .map(([offset, colour, opacity]) =>
      el("stop", { offset, "stop-color": colour, "stop-opacity": opacity }),
    )
    .join("");
  return el("linearGradient", { id, ...coords }, body);
}

export function svgDoc(w: number, h: number, defs: string, body: string): string {
  const defsBlock = defs ? `<defs>${defs}</defs>` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defsBlock}${body}</svg>`;
}

/** Places a unit-sized motif: translate, optional mirror, uniform scale. */
export function place(
  children: string,
  x: number,
  y: number,
  s: number,
  flip = false,
  rotate = 0,
): string {
  const rot = rotate ? d` rotate(${rotate})` : "";
  return group(children, {
    transform: d`translate(${x} ${y})` + rot + d` scale(${flip ? -s : s} ${s})`,
  });
}

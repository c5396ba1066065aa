/**
 * Seeded flat-style SVG illustrations for the seed data and the home-page hero.
 *
 * Why SVG strings: the site has no photos and must never load anything remote, so images
 * are drawn here and rasterised to small WebP files with sharp. Rules kept on purpose:
 * no <text> (the server may lack fonts), no external references, no filters, flat fills
 * and only a few linear gradients, because flat colour areas compress very well in WebP.
 *
 * Everything is deterministic: the same options always give byte-identical SVG.
 */
import type { EventType } from "../../gallery/event-types";

// ---------------------------------------------------------------- randomness

type Rng = () => number;

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
function makeRng(seed: number, salt: number): Rng {
  const s = Number.isFinite(seed) ? Math.trunc(seed) : 0;
  return mulberry32(Math.imul(s, 0x9e3779b1) ^ salt);
}

function between(rng: Rng, min: number, max: number): number {
  return min + (max - min) * rng();
}

function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error("pick() needs a non-empty list");
  return item;
}

/** Picks by a plain index (wrapping), used where consecutive seeds must differ. */
function cycle<T>(items: readonly T[], index: number): T {
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
function normalizeHex(colour: string, fallback: string): string {
  const rgb = toRgb(colour);
  return rgb ? toHex(rgb) : fallback;
}

/** Linear mix of two hex colours (t = 0 gives a, t = 1 gives b). */
function mix(a: string, b: string, t: number): string {
  const ca = toRgb(a);
  const cb = toRgb(b);
  if (!ca || !cb) return a;
  return toHex([
    ca[0] + (cb[0] - ca[0]) * t,
    ca[1] + (cb[1] - ca[1]) * t,
    ca[2] + (cb[2] - ca[2]) * t,
  ]);
}

const shade = (c: string, t: number): string => mix(c, "#000000", t);
const tint = (c: string, t: number): string => mix(c, "#ffffff", t);

// ---------------------------------------------------------------- markup helpers

/** One decimal is plenty at these sizes and keeps the SVG short. */
function fmt(v: number): string {
  return String(Math.round(v * 10) / 10);
}

/** Tagged template for path data / transforms that rounds every number. */
function d(strings: TemplateStringsArray, ...values: number[]): string {
  let out = "";
  strings.forEach((s, i) => {
    const v = values[i];
    out += s + (v === undefined ? "" : fmt(v));
  });
  return out;
}

type Attrs = Record<string, string | number | undefined>;

function el(tag: string, attrs: Attrs, children = ""): string {
  const list = Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([k, v]) => `${k}="${typeof v === "number" ? fmt(v) : v}"`)
    .join(" ");
  return children ? `<${tag} ${list}>${children}</${tag}>` : `<${tag} ${list}/>`;
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}) =>
  el("rect", { x, y, width: w, height: h, fill, ...extra });
const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  el("circle", { cx, cy, r, fill, ...extra });
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  el("ellipse", { cx, cy, rx, ry, fill, ...extra });
const path = (data: string, fill: string, extra: Attrs = {}) =>
  el("path", { d: data, fill, ...extra });
const group = (children: string, extra: Attrs = {}) => el("g", extra, children);

function poly(points: readonly number[], fill: string, extra: Attrs = {}): string {
  const pairs: string[] = [];
  for (let i = 0; i + 1 < points.length; i += 2) {
    pairs.push(`${fmt(points[i] ?? 0)},${fmt(points[i + 1] ?? 0)}`);
  }
  return el("polygon", { points: pairs.join(" "), fill, ...extra });
}

/** Rounded rectangle as path data, so it can be combined with holes (evenodd). */
function roundRectPath(x: number, y: number, w: number, h: number, r: number): string {
  return d`M${x + r} ${y}H${x + w - r}A${r} ${r} 0 0 1 ${x + w} ${y + r}V${y + h - r}A${r} ${r} 0 0 1 ${
    x + w - r
  } ${y + h}H${x + r}A${r} ${r} 0 0 1 ${x} ${y + h - r}V${y + r}A${r} ${r} 0 0 1 ${x + r} ${y}Z`;
}

type Stop = readonly [offset: number, colour: string, opacity?: number];

/** Vertical ("v") or horizontal ("h") linear gradient definition. */
function linGrad(id: string, stops: readonly Stop[], dir: "v" | "h" = "v"): string {
  const coords = dir === "v" ? { x1: 0, y1: 0, x2: 0, y2: 1 } : { x1: 0, y1: 0, x2: 1, y2: 0 };
  const body = stops
    .map(([offset, colour, opacity]) =>
      el("stop", { offset, "stop-color": colour, "stop-opacity": opacity }),
    )
    .join("");
  return el("linearGradient", { id, ...coords }, body);
}

function svgDoc(w: number, h: number, defs: string, body: string): string {
  const defsBlock = defs ? `<defs>${defs}</defs>` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defsBlock}${body}</svg>`;
}

/** Places a unit-sized motif: translate, optional mirror, uniform scale. */
function place(
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

// ---------------------------------------------------------------- shared motifs

/** Unit leaf: base at (0,0), tip at (0,-100). */
function leafShape(fill: string, vein?: string): string {
  const blade = path("M0 0C28-25 28-70 0-100C-28-70-28-25 0 0Z", fill);
  return vein ? blade + path("M0-6V-90", "none", { stroke: vein, "stroke-width": 3 }) : blade;
}

/** Round badge with a two-leaf sprout: the stand-in for a logo everywhere. */
function sproutEmblem(
  cx: number,
  cy: number,
  r: number,
  bg: string,
  leafA: string,
  leafB: string,
): string {
  const s = (r * 1.2) / 100;
  return (
    circle(cx, cy, r, bg) +
    place(leafShape(leafA, shade(leafA, 0.2)), cx - r * 0.05, cy + r * 0.62, s, false, 30) +
    place(leafShape(leafB, shade(leafB, 0.2)), cx - r * 0.1, cy + r * 0.62, s * 0.75, false, -38)
  );
}

/** Rolling hills from a handful of random crests, closed down to `bottom`. */
function hillPath(
  rng: Rng,
  w: number,
  baseY: number,
  amp: number,
  bottom: number,
  bumps = 5,
): string {
  const step = w / bumps;
  let prevY = baseY + between(rng, -amp, amp) * 0.5;
  let out = d`M-20 ${bottom}L-20 ${prevY}`;
  for (let i = 1; i <= bumps + 1; i++) {
    const x = i * step;
    const y = baseY + between(rng, -amp, amp) * 0.5;
    const cy = Math.min(prevY, y) - amp * between(rng, 0.3, 1);
    out += d`Q${x - step / 2} ${cy} ${x} ${y}`;
    prevY = y;
  }
  return out + d`L${w + step + 20} ${bottom}Z`;
}

function cloud(x: number, y: number, s: number, fill: string, opacity = 0.9): string {
  const puffs =
    ellipse(0, 0, 70, 16, fill) +
    circle(-32, -10, 26, fill) +
    circle(4, -24, 34, fill) +
    circle(40, -8, 22, fill);
  return group(place(puffs, x, y, s), { opacity });
}

function sun(cx: number, cy: number, r: number, fill: string): string {
  // Two soft halos instead of a blur filter: cheaper to render and to compress.
  return (
    circle(cx, cy, r * 1.9, fill, { opacity: 0.14 }) +
    circle(cx, cy, r * 1.4, fill, { opacity: 0.22 }) +
    circle(cx, cy, r, fill)
  );
}

function birds(
  rng: Rng,
  count: number,
  x: number,
  y: number,
  spread: number,
  colour: string,
): string {
  let data = "";
  for (let i = 0; i < count; i++) {
    const bx = x + between(rng, -spread, spread);
    const by = y + between(rng, -spread, spread) * 0.4;
    const s = between(rng, 0.7, 1.3);
    data += d`M${bx - 10 * s} ${by - 3 * s}Q${bx - 5 * s} ${by - 7 * s} ${bx} ${by}Q${bx + 5 * s} ${
      by - 7 * s
    } ${bx + 10 * s} ${by - 3 * s}`;
  }
  return path(data, "none", { stroke: colour, "stroke-width": 2.5, "stroke-linecap": "round" });
}

type TreeKind = "round" | "acacia" | "poplar";

/** Unit tree ~110 tall with its foot at (0,0): a dark canopy and a lighter highlight. */
function tree(kind: TreeKind, leaf: string, trunk: string): string {
  const dark = shade(leaf, 0.22);
  if (kind === "poplar") {
    return (
      rect(-3, -22, 6, 22, trunk) + ellipse(0, -70, 15, 52, dark) + ellipse(-4, -76, 9, 40, leaf)
    );
  }
  if (kind === "acacia") {
    return (
      path("M-3 0L-2-40L-22-62L-17-65L0-47L15-67L20-64L3-40L3 0Z", trunk) +
      ellipse(-24, -66, 28, 11, dark) +
      ellipse(20, -70, 30, 12, dark) +
      ellipse(-2, -80, 32, 12, dark) +
      ellipse(-6, -84, 22, 7, leaf) +
      ellipse(16, -74, 16, 6, leaf)
    );
  }
  return (
    rect(-5, -42, 10, 42, trunk) +
    circle(-22, -58, 24, dark) +
    circle(22, -58, 24, dark) +
    circle(0, -76, 34, dark) +
    circle(-9, -84, 22, leaf)
  );
}

type HeadWear = "turban" | "cap" | "scarf" | "hair" | "topi";
type ArmPose = "down" | "point";
type Tool = "sickle" | "bag";

interface PersonStyle {
  shirt: string;
  pants: string;
  skin: string;
  head: HeadWear;
  arm?: ArmPose;
  /** Something carried in the lowered right hand. */
  tool?: Tool;
  capColour?: string;
}

const SHIRTS = [
  "#f3f0e7",
  "#cfe0ea",
  "#d9c8a6",
  "#8f9ca8",
  "#7a5a40",
  "#3f6f91",
  "#a84a3c",
  "#5b7f4a",
];
const SKINS = ["#c68a5e", "#a8704a", "#d9a57c", "#8d5a3b"];
const HAIR = "#2a211c";

function randomPerson(rng: Rng, overrides: Partial<PersonStyle> = {}): PersonStyle {
  const shirt = pick(rng, SHIRTS);
  return {
    shirt,
    // Shalwar usually matches the kameez; sometimes it is plain white.
    pants: rng() < 0.6 ? shade(shirt, 0.08) : "#ece8dc",
    skin: pick(rng, SKINS),
    head: pick(rng, ["turban", "turban", "topi", "hair", "cap"] as const),
    ...overrides,
  };
}

function headWear(kind: HeadWear, capColour: string): string {
  switch (kind) {
    case "turban":
      return ellipse(0, -93, 11.5, 7, "#f4f1ea") + ellipse(3, -97, 7, 4, "#e4dfd2");
    case "topi":
      return path("M-10-92Q0-103 10-92Z", "#f4f1ea");
    case "cap":
      return (
        path("M-10-91Q0-104 10-91Z", capColour) + ellipse(9, -91, 8, 2.4, shade(capColour, 0.2))
      );
    case "scarf":
      return path("M-12-84Q-13-101 0-101Q13-101 12-84L17-70L-17-70Z", capColour);
    case "hair":
      return path("M-9.5-87Q-10.5-99 0-99Q10.5-99 9.5-87Q0-93-9.5-87Z", HAIR);
  }
}

/** Standing figure in shalwar kameez, 100 units tall, feet at (0,0). */
function personUnit(p: PersonStyle): string {
  const sleeve = shade(p.shirt, 0.12);
  const parts = [
    rect(-12, -34, 10, 32, p.pants, { rx: 4 }),
    rect(2, -34, 10, 32, p.pants, { rx: 4 }),
    ellipse(-7, -2, 8, 3, "#3a2e28"),
    ellipse(7, -2, 8, 3, "#3a2e28"),
    rect(-26, -72, 8, 36, sleeve, { rx: 4 }),
    circle(-22, -36, 4, p.skin),
  ];
  if (p.arm === "point") {
    // Raised arm with a pointer stick, used by presenters at a board.
    parts.push(
      group(rect(18, -72, 8, 36, sleeve, { rx: 4 }), { transform: "rotate(-120 22 -70)" }),
      circle(53, -88, 4, p.skin),
      path("M53-88L96-113", "none", { stroke: "#5a3d28", "stroke-width": 2.5 }),
    );
  } else {
    parts.push(rect(18, -72, 8, 36, sleeve, { rx: 4 }));
    if (p.tool === "sickle") {
      parts.push(
        rect(20, -38, 5, 16, "#6b4a32", { rx: 2 }),
        path("M22-23C42-18 50-40 40-58C43-40 37-27 22-27Z", "#b9c0c6"),
      );
    } else if (p.tool === "bag") {
      parts.push(place(sampleBag("#efe6d2"), 23, -10, 0.42));
    }
    parts.push(circle(22, -36, 4, p.skin));
  }
  parts.push(
    path("M-14-76Q0-80 14-76Q19-74 20-68L22-28Q0-25-22-28L-20-68Q-19-74-14-76Z", p.shirt),
    rect(-4, -80, 8, 6, shade(p.skin, 0.15)),
    circle(0, -87, 9.5, p.skin),
    headWear(p.head, p.capColour ?? "#2e7d32"),
  );
  return parts.join("");
}

function person(x: number, groundY: number, height: number, p: PersonStyle, flip = false): string {
  return place(personUnit(p), x, groundY, height / 100, flip);
}

const DUPATTAS = ["#b8566b", "#c98a3c", "#6a8fc0", "#8a5aa0", "#4f9a7a"];

interface SeatedStyle {
  shirt: string;
  head: HeadWear;
  /** Turban / topi / dupatta colour. */
  cloth: string;
  hair?: string;
  neck?: string;
}

/** Seated figure seen from behind (audience), ~60 units tall, base at (0,0). */
function seatedBack(x: number, y: number, s: number, st: SeatedStyle): string {
  const hair = st.hair ?? HAIR;
  let hat = "";
  if (st.head === "turban") hat = ellipse(0, -50, 12.5, 8, st.cloth);
  else if (st.head === "topi" || st.head === "cap") hat = path("M-11-48Q0-61 11-48Z", st.cloth);
  // A dupatta covers head and neck down to the shoulders.
  const headShape =
    st.head === "scarf"
      ? path("M-15-27Q-18-58 0-58Q18-58 15-27Z", st.cloth)
      : rect(-4, -36, 8, 6, st.neck ?? "#7a4f33") + circle(0, -44, 11, hair) + hat;
  return place(path("M-22 0L-22-14Q-22-30 0-31Q22-30 22-14L22 0Z", st.shirt) + headShape, x, y, s);
}

function randomSeated(rng: Rng): SeatedStyle {
  const head = pick(rng, ["turban", "turban", "topi", "hair", "hair", "scarf"] as const);
  return {
    shirt: pick(rng, SHIRTS),
    head,
    cloth: head === "scarf" ? pick(rng, DUPATTAS) : "#f3efe6",
  };
}

// ---------------------------------------------------------------- product packs

export type PackKind = "bottle" | "jerrycan" | "bag" | "box";

export interface ProductPackOptions {
  seed: number;
  accent: string;
  pack: PackKind;
}

const PACK_BACKDROPS = ["#f4f1e6", "#eaf4ea", "#eef3f7", "#f7efe3", "#f1f5e4", "#f3eef3"];
/** Pakistani pesticide labels carry a coloured toxicity band; green/blue/yellow ones look calm. */
const TOX_BANDS = ["#2e9e4f", "#1f6fb5", "#f2c12e"];

/** A label made only of shapes: brand band, emblem, "text" bars, pictograms, toxicity band. */
function packLabel(rng: Rng, x: number, y: number, w: number, h: number, accent: string): string {
  const dark = shade(accent, 0.38);
  const pad = w * 0.07;
  const bandH = h * 0.2;
  const bar = (bx: number, by: number, bw: number, bh: number, fill: string) =>
    rect(bx, by, bw, bh, fill, { rx: bh / 2 });
  const parts = [
    rect(x, y, w, h, "#fbf8f0", { rx: 16 }),
    rect(x + pad, y + pad, w - 2 * pad, bandH, dark, { rx: 10 }),
    bar(
      x + 2 * pad,
      y + pad + bandH * 0.24,
      (w - 4 * pad) * between(rng, 0.55, 0.85),
      bandH * 0.22,
      "#ffffff",
    ),
    bar(
      x + 2 * pad,
      y + pad + bandH * 0.6,
      (w - 4 * pad) * between(rng, 0.3, 0.5),
      bandH * 0.14,
      tint(accent, 0.5),
    ),
  ];
  const er = w * 0.15;
  const ecx = x + pad + er;
  const ecy = y + pad * 2 + bandH + er;
  parts.push(sproutEmblem(ecx, ecy, er, tint(accent, 0.82), "#4f9a3c", "#6cb24f"));
  const tx = ecx + er + pad;
  const maxW = x + w - pad - tx;
  for (let i = 0; i < 3; i++) {
    parts.push(
      bar(tx, ecy - er * 0.6 + i * er * 0.55, maxW * between(rng, 0.5, 1), h * 0.035, "#c2bba9"),
    );
  }
  // Two full-width "instruction" lines and three grey pictogram tiles.
  const ly = ecy + er + pad * 0.9;
  parts.push(bar(x + pad, ly, (w - 2 * pad) * between(rng, 0.8, 1), h * 0.028, "#d6d0c0"));
  parts.push(
    bar(x + pad, ly + h * 0.06, (w - 2 * pad) * between(rng, 0.5, 0.75), h * 0.028, "#d6d0c0"),
  );
  const tile = (w - 2 * pad) / 6;
  for (let i = 0; i < 3; i++) {
    parts.push(rect(x + pad + i * tile * 1.3, ly + h * 0.12, tile, tile, "#e4ded0", { rx: 6 }));
  }
  const toxH = h * 0.1;
  parts.push(
    rect(x + pad, y + h - pad * 0.7 - toxH, w - 2 * pad, toxH, pick(rng, TOX_BANDS), { rx: 6 }),
  );
  return parts.join("");
}

function capColour(rng: Rng, accent: string): string {
  return pick(rng, ["#1f2a30", "#f4f4f0", shade(accent, 0.5), "#e0a526"]);
}

function bottlePack(rng: Rng, accent: string): string {
  const cap = capColour(rng, accent);
  const capRibs = [0, 1, 2, 3, 4, 5]
    .map((i) => rect(548 + i * 20, 184, 6, 44, "#ffffff", { opacity: 0.18 }))
    .join("");
  return [
    rect(552, 230, 96, 70, shade(accent, 0.2)),
    path(
      "M482 792Q440 792 440 750L440 384Q440 326 500 306L552 290L552 244L648 244L648 290L700 306Q760 326 760 384L760 750Q760 792 718 792Z",
      "url(#pk)",
    ),
    rect(535, 172, 130, 74, cap, { rx: 12 }),
    capRibs,
    rect(530, 236, 140, 16, shade(cap, 0.15), { rx: 6 }),
    rect(462, 360, 26, 390, "#ffffff", { rx: 13, opacity: 0.22 }),
    packLabel(rng, 470, 420, 260, 310, accent),
  ].join("");
}

function jerrycanPack(rng: Rng, accent: string): string {
  const cap = capColour(rng, accent);
  return [
    path(
      roundRectPath(560, 205, 205, 125, 46) + roundRectPath(594, 234, 138, 50, 25),
      shade(accent, 0.1),
      {
        "fill-rule": "evenodd",
      },
    ),
    rect(440, 258, 78, 56, shade(accent, 0.18)),
    rect(428, 216, 102, 50, cap, { rx: 10 }),
    rect(428, 252, 102, 10, shade(cap, 0.15)),
    rect(400, 300, 400, 492, "url(#pk)", { rx: 46 }),
    rect(428, 372, 344, 392, "#000000", { rx: 28, opacity: 0.07 }),
    rect(414, 334, 18, 420, "#ffffff", { rx: 9, opacity: 0.22 }),
    packLabel(rng, 455, 405, 290, 325, accent),
  ].join("");
}

function bagPack(rng: Rng, accent: string): string {
  // Crimped, stitched top seam of a woven fertiliser sack.
  let seam = "M384 228L816 228L816 268";
  const teeth = 18;
  for (let i = 1; i <= teeth; i++) {
    const x = 816 - (432 / teeth) * i;
    seam += d`L${x + 432 / teeth / 2} ${280}L${x} ${268}`;
  }
  seam += "Z";
  return [
    path("M392 262L808 262Q842 530 816 792Q600 818 384 792Q358 530 392 262Z", "url(#pk)"),
    path("M418 300Q438 540 416 776L446 780Q466 540 446 300Z", "#ffffff", { opacity: 0.13 }),
    path("M760 300Q790 540 772 782L800 780Q818 540 790 300Z", "#000000", { opacity: 0.08 }),
    path(seam, shade(accent, 0.18)),
    path("M394 250H806", "none", {
      stroke: tint(accent, 0.6),
      "stroke-width": 4,
      "stroke-dasharray": "12 9",
    }),
    rect(392, 726, 418, 14, tint(accent, 0.55), { opacity: 0.7 }),
    rect(392, 750, 418, 8, tint(accent, 0.55), { opacity: 0.7 }),
    packLabel(rng, 440, 330, 320, 370, accent),
  ].join("");
}

function boxPack(rng: Rng, accent: string): string {
  // The side face uses a skew matrix so its motifs follow the carton's perspective.
  const side = [
    sproutEmblem(65, 150, 40, tint(accent, 0.35), shade(accent, 0.3), shade(accent, 0.15)),
    rect(20, 230, 90, 12, tint(accent, 0.3), { rx: 6 }),
    rect(20, 254, 64, 12, tint(accent, 0.3), { rx: 6 }),
    path("M40 360L52 338L64 360M52 340V392M76 360L88 338L100 360M88 340V392", "none", {
      stroke: tint(accent, 0.45),
      "stroke-width": 6,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    }),
  ].join("");
  return [
    poly([370, 370, 730, 370, 730, 800, 370, 800], "url(#pk)"),
    poly([730, 370, 860, 310, 860, 740, 730, 800], shade(accent, 0.3)),
    poly([370, 370, 500, 310, 860, 310, 730, 370], tint(accent, 0.28)),
    poly([522, 370, 578, 370, 706, 310, 650, 310], "#e9dcc0", { opacity: 0.9 }),
    rect(522, 370, 56, 44, "#e9dcc0", { opacity: 0.9 }),
    group(side, { transform: "matrix(1 -0.4615 0 1 730 370)" }),
    packLabel(rng, 398, 432, 304, 335, accent),
  ].join("");
}

/** Pale field-and-leaf setting behind a pack; the seed moves sprigs, tint and dots. */
function packBackdrop(rng: Rng, bg: string, accent: string): string {
  const leafC = mix(bg, "#4f9a3c", 0.42);
  const leafDark = mix(bg, "#3a7a2c", 0.55);
  const parts = [
    circle(600 + between(rng, -90, 90), 440 + between(rng, -40, 40), 340, tint(bg, 0.55)),
    path(hillPath(rng, 1200, 770, 50, 900, 3), mix(bg, "#9cc77a", 0.35)),
    path(hillPath(rng, 1200, 830, 40, 900, 4), mix(bg, "#7fb35f", 0.45)),
  ];
  parts.push(
    sprig(
      rng,
      between(rng, 60, 170),
      905,
      between(rng, 170, 300),
      between(rng, 330, 520),
      leafC,
      leafDark,
    ),
  );
  parts.push(
    sprig(
      rng,
      between(rng, 1030, 1140),
      905,
      between(rng, 900, 1030),
      between(rng, 330, 520),
      leafC,
      leafDark,
    ),
  );
  for (let i = 0; i < 5; i++) {
    const x = rng() < 0.5 ? between(rng, 60, 320) : between(rng, 880, 1140);
    parts.push(
      group(
        place(
          leafShape(leafC),
          x,
          between(rng, 90, 330),
          between(rng, 0.35, 0.6),
          false,
          between(rng, -80, 80),
        ),
        {
          opacity: 0.55,
        },
      ),
    );
  }
  // A small dot grid in one upper corner: a quiet graphic accent.
  const dotX = rng() < 0.5 ? 80 : 980;
  const dotC = mix(bg, accent, 0.3);
  let dots = "";
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 5; c++) dots += circle(dotX + c * 28, 70 + r * 28, 4.5, dotC);
  parts.push(dots);
  return parts.join("");
}

/** A curved stem with alternating leaves along a quadratic curve. */
function sprig(
  rng: Rng,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  leaf: string,
  vein: string,
): string {
  const cx = (x0 + x1) / 2 + between(rng, -90, 90);
  const cy = (y0 + y1) / 2;
  const parts = [
    path(d`M${x0} ${y0}Q${cx} ${cy} ${x1} ${y1}`, "none", {
      stroke: vein,
      "stroke-width": 6,
      "stroke-linecap": "round",
    }),
  ];
  const count = 4 + Math.floor(rng() * 3);
  for (let i = 0; i < count; i++) {
    const t = 0.25 + (0.75 * i) / count;
    const px = (1 - t) ** 2 * x0 + 2 * (1 - t) * t * cx + t * t * x1;
    const py = (1 - t) ** 2 * y0 + 2 * (1 - t) * t * cy + t * t * y1;
    const tx = 2 * (1 - t) * (cx - x0) + 2 * t * (x1 - cx);
    const ty = 2 * (1 - t) * (cy - y0) + 2 * t * (y1 - cy);
    const angle = (Math.atan2(ty, tx) * 180) / Math.PI + 90 + (i % 2 ? 48 : -48);
    parts.push(
      place(leafShape(leaf, vein), px, py, between(rng, 0.7, 1) * (1.1 - t * 0.4), false, angle),
    );
  }
  parts.push(
    place(
      leafShape(leaf, vein),
      x1,
      y1,
      0.8,
      false,
      (Math.atan2(y1 - cy, x1 - cx) * 180) / Math.PI + 90,
    ),
  );
  return parts.join("");
}

/** A product pack in the accent colour on a pale leafy background, 1200x900. */
export function productPackSvg(options: ProductPackOptions): string {
  const accent = normalizeHex(options.accent, "#2e7d32");
  const rng = makeRng(options.seed, 0x5eed01);
  const bg = mix(pick(rng, PACK_BACKDROPS), accent, 0.06);
  // One horizontal gradient gives the pack its rounded, lit-from-the-left volume.
  const defs = linGrad(
    "pk",
    [
      [0, tint(accent, 0.2)],
      [0.55, accent],
      [1, shade(accent, 0.3)],
    ],
    "h",
  );
  const packs: Record<PackKind, (r: Rng, a: string) => string> = {
    bottle: bottlePack,
    jerrycan: jerrycanPack,
    bag: bagPack,
    box: boxPack,
  };
  const body = [
    rect(0, 0, 1200, 900, bg),
    packBackdrop(rng, bg, accent),
    ellipse(615, 800, 290, 24, "#000000", { opacity: 0.13 }),
    packs[options.pack](rng, accent),
  ].join("");
  return svgDoc(1200, 900, defs, body);
}

// ---------------------------------------------------------------- event scenes

interface Mood {
  skyTop: string;
  skyBottom: string;
  sun: string;
  /** Sun height as a fraction of the horizon height (1 = on the horizon). */
  sunY: number;
  cloud: string;
  far: string;
  mid: string;
  ground: string;
  crop: string;
  cropDark: string;
  /** Optional flat colour laid over the finished scene to unify the light. */
  wash?: readonly [colour: string, opacity: number];
}

/** Time-of-day palettes; consecutive seeds cycle through them so neighbours always differ. */
const MOODS: readonly Mood[] = [
  // Early morning: peach horizon, fresh greens.
  {
    skyTop: "#9fd0ee",
    skyBottom: "#fde6c4",
    sun: "#fff4cf",
    sunY: 0.72,
    cloud: "#ffffff",
    far: "#b4cca2",
    mid: "#8dbb72",
    ground: "#79ad5c",
    crop: "#6aa84f",
    cropDark: "#58913f",
  },
  // Bright noon: deep blue sky, saturated fields.
  {
    skyTop: "#3f97dc",
    skyBottom: "#c4e6f8",
    sun: "#fffbe8",
    sunY: 0.22,
    cloud: "#ffffff",
    far: "#93c28a",
    mid: "#6cad55",
    ground: "#5f9e45",
    crop: "#4f9a3c",
    cropDark: "#3f8230",
  },
  // Golden afternoon.
  {
    skyTop: "#ee9d5c",
    skyBottom: "#fde3a7",
    sun: "#fff2c2",
    sunY: 0.55,
    cloud: "#ffe9cc",
    far: "#c4aa7a",
    mid: "#a3a45c",
    ground: "#8f9c4a",
    crop: "#80963f",
    cropDark: "#6b7f33",
    wash: ["#ff9a3c", 0.08],
  },
  // Dusk: violet sky, deep greens.
  {
    skyTop: "#4d5490",
    skyBottom: "#f3a386",
    sun: "#ffd9a8",
    sunY: 0.86,
    cloud: "#f6c1b0",
    far: "#77728f",
    mid: "#4f7455",
    ground: "#466b48",
    crop: "#3f6a3f",
    cropDark: "#335a35",
    wash: ["#3b2d6b", 0.16],
  },
];

interface Scene {
  defs: string;
  body: string;
}

/** Sky gradient, sun, clouds, far and mid hills and flat ground up to `horizon` (1200x900). */
function outdoorBase(rng: Rng, mood: Mood, horizon: number, withSun = true): Scene {
  const w = 1200;
  const h = 900;
  const defs = linGrad("sky", [
    [0, mood.skyTop],
    [1, mood.skyBottom],
  ]);
  const sunX = between(rng, w * 0.15, w * 0.85);
  const parts = [rect(0, 0, w, horizon + 40, "url(#sky)")];
  if (withSun) parts.push(sun(sunX, horizon * mood.sunY, 46, mood.sun));
  const clouds = 2 + Math.floor(rng() * 3);
  for (let i = 0; i < clouds; i++) {
    parts.push(
      cloud(
        between(rng, 60, w - 60),
        between(rng, 60, horizon * 0.5),
        between(rng, 0.6, 1.2),
        mood.cloud,
        0.85,
      ),
    );
  }
  parts.push(path(hillPath(rng, w, horizon - 45, 50, horizon + 40, 4), mood.far));
  parts.push(path(hillPath(rng, w, horizon - 12, 24, horizon + 40, 6), mood.mid));
  parts.push(rect(0, horizon, w, h - horizon, mood.ground));
  return { defs, body: parts.join("") };
}

/** A row of trees along the horizon at random spots. */
function treeLine(rng: Rng, horizon: number, count: number, leaf: string, w = 1200): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const kind = pick(rng, ["round", "acacia", "poplar", "round"] as const);
    out += place(
      tree(kind, leaf, "#6b4a32"),
      between(rng, 20, w - 20),
      horizon + between(rng, 2, 10),
      between(rng, 0.45, 0.8),
    );
  }
  return out;
}

/** Crop rows converging on a vanishing point: the classic flat-illustration field. */
function perspectiveRows(
  vpx: number,
  topY: number,
  bottomY: number,
  count: number,
  colours: readonly [string, string],
  w = 1200,
  spread = 0.14,
): string {
  let out = "";
  const left = -w * 0.6;
  const step = (w * 2.2) / count;
  for (let i = 0; i < count; i++) {
    const b0 = left + i * step;
    const b1 = b0 + step;
    const t0 = vpx + (b0 - vpx) * spread;
    const t1 = vpx + (b1 - vpx) * spread;
    out += poly([b0, bottomY, b1, bottomY, t1, topY, t0, topY], colours[i % 2] ?? colours[0]);
  }
  return out;
}

/** Red tractor facing right, ~230 units long, wheels on y = 0. */
function tractorUnit(body: string): string {
  const dark = shade(body, 0.3);
  const tyre = "#2b2b2b";
  return [
    rect(172, -132, 7, 44, "#3a3a3a"),
    path("M26-95L36-182L108-182L112-95Z", "#cfe9f5", {
      stroke: dark,
      "stroke-width": 8,
      "stroke-linejoin": "round",
    }),
    rect(22, -192, 96, 12, dark, { rx: 4 }),
    path("M64-95V-180", "none", { stroke: dark, "stroke-width": 5 }),
    path("M60-50L60-96L198-96Q216-96 216-80L216-50Z", body),
    rect(208, -90, 8, 36, dark),
    circle(206, -100, 6, "#ffe9a8"),
    rect(60, -60, 156, 10, dark),
    path("M-6-48A56 56 0 0 1 106-48L92-48A42 42 0 0 0 8-48Z", dark),
    circle(50, -48, 48, tyre),
    circle(50, -48, 27, "#e8d9a0"),
    circle(50, -48, 9, dark),
    circle(186, -27, 27, tyre),
    circle(186, -27, 14, "#e8d9a0"),
    circle(186, -27, 5, dark),
  ].join("");
}

function farmVisitScene(rng: Rng, mood: Mood): Scene {
  const horizon = between(rng, 400, 480);
  const base = outdoorBase(rng, mood, horizon);
  const vpx = between(rng, 300, 900);
  const parts = [
    base.body,
    treeLine(rng, horizon, 5 + Math.floor(rng() * 4), shade(mood.mid, 0.1)),
    perspectiveRows(vpx, horizon + 14, 900, 18, [mood.crop, mood.cropDark]),
    // A dirt track along the field edge.
    poly(
      [
        vpx - 20,
        horizon + 14,
        vpx + 6,
        horizon + 14,
        520 + (vpx - 600) * 0.2,
        900,
        300 + (vpx - 600) * 0.2,
        900,
      ],
      "#c9a77a",
      { opacity: 0.85 },
    ),
  ];
  const tractorRight = rng() < 0.5;
  const ty = between(rng, horizon + 120, horizon + 220);
  // Nearer (lower) means bigger: a cheap perspective cue.
  const ts = 0.75 + ((ty - horizon) / (900 - horizon)) * 0.8;
  const tx = tractorRight ? between(rng, 760, 1180 - 230 * ts) : between(rng, 40 + 230 * ts, 420);
  parts.push(
    place(tractorUnit(pick(rng, ["#c8372d", "#c8372d", "#2f6db5"])), tx, ty, ts, !tractorRight),
  );
  // A field officer (company cap, pointing at the crop) and farmers facing him, on the side
  // away from the tractor. The officer stands at the inner end and points into the field.
  const n = 3 + Math.floor(rng() * 2);
  const spacing = 118;
  const inner = tractorRight ? between(rng, 480, 560) : between(rng, 640, 720);
  for (let i = n - 1; i >= 0; i--) {
    const x = tractorRight ? inner - i * spacing : inner + i * spacing;
    const officer = i === 0;
    const style = officer
      ? randomPerson(rng, {
          head: "cap",
          shirt: "#f3f0e7",
          pants: "#3d4a5a",
          capColour: "#2e7d32",
          arm: "point",
        })
      : randomPerson(rng);
    // Everyone faces the field the officer is pointing at.
    parts.push(
      person(
        x + between(rng, -8, 8),
        862 + between(rng, -10, 10),
        between(rng, 220, 250),
        style,
        !tractorRight,
      ),
    );
  }
  return { defs: base.defs, body: parts.join("") };
}

/** Striped canopy fringe: vertical stripes plus a scalloped lower edge. */
function scallopedBand(
  x: number,
  y: number,
  w: number,
  h: number,
  a: string,
  b: string,
  n: number,
): string {
  const sw = w / n;
  let stripes = "";
  // Scallops continue each stripe downwards; one path per colour keeps the markup small.
  let even = "";
  let odd = "";
  for (let i = 0; i < n; i++) {
    const seg = d`M${x + i * sw} ${y + h - 1}a${sw / 2} ${sw / 2.4} 0 0 0 ${sw} 0Z`;
    if (i % 2) {
      stripes += d`M${x + i * sw} ${y}h${sw}v${h}h${-sw}Z`;
      odd += seg;
    } else {
      even += seg;
    }
  }
  return rect(x, y, w, h, a) + path(stripes, b) + path(even, a) + path(odd, b);
}

const TENT_PALETTES: readonly (readonly [string, string, string])[] = [
  ["#b8322b", "#f3e7cf", "#7e1f1b"],
  ["#2e7d32", "#f3eedb", "#1d5220"],
  ["#d98c1f", "#fbf0d6", "#9a5f12"],
  ["#2f5d9e", "#eef2f7", "#1e3d6b"],
];

/** Chalk drawing on a green board: a plant and a bar chart instead of words. */
function chalkBoard(rng: Rng, bx: number, by: number): string {
  const chalk = "#e8efe6";
  const outline = path("M0 0C28-25 28-70 0-100C-28-70-28-25 0 0Z", "none", {
    stroke: chalk,
    "stroke-width": 5,
  });
  const parts = [
    path(
      d`M${bx + 40} ${by + 180}L${bx + 10} 680M${bx + 220} ${by + 180}L${bx + 250} 680M${bx + 130} ${by + 180}V650`,
      "none",
      {
        stroke: "#6b4a32",
        "stroke-width": 10,
        "stroke-linecap": "round",
      },
    ),
    rect(bx - 10, by - 10, 280, 210, "#8a5a34", { rx: 8 }),
    rect(bx, by, 260, 190, "#2f5d46"),
    path(d`M${bx + 60} ${by + 160}V${by + 70}M${bx + 30} ${by + 162}H${bx + 95}`, "none", {
      stroke: chalk,
      "stroke-width": 4,
    }),
    place(outline, bx + 60, by + 125, 0.5, false, -40),
    place(outline, bx + 60, by + 105, 0.5, false, 40),
    path(d`M${bx + 122} ${by + 30}V${by + 166}H${bx + 245}`, "none", {
      stroke: chalk,
      "stroke-width": 3,
      opacity: 0.7,
    }),
  ];
  for (let i = 0; i < 4; i++) {
    const hgt = between(rng, 30, 110) + i * 8;
    parts.push(
      rect(bx + 132 + i * 28, by + 164 - hgt, 18, hgt, i === 3 ? "#f2c12e" : chalk, {
        opacity: 0.85,
      }),
    );
  }
  return parts.join("");
}

function trainingScene(rng: Rng, mood: Mood): Scene {
  const horizon = 520;
  const base = outdoorBase(rng, mood, horizon);
  const [main, light, dark] = pick(rng, TENT_PALETTES);
  const parts = [base.body, treeLine(rng, horizon, 6, shade(mood.mid, 0.1))];
  // Shamiana shifted and sized by the seed so the open side shows more or less landscape.
  const tl = between(rng, -20, 220);
  const tw = between(rng, 880, 1000);
  const tr = Math.min(1220, tl + tw);
  const peak = (tl + tr) / 2 + between(rng, -60, 60);
  parts.push(poly([tl - 20, 190, peak, 70 + between(rng, -15, 15), tr + 20, 190], dark));
  parts.push(rect(tl + 40, 230, tr - tl - 80, 430, shade(main, 0.15)));
  // The qanat (tent wall) has a woven diamond band.
  let band = "";
  for (let x = tl + 40; x < tr - 80; x += 60) band += d`M${x + 30} 300l22 28l-22 28l-22-28Z`;
  parts.push(
    path(band, light, { opacity: 0.35 }),
    rect(tl + 40, 380, tr - tl - 80, 8, light, { opacity: 0.35 }),
  );
  parts.push(
    scallopedBand(tl - 20, 180, tr - tl + 40, 50, main, light, Math.round((tr - tl) / 40)),
  );
  parts.push(rect(tl, 230, 16, 470, "#8a6a4a"), rect(tr - 16, 230, 16, 470, "#8a6a4a"));
  // Dhurrie (striped floor rug).
  parts.push(rect(0, 640, 1200, 260, "#c98e4e"));
  for (let y = 668; y < 900; y += 56) parts.push(rect(0, y, 1200, 14, "#b0743a"));
  // Board on an easel, with the presenter on its open side.
  const boardLeft = rng() < 0.5;
  const bx = boardLeft ? tl + between(rng, 110, 200) : tr - between(rng, 390, 480);
  parts.push(chalkBoard(rng, bx, 300));
  const px = boardLeft ? bx + 330 : bx - 70;
  parts.push(
    person(
      px,
      650,
      230,
      randomPerson(rng, {
        head: "cap",
        shirt: "#f3f0e7",
        pants: "#3d4a5a",
        capColour: main,
        arm: "point",
      }),
      boardLeft,
    ),
  );
  // Audience in three rows, larger towards the viewer.
  const rows = [
    { y: 730, s: 1.7, n: 8 },
    { y: 810, s: 2.0, n: 7 },
    { y: 905, s: 2.4, n: 6 },
  ];
  for (const row of rows) {
    const gap = 1200 / row.n;
    const offset = between(rng, -gap * 0.3, gap * 0.3);
    for (let i = 0; i < row.n; i++) {
      if (rng() < 0.12) continue;
      parts.push(
        seatedBack(
          gap * (i + 0.5) + offset + between(rng, -12, 12),
          row.y,
          row.s,
          randomSeated(rng),
        ),
      );
    }
  }
  return { defs: base.defs, body: parts.join("") };
}

/** Tall curved "feather" banner on a pole. */
function featherBanner(
  x: number,
  groundY: number,
  h: number,
  fill: string,
  stripe: string,
): string {
  return (
    rect(x - 3, groundY - h - 10, 6, h + 10, "#5b5b5b") +
    path(
      d`M${x} ${groundY - h - 6}Q${x + 70} ${groundY - h + 10} ${x + 62} ${groundY - h * 0.4}L${x + 50} ${groundY - 40}L${x} ${groundY - 40}Z`,
      fill,
    ) +
    path(
      d`M${x} ${groundY - h * 0.55}L${x + 58} ${groundY - h * 0.5}L${x + 56} ${groundY - h * 0.42}L${x} ${groundY - h * 0.47}Z`,
      stripe,
    )
  );
}

const STALL_COLOURS = ["#2e7d32", "#c8372d", "#1f6fb5", "#e09a1f", "#7b3fa0", "#138a8a"];

function exhibitionScene(rng: Rng, mood: Mood): Scene {
  const horizon = between(rng, 430, 480);
  const base = outdoorBase(rng, mood, horizon);
  const parts = [base.body, treeLine(rng, horizon, 7, shade(mood.mid, 0.1))];
  parts.push(
    rect(0, horizon + 160, 1200, 900, "#d9c9a8"),
    rect(0, horizon + 160, 1200, 10, "#c4b28c"),
  );
  const count = 3 + Math.floor(rng() * 2);
  const gap = 36;
  const sw = (1200 - 80 - gap * (count - 1)) / count;
  const top = horizon - 150;
  const ground = horizon + 230;
  const start = Math.floor(rng() * STALL_COLOURS.length);
  for (let i = 0; i < count; i++) {
    const c = cycle(STALL_COLOURS, start + i);
    const x = 40 + i * (sw + gap);
    parts.push(
      rect(x, top + 60, sw, ground - top - 60, "#f6f1e6"),
      rect(x, top + 60, sw, 16, shade(c, 0.2), { opacity: 0.6 }),
      rect(x - 6, top, sw + 12, 60, shade(c, 0.15), { rx: 6 }),
      // Header board: emblem + two bars instead of a company name.
      sproutEmblem(x + 40, top + 30, 20, "#ffffff", c, tint(c, 0.3)),
      rect(x + 72, top + 18, sw * 0.5, 12, "#ffffff", { rx: 6 }),
      rect(x + 72, top + 36, sw * 0.3, 8, tint(c, 0.6), { rx: 4 }),
      scallopedBand(x - 10, top + 60, sw + 20, 46, c, "#ffffff", 8),
      rect(x + 4, top + 106, 10, ground - top - 106, shade(c, 0.3)),
      rect(x + sw - 14, top + 106, 10, ground - top - 106, shade(c, 0.3)),
    );
    // Back shelf with packs.
    for (let k = 0; k < 5; k++) {
      const px = x + 26 + k * ((sw - 52) / 5);
      const kind = (k + i) % 3;
      const pc = cycle(STALL_COLOURS, start + i + k + 1);
      if (kind === 0)
        parts.push(
          rect(px, top + 150, 26, 40, pc, { rx: 6 }),
          rect(px + 8, top + 140, 10, 12, "#333333"),
        );
      else if (kind === 1)
        parts.push(
          rect(px, top + 146, 34, 44, pc, { rx: 4 }),
          rect(px + 5, top + 158, 24, 18, "#fbf8f0", { rx: 3 }),
        );
      else
        parts.push(
          path(
            d`M${px} ${top + 190}L${px + 3} ${top + 150}L${px + 33} ${top + 150}L${px + 36} ${top + 190}Z`,
            pc,
          ),
        );
    }
    parts.push(rect(x + 20, top + 190, sw - 40, 8, "#9a7b55"));
    // Counter with an emblem and products on top.
    parts.push(
      rect(x + 10, ground - 110, sw - 20, 110, c),
      rect(x + 10, ground - 118, sw - 20, 12, shade(c, 0.3)),
      sproutEmblem(x + sw / 2, ground - 55, 30, "#ffffff", c, tint(c, 0.3)),
    );
  }
  // Bunting across the top.
  // Kept above the header boards: the lowest flag tip stays ~35 px clear.
  const sag = between(rng, 25, 45);
  const by = top - 110;
  parts.push(
    path(d`M0 ${by}Q600 ${by + sag * 2} 1200 ${by}`, "none", {
      stroke: "#6b6b6b",
      "stroke-width": 2,
    }),
  );
  for (let i = 0; i < 24; i++) {
    const t = (i + 0.5) / 24;
    const fx = t * 1200;
    const fy = by + 2 * (1 - t) * t * sag * 2;
    parts.push(poly([fx - 16, fy, fx + 16, fy, fx, fy + 30], cycle(STALL_COLOURS, i + start)));
  }
  // Feather banners at the ends and visitors walking in front.
  parts.push(
    featherBanner(
      between(rng, 10, 30),
      ground + 40,
      330,
      cycle(STALL_COLOURS, start + 1),
      "#ffffff",
    ),
  );
  parts.push(
    featherBanner(
      between(rng, 1100, 1130),
      ground + 40,
      300,
      cycle(STALL_COLOURS, start + 2),
      "#ffffff",
    ),
  );
  // One visitor per slot so figures never pile on top of each other.
  const visitors = 3 + Math.floor(rng() * 3);
  const slot = 1100 / visitors;
  for (let i = 0; i < visitors; i++) {
    if (rng() < 0.15) continue;
    const vx = 50 + slot * (i + 0.5) + between(rng, -slot * 0.25, slot * 0.25);
    parts.push(
      person(vx, between(rng, 820, 890), between(rng, 200, 250), randomPerson(rng), rng() < 0.5),
    );
  }
  return { defs: base.defs, body: parts.join("") };
}

/** One wheat ear: stalk, two-tone alternating grains and fine awns; ~110 units tall, foot at (0,0). */
function wheatEarUnit(stalk: string, grain: string): string {
  const dark = shade(grain, 0.16);
  let grains = "";
  let awns = "";
  for (let i = 0; i < 7; i++) {
    const y = -60 - i * 6.5;
    const r = 3.8 - i * 0.25;
    grains += ellipse(-3.6, y, r, 6.5, i % 2 ? grain : dark, {
      transform: d`rotate(-22 ${-3.6} ${y})`,
    });
    grains += ellipse(3.6, y - 3, r, 6.5, i % 2 ? dark : grain, {
      transform: d`rotate(22 ${3.6} ${y - 3})`,
    });
    awns += d`M${-5} ${y - 5}l${-5 - i * 0.4} -24M${5} ${y - 8}l${5 + i * 0.4} -24`;
  }
  return (
    path("M0 0Q2-30 0-60", "none", { stroke: stalk, "stroke-width": 3 }) +
    path(awns, "none", { stroke: grain, "stroke-width": 1.2, opacity: 0.8 }) +
    grains +
    ellipse(0, -109, 3, 7, grain)
  );
}

/** A tied wheat sheaf, ~150 units tall, foot at (0,0). */
function sheafUnit(body: string, grain: string, tie: string): string {
  let heads = "";
  for (let i = -4; i <= 4; i++) {
    const fill = i % 2 ? grain : shade(grain, 0.1);
    heads += place(ellipse(0, -20, 7, 22, fill), i * 3, -100, 1, false, i * 11);
  }
  return (
    heads +
    path("M-30 0Q-20-36-10-62Q-28-92-26-108Q0-116 26-108Q28-92 10-62Q20-36 30 0Q0 5-30 0Z", body) +
    path("M-18 0L-7-60M-6 0L-2-60M6 0L2-60M18 0L7-60", "none", {
      stroke: shade(body, 0.2),
      "stroke-width": 2.5,
      opacity: 0.5,
    }) +
    rect(-13, -70, 26, 10, tie, { rx: 3 })
  );
}

function harvestScene(rng: Rng, mood: Mood): Scene {
  const horizon = between(rng, 420, 500);
  // Harvest stays golden whatever the mood: borrow its sky but warm the land.
  // Harvest draws its own big low sun, so the base scene skips its smaller one.
  const base = outdoorBase(rng, mood, horizon, false);
  const golds = ["#e8b84a", "#dba83c", "#cc9632", "#b9832a"];
  const parts = [base.body];
  parts.push(sun(between(rng, 200, 1000), horizon - between(rng, 60, 160), 70, "#ffe08a"));
  parts.push(treeLine(rng, horizon, 4, shade(mood.mid, 0.1)));
  let y = horizon;
  golds.forEach((g, i) => {
    parts.push(path(hillPath(rng, 1200, y + 10 + i * 10, 18, 900, 3), g));
    y += (900 - horizon) / 5;
  });
  // Stubble rows where the crop is already cut.
  parts.push(
    perspectiveRows(between(rng, 300, 900), horizon + 120, 900, 22, ["#d6a646", "#c89536"]).replace(
      /<polygon/g,
      '<polygon opacity="0.55"',
    ),
  );
  // Sheaves standing in a loose diagonal, larger when nearer.
  const n = 3 + Math.floor(rng() * 4);
  const leftToRight = rng() < 0.5;
  for (let i = 0; i < n; i++) {
    const t = i / Math.max(1, n - 1);
    const sy = horizon + 90 + t * 280 + between(rng, -15, 15);
    const sx = leftToRight
      ? 120 + t * 700 + between(rng, -40, 40)
      : 1080 - t * 700 + between(rng, -40, 40);
    const s = 0.6 + ((sy - horizon) / (900 - horizon)) * 1.1;
    parts.push(ellipse(sx + 10 * s, sy, 34 * s, 6 * s, "#000000", { opacity: 0.12 }));
    parts.push(place(sheafUnit("#d9a641", "#f0c862", "#8a5a2b"), sx, sy, s * 0.9));
  }
  // A farmer with a sickle, facing the sheaves, and tall ears in the foreground.
  const fx = leftToRight ? between(rng, 900, 1080) : between(rng, 120, 300);
  parts.push(person(fx, 840, 240, randomPerson(rng, { tool: "sickle" }), leftToRight));
  for (let i = 0; i < 16; i++) {
    const ex = between(rng, -20, 1220);
    parts.push(
      place(
        wheatEarUnit("#c48f30", "#e6b44a"),
        ex,
        900 + between(rng, 0, 30),
        between(rng, 1.3, 1.9),
        false,
        between(rng, -12, 12),
      ),
    );
  }
  parts.push(birds(rng, 4, between(rng, 300, 900), horizon * 0.3, 120, shade(mood.skyTop, 0.45)));
  return { defs: base.defs, body: parts.join("") };
}

const STAGE_PALETTES: readonly { curtain: string; wall: string; floor: string; glow: string }[] = [
  { curtain: "#a3202a", wall: "#3a1230", floor: "#6b3b24", glow: "#ffd36e" },
  { curtain: "#1f4fa3", wall: "#101c3d", floor: "#3c3f55", glow: "#bfe3ff" },
  { curtain: "#1f7a3a", wall: "#0f2a1c", floor: "#4a3a26", glow: "#ffe08a" },
  { curtain: "#6d2d8f", wall: "#22123a", floor: "#4a2c3c", glow: "#ffc2e2" },
];

const CONFETTI = ["#ffd23f", "#ff6b6b", "#4dd4ac", "#5aa9ff", "#ffffff", "#ff9f1c", "#c77dff"];

function giftBox(x: number, y: number, w: number, h: number, fill: string, ribbon: string): string {
  return (
    rect(x, y - h, w, h, fill) +
    rect(x - 4, y - h - 12, w + 8, 16, shade(fill, 0.15)) +
    rect(x + w / 2 - 7, y - h - 12, 14, h + 12, ribbon) +
    ellipse(x + w / 2 - 14, y - h - 20, 15, 9, ribbon, {
      transform: d`rotate(-25 ${x + w / 2 - 14} ${y - h - 20})`,
    }) +
    ellipse(x + w / 2 + 14, y - h - 20, 15, 9, ribbon, {
      transform: d`rotate(25 ${x + w / 2 + 14} ${y - h - 20})`,
    })
  );
}

/** Gathered curtain with fold stripes, hanging from the top at one side. */
function curtain(left: boolean, colour: string, width: number, tieY: number): string {
  const fold = shade(colour, 0.25);
  const x0 = left ? 0 : 1200;
  const dir = left ? 1 : -1;
  const outer = d`M${x0} 0L${x0 + dir * width} 0Q${x0 + dir * width * 0.5} ${tieY * 0.7} ${x0 + dir * width * 0.35} ${tieY}Q${
    x0 + dir * width * 0.6
  } ${tieY + 160} ${x0 + dir * width * 0.8} 640L${x0} 640Z`;
  let folds = "";
  for (let i = 1; i < 4; i++) {
    const fx = x0 + dir * width * (i / 4);
    folds += d`M${fx} 0Q${x0 + dir * width * (i / 4) * 0.45} ${tieY * 0.7} ${x0 + dir * width * 0.3 * (i / 4)} ${tieY}`;
    folds += d`M${x0 + dir * width * 0.3 * (i / 4)} ${tieY}Q${x0 + dir * width * 0.55 * (i / 4)} ${tieY + 160} ${x0 + dir * width * 0.8 * (i / 4)} 640`;
  }
  return (
    path(outer, colour) +
    path(folds, "none", { stroke: fold, "stroke-width": 10, "stroke-linecap": "round" }) +
    ellipse(x0 + dir * width * 0.33, tieY, 16, 10, "#e2b548")
  );
}

function luckyDrawScene(rng: Rng, seed: number): Scene {
  const pal = cycle(STAGE_PALETTES, seed);
  const defs = linGrad("wall", [
    [0, shade(pal.wall, 0.3)],
    [1, tint(pal.wall, 0.12)],
  ]);
  const parts = [rect(0, 0, 1200, 900, "url(#wall)")];
  // Big backdrop screen with a starburst centred on the raffle drum.
  const tx = between(rng, 420, 680);
  const cx = tx;
  const cy = 400;
  parts.push(
    rect(200, 110, 800, 440, shade(pal.wall, 0.2), { rx: 18 }),
    rect(215, 125, 770, 410, tint(pal.wall, 0.2), { rx: 12 }),
  );
  let rays = "";
  const rayCount = 14;
  for (let i = 0; i < rayCount; i++) {
    const a0 = (i / rayCount) * Math.PI * 2;
    const a1 = a0 + Math.PI / rayCount;
    rays += d`M${cx} ${cy}L${cx + Math.cos(a0) * 700} ${cy + Math.sin(a0) * 700}L${cx + Math.cos(a1) * 700} ${cy + Math.sin(a1) * 700}Z`;
  }
  parts.push(
    group(path(rays, pal.glow, { opacity: 0.16 }), { "clip-path": "url(#screen)" }),
    circle(cx, cy, 110, pal.glow, { opacity: 0.25 }),
    circle(cx, cy, 70, pal.glow, { opacity: 0.5 }),
  );
  const clip = el("clipPath", { id: "screen" }, rect(215, 125, 770, 410, "#000000", { rx: 12 }));
  // Stage.
  parts.push(
    rect(0, 600, 1200, 60, pal.floor),
    rect(0, 660, 1200, 90, shade(pal.floor, 0.35)),
    rect(0, 600, 1200, 6, tint(pal.floor, 0.3)),
  );
  // Spotlight beams from the top.
  const beams = 2 + Math.floor(rng() * 2);
  for (let i = 0; i < beams; i++) {
    const bx = between(rng, 250, 950);
    const tx = between(rng, 100, 1100);
    parts.push(
      poly([tx - 12, 0, tx + 12, 0, bx + 110, 640, bx - 110, 640], "#ffffff", { opacity: 0.07 }),
    );
    parts.push(ellipse(bx, 630, 120, 18, "#ffffff", { opacity: 0.12 }));
  }
  // Table with a raffle drum.
  parts.push(
    rect(tx - 110, 520, 220, 90, "#f3efe6"),
    rect(tx - 120, 510, 240, 14, "#e2dccd"),
    rect(tx - 110, 556, 220, 10, pal.curtain),
  );
  parts.push(
    path(d`M${tx - 60} 510L${tx - 40} 440M${tx + 60} 510L${tx + 40} 440`, "none", {
      stroke: "#c9a44a",
      "stroke-width": 8,
    }),
  );
  parts.push(
    circle(tx, 410, 70, "#dff3ff", { opacity: 0.55, stroke: "#e2b548", "stroke-width": 8 }),
  );
  for (let i = 0; i < 9; i++) {
    const a = between(rng, 0, Math.PI * 2);
    const r = between(rng, 10, 55);
    parts.push(
      rect(
        tx + Math.cos(a) * r - 8,
        410 + Math.sin(a) * r * 0.6 + 10,
        16,
        10,
        pick(rng, ["#ffd23f", "#ff6b6b", "#ffffff", "#5aa9ff"]),
        {
          transform: d`rotate(${between(rng, -40, 40)} ${tx} 410)`,
        },
      ),
    );
  }
  parts.push(
    path(d`M${tx} 410L${tx + 95} 380L${tx + 95} 350`, "none", {
      stroke: "#e2b548",
      "stroke-width": 8,
      "stroke-linecap": "round",
    }),
    circle(tx, 410, 10, "#e2b548"),
  );
  // Stacks of gift boxes on both sides of the table.
  const giftColours = ["#e63946", "#ffb703", "#2a9d8f", "#4361ee", "#f72585", "#ffffff"];
  for (const side of [-1, 1]) {
    let gx = tx + side * between(rng, 170, 200) - (side < 0 ? 140 : 0);
    const stacks = 2 + Math.floor(rng() * 2);
    for (let s = 0; s < stacks; s++) {
      let gy = 610;
      const levels = 1 + Math.floor(rng() * 3);
      let w = between(rng, 80, 110);
      for (let l = 0; l < levels; l++) {
        const h = between(rng, 55, 85);
        const fill = pick(rng, giftColours);
        parts.push(
          giftBox(gx + (110 - w) / 2, gy, w, h, fill, fill === "#ffffff" ? "#e63946" : "#ffffff"),
        );
        gy -= h + 14;
        w *= 0.78;
      }
      gx += side * 120;
    }
  }
  // Curtains and a scalloped valance frame the stage.
  const cw = between(rng, 170, 240);
  parts.push(
    curtain(true, pal.curtain, cw, between(rng, 330, 420)),
    curtain(false, pal.curtain, cw, between(rng, 330, 420)),
  );
  parts.push(scallopedBand(0, 0, 1200, 56, pal.curtain, shade(pal.curtain, 0.2), 20));
  // Confetti.
  for (let i = 0; i < 70; i++) {
    const x = between(rng, 0, 1200);
    const y = between(rng, 60, 600);
    const fill = pick(rng, CONFETTI);
    parts.push(
      rng() < 0.3
        ? circle(x, y, between(rng, 4, 7), fill)
        : rect(x, y, between(rng, 8, 14), between(rng, 14, 22), fill, {
            transform: d`rotate(${between(rng, 0, 180)} ${x} ${y})`,
          }),
    );
  }
  // Audience silhouettes in the dark foreground.
  const audience = shade(pal.wall, 0.45);
  for (let row = 0; row < 2; row++) {
    const n = 8 - row;
    const gap = 1200 / n;
    for (let i = 0; i < n; i++) {
      const x = gap * (i + 0.5) + between(rng, -20, 20) + (row ? gap / 2 - gap / 2 : gap / 4);
      const head = pick(rng, ["hair", "turban", "topi", "scarf"] as const);
      // Slightly lighter headwear keeps the silhouettes readable against the dark hall.
      parts.push(
        seatedBack(x, 860 + row * 60, 2.4 + row * 0.5, {
          shirt: audience,
          head,
          cloth: tint(audience, 0.18),
          hair: audience,
          neck: audience,
        }),
      );
    }
  }
  parts.push(rect(0, 760, 1200, 140, "#000000", { opacity: 0.25 }));
  return { defs: defs + clip, body: parts.join("") };
}

/** Small soil sample sack gathered and tied at the neck, ~62 units tall, foot at (0,0). */
function sampleBag(fill: string): string {
  return (
    path("M-25 0Q-30-26-19-42L-7-50L-15-62L0-55L15-62L7-50L19-42Q30-26 25 0Q0 4-25 0Z", fill) +
    path("M-12-38Q0-30 12-38", "none", { stroke: shade(fill, 0.2), "stroke-width": 2.5 }) +
    rect(-9, -52, 18, 5, "#8a5a2b", { rx: 2 }) +
    rect(-10, -22, 20, 10, shade(fill, 0.18), { rx: 2 })
  );
}

function soilCampScene(rng: Rng, mood: Mood): Scene {
  const horizon = between(rng, 440, 500);
  const base = outdoorBase(rng, mood, horizon);
  const [main, light, dark] = pick(rng, TENT_PALETTES);
  const parts = [
    base.body,
    treeLine(rng, horizon, 6, shade(mood.mid, 0.1)),
    perspectiveRows(between(rng, 200, 1000), horizon + 10, 900, 20, [mood.crop, mood.cropDark]),
    rect(0, horizon + 200, 1200, 900, "#c9a77a"),
    path(hillPath(rng, 1200, horizon + 200, 14, 900, 6), "#c9a77a"),
  ];
  // Canopy (gazebo) with a striped valance; the seed shifts it, and the queue takes the wider side.
  const cx = between(rng, 430, 770);
  const queueRight = cx < 600;
  const left = cx - 330;
  const right = cx + 330;
  parts.push(
    poly([left - 20, 250, cx, 130, right + 20, 250], dark),
    poly([left - 20, 250, cx, 150, right + 20, 250], main),
    scallopedBand(left - 20, 250, right - left + 40, 40, main, light, 16),
    rect(left, 290, 12, 500, "#7a7a7a"),
    rect(right - 12, 290, 12, 500, "#7a7a7a"),
    ellipse(cx, 790, 380, 22, "#000000", { opacity: 0.1 }),
  );
  // Technician standing behind the table (farther back, so the upper body shows above it).
  const techX = cx + (queueRight ? 1 : -1) * between(rng, 90, 150);
  parts.push(
    person(
      techX,
      712,
      270,
      randomPerson(rng, { head: "cap", capColour: main, shirt: "#f3f0e7" }),
      !queueRight,
    ),
  );
  // Table with cloth, sample bags, a tube rack and a clipboard.
  const tl = cx - 240;
  parts.push(
    rect(tl, 600, 480, 16, "#e9e4d8"),
    rect(tl + 10, 616, 460, 110, light),
    rect(tl + 10, 616, 460, 20, main),
  );
  parts.push(rect(tl + 30, 726, 10, 64, "#6b6b6b"), rect(tl + 440, 726, 10, 64, "#6b6b6b"));
  const bagColours = ["#efe6d2", "#d9b98a", "#f5f3ee"];
  const rackX = queueRight ? tl + 30 : tl + 330;
  const bagsX = queueRight ? tl + 210 : tl + 50;
  const bags = 2 + Math.floor(rng() * 3);
  for (let i = 0; i < bags; i++)
    parts.push(place(sampleBag(pick(rng, bagColours)), bagsX + i * 58, 601, 1.05));
  parts.push(rect(rackX, 560, 120, 40, "#b98a5a"), rect(rackX, 572, 120, 8, "#8a6440"));
  // Colours of a soil-test kit: pH, nitrogen, phosphorus, potash.
  ["#6cbf4f", "#e8953a", "#8e5bc2", "#3a8fd6"].forEach((c, i) => {
    const x = rackX + 14 + i * 26;
    parts.push(
      rect(x, 520, 14, 74, "#e8f4f8", { rx: 7, opacity: 0.9 }),
      rect(x, 556, 14, 38, c, { rx: 7 }),
    );
  });
  const clipX = queueRight ? tl + 160 : tl + 270;
  parts.push(
    rect(clipX, 572, 44, 28, "#f7f7f2", { rx: 3 }),
    rect(clipX + 7, 578, 28, 4, "#9aa3a8"),
    rect(clipX + 7, 586, 20, 4, "#9aa3a8"),
  );
  // Farmers queuing with samples on the open side; a soil heap and an auger on the other.
  const queue = 2 + Math.floor(rng() * 2);
  for (let i = 0; i < queue; i++) {
    const qx = queueRight ? cx + 300 + i * 120 : cx - 300 - i * 120;
    parts.push(
      person(
        qx,
        872 - i * 6,
        between(rng, 220, 245),
        randomPerson(rng, { tool: "bag" }),
        queueRight,
      ),
    );
  }
  const heapX = queueRight ? Math.max(100, left - 30) : Math.min(1100, right + 30);
  parts.push(
    path(d`M${heapX - 80} 810Q${heapX} 730 ${heapX + 80} 810Z`, "#8a5a35"),
    path(d`M${heapX + 10} 800L${heapX + 30} 690M${heapX + 10} 692H${heapX + 50}`, "none", {
      stroke: "#5a5a5a",
      "stroke-width": 7,
      "stroke-linecap": "round",
    }),
  );
  const groundX = queueRight ? cx - 200 : cx + 40;
  for (let i = 0; i < 3; i++)
    parts.push(place(sampleBag(pick(rng, bagColours)), groundX + i * 62, 855 + (i % 2) * 8, 1.1));
  return { defs: base.defs, body: parts.join("") };
}

export interface EventSceneOptions {
  eventType: EventType;
  seed: number;
}

/** A flat-style scene for a gallery event type, 1200x900; the seed changes mood and layout. */
export function eventSceneSvg(options: EventSceneOptions): string {
  const { eventType, seed } = options;
  const rng = makeRng(seed, 0xe7e47);
  const mood = cycle(MOODS, seed);
  let scene: Scene;
  switch (eventType) {
    case "farm_visit":
      scene = farmVisitScene(rng, mood);
      break;
    case "training":
      scene = trainingScene(rng, mood);
      break;
    case "exhibition":
      scene = exhibitionScene(rng, mood);
      break;
    case "harvest":
      scene = harvestScene(rng, mood);
      break;
    case "Lucky Draw":
      scene = luckyDrawScene(rng, seed);
      break;
    case "other":
      scene = soilCampScene(rng, mood);
      break;
  }
  const wash = eventType === "Lucky Draw" ? undefined : mood.wash;
  const washRect = wash ? rect(0, 0, 1200, 900, wash[0], { opacity: wash[1] }) : "";
  return svgDoc(1200, 900, scene.defs, scene.body + washRect);
}

// ---------------------------------------------------------------- hero slides

const HW = 1600;
const HH = 900;

/** A tuft of young rice: three short blades from one point. */
function riceTufts(points: readonly (readonly [number, number, number])[], colour: string): string {
  let data = "";
  for (const [x, y, s] of points) {
    data += d`M${x} ${y}l${-5 * s} ${-14 * s}M${x} ${y}l0 ${-18 * s}M${x} ${y}l${5 * s} ${-14 * s}`;
  }
  return path(data, "none", { stroke: colour, "stroke-width": 3, "stroke-linecap": "round" });
}

/** Palmate cotton leaf: three leaf blades fanned from one base. */
function cottonLeaf(fill: string): string {
  const vein = shade(fill, 0.22);
  return (
    place(leafShape(fill, vein), 0, 0, 0.75, false, -50) +
    place(leafShape(fill, vein), 0, 0, 0.75, false, 50) +
    leafShape(fill, vein)
  );
}

/** Open cotton boll: dark bract star with white lint puffs, ~60 units wide. */
function cottonBollUnit(): string {
  return (
    poly(
      [0, -34, 10, -12, 34, -12, 14, 4, 22, 28, 0, 14, -22, 28, -14, 4, -34, -12, -10, -12],
      "#6b4a2b",
    ) +
    circle(-12, -6, 16, "#e9e9e4") +
    circle(12, -6, 16, "#e9e9e4") +
    circle(0, 10, 17, "#e9e9e4") +
    circle(-10, -10, 13, "#ffffff") +
    circle(10, -10, 13, "#ffffff") +
    circle(0, 6, 13, "#ffffff")
  );
}

function heroCotton(rng: Rng): Scene {
  const horizon = 440;
  const vpx = 1180;
  const defs = linGrad("sky", [
    [0, "#6aa6d6"],
    [1, "#e4efe6"],
  ]);
  const parts = [rect(0, 0, HW, horizon + 20, "url(#sky)")];
  parts.push(
    cloud(1050, 140, 1.3, "#ffffff", 0.9),
    cloud(1420, 230, 0.9, "#ffffff", 0.85),
    cloud(380, 170, 1.1, "#ffffff", 0.6),
  );
  parts.push(path(hillPath(rng, HW, horizon - 18, 26, horizon + 20, 16), "#3f6e40"));
  parts.push(rect(0, horizon, HW, HH - horizon, "#5d8f3d"));
  parts.push(perspectiveRows(vpx, horizon + 6, HH, 20, ["#4f8433", "#7a6a45"], HW, 0.08));
  // Bushes with open bolls along the green rows, only on the busy right side, sized by depth.
  const count = 20;
  const step = (HW * 2.2) / count;
  let bushes = "";
  let lit = "";
  let bolls = "";
  for (let i = 0; i < count; i += 2) {
    const b = -HW * 0.6 + (i + 0.5) * step;
    for (let k = 1; k <= 16; k++) {
      const t = (k / 16) ** 1.6;
      const x = vpx + (b - vpx) * (0.08 + 0.92 * t) + between(rng, -4, 4) * t;
      const y = horizon + 6 + (HH - horizon - 6) * t;
      if (x < 700 || x > HW + 60) continue;
      // A bush spans most of its row's width at that depth.
      const r = step * (0.08 + 0.92 * t) * 0.4;
      bushes += d`M${x - r} ${y}a${r} ${r * 0.75} 0 0 1 ${2 * r} 0Z`;
      lit += d`M${x - r * 0.6} ${y - r * 0.2}a${r * 0.5} ${r * 0.4} 0 0 1 ${r} 0Z`;
      for (let j = 0; j < 3; j++) {
        bolls += circle(
          x + between(rng, -0.6, 0.6) * r,
          y - between(rng, 0.2, 0.55) * r,
          1.5 + 7 * t,
          "#f7f7f2",
        );
      }
    }
  }
  parts.push(path(bushes, "#3c7a2c"), path(lit, "#5a9a40"), bolls);
  // Foreground branch with big open bolls and palmate cotton leaves on the right.
  parts.push(
    path(
      "M1640 880Q1450 760 1400 520M1470 700Q1520 620 1530 560M1420 610Q1340 640 1300 650",
      "none",
      {
        stroke: "#5b3f26",
        "stroke-width": 11,
        "stroke-linecap": "round",
      },
    ),
  );
  parts.push(
    place(cottonLeaf("#4f8a36"), 1480, 770, 1.5, false, -65),
    place(cottonLeaf("#5c9a40"), 1560, 820, 1.3, false, 35),
  );
  parts.push(place(cottonLeaf("#4a8232"), 1430, 640, 1, false, 55));
  parts.push(
    place(cottonBollUnit(), 1400, 505, 1.8),
    place(cottonBollUnit(), 1530, 548, 1.4),
    place(cottonBollUnit(), 1290, 650, 1.3),
  );
  parts.push(birds(rng, 3, 900, 120, 60, "#35506b"));
  return { defs, body: parts.join("") };
}

function heroWheat(rng: Rng): Scene {
  const horizon = 470;
  const defs = linGrad("sky", [
    [0, "#f0a25e"],
    [1, "#fde6ad"],
  ]);
  const parts = [rect(0, 0, HW, horizon + 30, "url(#sky)"), sun(1190, 300, 78, "#fff4c8")];
  parts.push(cloud(1400, 150, 1.1, "#ffe7c7", 0.8), cloud(420, 130, 1.2, "#ffe7c7", 0.5));
  parts.push(path(hillPath(rng, HW, horizon - 30, 30, horizon + 30, 5), "#c9a06a"));
  parts.push(
    place(tree("acacia", "#6f7a3a", "#4a3523"), 1380, horizon + 4, 1.3),
    place(tree("round", "#6f7a3a", "#4a3523"), 980, horizon + 6, 0.7),
  );
  const golds = ["#e7b648", "#dca93c", "#cf9933", "#c08a2b"];
  golds.forEach((g, i) => parts.push(path(hillPath(rng, HW, horizon + 10 + i * 95, 16, HH, 4), g)));
  // Foreground ears on the right, leaning with the wind.
  for (let i = 0; i < 16; i++) {
    const x = 940 + i * 44 + between(rng, -14, 14);
    parts.push(
      place(
        wheatEarUnit("#9a6a1f", "#f6cf6a"),
        x,
        HH + 30,
        between(rng, 2.4, 3.6),
        false,
        between(rng, -2, 14),
      ),
    );
  }
  parts.push(birds(rng, 5, 1000, 170, 110, "#7a4a2a"));
  return { defs, body: parts.join("") };
}

function heroRice(rng: Rng): Scene {
  const horizon = 400;
  const defs = linGrad("sky", [
    [0, "#97c9e0"],
    [1, "#f2eed8"],
  ]);
  const parts = [rect(0, 0, HW, horizon + 30, "url(#sky)")];
  parts.push(cloud(1200, 150, 1.2, "#ffffff", 0.85), cloud(600, 110, 0.9, "#ffffff", 0.5));
  parts.push(
    path(hillPath(rng, HW, horizon - 60, 70, horizon + 30, 4), "#8fb3a8"),
    path(hillPath(rng, HW, horizon - 15, 30, horizon + 30, 7), "#5f8f5c"),
  );
  parts.push(treeLine(rng, horizon, 9, "#4d7a45", HW));
  // Flooded paddies: bands of sky-coloured water separated by earthen bunds.
  const bands = [horizon, 470, 560, 680, 830, HH + 20];
  for (let i = 0; i + 1 < bands.length; i++) {
    const y0 = bands[i] ?? 0;
    const y1 = bands[i + 1] ?? HH;
    const tilt = (i % 2 ? 1 : -1) * 14;
    parts.push(
      path(d`M0 ${y0}L${HW} ${y0 + tilt}L${HW} ${y1}L0 ${y1}Z`, i % 2 ? "#a9cfc6" : "#b8d9cc"),
    );
    parts.push(
      path(d`M0 ${y0}L${HW} ${y0 + tilt}`, "none", {
        stroke: "#8a7a55",
        "stroke-width": 3 + i * 3,
      }),
    );
    // Reflection streaks.
    parts.push(
      rect(between(rng, 900, 1400), y0 + (y1 - y0) * 0.45, between(rng, 80, 180), 4, "#ffffff", {
        opacity: 0.5,
        rx: 2,
      }),
    );
    // Tufts in rows, more spacing nearer the viewer.
    // Tufts in rows, wider apart nearer the viewer; fainter on the left where text sits.
    const calm: [number, number, number][] = [];
    const busy: [number, number, number][] = [];
    const s = 0.6 + i * 0.45;
    for (let r = 0; r < 2; r++) {
      const ry = y0 + (y1 - y0) * (0.3 + r * 0.4);
      for (let x = 10 + (r % 2) * 20 * s; x < HW + 20; x += 46 * s) {
        (x < 760 ? calm : busy).push([x, ry + (x / HW) * tilt, s]);
      }
    }
    const green = i % 2 ? "#4e9a3a" : "#5aa844";
    parts.push(group(riceTufts(calm, green), { opacity: 0.5 }), riceTufts(busy, green));
  }
  // An egret standing in the water.
  const ex = 1260;
  const ey = 760;
  parts.push(
    path(d`M${ex} ${ey}l-6-50M${ex + 14} ${ey}l-2-50`, "none", {
      stroke: "#3d3d3d",
      "stroke-width": 3,
    }),
    ellipse(ex + 4, ey - 66, 30, 18, "#ffffff"),
    path(d`M${ex + 26} ${ey - 74}q18-20 8-48q8-6 14 0l22 6l-22 2q10 26-14 46Z`, "#ffffff"),
    circle(ex + 36, ey - 121, 2.5, "#333333"),
  );
  parts.push(
    person(1080, 560, 110, { shirt: "#f3f0e7", pants: "#e4e0d4", skin: "#a8704a", head: "turban" }),
  );
  return { defs, body: parts.join("") };
}

function heroOrchard(rng: Rng): Scene {
  const horizon = 430;
  const defs = linGrad("sky", [
    [0, "#7cbde4"],
    [1, "#e8f3dc"],
  ]);
  const parts = [rect(0, 0, HW, horizon + 30, "url(#sky)")];
  parts.push(cloud(1300, 120, 1.2, "#ffffff", 0.9), cloud(300, 160, 1, "#ffffff", 0.5));
  parts.push(path(hillPath(rng, HW, horizon - 20, 30, horizon + 30, 8), "#5d8f4c"));
  parts.push(rect(0, horizon, HW, HH - horizon, "#7fb45b"));
  const vpx = 1020;
  // Mown alley between two tree rows.
  parts.push(poly([vpx - 8, horizon, vpx + 8, horizon, 1450, HH, 950, HH], "#9cc872"));
  parts.push(poly([vpx - 4, horizon, vpx + 4, horizon, 1260, HH, 1140, HH], "#b3d68a"));
  const trees: string[] = [];
  // Draw far to near so nearer trees overlap.
  for (let k = 0; k < 9; k++) {
    const t = ((k + 1) / 9) ** 1.8;
    const y = horizon + (HH + 80 - horizon) * t;
    const s = 0.25 + t * 2.6;
    for (const side of [-1, 1]) {
      const x = vpx + side * (30 + t * 760);
      if (x < 560) continue;
      let fruit = "";
      const fruits = s > 0.9 ? 7 : 0;
      for (let f = 0; f < fruits; f++)
        fruit += circle(between(rng, -34, 34), between(rng, -100, -50), 5, "#f28c1c");
      trees.push(
        place(
          ellipse(0, 0, 44, 9, "#000000", { opacity: 0.15 }) +
            tree("round", "#3f8a38", "#6b4a32") +
            fruit,
          x,
          y,
          s,
        ),
      );
    }
  }
  parts.push(...trees);
  parts.push(birds(rng, 3, 800, 150, 60, "#35506b"));
  return { defs, body: parts.join("") };
}

function heroSunrise(rng: Rng): Scene {
  const horizon = 520;
  const defs = linGrad("sky", [
    [0, "#2e3b6e"],
    [0.55, "#d9776a"],
    [1, "#ffd49a"],
  ]);
  const sx = 1170;
  const parts = [rect(0, 0, HW, horizon + 30, "url(#sky)")];
  let rays = "";
  for (let i = 0; i < 9; i++) {
    const a = Math.PI + (i / 8) * Math.PI;
    rays += d`M${sx} ${horizon}L${sx + Math.cos(a - 0.05) * 1200} ${horizon + Math.sin(a - 0.05) * 1200}L${sx + Math.cos(a + 0.05) * 1200} ${horizon + Math.sin(a + 0.05) * 1200}Z`;
  }
  parts.push(path(rays, "#fff2c8", { opacity: 0.08 }), sun(sx, horizon - 10, 95, "#ffe8b0"));
  parts.push(
    rect(900, 250, 260, 6, "#ffd9b0", { opacity: 0.5, rx: 3 }),
    rect(1250, 300, 200, 6, "#ffd9b0", { opacity: 0.4, rx: 3 }),
  );
  parts.push(path(hillPath(rng, HW, horizon - 20, 30, horizon + 30, 6), "#6b4f6e"));
  parts.push(rect(0, horizon, HW, HH - horizon, "#3d5a3c"));
  parts.push(perspectiveRows(sx, horizon + 4, HH, 24, ["#35503a", "#4a6b44"], HW, 0.05));
  // Warm light catching the rows near the sun.
  parts.push(
    poly([sx - 40, horizon + 4, sx + 40, horizon + 4, sx + 380, HH, sx - 380, HH], "#ffcf8a", {
      opacity: 0.18,
    }),
  );
  parts.push(rect(0, horizon + 2, HW, 16, "#ffd9b0", { opacity: 0.25 }));
  for (const [x, s, kind] of [
    [960, 0.9, "acacia"],
    [1420, 1.2, "round"],
    [1500, 0.7, "poplar"],
    [760, 0.6, "poplar"],
  ] as const) {
    parts.push(place(tree(kind, "#2b3a2e", "#2b3a2e"), x, horizon + 6, s));
  }
  parts.push(birds(rng, 6, 1250, 300, 120, "#3a2f45"));
  return { defs, body: parts.join("") };
}

/**
 * Wide farm landscape for hero slide `index` (0..4, wraps), 1600x900. The left ~55% is darkened
 * by one gradient and holds little detail, so overlaid white text stays readable.
 */
export function heroSlideSvg(index: number): string {
  const i = (((Math.trunc(index) || 0) % 5) + 5) % 5;
  const rng = makeRng(i, 0x4e40);
  const slides = [heroCotton, heroWheat, heroRice, heroOrchard, heroSunrise];
  const scene = cycle(slides, i)(rng);
  // Eased stops so the darkening fades out without a visible edge around 60-70% width.
  const veil = linGrad(
    "veil",
    [
      [0, "#0c1a12", 0.62],
      [0.3, "#0c1a12", 0.52],
      [0.48, "#0c1a12", 0.3],
      [0.6, "#0c1a12", 0.12],
      [0.72, "#0c1a12", 0],
    ],
    "h",
  );
  return svgDoc(HW, HH, scene.defs + veil, scene.body + rect(0, 0, HW, HH, "url(#veil)"));
}

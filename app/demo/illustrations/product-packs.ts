/** Product pack shots for the demo catalogue: a bottle, jerrycan, bag or box on a backdrop. */
import {
  between,
  circle,
  d,
  ellipse,
  group,
  linGrad,
  makeRng,
  mix,
  normalizeHex,
  path,
  pick,
  place,
  poly,
  rect,
  type Rng,
  roundRectPath,
  shade,
  svgDoc,
  tint,
} from "./svg";
import { hillPath, leafShape, sproutEmblem } from "./motifs";

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

/** The home page hero slides: wide field scenes of Pakistan's main crops. */
import {
  between,
  circle,
  cycle,
  d,
  ellipse,
  group,
  linGrad,
  makeRng,
  path,
  place,
  poly,
  rect,
  type Rng,
  shade,
  svgDoc,
} from "./svg";
import { birds, cloud, hillPath, leafShape, person, sun, tree } from "./motifs";
import { perspectiveRows, type Scene, treeLine, wheatEarUnit } from "./event-scenes";

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

/** Scenes for the demo gallery events, one kind per event type. */
import type { EventType } from "~/gallery/event-types";
import {
  between,
  circle,
  cycle,
  d,
  el,
  ellipse,
  group,
  linGrad,
  makeRng,
  path,
  pick,
  place,
  poly,
  rect,
  type Rng,
  shade,
  svgDoc,
  tint,
} from "./svg";
import {
  birds,
  cloud,
  hillPath,
  person,
  randomPerson,
  randomSeated,
  seatedBack,
  sproutEmblem,
  sun,
  tree,
  sampleBag,
} from "./motifs";

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

export interface Scene {
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
export function treeLine(rng: Rng, horizon: number, count: number, leaf: string, w = 1200): string {
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
export function perspectiveRows(
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
export function wheatEarUnit(stalk: string, grain: string): string {
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

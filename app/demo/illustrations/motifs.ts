/** Motifs shared by the demo illustrations: leaves, hills, sky, trees and people. */
import {
  between,
  circle,
  d,
  ellipse,
  group,
  path,
  pick,
  place,
  rect,
  type Rng,
  shade,
} from "./svg";

// ---------------------------------------------------------------- shared motifs

/** Unit leaf: base at (0,0), tip at (0,-100). */
export function leafShape(fill: string, vein?: string): string {
  const blade = path("M0 0C28-25 28-70 0-100C-28-70-28-25 0 0Z", fill);
  return vein ? blade + path("M0-6V-90", "none", { stroke: vein, "stroke-width": 3 }) : blade;
}

/** Round badge with a two-leaf sprout: the stand-in for a logo everywhere. */
export function sproutEmblem(
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
export function hillPath(
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

export function cloud(x: number, y: number, s: number, fill: string, opacity = 0.9): string {
  const puffs =
    ellipse(0, 0, 70, 16, fill) +
    circle(-32, -10, 26, fill) +
    circle(4, -24, 34, fill) +
    circle(40, -8, 22, fill);
  return group(place(puffs, x, y, s), { opacity });
}

export function sun(cx: number, cy: number, r: number, fill: string): string {
  // Two soft halos instead of a blur filter: cheaper to render and to compress.
  return (
    circle(cx, cy, r * 1.9, fill, { opacity: 0.14 }) +
    circle(cx, cy, r * 1.4, fill, { opacity: 0.22 }) +
    circle(cx, cy, r, fill)
  );
}

export function birds(
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
export function tree(kind: TreeKind, leaf: string, trunk: string): string {
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

export function randomPerson(rng: Rng, overrides: Partial<PersonStyle> = {}): PersonStyle {
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

export function person(
  x: number,
  groundY: number,
  height: number,
  p: PersonStyle,
  flip = false,
): string {
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
export function seatedBack(x: number, y: number, s: number, st: SeatedStyle): string {
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

export function randomSeated(rng: Rng): SeatedStyle {
  const head = pick(rng, ["turban", "turban", "topi", "hair", "hair", "scarf"] as const);
  return {
    shirt: pick(rng, SHIRTS),
    head,
    cloth: head === "scarf" ? pick(rng, DUPATTAS) : "#f3efe6",
  };
}

// ---------------------------------------------------------------- product packs

/** Small soil sample sack gathered and tied at the neck, ~62 units tall, foot at (0,0). */
export function sampleBag(fill: string): string {
  return (
    path("M-25 0Q-30-26-19-42L-7-50L-15-62L0-55L15-62L7-50L19-42Q30-26 25 0Q0 4-25 0Z", fill) +
    path("M-12-38Q0-30 12-38", "none", { stroke: shade(fill, 0.2), "stroke-width": 2.5 }) +
    rect(-9, -52, 18, 5, "#8a5a2b", { rx: 2 }) +
    rect(-10, -22, 20, 10, shade(fill, 0.18), { rx: 2 })
  );
}

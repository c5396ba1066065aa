/*
 * The order of an event's images, the first being its cover (the public gallery's card and
 * the first photo of its grid). One rule for the admin form, its no-JavaScript steps and the
 * API: an order names saved images by key; a key the event does not have is refused; a saved
 * image the order leaves out keeps its place after the ones it names, in their saved order;
 * a key named twice counts once, where it is first named. No server-only imports: the form
 * moves images in the browser with the same functions.
 */

/** The form's field holding the saved images' keys in order (one field per image). */
export const IMAGE_ORDER_FIELD = "imageOrder";

/** The submit buttons of the form that move an image without saving (no JavaScript). */
export const MOVE_IMAGE_FIELD = "moveImage";

export const IMAGE_MOVES = ["up", "down", "cover"] as const;
export type ImageMoveKind = (typeof IMAGE_MOVES)[number];

export interface ImageMove {
  kind: ImageMoveKind;
  key: string;
}

/** A move button's value, "up:{key}", "down:{key}" or "cover:{key}". */
export function imageMoveValue({ kind, key }: ImageMove): string {
  return `${kind}:${key}`;
}

export function parseImageMove(value: unknown): ImageMove | null {
  if (typeof value !== "string") return null;
  const colon = value.indexOf(":");
  const kind = value.slice(0, colon);
  const key = value.slice(colon + 1);
  if (colon < 1 || key === "" || !(IMAGE_MOVES as readonly string[]).includes(kind)) return null;
  return { kind: kind as ImageMoveKind, key };
}

/**
 * The keys after a move: one place up or down, or to the front (the cover). A move of a key
 * not in the list, or past either end, leaves the list as it is.
 */
export function moveImageKey(keys: readonly string[], { kind, key }: ImageMove): string[] {
  const from = keys.indexOf(key);
  const to = kind === "up" ? from - 1 : kind === "down" ? from + 1 : 0;
  if (from < 0 || to < 0 || to >= keys.length || to === from) return [...keys];
  const moved = keys.filter((_, index) => index !== from);
  moved.splice(to, 0, key);
  return moved;
}

export type OrderedImages<T> = { ok: true; images: T[] } | { ok: false; unknown: string[] };

/**
 * The images in the order `order` names them by key (see the rule above); `unknown` lists the
 * named keys that are none of `images`, in the order named.
 */
export function orderImages<T extends { key: string }>(
  images: readonly T[],
  order: readonly string[],
): OrderedImages<T> {
  const byKey = new Map(images.map((image) => [image.key, image]));
  const unknown = [...new Set(order.filter((key) => !byKey.has(key)))];
  if (unknown.length > 0) return { ok: false, unknown };
  const named = [...new Set(order)].map((key) => byKey.get(key) as T);
  const rest = images.filter((image) => !named.includes(image));
  return { ok: true, images: [...named, ...rest] };
}

/** The message refusing an order that names images the event does not have. */
export function unknownImagesMessage(unknown: readonly string[]): string {
  const list = unknown.map((key) => `"${key}"`).join(", ");
  return unknown.length === 1
    ? `The image order names an image this gallery item does not have: ${list}.`
    : `The image order names images this gallery item does not have: ${list}.`;
}

/**
 * A list of keys as one text, for a form shown back as typed (its values are texts): JSON, so
 * any value a post held comes back as it was.
 */
export function keyListText(keys: readonly string[]): string {
  return JSON.stringify(keys);
}

/** The keys of a keyListText; an empty list for anything else. */
export function keyListOf(text: string | undefined): string[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((key) => typeof key === "string") : [];
  } catch {
    return [];
  }
}

import { describe, expect, it } from "vitest";
import {
  imageMoveValue,
  keyListOf,
  keyListText,
  moveImageKey,
  orderImages,
  parseImageMove,
  unknownImagesMessage,
} from "./image-order";

const image = (key: string) => ({ key, width: 960, height: 720 });
const keys = (images: readonly { key: string }[]) => images.map((one) => one.key);

describe("moveImageKey", () => {
  const order = ["a", "b", "c", "d"];

  it("moves an image one place up or down", () => {
    expect(moveImageKey(order, { kind: "up", key: "c" })).toEqual(["a", "c", "b", "d"]);
    expect(moveImageKey(order, { kind: "down", key: "b" })).toEqual(["a", "c", "b", "d"]);
  });

  it("makes an image the cover by moving it to the front, the others keeping their order", () => {
    expect(moveImageKey(order, { kind: "cover", key: "c" })).toEqual(["c", "a", "b", "d"]);
    expect(moveImageKey(order, { kind: "cover", key: "d" })).toEqual(["d", "a", "b", "c"]);
  });

  it("leaves the order as it is past either end, or for a key not in it", () => {
    expect(moveImageKey(order, { kind: "up", key: "a" })).toEqual(order);
    expect(moveImageKey(order, { kind: "down", key: "d" })).toEqual(order);
    expect(moveImageKey(order, { kind: "cover", key: "a" })).toEqual(order);
    expect(moveImageKey(order, { kind: "up", key: "z" })).toEqual(order);
  });

  it("never changes the list it is given", () => {
    const given = ["a", "b"];
    moveImageKey(given, { kind: "down", key: "a" });
    expect(given).toEqual(["a", "b"]);
  });
});

describe("the move buttons' values", () => {
  it("read back as the move they name", () => {
    const key = "gallery/0123456789abcdef01234567";
    for (const kind of ["up", "down", "cover"] as const) {
      expect(parseImageMove(imageMoveValue({ kind, key }))).toEqual({ kind, key });
    }
  });

  it("are refused when they name no move or no image", () => {
    for (const value of ["", "up", "up:", ":a", "left:a", "UP:a", 3, null, undefined]) {
      expect(parseImageMove(value), String(value)).toBeNull();
    }
  });
});

describe("orderImages", () => {
  const saved = ["a", "b", "c", "d"].map(image);

  it("puts the images in the order named", () => {
    const ordered = orderImages(saved, ["d", "c", "b", "a"]);
    expect(ordered.ok && keys(ordered.images)).toEqual(["d", "c", "b", "a"]);
  });

  it("keeps images left out after the named ones, in their saved order", () => {
    const ordered = orderImages(saved, ["c"]);
    expect(ordered.ok && keys(ordered.images)).toEqual(["c", "a", "b", "d"]);
    const none = orderImages(saved, []);
    expect(none.ok && keys(none.images)).toEqual(["a", "b", "c", "d"]);
  });

  it("counts a key named twice where it is first named", () => {
    const ordered = orderImages(saved, ["b", "d", "b", "a", "d"]);
    expect(ordered.ok && keys(ordered.images)).toEqual(["b", "d", "a", "c"]);
  });

  it("refuses keys of no saved image, naming each once", () => {
    expect(orderImages(saved, ["b", "x", "a", "y", "x"])).toEqual({
      ok: false,
      unknown: ["x", "y"],
    });
    expect(orderImages([], ["a"])).toEqual({ ok: false, unknown: ["a"] });
  });

  it("words the refusal for one image and for several", () => {
    expect(unknownImagesMessage(["x"])).toBe(
      'The image order names an image this gallery item does not have: "x".',
    );
    expect(unknownImagesMessage(["x", "y"])).toBe(
      'The image order names images this gallery item does not have: "x", "y".',
    );
  });
});

describe("key lists in a form's values", () => {
  it("come back as they were sent", () => {
    const sent = ["gallery/a", "with space", 'quote"d', ""];
    expect(keyListOf(keyListText(sent))).toEqual(sent);
  });

  it("are empty for anything that is not such a list", () => {
    for (const text of [undefined, "", "gallery/a", "{", '{"a":1}', "[1,2]", "null"]) {
      expect(keyListOf(text), String(text)).toEqual([]);
    }
    expect(keyListOf('["a", 2, "b"]')).toEqual(["a", "b"]);
  });
});

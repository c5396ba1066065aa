import { describe, expect, it } from "vitest";
import { pickRelatedProducts } from "./related";

interface Item {
  id: number;
  name: string;
}

const catalogue: Item[] = [
  { id: 10, name: "Acetamiprid" },
  { id: 20, name: "Bifenthrin" },
  { id: 30, name: "Chlorpyrifos" },
  { id: 40, name: "Deltamethrin" },
  { id: 50, name: "Emamectin" },
];

const ids = (items: readonly Item[]) => items.map((item) => item.id);

describe("pickRelatedProducts", () => {
  it("is limited to three", () => {
    expect(pickRelatedProducts(catalogue, 10)).toHaveLength(3);
  });

  it("starts with the products that follow the current one", () => {
    expect(ids(pickRelatedProducts(catalogue, 10))).toEqual([20, 30, 40]);
    expect(ids(pickRelatedProducts(catalogue, 20))).toEqual([30, 40, 50]);
  });

  it("wraps around to the start of the category", () => {
    expect(ids(pickRelatedProducts(catalogue, 30))).toEqual([40, 50, 10]);
    expect(ids(pickRelatedProducts(catalogue, 40))).toEqual([50, 10, 20]);
    expect(ids(pickRelatedProducts(catalogue, 50))).toEqual([10, 20, 30]);
  });

  it("returns all the others when the category has fewer", () => {
    const three = catalogue.slice(0, 3);
    expect(ids(pickRelatedProducts(three, 20))).toEqual([30, 10]);
    expect(ids(pickRelatedProducts(three.slice(0, 2), 10))).toEqual([20]);
  });

  it("returns nothing for a product alone in its category or an empty category", () => {
    expect(pickRelatedProducts([catalogue[0] as Item], 10)).toEqual([]);
    expect(pickRelatedProducts([], 10)).toEqual([]);
  });

  it("takes the first products when the current one is not in the list", () => {
    expect(ids(pickRelatedProducts(catalogue, 999))).toEqual([10, 20, 30]);
    const withoutCurrent = catalogue.filter((item) => item.id !== 30);
    expect(ids(pickRelatedProducts(withoutCurrent, 30))).toEqual([10, 20, 40]);
  });

  it("never includes the current product and never repeats one, for any position and size", () => {
    for (let size = 0; size <= catalogue.length; size += 1) {
      const siblings = catalogue.slice(0, size);
      for (const current of siblings) {
        const picked = ids(pickRelatedProducts(siblings, current.id));
        expect(picked).not.toContain(current.id);
        expect(new Set(picked).size).toBe(picked.length);
        expect(picked).toHaveLength(Math.min(3, size - 1));
      }
    }
  });

  it("honours a custom limit and leaves its input untouched", () => {
    const before = ids(catalogue);
    expect(ids(pickRelatedProducts(catalogue, 40, 2))).toEqual([50, 10]);
    expect(ids(catalogue)).toEqual(before);
  });
});

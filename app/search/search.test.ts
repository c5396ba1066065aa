import { beforeEach, describe, expect, it } from "vitest";
import { addCategory, addProduct, resetDatabase } from "#tests/setup/db-helpers";
import { db } from "~/db/db.server";
import { categories, products } from "~/db/schema";
import { eq } from "drizzle-orm";
import { highlightParts, isFound } from "./highlight";
import { normalizeSearchText } from "./normalize";
import { matchExpression, SEARCH_MAX_TERMS, searchTerms } from "./search-query";
import { rebuildSearchIndex, searchProducts, searchProductsIn } from "./search.server";

const names = (query: string) => searchProducts(query).products.map((product) => product.name);

describe("normalizeSearchText", () => {
  it("folds Arabic letter forms to Urdu, drops short vowels, tatweel and joiners", () => {
    expect(normalizeSearchText("سفيد مكهی")).toBe("سفید مکہی");
    expect(normalizeSearchText("کِیڑے")).toBe("کیڑے");
    expect(normalizeSearchText("کـــیڑے")).toBe("کیڑے");
    expect(normalizeSearchText("گندم\u200Cکی")).toBe("گندمکی");
  });

  it("folds letter case and Latin accents", () => {
    expect(normalizeSearchText("Imidaclopríd ÉC")).toBe("imidacloprid ec");
  });
});

describe("searchTerms and matchExpression", () => {
  it("keeps the words and drops quotes, operators and punctuation", () => {
    expect(searchTerms('"whitefly" OR cotton* -(rust)')).toEqual([
      "whitefly",
      "or",
      "cotton",
      "rust",
    ]);
    expect(searchTerms("!!! ??? ---")).toEqual([]);
    expect(searchTerms("   ")).toEqual([]);
  });

  it("bounds a long query and its words", () => {
    const terms = searchTerms(`${"a".repeat(1000)} ${"word ".repeat(200)}`);
    expect(terms.length).toBeLessThanOrEqual(SEARCH_MAX_TERMS);
    expect(terms[0]?.length).toBe(40);
    expect(searchTerms("one two three four five six seven eight nine ten")).toHaveLength(
      SEARCH_MAX_TERMS,
    );
  });

  it("quotes every word as a prefix", () => {
    expect(matchExpression(["imida", "cotton"], "all")).toBe('"imida"* "cotton"*');
    expect(matchExpression(["imida", "cotton"], "any")).toBe('"imida"* OR "cotton"*');
  });
});

describe("highlightParts", () => {
  it("marks the words a term begins, whatever their case or letter forms", () => {
    expect(highlightParts("Dhaal Imidacloprid 20% SL", ["imida"])).toEqual([
      { text: "Dhaal ", match: false },
      { text: "Imidacloprid", match: true },
      { text: " 20% SL", match: false },
    ]);
    expect(highlightParts("سفيد مكهی", ["سفید"])).toEqual([
      { text: "سفيد", match: true },
      { text: " مكهی", match: false },
    ]);
    expect(highlightParts("Plain", [])).toEqual([{ text: "Plain", match: false }]);
  });
});

describe("searchProducts", () => {
  beforeEach(() => {
    resetDatabase();
    const insecticides = addCategory("Insecticides");
    const fungicides = addCategory("Fungicides");
    addProduct(insecticides.id, "Dhaal Imidacloprid 20% SL", {
      description: "Systemic control of whitefly and jassid on cotton.",
      composition: "Imidacloprid 200 g/L",
      nameUr: "ڈھال امیڈاکلوپرڈ 20% SL",
      descriptionUr: "کپاس پر سفید مکھی اور سبز تیلے کا خاتمہ۔",
    });
    addProduct(insecticides.id, "Shikra Lambda-cyhalothrin 2.5% EC", {
      description: "Quick knockdown of bollworms; also whitefly adults on vegetables.",
    });
    addProduct(fungicides.id, "Kavach Tebuconazole 25% EW", {
      description: "Yellow and brown rust of wheat.",
      features: "Protects the flag leaf",
    });
  });

  it("finds by a prefix of the active ingredient, in any letter case", () => {
    expect(names("imida")).toEqual(["Dhaal Imidacloprid 20% SL"]);
    expect(names("IMIDACLOPRID")).toEqual(["Dhaal Imidacloprid 20% SL"]);
  });

  it("ranks a match in the name above one in the description", () => {
    // Both mention whitefly; neither in its name. Lambda is named, so it leads for that word.
    expect(names("lambda whitefly")[0]).toBe("Shikra Lambda-cyhalothrin 2.5% EC");
    expect(names("whitefly")).toHaveLength(2);
  });

  it("finds Urdu, whichever keyboard typed it, and by category name", () => {
    expect(names("سفید مکھی")).toEqual(["Dhaal Imidacloprid 20% SL"]);
    expect(names("سفيد مكھی")).toEqual(["Dhaal Imidacloprid 20% SL"]);
    expect(names("fungicides")).toEqual(["Kavach Tebuconazole 25% EW"]);
    expect(names("flag leaf")).toEqual(["Kavach Tebuconazole 25% EW"]);
  });

  it("falls back to any word when no product has them all", () => {
    expect(names("whitefly rust").sort()).toEqual([
      "Dhaal Imidacloprid 20% SL",
      "Kavach Tebuconazole 25% EW",
      "Shikra Lambda-cyhalothrin 2.5% EC",
    ]);
  });

  it("answers hostile or empty queries with nothing, never an error", () => {
    for (const query of [
      '"',
      "OR",
      "NEAR(",
      "*",
      "'; drop table products; --",
      "",
      "x".repeat(1000),
    ]) {
      expect(() => searchProducts(query), query).not.toThrow();
    }
    expect(names("")).toEqual([]);
    expect(names("???")).toEqual([]);
  });

  it("follows every write: a renamed category, an edited and a deleted product", () => {
    db()
      .update(categories)
      .set({ name: "Crop Guards" })
      .where(eq(categories.name, "Fungicides"))
      .run();
    expect(names("fungicides")).toEqual([]);
    expect(names("guards")).toEqual(["Kavach Tebuconazole 25% EW"]);
    db()
      .update(products)
      .set({ name: "Kavach Plus" })
      .where(eq(products.name, "Kavach Tebuconazole 25% EW"))
      .run();
    expect(names("kavach")).toEqual(["Kavach Plus"]);
    expect(names("tebuconazole")).toEqual([]);
    db().delete(products).where(eq(products.name, "Kavach Plus")).run();
    expect(names("guards")).toEqual([]);
    expect(rebuildSearchIndex()).toBe(2);
    expect(names("imida")).toEqual(["Dhaal Imidacloprid 20% SL"]);
  });

  it("shows an Urdu page the products in Urdu, with the folded terms to mark", () => {
    const found = searchProductsIn("امیڈا", "ur");
    expect(found.terms).toEqual(["امیڈا"]);
    expect(found.products.map((product) => product.name)).toEqual(["ڈھال امیڈاکلوپرڈ 20% SL"]);
  });
});

describe("isFound", () => {
  it("tells whether a term begins a word of the text", () => {
    expect(isFound("Cotton: Whitefly", ["whitef"])).toBe(true);
    expect(isFound("Cotton: Jassid", ["whitef"])).toBe(false);
    expect(isFound("کپاس: سفید مکھی", ["سفید"])).toBe(true);
  });
});

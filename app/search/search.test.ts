import { beforeEach, describe, expect, it } from "vitest";
import { addCategory, addProduct, resetDatabase } from "#tests/setup/db-helpers";
import { db } from "~/db/db.server";
import { categories, crops, products, productUses } from "~/db/schema";
import { createCrop } from "~/crops/crops.server";
import { setProductUses } from "~/products/products.server";
import { eq } from "drizzle-orm";
import { highlightParts, isFound, isFoundInNames } from "./highlight";
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

describe("searchProducts in Roman Urdu and loose Urdu spacing", () => {
  beforeEach(() => {
    resetDatabase();
    const insecticides = addCategory("Insecticides");
    const fungicides = addCategory("Fungicides");
    const dhaal = addProduct(insecticides.id, "Dhaal Imidacloprid 20% SL");
    const tirandaz = addProduct(insecticides.id, "Tirandaz Emamectin 1.9% EC");
    const zardrang = addProduct(fungicides.id, "Zardrang Propiconazole 25% EC");
    createCrop({ name: "Cotton", nameUr: "کپاس", nameRoman: "kapas, narma" });
    createCrop({ name: "Wheat", nameUr: "گندم", nameRoman: "gandum, kanak" });
    const use = (crop: string, target: string, targetUr: string, targetRoman: string) => ({
      crop,
      target,
      targetUr,
      targetRoman,
      dose: "250 ml per acre",
    });
    setProductUses(dhaal.id, [
      use("cotton", "Whitefly", "سفید مکھی", "safed makhi, chitti makhi"),
      use("cotton", "Jassid", "سبز تیلا", "sabz tela, tela"),
    ]);
    setProductUses(tirandaz.id, [
      use("cotton", "Pink bollworm", "گلابی سنڈی", "gulabi sundi, sundi"),
    ]);
    setProductUses(zardrang.id, [use("wheat", "Yellow rust", "پیلی کنگی", "peeli kungi")]);
  });

  it("finds a product by its targets' and crops' names in Roman Urdu", () => {
    expect(names("safed makhi")).toEqual(["Dhaal Imidacloprid 20% SL"]);
    expect(names("Chitti Makhi")).toEqual(["Dhaal Imidacloprid 20% SL"]);
    expect(names("tela")).toEqual(["Dhaal Imidacloprid 20% SL"]);
    expect(names("sundi")).toEqual(["Tirandaz Emamectin 1.9% EC"]);
    expect(names("gandum")).toEqual(["Zardrang Propiconazole 25% EC"]);
    expect(names("kapas").sort()).toEqual([
      "Dhaal Imidacloprid 20% SL",
      "Tirandaz Emamectin 1.9% EC",
    ]);
    expect(names("narma sundi")).toEqual(["Tirandaz Emamectin 1.9% EC"]);
  });

  it("finds a name of several words written without its spaces, in Urdu and Roman Urdu", () => {
    expect(names("سفیدمکھی")).toEqual(["Dhaal Imidacloprid 20% SL"]);
    expect(names("سفيدمكھی")).toEqual(["Dhaal Imidacloprid 20% SL"]);
    expect(names("safedmakhi")).toEqual(["Dhaal Imidacloprid 20% SL"]);
    expect(names("گلابیسنڈی")).toEqual(["Tirandaz Emamectin 1.9% EC"]);
    expect(names("peelikungi")).toEqual(["Zardrang Propiconazole 25% EC"]);
    // Commas separate names: two names are never run together.
    expect(names("makhichitti")).toEqual([]);
  });

  it("follows new Roman Urdu names of a crop and of a use", () => {
    db().update(crops).set({ nameRoman: "kanak" }).where(eq(crops.name, "Wheat")).run();
    expect(names("gandum")).toEqual([]);
    expect(names("kanak")).toEqual(["Zardrang Propiconazole 25% EC"]);
    db()
      .update(productUses)
      .set({ targetRoman: "kungi" })
      .where(eq(productUses.target, "Yellow rust"))
      .run();
    expect(names("peeli")).toEqual([]);
    expect(names("kungi")).toEqual(["Zardrang Propiconazole 25% EC"]);
    expect(rebuildSearchIndex()).toBe(3);
    expect(names("kungi kanak")).toEqual(["Zardrang Propiconazole 25% EC"]);
  });
});

describe("isFound", () => {
  it("tells whether a term begins a word of the text", () => {
    expect(isFound("Cotton: Whitefly", ["whitef"])).toBe(true);
    expect(isFound("Cotton: Jassid", ["whitef"])).toBe(false);
    expect(isFound("کپاس: سفید مکھی", ["سفید"])).toBe(true);
  });
});

describe("isFoundInNames", () => {
  it("tells whether a term begins a word of a name, or the name written without its spaces", () => {
    const names = ["Cotton", "Whitefly", "kapas, narma", "safed makhi, chitti makhi"];
    expect(isFoundInNames(names, ["safed"])).toBe(true);
    expect(isFoundInNames(names, ["safedmakhi"])).toBe(true);
    expect(isFoundInNames(names, ["narma"])).toBe(true);
    expect(isFoundInNames(names, ["makhichitti"])).toBe(false);
    expect(isFoundInNames(["سفید مکھی"], ["سفیدمکھی"])).toBe(true);
    expect(isFoundInNames([null, "Jassid"], ["safed"])).toBe(false);
  });
});

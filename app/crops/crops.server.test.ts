import { beforeEach, describe, expect, it } from "vitest";
import { addCategory, addProduct, resetDatabase } from "#tests/setup/db-helpers";
import { localizeProduct, getProductById, setProductUses } from "~/products/products.server";
import { searchProducts } from "~/search/search.server";
import {
  createCrop,
  cropGuide,
  deleteCrop,
  getCropBySlug,
  listCrops,
  listCropsInUse,
  saveCrop,
} from "./crops.server";

beforeEach(resetDatabase);

function productsWithUses() {
  const insecticides = addCategory("Insecticides");
  const dhaal = addProduct(insecticides.id, "Dhaal Imidacloprid 20% SL", { nameUr: "ڈھال" });
  const shikra = addProduct(insecticides.id, "Shikra Lambda 2.5% EC");
  createCrop({ name: "Cotton", nameUr: "کپاس" });
  createCrop({ name: "Wheat", nameUr: "گندم" });
  createCrop({ name: "Mango" });
  const use = (crop: string, target: string, targetUr: string | null, dose: string) => ({
    crop,
    target,
    targetUr,
    dose,
    doseUr: null,
  });
  expect(
    setProductUses(dhaal.id, [
      use("cotton", "Whitefly", "سفید مکھی", "250 ml per acre"),
      { ...use("wheat", "Aphid", "سست تیلا", "150 ml per acre"), waitingPeriod: "21 days" },
    ]).ok,
  ).toBe(true);
  expect(
    setProductUses(shikra.id, [use("cotton", "Whitefly", "سفید مکھی", "330 ml per acre")]).ok,
  ).toBe(true);
  return { dhaal, shikra };
}

describe("crops", () => {
  it("are stored with a slug from the name, trimmed, and Urdu only when written", () => {
    const cotton = createCrop({ name: "  Cotton ", nameUr: " کپاس " });
    expect(cotton).toMatchObject({ name: "Cotton", slug: "cotton", nameUr: "کپاس", image: null });
    expect(createCrop({ name: "Sugar Cane", nameUr: "" })).toMatchObject({
      slug: "sugar-cane",
      nameUr: null,
    });
    expect(listCrops().map((crop) => crop.name)).toEqual(["Cotton", "Sugar Cane"]);
    expect(getCropBySlug("cotton")?.id).toBe(cotton.id);
  });

  it("refuse a name or slug another crop has, and an empty name", () => {
    createCrop({ name: "Cotton" });
    expect(saveCrop({ name: "cotton" })).toMatchObject({ ok: false, status: 409 });
    expect(saveCrop({ name: " " })).toMatchObject({ ok: false, status: 400 });
  });

  it("in use cannot be deleted; the refusal says how many products use it", () => {
    productsWithUses();
    const cotton = getCropBySlug("cotton")!;
    expect(deleteCrop(cotton.id)).toMatchObject({
      ok: false,
      status: 409,
      message: expect.stringContaining("2 products recommend"),
    });
    const mango = getCropBySlug("mango")!;
    expect(deleteCrop(mango.id)).toMatchObject({ ok: true });
    expect(getCropBySlug("mango")).toBeUndefined();
  });
});

describe("the crop guide", () => {
  it("lists only crops some product is recommended on, with how many", () => {
    productsWithUses();
    expect(listCropsInUse("en").map((crop) => [crop.name, crop.productCount])).toEqual([
      ["Cotton", 2],
      ["Wheat", 1],
    ]);
    expect(listCropsInUse("ur").map((crop) => crop.name)).toEqual(["کپاس", "گندم"]);
  });

  it("groups a crop's products by target, with their doses, in the page's language", () => {
    productsWithUses();
    const cotton = getCropBySlug("cotton")!;
    expect(cropGuide(cotton.id, "en")).toMatchObject([
      {
        target: "Whitefly",
        products: [
          { productName: "Dhaal Imidacloprid 20% SL", dose: "250 ml per acre" },
          { productName: "Shikra Lambda 2.5% EC", dose: "330 ml per acre" },
        ],
      },
    ]);
    const urdu = cropGuide(cotton.id, "ur");
    expect(urdu[0]?.target).toBe("سفید مکھی");
    expect(urdu[0]?.products[0]).toMatchObject({ productName: "ڈھال", inEnglish: ["dose"] });
    expect(urdu[0]?.products[1]?.inEnglish.sort()).toEqual(["dose", "productName"]);
  });
});

describe("a product's uses", () => {
  it("come back in order with their crops, in both languages", () => {
    const { dhaal } = productsWithUses();
    const product = getProductById(dhaal.id)!;
    expect(product.uses.map((use) => [use.cropSlug, use.target, use.waitingPeriod])).toEqual([
      ["cotton", "Whitefly", null],
      ["wheat", "Aphid", "21 days"],
    ]);
    const urdu = localizeProduct(product, "ur");
    expect(urdu.uses[0]).toMatchObject({ cropName: "کپاس", target: "سفید مکھی" });
  });

  it("are refused whole when a row is bad, naming the row and field", () => {
    const { dhaal } = productsWithUses();
    const result = setProductUses(dhaal.id, [
      { crop: "cotton", target: "Jassid", dose: "200 ml" },
      { crop: "banana", target: "Weevil", dose: "1 kg" },
      { crop: "wheat", target: " ", dose: "" },
    ]);
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      errors: {
        "uses.1.crop": "Please choose an existing crop",
        "uses.2.target": "Please name the pest, disease or weed",
        "uses.2.dose": "Please give the dose",
      },
    });
    expect(getProductById(dhaal.id)?.uses).toHaveLength(2);
  });

  it("are found by search: the crop and the target, in English and Urdu", () => {
    productsWithUses();
    const names = (query: string) =>
      searchProducts(query)
        .products.map((product) => product.name)
        .sort();
    expect(names("whitefly")).toEqual(["Dhaal Imidacloprid 20% SL", "Shikra Lambda 2.5% EC"]);
    expect(names("سفید مکھی")).toEqual(["Dhaal Imidacloprid 20% SL", "Shikra Lambda 2.5% EC"]);
    expect(names("aphid wheat")).toEqual(["Dhaal Imidacloprid 20% SL"]);
    expect(names("گندم")).toEqual(["Dhaal Imidacloprid 20% SL"]);
  });
});

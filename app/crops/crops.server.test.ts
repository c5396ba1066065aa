import { beforeEach, describe, expect, it } from "vitest";
import { addCategory, addProduct, resetDatabaseAndUploads } from "#tests/setup/db-helpers";
import { refusalOf, valueOf } from "#tests/setup/results";
import { imageFilesExist, imageFilesGone, pngFile, uploadedFiles } from "#tests/setup/uploads";
import {
  getProductById,
  localizeProduct,
  saveProduct,
  setProductUses,
} from "~/products/products.server";
import { searchProducts } from "~/search/search.server";
import { deleteTrashEntryForGood, findTrashEntry } from "~/trash/trash.server";
import {
  createCrop,
  cropGuide,
  deleteCrop,
  getCropBySlug,
  listCrops,
  listCropsInUse,
  saveCrop,
} from "./crops.server";

beforeEach(resetDatabaseAndUploads);

function productsWithUses() {
  const insecticides = addCategory("Insecticides");
  const dhaal = addProduct(insecticides.id, "Dhaal Imidacloprid 20% SL", { nameUr: "ڈھال" });
  const shikra = addProduct(insecticides.id, "Shikra Lambda 2.5% EC");
  createCrop({ name: "Cotton", nameUr: "کپاس" });
  createCrop({ name: "Wheat", nameUr: "گندم" });
  createCrop({ name: "Mango" });
  const productUse = (crop: string, target: string, targetUr: string | null, dose: string) => ({
    crop,
    target,
    targetUr,
    dose,
    doseUr: null,
  });
  expect(
    setProductUses(dhaal.id, [
      productUse("cotton", "Whitefly", "سفید مکھی", "250 ml per acre"),
      { ...productUse("wheat", "Aphid", "سست تیلا", "150 ml per acre"), waitingPeriod: "21 days" },
    ]).ok,
  ).toBe(true);
  expect(
    setProductUses(shikra.id, [productUse("cotton", "Whitefly", "سفید مکھی", "330 ml per acre")])
      .ok,
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

  it("refuse a name or slug another crop has, and an empty name", async () => {
    createCrop({ name: "Cotton" });
    expect(await saveCrop({ name: "cotton" })).toMatchObject({
      ok: false,
      status: 409,
      errors: { name: 'A crop named "cotton" already exists.' },
    });
    expect(await saveCrop({ name: "Kapas", slug: "Cotton" })).toMatchObject({
      ok: false,
      status: 409,
      errors: { slug: 'The slug "cotton" is already used by another crop.' },
    });
    expect(await saveCrop({ name: " " })).toMatchObject({
      ok: false,
      status: 400,
      errors: { name: "Name is required" },
    });
    expect(await saveCrop({ name: "Rice" }, 9999)).toMatchObject({ ok: false, status: 404 });
  });

  it("are renamed in place, keeping their Urdu name when it is left out", async () => {
    const cotton = createCrop({ name: "Cotton", nameUr: "کپاس" });
    const renamed = valueOf(await saveCrop({ name: "Cotton (Bt)", slug: "" }, cotton.id));
    expect(renamed).toMatchObject({ id: cotton.id, slug: "cotton-bt", nameUr: "کپاس" });
    expect(valueOf(await saveCrop({ name: "Cotton", nameUr: "" }, cotton.id)).nameUr).toBeNull();
  });

  it("keep their Roman Urdu names, cleared when empty and left as stored when left out", async () => {
    const cotton = createCrop({ name: "Cotton", nameRoman: " kapas,narma " });
    expect(cotton.nameRoman).toBe("kapas, narma");
    const renamed = valueOf(await saveCrop({ name: "Cotton (Bt)" }, cotton.id));
    expect(renamed.nameRoman).toBe("kapas, narma");
    expect(valueOf(await saveCrop({ name: "Cotton", nameRoman: "" }, cotton.id)).nameRoman).toBe(
      null,
    );
    expect(refusalOf(await saveCrop({ name: "Wheat", nameRoman: "گندم" })).errors).toEqual({
      nameRoman:
        "Roman Urdu names may have only Latin letters, spaces, commas, hyphens and apostrophes",
    });
  });

  it("keep, replace or remove their picture, leaving no files behind", async () => {
    const cotton = valueOf(
      await saveCrop({ name: "Cotton" }, undefined, await pngFile("cotton.png", 400, 300)),
    );
    const first = cotton.image!;
    expect(first).toMatchObject({
      key: expect.stringMatching(/^crop-pictures\//),
      width: 400,
      height: 300,
    });
    expect(imageFilesExist(first)).toBe(true);

    expect(valueOf(await saveCrop({ name: "Cotton" }, cotton.id)).image).toEqual(first);

    const replaced = valueOf(
      await saveCrop({ name: "Cotton" }, cotton.id, await pngFile("new.png", 200)),
    );
    expect(replaced.image?.key).not.toBe(first.key);
    expect(imageFilesGone(first)).toBe(true);

    const removed = valueOf(await saveCrop({ name: "Cotton", removeImage: "true" }, cotton.id));
    expect(removed.image).toBeNull();
    expect(uploadedFiles("crop-pictures")).toEqual([]);
  });

  it("refuse a file that is not an image, and store nothing", async () => {
    const fake = new File([Buffer.from("not really a png")], "cotton.png", { type: "image/png" });
    const refusal = refusalOf(await saveCrop({ name: "Cotton" }, undefined, fake));
    expect(refusal.status).toBe(400);
    expect(refusal.errors?.image).toMatch(/cotton\.png/);
    expect(listCrops()).toEqual([]);
    expect(uploadedFiles("crop-pictures")).toEqual([]);
  });

  it("in use cannot be deleted; the refusal says how many products use it", async () => {
    productsWithUses();
    const cotton = getCropBySlug("cotton")!;
    expect(await deleteCrop(cotton.id)).toMatchObject({
      ok: false,
      status: 409,
      message: expect.stringContaining("2 products recommend"),
    });
    const mango = getCropBySlug("mango")!;
    expect(await deleteCrop(mango.id)).toMatchObject({ ok: true });
    expect(getCropBySlug("mango")).toBeUndefined();
    expect(await deleteCrop(mango.id)).toMatchObject({ ok: false, status: 404 });
  });

  it("keep their picture in the trash, and take it with them when deleted for good", async () => {
    const rice = valueOf(
      await saveCrop({ name: "Rice" }, undefined, await pngFile("rice.png", 320)),
    );
    expect(await deleteCrop(rice.id)).toMatchObject({ ok: true });
    expect(imageFilesExist(rice.image!)).toBe(true);
    const entry = findTrashEntry("crops", rice.id);
    expect(entry).toMatchObject({ name: "Rice" });
    valueOf(await deleteTrashEntryForGood(entry!.id));
    expect(imageFilesGone(rice.image!)).toBe(true);
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
        kind: "pest",
        targets: [
          {
            target: "Whitefly",
            products: [
              { productName: "Dhaal Imidacloprid 20% SL", dose: "250 ml per acre" },
              { productName: "Shikra Lambda 2.5% EC", dose: "330 ml per acre" },
            ],
          },
        ],
      },
    ]);
    const urdu = cropGuide(cotton.id, "ur")[0]!.targets;
    expect(urdu[0]?.target).toBe("سفید مکھی");
    // A dose typed in English only is data, so the Urdu page writes it in Urdu.
    expect(urdu[0]?.products[0]).toMatchObject({
      productName: "ڈھال",
      dose: "250 ملی لیٹر فی ایکڑ",
      doseParts: { amount: 250, unit: "ml", area: "acre" },
      inEnglish: [],
    });
    expect(urdu[0]?.products[1]?.inEnglish).toEqual(["productName"]);
  });

  it("lists pests, then diseases, weeds and nutrition; in each, the main uses first", () => {
    const { dhaal, shikra } = productsWithUses();
    const use = (target: string, targetKind: string, main = false) => ({
      crop: "cotton",
      target,
      targetKind,
      main,
      dose: "1 L per acre",
    });
    valueOf(
      setProductUses(dhaal.id, [
        use("Boron deficiency", "nutrition", true),
        use("Aphid", "pest"),
        use("Whitefly", "pest", true),
        use("Bathu", "weed"),
        use("Jassid", "pest"),
        use("Leaf curl", "disease"),
      ]),
    );
    valueOf(
      setProductUses(shikra.id, [
        use("Aphid", "pest", true),
        use("Armyworm", "pest"),
        use("Zinc", "nutrition"),
      ]),
    );
    const guide = cropGuide(getCropBySlug("cotton")!.id, "en");
    expect(guide.map((group) => group.kind)).toEqual(["pest", "disease", "weed", "nutrition"]);
    // Whitefly and Aphid have main uses: first, in alphabetical order; then the rest.
    expect(guide[0]!.targets.map((target) => [target.target, target.main])).toEqual([
      ["Aphid", true],
      ["Whitefly", true],
      ["Armyworm", false],
      ["Jassid", false],
    ]);
    // Against aphid, Shikra's main use comes before Dhaal's, whatever their names.
    expect(
      guide[0]!.targets[0]!.products.map((product) => [product.productName, product.main]),
    ).toEqual([
      ["Shikra Lambda 2.5% EC", true],
      ["Dhaal Imidacloprid 20% SL", false],
    ]);
    expect(guide[3]!.targets.map((target) => target.target)).toEqual(["Boron deficiency", "Zinc"]);
    // A crop with only weeds has only that group.
    valueOf(setProductUses(shikra.id, [{ ...use("Bathu", "weed"), crop: "mango" }]));
    expect(cropGuide(getCropBySlug("mango")!.id, "ur").map((group) => group.kind)).toEqual([
      "weed",
    ]);
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

  it("keep what the target is, its Roman Urdu names and the main mark", () => {
    const { dhaal } = productsWithUses();
    const saved = valueOf(
      setProductUses(dhaal.id, [
        {
          crop: "cotton",
          target: "Whitefly",
          targetKind: "pest",
          targetRoman: "safed makhi,  chitti makhi",
          main: true,
          dose: "250 ml per acre",
        },
        { crop: "wheat", target: "Yellow rust", targetKind: "disease", dose: "200 ml per acre" },
      ]),
    );
    expect(saved.uses.map((use) => [use.targetKind, use.targetRoman, use.main])).toEqual([
      ["pest", "safed makhi, chitti makhi", true],
      ["disease", null, false],
    ]);
    expect(getProductById(dhaal.id)?.uses).toEqual(saved.uses);
    expect(
      setProductUses(dhaal.id, [
        { crop: "cotton", target: "Whitefly", targetKind: "bug", dose: "1 L" },
        { crop: "cotton", target: "Whitefly", targetRoman: "سفید مکھی", dose: "1 L" },
      ]),
    ).toMatchObject({
      ok: false,
      status: 400,
      errors: {
        "uses.0.targetKind": expect.stringContaining("pest, a disease, a weed or nutrition"),
        "uses.1.targetRoman": expect.stringContaining("only Latin letters"),
      },
    });
  });

  it("are refused whole when a row is bad, naming the row and field", () => {
    const { dhaal } = productsWithUses();
    const result = setProductUses(dhaal.id, [
      { crop: "cotton", target: "Jassid", dose: "200 ml" },
      { crop: "banana", target: "Weevil", dose: "1 kg" },
      { crop: "wheat", target: " ", dose: "" },
      { crop: "rice", dose: "1 L" },
    ]);
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      errors: {
        "uses.1.crop": "Please choose an existing crop",
        "uses.2.target": "Please name the pest, disease or weed",
        "uses.2.dose": "Please give the dose: an amount and its unit, or the dose as on the label",
        "uses.3.target": "Please name the pest, disease or weed",
        "uses.3.crop": "Please choose an existing crop",
      },
    });
    expect(getProductById(dhaal.id)?.uses).toHaveLength(2);
  });

  it("are refused when not a list or too many, and left as stored", () => {
    const { dhaal } = productsWithUses();
    expect(setProductUses(dhaal.id, "whitefly")).toMatchObject({
      ok: false,
      status: 400,
      errors: { uses: "Uses must be a list of recommended uses" },
    });
    const many = Array.from({ length: 61 }, () => ({
      crop: "cotton",
      target: "Jassid",
      dose: "1",
    }));
    expect(setProductUses(dhaal.id, many)).toMatchObject({
      ok: false,
      errors: { uses: "A product can have at most 60 uses" },
    });
    expect(setProductUses(9999, [])).toMatchObject({ ok: false, status: 404 });
    expect(getProductById(dhaal.id)?.uses).toHaveLength(2);
  });

  it("are replaced by an empty list, and the crop can then be deleted", async () => {
    const { dhaal, shikra } = productsWithUses();
    expect(valueOf(setProductUses(dhaal.id, [])).uses).toEqual([]);
    expect(valueOf(setProductUses(shikra.id, [])).uses).toEqual([]);
    expect(await deleteCrop(getCropBySlug("cotton")!.id)).toMatchObject({ ok: true });
  });

  it("are saved with the product in one write, or not at all", async () => {
    const { dhaal } = productsWithUses();
    const fields = {
      name: dhaal.name,
      category: "Insecticides",
      description: "Systemic insecticide.",
      features: "",
      usage: "",
    };
    const refused = refusalOf(
      await saveProduct({ ...fields, description: "Changed" }, null, dhaal.id, [
        { crop: "rice", target: "Stem borer", dose: "1 kg" },
      ]),
    );
    expect(refused.errors).toEqual({ "uses.0.crop": "Please choose an existing crop" });
    expect(getProductById(dhaal.id)).toMatchObject({ description: dhaal.description });
    expect(getProductById(dhaal.id)?.uses).toHaveLength(2);

    const saved = valueOf(
      await saveProduct(fields, null, dhaal.id, [
        { crop: "mango", target: "Mango hopper", targetUr: "آم کا تیلا", dose: "100 ml per 100 L" },
      ]),
    );
    expect(saved.uses).toMatchObject([{ cropSlug: "mango", target: "Mango hopper" }]);
    // Left out, the uses stay as they are.
    const kept = valueOf(await saveProduct({ ...fields, usage: "Spray" }, null, dhaal.id));
    expect(kept.uses).toEqual(saved.uses);
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

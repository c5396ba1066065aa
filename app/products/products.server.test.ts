import { beforeEach, describe, expect, it } from "vitest";
import { createCategory } from "~/categories/categories.server";
import { addCategory, addProduct, resetDatabase } from "#tests/setup/db-helpers";
import {
  countProducts,
  countTextDoses,
  createProduct,
  findProductByUrlKey,
  getProductById,
  getProductBySlug,
  listProductsInCategory,
  listRelatedProducts,
  localizeProduct,
  localizeProductCards,
  localizeProductSummary,
  listTextDosesPage,
  setProductUses,
} from "./products.server";
import { createCrop } from "~/crops/crops.server";
import { valueOf } from "#tests/setup/results";
import { NO_SAFETY_FACTS } from "#tests/setup/safety";

beforeEach(resetDatabase);

describe("createProduct", () => {
  it("stores every field and returns the product with its category's name", () => {
    const category = addCategory("Insecticides");
    const product = createProduct({
      name: "  Emamectin Benzoate 1.9% EC ",
      category: "insecticides",
      description: "  Controls armyworm and bollworm. ",
      image: { key: "products/abc", width: 1280, height: 853 },
      features: "Fast knock-down\n Rain-fast in 2 hours \n\n",
      usage: "Spray 200 ml per acre in 100 litres of water.",
      composition: "Emamectin benzoate 1.9%",
      dosage: "200 ml/acre",
      waitingPeriod: "7 days",
      packSizes: "1 L, 100 ml,250ml",
    });
    expect(product).toEqual({
      id: expect.any(Number),
      name: "Emamectin Benzoate 1.9% EC",
      slug: "emamectin-benzoate-1-9-ec",
      categoryId: category.id,
      categoryName: "Insecticides",
      categorySlug: "insecticides",
      description: "Controls armyworm and bollworm.",
      image: { key: "products/abc", width: 1280, height: 853 },
      features: ["Fast knock-down", "Rain-fast in 2 hours"],
      usage: "Spray 200 ml per acre in 100 litres of water.",
      specifications: {
        composition: "Emamectin benzoate 1.9%",
        dosage: "200 ml/acre",
        waitingPeriod: "7 days",
      },
      nameUr: null,
      categoryNameUr: null,
      descriptionUr: null,
      featuresUr: [],
      usageUr: null,
      specificationsUr: {},
      uses: [],
      safety: NO_SAFETY_FACTS,
      packSizes: [
        { amount: 100, unit: "ml" },
        { amount: 250, unit: "ml" },
        { amount: 1, unit: "L" },
      ],
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
  });

  it("stores the Urdu versions, trimmed, one feature per line; empty ones as none", () => {
    addCategory("Insecticides");
    const product = createProduct({
      name: "Dhaal Imidacloprid 20% SL",
      category: "Insecticides",
      description: "A systemic insecticide.",
      image: null,
      features: "Systemic\nLow dose",
      dosage: "250 ml per acre",
      waitingPeriod: "21 days",
      nameUr: " ڈھال امیڈاکلوپرڈ 20% SL ",
      descriptionUr: "سسٹمک کیڑے مار دوا۔",
      featuresUr: "سسٹمک اثر\r\n\r\n کم مقدار ",
      usageUr: "  ",
      dosageUr: "250 ملی لیٹر فی ایکڑ",
    });
    expect(getProductById(product.id)).toMatchObject({
      nameUr: "ڈھال امیڈاکلوپرڈ 20% SL",
      descriptionUr: "سسٹمک کیڑے مار دوا۔",
      featuresUr: ["سسٹمک اثر", "کم مقدار"],
      usageUr: null,
      specificationsUr: { dosage: "250 ملی لیٹر فی ایکڑ" },
    });
  });

  it("keeps empty defaults and drops empty specifications", () => {
    const category = addCategory("Fertilizers");
    const product = addProduct(category.id, "Zinc Sulphate 33%", {
      composition: "",
      dosage: "5 kg/acre",
    });
    expect(product.image).toBeNull();
    expect(product.features).toEqual([]);
    expect(product.usage).toBe("");
    expect(product.specifications).toEqual({ dosage: "5 kg/acre" });
  });

  it("keeps a given slug", () => {
    const category = addCategory("Fungicides");
    expect(addProduct(category.id, "Mancozeb 80% WP", { slug: " dithane " }).slug).toBe("dithane");
  });

  it("refuses a slug that another product already has, in any category", () => {
    const insecticides = addCategory("Insecticides");
    const herbicides = addCategory("Herbicides");
    addProduct(insecticides.id, "Super Guard");
    expect(() => addProduct(herbicides.id, "Super Guard")).toThrow(
      'Product not created: The slug "super-guard" is already used by another product.',
    );
    expect(countProducts()).toBe(1);
  });
});

describe("createProduct refusals", () => {
  it("refuses what the form and the API refuse, naming the fields", () => {
    addCategory("Insecticides");
    const product = {
      name: "Dhaal",
      category: "Insecticides",
      description: "Controls whitefly.",
      image: null,
    };
    expect(() => createProduct({ ...product, name: "   ", description: "" })).toThrow(
      'Product not created: Please correct the highlighted fields. {"name":"Name is required","description":"Description is required"}',
    );
    expect(() => createProduct({ ...product, category: "Fungicides" })).toThrow(
      'Product not created: Please correct the highlighted fields. {"category":"Please choose an existing category"}',
    );
    expect(countProducts()).toBe(0);
  });
});

describe("listProductsInCategory", () => {
  it("lists only that category's products in catalogue order (by name)", () => {
    const insecticides = addCategory("Insecticides");
    const herbicides = addCategory("Herbicides");
    addProduct(insecticides.id, "Imidacloprid 20% SL");
    addProduct(herbicides.id, "Atrazine 38% SC");
    addProduct(insecticides.id, "Bifenthrin 10% EC");
    addProduct(insecticides.id, "Chlorfenapyr 36% SC");
    expect(listProductsInCategory(insecticides.id).map((product) => product.name)).toEqual([
      "Bifenthrin 10% EC",
      "Chlorfenapyr 36% SC",
      "Imidacloprid 20% SL",
    ]);
    expect(listProductsInCategory(herbicides.id).map((product) => product.name)).toEqual([
      "Atrazine 38% SC",
    ]);
  });

  it("sorts names alphabetically whatever their letter case", () => {
    const category = addCategory("Insecticides");
    addProduct(category.id, "Bifenthrin 10% EC");
    addProduct(category.id, "acetamiprid 20% SP");
    addProduct(category.id, "Chlorpyrifos 40% EC");
    expect(listProductsInCategory(category.id).map((product) => product.name)).toEqual([
      "acetamiprid 20% SP",
      "Bifenthrin 10% EC",
      "Chlorpyrifos 40% EC",
    ]);
  });

  it("gives summaries with the category slug and image", () => {
    const category = addCategory("Fungicides");
    const product = addProduct(category.id, "Difenoconazole 25% EC", {
      image: { key: "products/d1", width: 640, height: 480 },
    });
    expect(listProductsInCategory(category.id)).toEqual([
      {
        id: product.id,
        name: "Difenoconazole 25% EC",
        nameUr: null,
        slug: "difenoconazole-25-ec",
        categorySlug: "fungicides",
        image: { key: "products/d1", width: 640, height: 480 },
      },
    ]);
  });

  it("gives each summary its Urdu name, for cards on Urdu pages", () => {
    const category = addCategory("Insecticides");
    const dhaal = addProduct(category.id, "Dhaal Imidacloprid 20% SL", {
      nameUr: "ڈھال امیڈاکلوپرڈ 20% SL",
    });
    const karate = addProduct(category.id, "Karate 2.5% EC");
    const [first, second] = listProductsInCategory(category.id);
    if (!first || !second) throw new Error("Expected two products");
    expect(first).toMatchObject({ id: dhaal.id, nameUr: "ڈھال امیڈاکلوپرڈ 20% SL" });
    expect(second).toMatchObject({ id: karate.id, nameUr: null });
    expect(localizeProductSummary(first, "ur")).toEqual({
      id: dhaal.id,
      name: "ڈھال امیڈاکلوپرڈ 20% SL",
      slug: "dhaal-imidacloprid-20-sl",
      categorySlug: "insecticides",
      image: null,
      inEnglish: [],
    });
    expect(localizeProductSummary(second, "ur")).toEqual({
      id: karate.id,
      name: "Karate 2.5% EC",
      slug: "karate-2-5-ec",
      categorySlug: "insecticides",
      image: null,
      inEnglish: ["name"],
    });
    expect(localizeProductSummary(first, "en")).toMatchObject({
      name: "Dhaal Imidacloprid 20% SL",
      inEnglish: [],
    });
  });

  it("is empty for a category without products", () => {
    const category = addCategory("Adjuvants");
    expect(listProductsInCategory(category.id)).toEqual([]);
  });
});

describe("finding a product", () => {
  it("finds a product by slug and by id", () => {
    const category = addCategory("Herbicides");
    const product = addProduct(category.id, "Glyphosate 48% SL");
    expect(getProductBySlug("glyphosate-48-sl")).toEqual(product);
    expect(getProductById(product.id)).toEqual(product);
    expect(getProductBySlug("paraquat")).toBeUndefined();
    expect(getProductById(product.id + 1000)).toBeUndefined();
  });

  it("finds the product a page address names, by slug or by numeric id", () => {
    const category = addCategory("Herbicides");
    const product = addProduct(category.id, "Pendimethalin 33% EC");
    expect(findProductByUrlKey("pendimethalin-33-ec")?.id).toBe(product.id);
    expect(findProductByUrlKey(String(product.id))?.id).toBe(product.id);
  });

  it("finds nothing for an unknown key or one that is neither slug nor id", () => {
    const category = addCategory("Herbicides");
    const product = addProduct(category.id, "Pendimethalin 33% EC");
    expect(findProductByUrlKey(String(product.id + 1000))).toBeUndefined();
    expect(findProductByUrlKey(`${product.id}abc`)).toBeUndefined();
    expect(findProductByUrlKey(`-${product.id}`)).toBeUndefined();
    expect(findProductByUrlKey("")).toBeUndefined();
    expect(findProductByUrlKey("1".repeat(40))).toBeUndefined();
  });

  it("prefers a slug over an id when a slug is all digits", () => {
    const category = addCategory("Fertilizers");
    const first = addProduct(category.id, "Urea 46% N");
    const numeric = addProduct(category.id, "NPK", { slug: String(first.id) });
    expect(findProductByUrlKey(String(first.id))?.id).toBe(numeric.id);
  });
});

describe("listRelatedProducts", () => {
  it("gives up to three others of the same category, following in catalogue order and wrapping", () => {
    const insecticides = addCategory("Insecticides");
    const other = addCategory("Herbicides");
    const [a, b, c, d, e] = ["A-One", "B-Two", "C-Three", "D-Four", "E-Five"].map((name) =>
      addProduct(insecticides.id, name),
    );
    addProduct(other.id, "C-Other");
    if (!a || !b || !c || !d || !e) throw new Error("products not created");

    expect(listRelatedProducts(a).map((p) => p.name)).toEqual(["B-Two", "C-Three", "D-Four"]);
    expect(listRelatedProducts(d).map((p) => p.name)).toEqual(["E-Five", "A-One", "B-Two"]);
    expect(listRelatedProducts(e).map((p) => p.name)).toEqual(["A-One", "B-Two", "C-Three"]);
    expect(listRelatedProducts(c).map((p) => p.id)).not.toContain(c.id);
  });

  it("is empty for a product alone in its category", () => {
    const category = addCategory("Adjuvants");
    const product = addProduct(category.id, "Silicon Spreader");
    addProduct(addCategory("Fungicides").id, "Sulphur 80% WDG");
    expect(listRelatedProducts(product)).toEqual([]);
  });
});

describe("countProducts", () => {
  it("counts products across categories", () => {
    expect(countProducts()).toBe(0);
    addProduct(addCategory("Insecticides").id, "Fipronil 5% SC");
    addProduct(addCategory("Herbicides").id, "Atrazine 38% SC");
    expect(countProducts()).toBe(2);
  });
});

describe("the doses kept as text", () => {
  it("are the uses whose dose is no amount per area, by product name, each in its order", () => {
    const category = addCategory("Seed Treatments");
    const zebra = addProduct(category.id, "Zebra Seed Guard");
    const beej = addProduct(category.id, "beej Kavach");
    createCrop({ name: "Wheat" });
    createCrop({ name: "Cotton" });
    expect(countTextDoses()).toBe(0);
    expect(
      setProductUses(zebra.id, [
        { crop: "wheat", target: "Smut", doseText: "2 g per kg of seed" },
        { crop: "wheat", target: "Aphid", doseAmount: 100, doseUnit: "ml", doseArea: "acre" },
      ]).ok,
    ).toBe(true);
    expect(
      setProductUses(beej.id, [
        { crop: "cotton", target: "Jassid", dose: "5 ml per kg of seed", doseUr: "5 ملی لیٹر" },
        { crop: "wheat", target: "Termites", dose: "200 ml per acre" },
        { crop: "wheat", target: "Aphid", doseText: "2 ml per kg of seed" },
      ]).ok,
    ).toBe(true);
    expect(countTextDoses()).toBe(3);
    const first = listTextDosesPage({ page: 1, limit: 2 });
    expect(first).toMatchObject({ total: 3, pages: 2 });
    expect(first.items).toEqual([
      {
        productId: beej.id,
        productName: "beej Kavach",
        cropName: "Cotton",
        target: "Jassid",
        doseText: "5 ml per kg of seed",
        doseTextUr: "5 ملی لیٹر",
      },
      {
        productId: beej.id,
        productName: "beej Kavach",
        cropName: "Wheat",
        target: "Aphid",
        doseText: "2 ml per kg of seed",
        doseTextUr: null,
      },
    ]);
    expect(listTextDosesPage({ page: 2, limit: 2 }).items.map((use) => use.target)).toEqual([
      "Smut",
    ]);
  });
});

describe("localizeProduct", () => {
  it("shows each Urdu field where written, each specification on its own, else the English", () => {
    const category = addCategory("Insecticides");
    const product = createProduct({
      name: "Dhaal Imidacloprid 20% SL",
      category: category.name,
      description: "A systemic insecticide.",
      image: null,
      features: "Systemic",
      usage: "Spray at threshold.",
      composition: "Imidacloprid 200 g/L",
      dosage: "250 ml per acre",
      nameUr: "ڈھال امیڈاکلوپرڈ 20% SL",
      featuresUr: "سسٹمک اثر",
      dosageUr: "250 ملی لیٹر فی ایکڑ",
    });
    const urdu = localizeProduct(product, "ur");
    expect(urdu).toMatchObject({
      name: "ڈھال امیڈاکلوپرڈ 20% SL",
      description: "A systemic insecticide.",
      features: ["سسٹمک اثر"],
      usage: "Spray at threshold.",
      categoryName: "Insecticides",
      specifications: { composition: "Imidacloprid 200 g/L", dosage: "250 ملی لیٹر فی ایکڑ" },
    });
    expect([...urdu.inEnglish].sort()).toEqual([
      "categoryName",
      "composition",
      "description",
      "usage",
    ]);
    expect(urdu).not.toHaveProperty("nameUr");
    expect(urdu).not.toHaveProperty("specificationsUr");
    expect(urdu.specifications).not.toHaveProperty("dosageUr");
    expect(urdu.specifications).not.toHaveProperty("inEnglish");
    const english = localizeProduct(product, "en");
    expect(english).toMatchObject({
      name: "Dhaal Imidacloprid 20% SL",
      features: ["Systemic"],
      specifications: { composition: "Imidacloprid 200 g/L", dosage: "250 ml per acre" },
      inEnglish: [],
    });
  });
});

describe("localizeProduct with every Urdu field written", () => {
  it("shows no English on the Urdu page, the category's Urdu name included", () => {
    const category = createCategory({
      name: "Insecticides",
      description: "d",
      nameUr: "کیڑے مار دوائیں",
    });
    const product = createProduct({
      name: "Dhaal Imidacloprid 20% SL",
      category: category.name,
      description: "A systemic insecticide.",
      image: null,
      features: "Systemic\nLow dose",
      usage: "Spray at threshold.",
      composition: "Imidacloprid 200 g/L",
      dosage: "250 ml per acre",
      waitingPeriod: "21 days",
      nameUr: "ڈھال امیڈاکلوپرڈ 20% SL",
      descriptionUr: "سسٹمک کیڑے مار دوا۔",
      featuresUr: "سسٹمک اثر\nکم مقدار",
      usageUr: "نقصان کی حد پر سپرے کریں۔",
      compositionUr: "امیڈاکلوپرڈ 200 گرام فی لیٹر",
      dosageUr: "250 ملی لیٹر فی ایکڑ",
      waitingPeriodUr: "21 دن",
    });
    const urdu = localizeProduct(product, "ur");
    expect(urdu).toMatchObject({
      name: "ڈھال امیڈاکلوپرڈ 20% SL",
      categoryName: "کیڑے مار دوائیں",
      description: "سسٹمک کیڑے مار دوا۔",
      features: ["سسٹمک اثر", "کم مقدار"],
      usage: "نقصان کی حد پر سپرے کریں۔",
      inEnglish: [],
    });
    expect(urdu.specifications).toEqual({
      composition: "امیڈاکلوپرڈ 200 گرام فی لیٹر",
      dosage: "250 ملی لیٹر فی ایکڑ",
      waitingPeriod: "21 دن",
    });
    for (const key of ["nameUr", "categoryNameUr", "descriptionUr", "featuresUr", "usageUr"]) {
      expect(urdu, key).not.toHaveProperty(key);
    }
    expect(localizeProduct(product, "en").specifications).toEqual({
      composition: "Imidacloprid 200 g/L",
      dosage: "250 ml per acre",
      waitingPeriod: "21 days",
    });
  });
});

describe("localizeProductCards", () => {
  it("names each card's main targets and crops first, in the page's language", () => {
    const insecticides = addCategory("Insecticides");
    const dhaal = addProduct(insecticides.id, "Dhaal Imidacloprid 20% SL");
    addProduct(insecticides.id, "Plain Oil");
    createCrop({ name: "Cotton", nameUr: "کپاس" });
    createCrop({ name: "Okra", nameUr: "بھنڈی" });
    createCrop({ name: "Wheat" });
    const use = (crop: string, target: string, targetUr: string | null, main = false) => ({
      crop,
      target,
      targetUr,
      main,
      dose: "250 ml per acre",
    });
    valueOf(
      setProductUses(dhaal.id, [
        use("wheat", "Aphid", "تیلا"),
        use("cotton", "Jassid", null),
        use("okra", "Whitefly", "سفید مکھی", true),
        use("cotton", "Whitefly", "سفید مکھی"),
      ]),
    );
    const summaries = listProductsInCategory(insecticides.id);

    const english = localizeProductCards(summaries, "en");
    expect(english.map((card) => [card.name, card.focus])).toEqual([
      [
        "Dhaal Imidacloprid 20% SL",
        { targets: ["Whitefly", "Aphid", "Jassid"], crops: ["Okra", "Wheat", "Cotton"] },
      ],
      ["Plain Oil", { targets: [], crops: [] }],
    ]);
    // In Urdu each name falls back to its English where no Urdu was written.
    expect(localizeProductCards(summaries, "ur")[0]?.focus).toEqual({
      targets: ["سفید مکھی", "تیلا", "Jassid"],
      crops: ["بھنڈی", "Wheat", "کپاس"],
    });
  });
});

import type { Statement } from "better-sqlite3";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { addCategory, addProduct, resetDatabaseAndUploads } from "#tests/setup/db-helpers";
import { db } from "~/db/db.server";
import { dealerCategories, dealerProducts, dealers } from "~/db/schema";
import {
  dealerDirectory,
  findAskedProduct,
  listDealerDistricts,
  listDealers,
  listDealerTowns,
} from "./directory.server";

type NewDealer = typeof dealers.$inferInsert;

let phoneNumber = 100;

/** A dealer written straight to its table, as the admin would save it. */
function addDealer(
  fields: Partial<NewDealer> & { shopName: string },
  { categories = [], products = [] }: { categories?: number[]; products?: number[] } = {},
) {
  phoneNumber += 1;
  const dealer = db()
    .insert(dealers)
    .values({
      contactName: "Muhammad Aslam",
      district: "multan",
      town: "Multan",
      address: "Ghalla Mandi",
      phone: `+923000000${phoneNumber}`,
      ...fields,
    })
    .returning()
    .get();
  for (const categoryId of categories) {
    db().insert(dealerCategories).values({ dealerId: dealer.id, categoryId }).run();
  }
  for (const productId of products) {
    db().insert(dealerProducts).values({ dealerId: dealer.id, productId }).run();
  }
  return dealer;
}

beforeEach(resetDatabaseAndUploads);

describe("listDealerDistricts", () => {
  it("counts only active dealers, by province in the list's order, districts alphabetical", () => {
    addDealer({ shopName: "A", district: "multan" });
    addDealer({ shopName: "B", district: "multan" });
    addDealer({ shopName: "C", district: "multan", active: false });
    addDealer({ shopName: "D", district: "hyderabad" });
    addDealer({ shopName: "E", district: "bahawalpur" });
    addDealer({ shopName: "F", district: "jhang", active: false });
    expect(listDealerDistricts("en")).toEqual([
      {
        code: "punjab",
        name: "Punjab",
        districts: [
          { code: "bahawalpur", name: "Bahawalpur", dealerCount: 1 },
          { code: "multan", name: "Multan", dealerCount: 2 },
        ],
      },
      {
        code: "sindh",
        name: "Sindh",
        districts: [{ code: "hyderabad", name: "Hyderabad", dealerCount: 1 }],
      },
    ]);
    const urdu = listDealerDistricts("ur");
    expect(urdu.map((province) => province.name)).toEqual(["پنجاب", "سندھ"]);
    // In the Urdu alphabet: ب before م.
    expect(urdu[0]?.districts.map((district) => district.name)).toEqual(["بہاولپور", "ملتان"]);
  });

  it("is empty when no dealer is active", () => {
    addDealer({ shopName: "Closed", active: false });
    expect(listDealerDistricts("en")).toEqual([]);
  });
});

describe("listDealerTowns", () => {
  it("lists a district's towns with active dealers, however the staff typed their case", () => {
    addDealer({ shopName: "A", town: "Shujabad", townUr: "شجاع آباد" });
    addDealer({ shopName: "B", town: "shujabad" });
    addDealer({ shopName: "C", town: "Multan", townUr: "ملتان" });
    addDealer({ shopName: "D", town: "Jalalpur Pirwala" });
    addDealer({ shopName: "E", town: "Closed Town", active: false });
    addDealer({ shopName: "F", town: "Lahore", district: "lahore" });
    expect(listDealerTowns("multan", "en")).toEqual([
      { town: "Jalalpur Pirwala", name: "Jalalpur Pirwala", dealerCount: 1, inEnglish: [] },
      { town: "Multan", name: "Multan", dealerCount: 1, inEnglish: [] },
      { town: "Shujabad", name: "Shujabad", dealerCount: 2, inEnglish: [] },
    ]);
    // In Urdu: the Urdu name where any dealer wrote one, else the English marked as such.
    const urdu = listDealerTowns("multan", "ur");
    expect(urdu.find((town) => town.town === "Shujabad")).toMatchObject({
      name: "شجاع آباد",
      inEnglish: [],
    });
    expect(urdu.find((town) => town.town === "Jalalpur Pirwala")).toMatchObject({
      name: "Jalalpur Pirwala",
      inEnglish: ["town"],
    });
  });
});

describe("listDealers", () => {
  it("lists the active dealers of a district, or of one of its towns, by shop name", () => {
    addDealer({ shopName: "Zamindar Store", town: "Shujabad" });
    addDealer({ shopName: "Al-Rehman Pesticides", town: "Multan" });
    addDealer({ shopName: "Closed Shop", town: "Multan", active: false });
    addDealer({ shopName: "Ravi Agro", district: "lahore", town: "Lahore" });
    expect(listDealers({ district: "multan" }, "en").map((dealer) => dealer.shopName)).toEqual([
      "Al-Rehman Pesticides",
      "Zamindar Store",
    ]);
    expect(
      listDealers({ district: "multan", town: "SHUJABAD" }, "en").map((dealer) => dealer.shopName),
    ).toEqual(["Zamindar Store"]);
    expect(listDealers({ district: "jhang" }, "en")).toEqual([]);
  });

  it("gives each dealer its texts in the page's language, a call link and a WhatsApp chat", () => {
    const dealer = addDealer({
      shopName: "Kisan Agro Traders",
      shopNameUr: "کسان ایگرو ٹریڈرز",
      contactName: "Rana Tariq",
      address: "Bosan Road",
      addressUr: "بوسن روڈ",
      phone: "+923010000102",
      whatsapp: "+923330000104",
      latitude: 30.19,
      longitude: 71.48,
    });
    addDealer({ shopName: "Landline Shop", phone: "+92614500101", whatsapp: "+92614500101" });
    const [kisan, landline] = listDealers({ district: "multan" }, "ur");
    expect(kisan).toMatchObject({
      id: dealer.id,
      shopName: "کسان ایگرو ٹریڈرز",
      contactName: "Rana Tariq",
      address: "بوسن روڈ",
      town: "Multan",
      inEnglish: ["contactName", "town"],
      phone: "0301 0000102",
      call: "tel:+923010000102",
      directions: "https://www.google.com/maps/dir/?api=1&destination=30.19,71.48",
      stocks: false,
    });
    const chat = new URL(kisan?.whatsapp ?? "");
    expect(chat.pathname).toBe("/923330000104");
    expect(chat.searchParams.get("text")).toBe(
      "السلام علیکم۔ مجھے آپ کی دکان کا پتا گرین فیلڈز ایگرو کی ویب سائٹ سے ملا ہے۔",
    );
    // A landline takes calls only; a dealer without a location has no directions.
    expect(landline).toMatchObject({
      phone: "(061) 4500101",
      whatsapp: null,
      directions: null,
    });
  });

  it("puts first the dealers who stock the product or its category, and asks for it by name", () => {
    const insecticides = addCategory("Insecticides");
    const fertilizers = addCategory("Fertilizers");
    const dhaal = addProduct(insecticides.id, "Dhaal Imidacloprid 20% SL", { nameUr: "ڈھال" });
    const zinco = addProduct(fertilizers.id, "Zinco Plus");
    addDealer({ shopName: "A Says Nothing", whatsapp: "+923000000999" });
    addDealer({ shopName: "B Fertilizers Only" }, { categories: [fertilizers.id] });
    addDealer({ shopName: "C Stocks Insecticides" }, { categories: [insecticides.id] });
    addDealer({ shopName: "D Stocks Dhaal" }, { products: [dhaal.id, zinco.id] });
    addDealer({ shopName: "E Stocks Zinco" }, { products: [zinco.id] });

    const product = findAskedProduct(dhaal.slug, "en");
    const listed = listDealers({ district: "multan", product }, "en");
    expect(listed.map((dealer) => [dealer.shopName, dealer.stocks])).toEqual([
      ["C Stocks Insecticides", true],
      ["D Stocks Dhaal", true],
      ["A Says Nothing", false],
      ["B Fertilizers Only", false],
      ["E Stocks Zinco", false],
    ]);
    const chat = new URL(listed.find((dealer) => dealer.whatsapp)?.whatsapp ?? "");
    expect(chat.searchParams.get("text")).toBe(
      "Assalam-o-Alaikum. I found your shop on the Green Fields Agro website. Do you have Dhaal Imidacloprid 20% SL?",
    );
    // By id as well as by slug, named in the page's language.
    expect(findAskedProduct(String(dhaal.id), "ur")).toMatchObject({
      id: dhaal.id,
      slug: dhaal.slug,
      categoryId: insecticides.id,
      name: "ڈھال",
    });
    expect(findAskedProduct("no-such-product", "en")).toBeNull();
    expect(findAskedProduct(null, "en")).toBeNull();
  });

  it("reads a list of any length in the same number of queries", () => {
    // Every statement run goes through the prototype of better-sqlite3's statements.
    const statement = Object.getPrototypeOf(db().$client.prepare("select 1")) as Statement;
    const category = addCategory("Insecticides");
    const product = findAskedProduct(addProduct(category.id, "Dhaal").slug, "en");
    const queriesFor = (district: string) => {
      const all = vi.spyOn(statement, "all");
      const get = vi.spyOn(statement, "get");
      try {
        dealerDirectory({ district, town: null, product: product?.slug ?? null }, "en");
        return all.mock.calls.length + get.mock.calls.length;
      } finally {
        all.mockRestore();
        get.mockRestore();
      }
    };
    addDealer({ shopName: "Only One", district: "lahore" }, { categories: [category.id] });
    for (let index = 0; index < 20; index += 1) {
      addDealer(
        { shopName: `Dealer ${index}`, town: `Town ${index % 4}`, whatsapp: "+923000000999" },
        index % 2 ? { categories: [category.id] } : { products: [product?.id ?? 0] },
      );
    }
    const one = queriesFor("lahore");
    expect(one).toBeGreaterThan(0);
    expect(queriesFor("multan")).toBe(one);
  });
});

describe("dealerDirectory", () => {
  it("without a district, offers the districts with dealers and every district to choose", () => {
    addDealer({ shopName: "A" });
    const view = dealerDirectory({ district: null, town: null, product: null }, "en");
    expect(view.district).toBeNull();
    expect(view.provinces).toHaveLength(1);
    const choices = view.choices.flatMap((province) => province.districts);
    expect(choices.length).toBeGreaterThan(150);
    expect(choices.find((district) => district.code === "multan")?.dealerCount).toBe(1);
    expect(choices.find((district) => district.code === "quetta")?.dealerCount).toBe(0);
  });

  it("lists a district's dealers, of the town chosen when it is one of its towns", () => {
    addDealer({ shopName: "City Shop", town: "Multan" });
    addDealer({ shopName: "Shujabad Shop", town: "Shujabad" });
    const town = dealerDirectory({ district: "multan", town: "shujabad", product: null }, "en");
    expect(town.town?.town).toBe("Shujabad");
    expect(town.dealers.map((dealer) => dealer.shopName)).toEqual(["Shujabad Shop"]);
    expect(town.towns).toHaveLength(2);
    expect(town.district).toEqual({
      code: "multan",
      name: "Multan",
      province: { code: "punjab", name: "Punjab" },
    });
    const unknown = dealerDirectory({ district: "multan", town: "Nowhere", product: null }, "en");
    expect(unknown.town).toBeNull();
    expect(unknown.dealers).toHaveLength(2);
  });

  it("for a district without dealers, names the districts of its province that have", () => {
    addDealer({ shopName: "Multan Shop", district: "multan" });
    addDealer({ shopName: "Vehari Shop", district: "vehari" });
    addDealer({ shopName: "Hyderabad Shop", district: "hyderabad" });
    const view = dealerDirectory({ district: "jhang", town: null, product: null }, "en");
    expect(view.dealers).toEqual([]);
    expect(view.otherDistricts.map((district) => district.code)).toEqual(["multan", "vehari"]);
    const served = dealerDirectory({ district: "multan", town: null, product: null }, "en");
    expect(served.otherDistricts).toEqual([]);
  });

  it("counts the dealers who said they stock the product asked about", () => {
    const category = addCategory("Insecticides");
    const dhaal = addProduct(category.id, "Dhaal");
    addDealer({ shopName: "A" }, { products: [dhaal.id] });
    addDealer({ shopName: "B" });
    const view = dealerDirectory({ district: "multan", town: null, product: dhaal.slug }, "en");
    expect(view.product?.id).toBe(dhaal.id);
    expect(view.stockedCount).toBe(1);
  });
});

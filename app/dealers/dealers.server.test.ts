import { beforeEach, describe, expect, it } from "vitest";
import { addCategory, addProduct, resetDatabase } from "#tests/setup/db-helpers";
import { refusalOf, valueOf } from "#tests/setup/results";
import { contentVersion } from "~/db/content-version.server";
import type { DealerFields } from "./dealer-schema";
import {
  createDealer,
  deleteDealer,
  getDealerById,
  listDealers,
  listDealersPage,
  saveDealer,
} from "./dealers.server";

beforeEach(resetDatabase);

const dealer = (fields: Partial<DealerFields> = {}): DealerFields => ({
  shopName: "Kissan Agro Centre",
  contactName: "Muhammad Aslam",
  district: "multan",
  town: "Shujabad",
  address: "Jalalpur Road",
  phone: "0300-1234567",
  ...fields,
});

function catalogue() {
  const insecticides = addCategory("Insecticides");
  const fungicides = addCategory("Fungicides");
  const dhaal = addProduct(insecticides.id, "Dhaal Imidacloprid 20% SL", { nameUr: "ڈھال" });
  const kavach = addProduct(fungicides.id, "Kavach Mancozeb 80% WP");
  return { insecticides, fungicides, dhaal, kavach };
}

describe("saving a dealer", () => {
  it("stores it with its stock named by name, slug or Urdu name, listed to farmers", () => {
    const { dhaal } = catalogue();
    const saved = valueOf(
      saveDealer(
        dealer({
          shopNameUr: "کسان ایگرو سینٹر",
          whatsapp: "0300 1234567",
          categories: "fungicides",
          products: ["ڈھال"],
          latitude: "29.88",
          longitude: "71.29",
        }),
      ),
    );
    expect(saved).toMatchObject({
      shopName: "Kissan Agro Centre",
      shopNameUr: "کسان ایگرو سینٹر",
      contactNameUr: null,
      district: "multan",
      phone: "+923001234567",
      whatsapp: "+923001234567",
      latitude: 29.88,
      longitude: 71.29,
      active: true,
      categories: [{ slug: "fungicides", name: "Fungicides", nameUr: null }],
      products: [{ slug: dhaal.slug, name: dhaal.name, nameUr: "ڈھال" }],
    });
    expect(getDealerById(saved.id)).toEqual(saved);
  });

  it("refuses a stock name the catalogue does not have, and the same shop twice in a town", () => {
    catalogue();
    expect(refusalOf(saveDealer(dealer({ categories: "Insecticides; Seeds" })))).toMatchObject({
      status: 400,
      errors: {
        categories:
          'No category is named "Seeds": write the category\'s name or slug as the catalogue has it',
      },
    });
    valueOf(saveDealer(dealer()));
    expect(refusalOf(saveDealer(dealer({ shopName: "KISSAN AGRO CENTRE" })))).toMatchObject({
      status: 409,
      errors: { shopName: 'A dealer named "KISSAN AGRO CENTRE" in Shujabad is already listed.' },
    });
    // The same name in another town is another shop.
    valueOf(saveDealer(dealer({ town: "Jalalpur Pirwala" })));
    expect(listDealers()).toHaveLength(2);
  });

  it("updates a dealer, leaving what the update leaves out as stored", () => {
    catalogue();
    const saved = createDealer(dealer({ categories: "Insecticides", shopNameUr: "کسان" }));
    const updated = valueOf(saveDealer(dealer({ phone: "0321-7654321", active: "no" }), saved.id));
    expect(updated).toMatchObject({
      phone: "+923217654321",
      active: false,
      shopNameUr: "کسان",
      categories: [{ slug: "insecticides" }],
    });
    // Sent empty, the list is emptied; sent again, the update keeps the dealer's own name.
    const cleared = valueOf(saveDealer(dealer({ categories: [], active: true }), saved.id));
    expect(cleared).toMatchObject({ categories: [], active: true });
    expect(refusalOf(saveDealer(dealer(), 999_999))).toMatchObject({ status: 404 });
  });

  it("moves the content version, so the public pages' cache lets them go", () => {
    const before = contentVersion();
    const saved = createDealer(dealer());
    const afterSave = contentVersion();
    expect(afterSave).not.toBe(before);
    valueOf(deleteDealer(saved.id));
    expect(contentVersion()).not.toBe(afterSave);
  });
});

describe("listing dealers", () => {
  function dealers() {
    const { dhaal, kavach } = catalogue();
    const shujabad = createDealer(dealer({ categories: "Insecticides" }));
    const multan = createDealer(
      dealer({
        shopName: "Zamindar Traders",
        town: "Multan City",
        townUr: "ملتان شہر",
        phone: "0301-1112223",
        products: kavach.slug,
      }),
    );
    const okara = createDealer(
      dealer({
        shopName: "Okara Seed Store",
        district: "Okara",
        town: "Renala Khurd",
        active: "no",
      }),
    );
    return { dhaal, kavach, shujabad, multan, okara };
  }

  it("lists them newest first, narrowed by district, town, active, product, category and words", () => {
    const { dhaal, kavach, shujabad, multan, okara } = dealers();
    const ids = (filter: Parameters<typeof listDealers>[0]) =>
      listDealers(filter).map((found) => found.id);
    expect(ids({})).toEqual([okara.id, multan.id, shujabad.id]);
    expect(ids({ district: "multan" })).toEqual([multan.id, shujabad.id]);
    expect(ids({ town: "multan city" })).toEqual([multan.id]);
    expect(ids({ town: "ملتان شہر" })).toEqual([multan.id]);
    expect(ids({ active: true })).toEqual([multan.id, shujabad.id]);
    expect(ids({ active: false })).toEqual([okara.id]);
    // A dealer of insecticides stocks Dhaal; one who names Kavach stocks fungicides.
    expect(ids({ product: dhaal.slug })).toEqual([shujabad.id]);
    expect(ids({ product: kavach.slug })).toEqual([multan.id]);
    expect(ids({ product: "no-such-product" })).toEqual([]);
    expect(ids({ category: "fungicides" })).toEqual([multan.id]);
    expect(ids({ category: "insecticides" })).toEqual([shujabad.id]);
    // A phone typed as people write it finds the number stored in international form.
    expect(ids({ q: "zamindar 0301-1112223" })).toEqual([multan.id]);
    expect(ids({ q: "renala" })).toEqual([okara.id]);
  });

  it("reads a page at a time, with the totals", () => {
    const { shujabad, multan } = dealers();
    const page = listDealersPage({ active: true }, { page: 2, limit: 1 });
    expect(page).toMatchObject({ page: 2, limit: 1, total: 2, pages: 2 });
    expect(page.items.map((found) => found.id)).toEqual([shujabad.id]);
    expect(listDealersPage({}, { page: 1, limit: 1 }).items[0]?.id).not.toBe(multan.id);
  });

  it("deletes a dealer and its stock", () => {
    const { shujabad } = dealers();
    expect(valueOf(deleteDealer(shujabad.id)).shopName).toBe("Kissan Agro Centre");
    expect(getDealerById(shujabad.id)).toBeUndefined();
    expect(refusalOf(deleteDealer(shujabad.id)).status).toBe(404);
  });
});

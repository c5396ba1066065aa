import { describe, expect, it } from "vitest";
import { phoneContact, readPhoneNumber } from "~/contacts/phone-number";
import { findDistrict } from "~/dealers/districts";
import { DEMO_CATEGORIES } from "./catalogue";
import { DEMO_DEALERS } from "./dealers";

const URDU = /^[\u0600-\u06FF0-9 .،-]+$/;
const active = DEMO_DEALERS.filter((dealer) => dealer.active !== false);

describe("the demo dealers", () => {
  it("are about forty, across a dozen districts of Punjab and Sindh, two or more in Multan", () => {
    expect(DEMO_DEALERS.length).toBeGreaterThanOrEqual(38);
    expect(DEMO_DEALERS.length).toBeLessThanOrEqual(45);
    const districts = new Set(DEMO_DEALERS.map((dealer) => dealer.district));
    expect(districts.size).toBeGreaterThanOrEqual(12);
    const provinces = new Set([...districts].map((code) => findDistrict(code)?.province));
    expect(provinces).toEqual(new Set(["punjab", "sindh"]));
    expect(active.filter((dealer) => dealer.district === "multan").length).toBeGreaterThan(1);
    for (const code of ["lahore", "faisalabad", "bahawalpur", "hyderabad", "sukkur"]) {
      expect(districts.has(code), code).toBe(true);
    }
  });

  it("are filed under districts of the list, each active district with its dealers", () => {
    for (const dealer of DEMO_DEALERS) {
      expect(findDistrict(dealer.district), `${dealer.shopName}: ${dealer.district}`).toBeDefined();
    }
    const inactive = DEMO_DEALERS.filter((dealer) => dealer.active === false);
    expect(inactive.length).toBeGreaterThanOrEqual(1);
    expect(inactive.length).toBeLessThanOrEqual(2);
  });

  it("have phones the phone rule reads, in the demo range; WhatsApp numbers are mobiles", () => {
    for (const dealer of DEMO_DEALERS) {
      for (const typed of [dealer.phone, dealer.whatsapp ?? dealer.phone]) {
        const number = readPhoneNumber(typed);
        expect(number.ok, `${dealer.shopName}: ${typed}`).toBe(true);
        // 03xx-0000xxx: no subscriber's number.
        expect(typed, dealer.shopName).toMatch(/^03\d\d-0000\d{3}$/);
      }
      if (dealer.whatsapp) expect(phoneContact(dealer.whatsapp)?.whatsapp).toBe(true);
    }
    expect(active.filter((dealer) => dealer.whatsapp).length).toBeGreaterThan(10);
    expect(active.filter((dealer) => !dealer.whatsapp).length).toBeGreaterThan(5);
    const phones = DEMO_DEALERS.map((dealer) => dealer.phone);
    expect(new Set(phones).size).toBe(phones.length);
  });

  it("have every text in Urdu too", () => {
    for (const dealer of DEMO_DEALERS) {
      for (const text of [
        dealer.shopNameUr,
        dealer.contactNameUr,
        dealer.townUr,
        dealer.addressUr,
      ]) {
        expect(text, dealer.shopName).toMatch(URDU);
      }
    }
  });

  it("stock demo categories and products by their names, some dealers saying nothing", () => {
    const categories = new Set(DEMO_CATEGORIES.map((category) => category.name));
    const products = new Set(
      DEMO_CATEGORIES.flatMap((category) => category.products.map((product) => product.name)),
    );
    for (const dealer of DEMO_DEALERS) {
      for (const name of dealer.categories ?? []) expect(categories.has(name), name).toBe(true);
      for (const name of dealer.products ?? []) expect(products.has(name), name).toBe(true);
    }
    const says = (dealer: (typeof DEMO_DEALERS)[number]) =>
      (dealer.categories?.length ?? 0) + (dealer.products?.length ?? 0) > 0;
    expect(DEMO_DEALERS.filter(says).length).toBeGreaterThan(15);
    expect(DEMO_DEALERS.filter((dealer) => !says(dealer)).length).toBeGreaterThan(5);
  });
});

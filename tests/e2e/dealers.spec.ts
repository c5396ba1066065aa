/**
 * Where to buy: a farmer on a phone finds the authorised dealers of his district, with a Call
 * and a WhatsApp button each, in English and Urdu, with JavaScript and without: by the links of
 * the districts that have dealers, by the list of every district, from a product's page (the
 * dealers who stock it first), and the office's numbers where a district has none.
 */
import { type Locator, type Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { PRIMARY_PHONE, SITE } from "~/config/site";
import { dealers } from "~/db/schema";
import { DEMO_CATEGORIES } from "~/demo/catalogue";
import { DEMO_DEALERS, type DemoDealer } from "~/demo/dealers";
import { localizedPath, type Locale } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages.server";
import { slugify } from "~/lib/slug";
import { uniqueTag, withDb } from "./support/database";
import { LANGUAGES } from "./support/public-pages";
import { WORK_URL } from "./support/servers";
import { expect, test } from "./support/test";

const INSECTICIDES = DEMO_CATEGORIES[0]!;
const DHAAL = INSECTICIDES.products[0]!;
const DHAAL_SLUG = slugify(DHAAL.name);
const DHAAL_PATH = `/category/${slugify(INSECTICIDES.name)}/${DHAAL_SLUG}`;
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

/** The active demo dealers of a district as its page lists them: those stocking `product` first. */
function listed(district: string, locale: Locale, product?: { name: string; category: string }) {
  const stocks = (dealer: DemoDealer) =>
    product !== undefined &&
    ((dealer.products ?? []).includes(product.name) ||
      (dealer.categories ?? []).includes(product.category));
  const name = (dealer: DemoDealer) => (locale === "ur" ? dealer.shopNameUr : dealer.shopName);
  return DEMO_DEALERS.filter((dealer) => dealer.district === district && dealer.active !== false)
    .sort((a, b) => Number(stocks(b)) - Number(stocks(a)) || name(a).localeCompare(name(b), locale))
    .map((dealer) => ({ dealer, name: name(dealer), stocks: stocks(dealer) }));
}

const cards = (page: Page) => page.locator(".dealer-card");

/** Expects a link to be a thumb's size: at least 44 by 44 CSS pixels. */
async function expectThumbSized(link: Locator, what: string) {
  const box = await link.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box!.height, what).toBeGreaterThanOrEqual(44);
  expect(box!.width, what).toBeGreaterThanOrEqual(44);
}

/** The text a wa.me link types in, and the number it opens. */
function chat(href: string | null) {
  const url = new URL(href ?? "");
  return { number: url.pathname.slice(1), text: url.searchParams.get("text") ?? "" };
}

for (const locale of LANGUAGES) {
  const text = messagesFor(locale);
  const { dealers: words, chrome } = text;
  const path = (english: string) => localizedPath(english, locale);

  test.describe(`in ${locale === "en" ? "English" : "Urdu"}`, () => {
    test("a farmer in Multan finds its dealers, each with a Call and a WhatsApp button @nojs", async ({
      page,
    }) => {
      await page.goto(path("/"));
      await page.locator(".intro").getByRole("link", { name: chrome.whereToBuy }).click();
      await expect(page).toHaveURL(path("/dealers"));
      await expect(page.locator("h1")).toHaveText(chrome.whereToBuy);
      const multan = locale === "ur" ? "ملتان" : "Multan";
      await page.getByRole("link", { name: new RegExp(`^${multan}\\s*\\d+$`) }).click();
      await expect(page).toHaveURL(path("/dealers?district=multan"));
      await expect(page.locator("h1")).toHaveText(
        locale === "ur" ? "ملتان: ہمارے ڈیلر" : "Dealers in Multan",
      );

      const expected = listed("multan", locale);
      expect(expected.length).toBeGreaterThanOrEqual(2);
      await expect(cards(page).locator("h2")).toHaveText(expected.map((one) => one.name));
      // A dealer no longer authorised is not listed.
      const inactive = DEMO_DEALERS.find(
        (dealer) => dealer.district === "multan" && dealer.active === false,
      )!;
      await expect(page.getByText(inactive.shopName)).toHaveCount(0);

      for (const [index, { dealer }] of expected.entries()) {
        const card = cards(page).nth(index);
        const call = card.getByRole("link", { name: new RegExp(`^${chrome.call}`) });
        const digits = dealer.phone.replace(/\D/g, "");
        await expect(call).toHaveAttribute("href", `tel:+92${digits.slice(1)}`);
        await expect(call).toContainText(`${digits.slice(0, 4)} ${digits.slice(4)}`);
        await expectThumbSized(call, `${dealer.shopName}: Call`);
        const whatsapp = card.getByRole("link", { name: chrome.whatsapp });
        if (!dealer.whatsapp) {
          await expect(whatsapp).toHaveCount(0);
          continue;
        }
        await expectThumbSized(whatsapp, `${dealer.shopName}: WhatsApp`);
        const opened = chat(await whatsapp.getAttribute("href"));
        expect(opened.number).toBe(`92${dealer.whatsapp.replace(/\D/g, "").slice(1)}`);
        expect(opened.text).toBe(
          words.whatsappGreeting.replace("{company}", text.company.shortName),
        );
      }
      // Cards read in the page's language.
      await expect(cards(page).first()).toContainText(
        locale === "ur" ? expected[0]!.dealer.addressUr : expected[0]!.dealer.address,
      );
    });

    test("a district chosen from the list of every district, then a town of it @nojs", async ({
      page,
    }) => {
      await page.goto(path("/dealers"));
      await page.getByLabel(words.chooseDistrict).selectOption("multan");
      await page.getByRole("button", { name: words.show }).click();
      await expect(page).toHaveURL(path("/dealers?district=multan"));
      const all = listed("multan", locale);
      await expect(cards(page)).toHaveCount(all.length);

      // The district's towns, each a link with its count of dealers.
      const towns = page.getByRole("navigation", { name: words.towns });
      await expect(towns.getByRole("link", { name: words.allTowns })).toHaveAttribute(
        "aria-current",
        "page",
      );
      const shujabad = locale === "ur" ? "شجاع آباد" : "Shujabad";
      await towns.getByRole("link", { name: new RegExp(`^${shujabad}`) }).click();
      await expect(page).toHaveURL(path("/dealers?district=multan&town=Shujabad"));
      const inTown = all.filter((one) => one.dealer.town === "Shujabad");
      await expect(cards(page).locator("h2")).toHaveText(inTown.map((one) => one.name));
      await expect(page.locator("h1")).toContainText(shujabad);
    });

    test("a district without dealers gives the office's Call and WhatsApp and nearby districts @nojs", async ({
      page,
    }) => {
      await page.goto(path("/dealers"));
      await page.getByLabel(words.chooseDistrict).selectOption("jhang");
      await page.getByRole("button", { name: words.show }).click();
      await expect(page).toHaveURL(path("/dealers?district=jhang"));
      const jhang = locale === "ur" ? "جھنگ" : "Jhang";
      await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText(
        words.none.replace("{district}", jhang),
      );
      await expect(cards(page)).toHaveCount(0);

      const call = page.getByRole("link", { name: words.callOffice });
      await expect(call).toHaveAttribute("href", `tel:${PRIMARY_PHONE.tel}`);
      await expectThumbSized(call, "the office's Call");
      const whatsapp = page.getByRole("link", { name: words.whatsappOffice });
      await expectThumbSized(whatsapp, "the office's WhatsApp");
      const opened = chat(await whatsapp.getAttribute("href"));
      expect(opened.number).toBe(SITE.whatsappNumber);
      expect(opened.text).toBe(words.officeGreeting.replace("{district}", jhang));

      // The districts of Punjab that have dealers, Multan among them.
      const others = page.getByRole("region", {
        name: words.otherDistricts.replace("{province}", locale === "ur" ? "پنجاب" : "Punjab"),
      });
      await others
        .getByRole("link", { name: new RegExp(`^${locale === "ur" ? "ملتان" : "Multan"}`) })
        .click();
      await expect(page).toHaveURL(path("/dealers?district=multan"));
      await expect(cards(page).first()).toBeVisible();
    });

    test("a product's 'Where to buy' lists which dealers stock it, first @nojs", async ({
      page,
    }) => {
      await page.goto(path(DHAAL_PATH));
      await page.getByRole("link", { name: chrome.whereToBuy }).click();
      await expect(page).toHaveURL(path(`/dealers?product=${DHAAL_SLUG}`));
      const productName = locale === "ur" ? DHAAL.nameUr : DHAAL.name;
      await expect(page.locator(".page-hero p")).toContainText(productName);

      await page
        .getByRole("link", { name: new RegExp(locale === "ur" ? "^ملتان" : "^Multan") })
        .click();
      await expect(page).toHaveURL(path(`/dealers?district=multan&product=${DHAAL_SLUG}`));
      const expected = listed("multan", locale, { name: DHAAL.name, category: INSECTICIDES.name });
      const stocking = expected.filter((one) => one.stocks);
      expect(stocking.length).toBeGreaterThanOrEqual(1);
      expect(stocking.length).toBeLessThan(expected.length);
      await expect(cards(page).locator("h2")).toHaveText(expected.map((one) => one.name));
      const badge = words.stocks.replace("{product}", productName);
      for (const [index, one] of expected.entries()) {
        await expect(cards(page).nth(index).locator(".dealer-stocks")).toHaveCount(
          one.stocks ? 1 : 0,
        );
      }
      await expect(cards(page).first().locator(".dealer-stocks")).toHaveText(badge);
      // The list says it is every dealer there, and how many said they stock it.
      await expect(page.locator(".dealer-note")).toContainText(String(stocking.length));
      await expect(page.locator(".dealer-note")).toContainText(productName);
      // A WhatsApp chat asks the shop for the product.
      const whatsapp = page.locator(".dealer-card a[href^='https://wa.me/']").first();
      expect(chat(await whatsapp.getAttribute("href")).text).toContain(productName);
    });

    test("the header's menu links to it, and the sitemap lists it @nojs", async ({
      page,
      request,
    }) => {
      await page.goto(path("/about"));
      await page.getByLabel(chrome.menu).click();
      await page
        .locator(".drawer-links")
        .getByRole("link", { name: chrome.nav.dealers, exact: true })
        .click();
      await expect(page).toHaveURL(path("/dealers"));
      await expect(page.locator("h1")).toHaveText(chrome.whereToBuy);
      const xml = await (await request.get("/sitemap.xml")).text();
      expect(xml).toMatch(new RegExp(`<loc>[^<]+${path("/dealers")}</loc>`));
    });
  });
}

test("a district's dealers are one page the cache keeps, and a new dealer shows at once", async ({
  request,
}) => {
  const address = "/dealers?district=multan&town=Shujabad";
  await request.get(address);
  expect((await request.get(address)).headers()["x-cache"]).toBe("HIT");

  // The work server, changed by this test only: a dealer of its own in a district of its own.
  const shop = `Test Zarai Store ${uniqueTag()}`;
  const district = `${WORK_URL}/dealers?district=attock`;
  const page = async () => (await request.get(district)).text();
  expect(await page()).not.toContain(shop);
  const id = withDb(
    "work",
    (db) =>
      db
        .insert(dealers)
        .values({
          shopName: shop,
          contactName: "Test Contact",
          district: "attock",
          town: "Attock",
          address: "Main Bazaar",
          phone: "+923000000199",
        })
        .returning({ id: dealers.id })
        .get().id,
  );
  try {
    expect(await page()).toContain(shop);
    withDb("work", (db) =>
      db.update(dealers).set({ active: false }).where(eq(dealers.id, id)).run(),
    );
    expect(await page()).not.toContain(shop);
  } finally {
    withDb("work", (db) => db.delete(dealers).where(eq(dealers.id, id)).run());
  }
});

/**
 * The crop guide: the crops page, a crop's pests with what to spray and at what dose, the
 * 'Recommended uses' table of a product, in English and Urdu, and the crops in the API.
 */
import { expectFailure, expectSuccess } from "./support/api-contract";
import { expectList, expectProduct } from "./support/api-records";
import { expect, test } from "./support/test";
import { DEMO_CATEGORIES } from "~/demo/catalogue";
import { DEMO_CROPS, DEMO_USES } from "~/demo/crop-guide";
import { messagesFor } from "~/i18n/messages.server";

const en = messagesFor("en");
const ur = messagesFor("ur");

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const DHAAL_CATEGORY = DEMO_CATEGORIES[0]!;
const DHAAL = DHAAL_CATEGORY.products[0]!;
const DHAAL_PATH = `/category/${slugOf(DHAAL_CATEGORY.name)}/${slugOf(DHAAL.name)}`;

/** Demo products recommended on a crop against a target, as the guide should list them. */
function recommended(cropSlug: string): Map<string, string[]> {
  const byTarget = new Map<string, string[]>();
  for (const [product, uses] of Object.entries(DEMO_USES)) {
    for (const use of uses.filter((one) => one.crop === cropSlug)) {
      byTarget.set(use.target, [...(byTarget.get(use.target) ?? []), product]);
    }
  }
  return byTarget;
}

test.describe("the crop guide", () => {
  test("lists every crop with a product, reachable from the header and the home page @nojs", async ({
    page,
  }) => {
    await page.goto("/");
    await page.locator(".intro").getByRole("link", { name: en.chrome.nav.crops }).click();
    await expect(page).toHaveURL(/\/crops$/);
    await expect(page.locator("h1")).toHaveText(en.crops.heading);
    const cards = page.locator(".crop-card");
    await expect(cards).toHaveCount(DEMO_CROPS.length);
    await expect(
      page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: en.chrome.nav.crops }),
    ).toHaveAttribute("href", "/crops");
    await cards.filter({ hasText: "Cotton" }).click();
    await expect(page).toHaveURL(/\/crops\/cotton$/);
  });

  test("a crop's page lists each target with the products recommended against it and their doses @nojs", async ({
    page,
  }) => {
    await page.goto("/crops/wheat");
    await expect(page.locator("h1")).toHaveText("Wheat");
    const expected = recommended("wheat");
    await expect(page.locator(".crop-target")).toHaveCount(expected.size);
    for (const [target, products] of expected) {
      const section = page.locator(".crop-target", {
        has: page.getByRole("heading", { name: target, exact: true }),
      });
      await expect(section.locator("tbody tr")).toHaveCount(products.length);
    }
    const first = page.locator(".crop-target tbody tr").first().getByRole("link");
    const name = await first.innerText();
    await first.click();
    await expect(page.locator("h1")).toHaveText(name);
  });

  test("in Urdu, the crops, targets and doses are Urdu and link to Urdu pages @nojs", async ({
    page,
  }) => {
    await page.goto("/ur/crops");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("h1")).toHaveText(ur.crops.heading);
    // In Urdu alphabetical order.
    const byName = [...DEMO_CROPS].sort((a, b) => a.nameUr.localeCompare(b.nameUr, "ur"));
    await expect(page.locator(".crop-card strong")).toHaveText(byName.map((crop) => crop.nameUr));
    await page.goto("/ur/crops/cotton");
    await expect(page.locator("h1")).toHaveText("کپاس");
    const whitefly = DEMO_USES[DHAAL.name]!.find((use) => use.crop === "cotton")!;
    await expect(page.getByRole("heading", { name: whitefly.targetUr, exact: true })).toBeVisible();
    await expect(page.locator(".use-table a").first()).toHaveAttribute("href", /^\/ur\/category\//);
  });

  test("a product page has its recommended uses, each crop linking to its page @nojs", async ({
    page,
  }) => {
    const uses = DEMO_USES[DHAAL.name]!;
    await page.goto(DHAAL_PATH);
    const table = page.getByRole("region", { name: en.product.uses });
    await expect(table.locator("tbody tr")).toHaveCount(uses.length);
    const firstRow = table.locator("tbody tr").first();
    await expect(firstRow.locator("td").nth(1)).toHaveText(uses[0]!.target);
    await expect(firstRow.locator("td").nth(2)).toHaveText(uses[0]!.dose);
    await expect(firstRow.getByRole("link")).toHaveAttribute("href", `/crops/${uses[0]!.crop}`);
    await page.goto(`/ur${DHAAL_PATH}`);
    const urdu = page.getByRole("region", { name: ur.product.uses });
    await expect(urdu.locator("tbody tr").first().locator("td").nth(1)).toHaveText(
      uses[0]!.targetUr,
    );
  });

  test("an unknown crop, or one with no product, is not found", async ({ page }) => {
    expect((await page.goto("/crops/bananas"))?.status()).toBe(404);
    expect((await page.goto("/ur/crops/bananas"))?.status()).toBe(404);
  });

  test("the sitemap lists the guide and every crop in both languages", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    for (const path of ["/crops", "/crops/cotton", "/ur/crops", "/ur/crops/cotton"]) {
      expect(xml, path).toMatch(new RegExp(`<loc>[^<]*${path}</loc>`));
    }
  });
});

test.describe("crops in the API", () => {
  test("GET /api/crops and /api/crops/{slug}; product records carry their uses", async ({
    request,
  }) => {
    const list = await expectSuccess(await request.get("/api/crops"));
    const crops = expectList(list.data, (value) => value as { slug: string; nameUr: string });
    expect(crops.map((crop) => crop.slug).sort()).toEqual(
      DEMO_CROPS.map((crop) => crop.slug).sort(),
    );
    const cotton = await expectSuccess(await request.get("/api/crops/cotton"));
    expect(cotton.data).toMatchObject({ name: "Cotton", slug: "cotton", nameUr: "کپاس" });
    await expectFailure(await request.get("/api/crops/bananas"), 404);
    const products = expectList(
      (await expectSuccess(await request.get("/api/products"))).data,
      expectProduct,
    );
    const dhaal = products.find((product) => product.name === DHAAL.name)!;
    expect(dhaal.uses.map((use) => [use.crop, use.target, use.targetUr])).toEqual(
      DEMO_USES[DHAAL.name]!.map((use) => [use.crop, use.target, use.targetUr]),
    );
  });
});

/**
 * The trail on a phone (360 px), with and without JavaScript: a colleague edits a product, the
 * change shows in the trail under their name (found with the filters, a plain GET form), and
 * the product's edit form says who changed it last, with a link to its changes.
 */
import { makeAccount, removeAccount } from "./support/accounts";
import { uniqueTag } from "./support/database";
import { colleaguePhone, expectNoSidewaysScroll, notice, waitForHydration } from "./support/pages";
import { DASHBOARD_PATH, WORK_URL } from "./support/servers";
import { signIn } from "./support/sign-in";
import { test, expect } from "./support/test";

const PHONE = { width: 360, height: 800 };
test.use({ baseURL: WORK_URL, viewport: PHONE });

const TRAIL = "/admin/trail";

test.describe("the trail", () => {
  test("@nojs a colleague's edit of a product shows in the trail under their name, and on the product", async ({
    browser,
    javaScriptEnabled,
    rows,
  }) => {
    const tag = uniqueTag();
    const username = `e2e-${tag}`;
    const password = `Kissan-${username}`;
    const name = `Sana ${tag}`;
    await makeAccount(username, password, { name });
    const category = rows.category({ name: `E2E Trail ${tag}` });
    const product = rows.product({ name: `Dhaal ${tag}`, categoryId: category.id });
    const phone = await colleaguePhone(browser, PHONE, javaScriptEnabled);
    try {
      await signIn(phone, { username, password });
      await expect(phone).toHaveURL(`${WORK_URL}${DASHBOARD_PATH}`);

      // The colleague edits the product's description.
      await phone.goto(`/admin/products?edit=${product.id}`);
      if (javaScriptEnabled) await waitForHydration(phone, ".admin-header a");
      await phone
        .getByRole("textbox", { name: "Description *" })
        .fill("Controls jassid and whitefly on cotton.");
      await phone.getByRole("button", { name: "Update Product" }).click();
      await expect(notice(phone)).toBeVisible();

      // The trail, narrowed to their changes of products with its filter form.
      await phone
        .getByRole("navigation", { name: "Admin" })
        .getByRole("link", { name: "Trail" })
        .click();
      await expect(phone).toHaveURL(`${WORK_URL}${TRAIL}`);
      if (javaScriptEnabled) await waitForHydration(phone, ".admin-header a");
      const filters = phone.getByRole("form", { name: "Filter the trail" });
      await filters.getByLabel("Person").selectOption({ label: name });
      await filters.getByLabel("Kind").selectOption({ label: "Products" });
      await filters.getByRole("button", { name: "Show" }).click();
      await expect(phone).toHaveURL((url) => url.searchParams.get("kind") === "products");
      const card = phone.locator(".trail-card", { hasText: product.name });
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(`${name} updated the product “${product.name}”`);
      await expect(card.locator("dt", { hasText: "description" })).toBeVisible();
      await expect(card.locator("ins")).toHaveText("Controls jassid and whitefly on cotton.");
      await expectNoSidewaysScroll(phone);

      // A day before any change: nothing matches.
      await filters.getByLabel("To").fill("2020-01-01");
      await filters.getByRole("button", { name: "Show" }).click();
      await expect(phone.getByText("No changes match.")).toBeVisible();

      // The product's form says who changed it last, and links to its changes.
      await phone.goto(`/admin/products?edit=${product.id}`);
      const lastChanged = phone.locator(".last-changed");
      await expect(lastChanged).toContainText(`by ${name}`);
      await lastChanged.getByRole("link", { name: "All changes" }).click();
      await expect(phone).toHaveURL(
        (url) =>
          url.pathname === TRAIL &&
          url.searchParams.get("record") === String(product.id) &&
          url.searchParams.get("kind") === "products",
      );
      await expect(phone.locator(".trail-card")).toHaveCount(1);
      await expectNoSidewaysScroll(phone);
    } finally {
      await phone.context().close();
      removeAccount(username);
    }
  });
});

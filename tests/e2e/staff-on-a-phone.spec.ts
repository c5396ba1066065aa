/**
 * A staff day on a 390 px phone, with and without JavaScript, from end to end: the administrator
 * adds a colleague, who chooses a password, turns on two-factor sign-in and signs in with a
 * code; edits a product and finds the change in the trail under their own name; deletes it by
 * mistake and restores it from the trash as it was; and answers a farmer's Urdu enquiry with one
 * tap on WhatsApp, greeted in Urdu. Each step is tested on its own in its screen's spec; this one
 * checks that they hold together for one person on one phone.
 */
import type { Page } from "@playwright/test";
import { codeNow, nextCode, removeAccount } from "./support/accounts";
import { findProduct, uniqueTag } from "./support/database";
import {
  colleaguePhone,
  deleteConfirmed,
  expectNoSidewaysScroll,
  notice,
  openAdmin,
  rowWith,
  waitForHydration,
} from "./support/pages";
import { DASHBOARD_PATH, LOGIN_PATH, WORK_URL } from "./support/servers";
import { signIn } from "./support/sign-in";
import { adminTest as test, expect } from "./support/test";

const PHONE = { width: 390, height: 800 };
test.use({ baseURL: WORK_URL, viewport: PHONE });

/** Follows a section of the admin's menu, as a thumb would. */
async function openSection(page: Page, section: string, javaScriptEnabled: boolean) {
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: section })
    .click();
  if (javaScriptEnabled) await waitForHydration(page, ".admin-header a");
}

test("@nojs a colleague is added, signs in with two-factor, edits a product seen in the trail under their name, restores it after a mistaken delete, and answers an enquiry on WhatsApp", async ({
  page,
  browser,
  javaScriptEnabled,
  rows,
}) => {
  test.setTimeout(180_000);
  const tag = uniqueTag();
  const username = `e2e-${tag}`;
  const name = `Ayesha ${tag}`;
  const category = rows.category({ name: `E2E Day ${tag}` });
  const product = rows.product({ name: `Dhaal day${tag}`, categoryId: category.id });
  const farmer = `محمد اکرم ${tag}`;
  rows.contact({ name: farmer, email: null, phone: "0301-7654321", language: "ur" });
  const phone = await colleaguePhone(browser, PHONE, javaScriptEnabled);
  try {
    // The administrator adds the colleague; the one-time password is shown once.
    await openAdmin(page, "/admin/accounts", javaScriptEnabled);
    await page.getByRole("link", { name: "Add Account" }).click();
    await page.getByLabel(/^Name/).fill(name);
    await page.getByLabel(/^Username/).fill(username);
    await page.getByRole("button", { name: "Add Account" }).click();
    const oneTimePassword = (await page.locator("#one-time-password").textContent()) ?? "";
    expect(oneTimePassword).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);

    // The colleague chooses a password, then turns on two-factor sign-in.
    await signIn(phone, { username, password: oneTimePassword });
    await expect(phone).toHaveURL(`${WORK_URL}/admin/account`);
    if (javaScriptEnabled) await waitForHydration(phone, ".admin-header a");
    const ownPassword = `Kapaas-${tag}`;
    await phone.getByLabel("New password", { exact: true }).fill(ownPassword);
    await phone.getByLabel("Repeat the new password").fill(ownPassword);
    await phone.getByRole("button", { name: "Save my password" }).click();
    await expect(phone).toHaveURL(`${WORK_URL}${DASHBOARD_PATH}`);
    await phone.getByRole("link", { name: `Welcome, ${name}` }).click();
    await phone.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    const secret = (await phone.locator("#two-factor-secret").textContent()) ?? "";
    await phone.getByLabel("Authentication code").fill(codeNow(secret));
    await phone.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    await expect(phone.getByRole("heading", { name: "Your recovery codes" })).toBeVisible();
    await phone.getByRole("link", { name: "Done" }).click();
    await phone.getByRole("button", { name: "Logout" }).click();
    await expect(phone).toHaveURL((url) => url.pathname === LOGIN_PATH);

    // Signing in again takes the password and then a code from the authenticator app.
    await signIn(phone, { username, password: ownPassword });
    await phone.getByLabel("Authentication code").fill(nextCode(secret));
    await phone.getByRole("button", { name: "Verify and sign in" }).click();
    await expect(phone).toHaveURL(`${WORK_URL}${DASHBOARD_PATH}`);
    if (javaScriptEnabled) await waitForHydration(phone, ".admin-header a");

    // The colleague edits the product; the trail shows it under their name.
    await openSection(phone, "Products", javaScriptEnabled);
    await rowWith(phone, product.name).getByRole("link", { name: "Edit" }).click();
    await phone
      .getByRole("textbox", { name: "Description *" })
      .fill("Stops whitefly and jassid on cotton within a day.");
    await phone.getByRole("button", { name: "Update Product" }).click();
    await expect(notice(phone)).toBeVisible();
    await openSection(phone, "Trail", javaScriptEnabled);
    const edit = phone.locator(".trail-card", {
      hasText: `${name} updated the product “${product.name}”`,
    });
    await expect(edit).toHaveCount(1);
    await expect(edit.locator("ins")).toHaveText(
      "Stops whitefly and jassid on cotton within a day.",
    );
    await expectNoSidewaysScroll(phone);
    const edited = findProduct(product.name);
    expect(edited?.description).toBe("Stops whitefly and jassid on cotton within a day.");

    // A slip: the product is deleted, then restored from the trash exactly as it was.
    await phone.goto(`/admin/products?q=${encodeURIComponent(product.name)}`);
    if (javaScriptEnabled) await waitForHydration(phone, ".admin-header a");
    await deleteConfirmed(
      phone,
      rowWith(phone, product.name),
      `the product "${product.name}"`,
      javaScriptEnabled,
    );
    await expect(notice(phone)).toHaveText("Product moved to the trash.");
    expect(findProduct(product.name)).toBeUndefined();
    await openSection(phone, "Trash", javaScriptEnabled);
    await phone
      .locator(".trash-card", { hasText: product.name })
      .getByRole("button", { name: "Restore" })
      .click();
    await expect(notice(phone)).toHaveText("Restored from the trash.");
    expect(findProduct(product.name)).toEqual(edited);
    await openSection(phone, "Trail", javaScriptEnabled);
    await expect(
      phone.locator(".trail-card", {
        hasText: `${name} restored from the trash the product “${product.name}”`,
      }),
    ).toHaveCount(1);

    // The farmer's Urdu enquiry, first in the inbox, is answered with one tap on WhatsApp.
    await openSection(phone, "Contacts", javaScriptEnabled);
    const first = phone.locator("table.admin-table tbody tr").first();
    await expect(first).toContainText(farmer);
    const whatsapp = first.getByRole("link", { name: `WhatsApp ${farmer}` });
    await expect(whatsapp).toHaveAttribute(
      "href",
      `https://wa.me/923017654321?text=${encodeURIComponent(
        `السلام علیکم ${farmer}! ہم گرین فیلڈز ایگرو سے آپ کے پیغام کے سلسلے میں بات کر رہے ہیں۔`,
      )}`,
    );
    const box = await whatsapp.boundingBox();
    expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await expectNoSidewaysScroll(phone);
  } finally {
    await phone.context().close();
    removeAccount(username);
  }
});

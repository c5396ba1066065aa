/**
 * Admin dealers on a phone (390 px), with and without JavaScript: the list as cards, adding,
 * editing and deleting a dealer, importing a spreadsheet with its preview, and the export.
 */
import { readFile } from "node:fs/promises";
import { type Page } from "@playwright/test";
import { inArray, like } from "drizzle-orm";
import { dealerCategories, dealers } from "~/db/schema";
import { readCsv } from "./support/csv";
import { uniqueTag, withDb } from "./support/database";
import { makeFile } from "./support/files";
import {
  deleteConfirmed,
  errorAlert,
  expectNoSidewaysScroll,
  notice,
  openAdmin,
} from "./support/pages";
import { WORK_URL } from "./support/servers";
import { adminTest as test, expect } from "./support/test";

test.use({ baseURL: WORK_URL, viewport: { width: 390, height: 844 } });

const PATH = "/admin/dealers";

type DealerRow = typeof dealers.$inferSelect;

function dealersNamed(prefix: string): DealerRow[] {
  return withDb("work", (db) =>
    db
      .select()
      .from(dealers)
      .where(like(dealers.shopName, `${prefix}%`))
      .all(),
  );
}

function removeDealers(prefix: string): void {
  withDb("work", (db) =>
    db
      .delete(dealers)
      .where(like(dealers.shopName, `${prefix}%`))
      .run(),
  );
}

function categoryIdsOf(dealerId: number): number[] {
  return withDb("work", (db) =>
    db
      .select({ categoryId: dealerCategories.categoryId })
      .from(dealerCategories)
      .where(inArray(dealerCategories.dealerId, [dealerId]))
      .all()
      .map((row) => row.categoryId),
  );
}

const card = (page: Page, text: string) => page.locator(".dealer-card", { hasText: text });

const HEADER =
  "Shop Name,Shop name ur,Contact name,District,Town,Address,Phone,WhatsApp,Categories,Active";

test.describe("admin dealers", () => {
  test("@nojs adds a dealer, edits it and deletes it, as cards on a phone", async ({
    page,
    javaScriptEnabled,
  }) => {
    const shop = `E2E Kissan Agro ${uniqueTag()}`;
    try {
      await openAdmin(page, "/admin/dashboard", javaScriptEnabled);
      await page
        .getByRole("navigation", { name: "Admin" })
        .getByRole("link", { name: "Dealers" })
        .click();
      await expect(page).toHaveURL(`${WORK_URL}${PATH}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Dealers \(\d+\)$/);

      await page.getByRole("link", { name: "Add Dealer" }).click();
      await expect(page.locator("#dealer-form-title")).toHaveText("Add Dealer");
      await expectNoSidewaysScroll(page);
      await page.getByLabel(/^Shop name/).fill(shop);
      await page.getByLabel(/^Owner or contact name/).fill("Muhammad Aslam");
      // The districts are grouped by province.
      await expect(page.locator("#dealer-district optgroup")).toHaveCount(7);
      await page.locator("#dealer-district").selectOption("multan");
      await page.getByLabel(/^Tehsil or town/).fill("Shujabad");
      await page.getByLabel(/^Address/).fill("Jalalpur Road");
      // A digit missing: refused, with what was typed kept.
      await page.getByLabel(/^Phone/).fill("0300-123456");
      await page.getByLabel("Insecticides", { exact: true }).check();
      await page.getByLabel("Urdu shop name").fill("کسان ایگرو");
      await page.getByRole("button", { name: "Create Dealer" }).click();
      await expect(errorAlert(page)).toHaveText("Please correct the highlighted fields.");
      await expect(page.locator("#dealer-phone-error")).toHaveText(
        "Phone is too short: a digit is missing: write it like 0300-1234567",
      );
      await expect(page.getByLabel(/^Shop name/)).toHaveValue(shop);
      await expect(page.locator("#dealer-district")).toHaveValue("multan");
      await expect(page.getByLabel("Insecticides", { exact: true })).toBeChecked();

      await page.getByLabel(/^Phone/).fill("0300-1234567");
      await page.getByRole("button", { name: "Create Dealer" }).click();
      await expect(notice(page)).toHaveText("Dealer created.");
      const created = card(page, shop);
      await expect(created).toContainText("Shujabad, Multan");
      await expect(created).toContainText("کسان ایگرو");
      await expect(created.getByRole("link", { name: "+923001234567" })).toHaveAttribute(
        "href",
        "tel:+923001234567",
      );
      await expectNoSidewaysScroll(page);
      const [saved] = dealersNamed(shop);
      expect(saved).toMatchObject({ district: "multan", phone: "+923001234567", active: true });
      expect(categoryIdsOf(saved?.id ?? 0)).toHaveLength(1);

      // Edit and Delete are big enough for a thumb.
      const edit = created.getByRole("link", { name: "Edit" });
      const box = await edit.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      await edit.click();
      await expect(page.locator("#dealer-form-title")).toHaveText("Edit Dealer");
      await page.getByLabel(/^WhatsApp number/).fill("+92 321 7654321");
      await page.getByLabel("Active: listed to farmers").uncheck();
      await page.getByRole("button", { name: "Update Dealer" }).click();
      await expect(notice(page)).toHaveText("Dealer updated.");
      await expect(card(page, shop)).toContainText("Inactive");
      expect(dealersNamed(shop)[0]).toMatchObject({ whatsapp: "+923217654321", active: false });

      await deleteConfirmed(page, card(page, shop), `the dealer "${shop}"`, javaScriptEnabled);
      await expect(notice(page)).toHaveText("Dealer moved to the trash.");
      await expect(card(page, shop)).toHaveCount(0);
      expect(dealersNamed(shop)).toEqual([]);
    } finally {
      removeDealers(shop);
    }
  });

  test("@nojs imports a spreadsheet: a bad row shows its problem and nothing is written; a good file is", async ({
    page,
    javaScriptEnabled,
  }, testInfo) => {
    const prefix = `E2E Import ${uniqueTag()}`;
    const good = [
      `${prefix} One,زمیندار ٹریڈرز,Rana Tariq,ملتان,Multan City,Hussain Agahi Bazaar,0300-1234567,,Insecticides; Fungicides,yes`,
      `${prefix} Two,,Abdul Ghafoor,Okara,Renala Khurd,"Main Bazaar, Block 2",0321-7654321,0321-7654321,,no`,
    ];
    const bad = `${prefix} Three,,Ali,Lahore Cantt,Lahore,Mall Road,0300-12345,,,yes`;
    try {
      await openAdmin(page, PATH, javaScriptEnabled);
      await page.getByRole("link", { name: "Import CSV" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Import dealers");

      const badFile = await makeFile(
        testInfo,
        "bad.csv",
        Buffer.from(`\uFEFF${HEADER}\r\n${good.join("\r\n")}\r\n${bad}\r\n`),
      );
      await page.getByLabel(/^CSV file/).setInputFiles(badFile);
      await page.getByRole("button", { name: "Preview the dealers" }).click();
      await expect(page.getByRole("status").filter({ hasText: "rows read" })).toHaveText(
        "3 rows read: 2 ready to import, 1 with problems.",
      );
      await expect(errorAlert(page)).toContainText("Nothing was imported: 1 row has problems.");
      const problem = page.locator(".import-row-problem");
      await expect(problem).toHaveCount(1);
      await expect(problem.getByRole("heading")).toHaveText("Line 4");
      await expect(problem).toContainText('District: "Lahore Cantt" is not a district of the list');
      await expect(problem).toContainText("Phone: Phone is too short: a digit is missing");
      // Not importable whole: only its good rows, and only when the staff say so.
      await expect(page.getByRole("button", { name: /^Import \d+ dealers?$/ })).toHaveCount(0);
      await expect(
        page.getByRole("button", { name: "Import the 2 rows without problems, leaving out 1" }),
      ).toBeVisible();
      await expectNoSidewaysScroll(page);
      expect(dealersNamed(prefix)).toEqual([]);

      // The corrected file, without a byte order mark and with LF line ends.
      const goodFile = await makeFile(
        testInfo,
        "good.csv",
        Buffer.from(`${HEADER}\n${good.join("\n")}\n`),
      );
      await page.getByLabel(/^CSV file/).setInputFiles(goodFile);
      await page.getByRole("button", { name: "Preview the dealers" }).click();
      await expect(page.getByRole("status").filter({ hasText: "rows read" })).toHaveText(
        "2 rows read: 2 ready to import, 0 with problems.",
      );
      await expect(page.locator(".import-row").first()).toContainText(`${prefix} One`);
      await expectNoSidewaysScroll(page);
      // Nothing is written before the staff confirm.
      expect(dealersNamed(prefix)).toEqual([]);
      await page.getByRole("button", { name: "Import 2 dealers" }).click();
      await expect(notice(page)).toHaveText("Dealers imported.");
      await expect(page).toHaveURL(new RegExp(`${PATH}\\?notice=dealers-imported$`));
      const imported = dealersNamed(prefix).sort((a, b) => a.shopName.localeCompare(b.shopName));
      expect(imported).toMatchObject([
        { shopNameUr: "زمیندار ٹریڈرز", district: "multan", phone: "+923001234567", active: true },
        {
          district: "okara",
          address: "Main Bazaar, Block 2",
          whatsapp: "+923217654321",
          active: false,
        },
      ]);
      expect(categoryIdsOf(imported[0]?.id ?? 0)).toHaveLength(2);
    } finally {
      removeDealers(prefix);
    }
  });

  test("@nojs imports the good rows of a file only when the staff choose to leave out the rows with problems", async ({
    page,
    javaScriptEnabled,
  }, testInfo) => {
    const prefix = `E2E Leave Out ${uniqueTag()}`;
    const rows = [
      `${prefix} One,,Rana Tariq,Multan,Multan City,Hussain Agahi Bazaar,0300-1234567,,,yes`,
      `${prefix} Two,,Ali,Lahore Cantt,Lahore,Mall Road,0300-1234568,,,yes`,
      `${prefix} Three,,Abdul Ghafoor,Okara,Renala Khurd,Main Bazaar,0321-7654321,,,no`,
    ];
    try {
      await openAdmin(page, `${PATH}/import`, javaScriptEnabled);
      const file = await makeFile(
        testInfo,
        "leave-out.csv",
        Buffer.from(`${HEADER}\r\n${rows.join("\r\n")}\r\n`),
      );
      await page.getByLabel(/^CSV file/).setInputFiles(file);
      await page.getByRole("button", { name: "Preview the dealers" }).click();
      await expect(page.getByRole("status").filter({ hasText: "rows read" })).toHaveText(
        "3 rows read: 2 ready to import, 1 with problems.",
      );
      await expect(errorAlert(page)).toContainText(
        "or import the 2 rows without problems and leave it out.",
      );
      await expect(page.locator(".import-row-problem").getByRole("heading")).toHaveText("Line 3");
      await expectNoSidewaysScroll(page);
      expect(dealersNamed(prefix)).toEqual([]);

      await page
        .getByRole("button", { name: "Import the 2 rows without problems, leaving out 1" })
        .click();
      await expect(notice(page)).toHaveText("Dealers imported.");
      await expect(page).toHaveURL(new RegExp(`${PATH}\\?notice=dealers-imported$`));
      expect(
        dealersNamed(prefix)
          .map((dealer) => dealer.shopName)
          .sort(),
      ).toEqual([`${prefix} One`, `${prefix} Three`]);
    } finally {
      removeDealers(prefix);
    }
  });

  test("@nojs exports the dealers the search keeps, in the format the import reads", async ({
    page,
    javaScriptEnabled,
  }) => {
    const prefix = `E2E Export ${uniqueTag()}`;
    withDb("work", (db) =>
      db
        .insert(dealers)
        .values([
          {
            shopName: `${prefix} Kissan`,
            shopNameUr: "کسان",
            contactName: "Aslam",
            district: "multan",
            town: "Shujabad",
            address: "Road, near the market",
            phone: "+923001234567",
          },
          {
            shopName: `${prefix} Zamindar`,
            contactName: "Tariq",
            district: "okara",
            town: "Renala Khurd",
            address: "Bazaar",
            phone: "+923217654321",
            active: false,
          },
        ])
        .run(),
    );
    try {
      await openAdmin(page, `${PATH}?q=${encodeURIComponent(prefix)}`, javaScriptEnabled);
      await expect(page.locator(".dealer-card")).toHaveCount(2);
      const started = page.waitForEvent("download");
      await page.getByRole("link", { name: "Export CSV" }).click();
      const file = await started;
      expect(file.suggestedFilename()).toMatch(/^dealers-\d{4}-\d{2}-\d{2}\.csv$/);
      const rows = readCsv(await readFile(await file.path()));
      expect(rows[0]).toEqual([
        "shop_name",
        "shop_name_ur",
        "contact_name",
        "contact_name_ur",
        "district",
        "town",
        "town_ur",
        "address",
        "address_ur",
        "phone",
        "whatsapp",
        "categories",
        "products",
        "latitude",
        "longitude",
        "active",
      ]);
      expect(rows.slice(1).map((row) => [row[0], row[1], row[4], row[7], row[9], row[15]])).toEqual(
        [
          [`${prefix} Zamindar`, "", "Okara", "Bazaar", "'+923217654321", "no"],
          [`${prefix} Kissan`, "کسان", "Multan", "Road, near the market", "'+923001234567", "yes"],
        ],
      );
    } finally {
      removeDealers(prefix);
    }
  });

  test("offers the template, whose columns the import reads", async ({ page }) => {
    await openAdmin(page, `${PATH}/import`, true);
    const started = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download the template" }).click();
    const file = await started;
    expect(file.suggestedFilename()).toBe("dealers-template.csv");
    const rows = readCsv(await readFile(await file.path()));
    expect(rows[0]?.[0]).toBe("shop_name");
    expect(rows).toHaveLength(2);
  });
});

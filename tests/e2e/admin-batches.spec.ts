/**
 * Admin batches on a phone, with and without JavaScript: add, edit, recall, generate pack codes
 * and read the downloaded zip, delete.
 */
import { readFile } from "node:fs/promises";
import { type Locator, type Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { batches, packCodes } from "~/db/schema";
import { formatLongUsDate } from "~/lib/dates";
import { normalizePackCode } from "~/verification/pack-code";
import { readCsv } from "./support/csv";
import { uniqueTag, withDb } from "./support/database";
import { deleteConfirmed, notice, openAdmin } from "./support/pages";
import { WORK_URL } from "./support/servers";
import { adminTest as test, expect } from "./support/test";

test.use({ baseURL: WORK_URL });

const PATH = "/admin/batches";
const PRODUCT = "Shikra Lambda-cyhalothrin 2.5% EC";

const formTitle = (page: Page) => page.locator("#batch-form-title");
const card = (page: Page, batchNumber: string): Locator =>
  page.locator("li.batch-card", { has: page.getByRole("heading", { name: batchNumber }) });

function findBatch(batchNumber: string) {
  return withDb("work", (db) =>
    db.select().from(batches).where(eq(batches.batchNumber, batchNumber)).get(),
  );
}

function removeBatch(batchNumber: string): void {
  withDb("work", (db) => db.delete(batches).where(eq(batches.batchNumber, batchNumber)).run());
}

function storedHashes(batchId: number): string[] {
  return withDb("work", (db) =>
    db
      .select({ codeHash: packCodes.codeHash })
      .from(packCodes)
      .where(eq(packCodes.batchId, batchId))
      .all()
      .map((row) => row.codeHash),
  );
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe("admin batches", () => {
  test("@nojs a batch is added, edited, recalled, given 5 pack codes in a zip, and deleted, on a phone", async ({
    page,
    javaScriptEnabled,
  }) => {
    // A dozen pages and a download, one after another.
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    const batchNumber = `E2E-${uniqueTag().toUpperCase()}`;
    try {
      await openAdmin(page, PATH, javaScriptEnabled);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Batches \([\d,]+\)$/);
      expect(await noSidewaysScroll(page)).toBe(true);

      // Add.
      await page.getByRole("link", { name: "Add Batch" }).click();
      await expect(formTitle(page)).toHaveText("Add Batch");
      await page.getByLabel(/^Product/).selectOption({ label: PRODUCT });
      await page.getByLabel(/^Batch number/).fill(batchNumber);
      await page.getByLabel(/^Manufacturing date/).fill("2026-06-01");
      await page.getByLabel(/^Expiry date/).fill("2026-05-31");
      await page.getByLabel(/^Packs made/).fill("1200");
      await page.getByRole("button", { name: "Create Batch" }).click();
      // An expiry before manufacture is refused beside its field, the rest kept as typed.
      await expect(page.locator("#batch-expiresOn-error")).toHaveText(
        "Expiry date must be after the manufacturing date",
      );
      await expect(page.getByLabel(/^Batch number/)).toHaveValue(batchNumber);
      await page.getByLabel(/^Expiry date/).fill("2028-05-31");
      await page.getByRole("button", { name: "Create Batch" }).click();
      await expect(notice(page)).toHaveText("Batch created.");
      const created = card(page, batchNumber);
      await expect(created).toContainText(PRODUCT);
      await expect(created).toContainText(formatLongUsDate("2026-06-01"));
      await expect(created).toContainText("1,200");
      await expect(created.locator(".status-badge")).toHaveCount(0);
      expect(findBatch(batchNumber)).toMatchObject({
        batchKey: normalizePackCode(batchNumber),
        quantity: 1200,
        recalled: false,
      });
      expect(await noSidewaysScroll(page)).toBe(true);

      // Edit.
      await created.getByRole("link", { name: "Edit" }).click();
      await expect(formTitle(page)).toHaveText("Edit Batch");
      await expect(page.getByLabel(/^Batch number/)).toHaveValue(batchNumber);
      await page.getByLabel(/^Expiry date/).fill("2028-06-30");
      await page.getByRole("button", { name: "Update Batch" }).click();
      await expect(notice(page)).toHaveText("Batch updated.");
      await expect(card(page, batchNumber)).toContainText(formatLongUsDate("2028-06-30"));

      // Recall: the note farmers are told is asked for.
      await card(page, batchNumber).getByRole("link", { name: "Edit" }).click();
      await page.getByRole("checkbox", { name: /^Recalled/ }).check();
      await page.getByRole("button", { name: "Update Batch" }).click();
      await expect(page.locator("#batch-recallNote-error")).toHaveText(
        "Say why the batch is recalled: farmers checking it are told",
      );
      await expect(page.getByRole("checkbox", { name: /^Recalled/ })).toBeChecked();
      await page.getByLabel(/^Why it is recalled/).fill("Caps leak in heat.");
      await page.getByLabel(/^Urdu: why it is recalled/).fill("گرمی میں ڈھکن سے دوا رستی ہے۔");
      await page.getByRole("button", { name: "Update Batch" }).click();
      await expect(notice(page)).toHaveText("Batch updated.");
      const recalled = card(page, batchNumber);
      await expect(recalled.locator(".status-recalled")).toHaveText("Recalled");
      await expect(recalled).toContainText("Caps leak in heat.");
      await expect(recalled.locator("[lang=ur]")).toHaveText("گرمی میں ڈھکن سے دوا رستی ہے۔");
      expect(await noSidewaysScroll(page)).toBe(true);

      // Generate 5 codes: the panel says first that the file is their only copy.
      await recalled.getByRole("link", { name: "Pack codes" }).click();
      const panel = page.getByRole("region", { name: `Pack codes for batch ${batchNumber}` });
      await expect(panel).toContainText("shown once only");
      await expect(panel).toContainText("0 codes made so far");
      expect(await noSidewaysScroll(page)).toBe(true);
      await panel.getByLabel(/^Number of codes/).fill("5");
      const downloading = page.waitForEvent("download");
      await panel.getByRole("button", { name: "Generate and download" }).click();
      const download = await downloading;
      const slug = batchNumber.toLowerCase();
      expect(download.suggestedFilename()).toMatch(
        new RegExp(`^codes-${slug}-\\d{4}-\\d{2}-\\d{2}\\.zip$`),
      );
      const files = unzipSync(new Uint8Array(await readFile(await download.path())));
      const [header, ...rows] = readCsv(Buffer.from(files["codes.csv"] ?? new Uint8Array()));
      expect(header).toEqual(["Code", "Batch number", "Product", "Verification link", "QR image"]);
      expect(rows).toHaveLength(5);
      const batch = findBatch(batchNumber);
      if (!batch) throw new Error("The batch is gone");
      const hashes = storedHashes(batch.id);
      expect(hashes).toHaveLength(5);
      for (const [code = "", number, product, link, image = ""] of rows) {
        expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
        expect([number, product]).toEqual([batchNumber, PRODUCT]);
        expect(link).toBe(`${WORK_URL}/verify?code=${code}`);
        expect(image).toBe(`qr/${code}.svg`);
        expect(strFromU8(files[image] ?? new Uint8Array())).toMatch(/^<svg [^>]*viewBox=/);
        // Only hashes are stored: no stored value is the code.
        expect(hashes).not.toContain(normalizePackCode(code));
      }
      expect(Object.keys(files)).toHaveLength(6);
      // The page is still there, and the card counts the new codes once it is read again.
      await page.goto(PATH);
      await expect(card(page, batchNumber).locator("dd").nth(3)).toHaveText("5");

      // Delete: the question says the codes go with it.
      await deleteConfirmed(
        page,
        card(page, batchNumber),
        `the batch "${batchNumber}" and all its pack codes (farmers checking a printed code of it would be told it is unknown)`,
        javaScriptEnabled,
      );
      await expect(notice(page)).toHaveText("Batch deleted.");
      await expect(card(page, batchNumber)).toHaveCount(0);
      expect(findBatch(batchNumber)).toBeUndefined();
      expect(storedHashes(batch.id)).toEqual([]);
    } finally {
      removeBatch(batchNumber);
    }
  });

  test("@nojs the list is narrowed by product and batch number, and shows the demo's expired and recalled batches", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openAdmin(page, PATH, javaScriptEnabled);
    await page.getByLabel("Filter by product").selectOption({ label: "Dhaal Imidacloprid 20% SL" });
    await page.getByRole("searchbox", { name: "Search batches" }).fill("DI-23");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/product=dhaal-imidacloprid-20-sl/);
    const expired = card(page, "DI-2308-041");
    await expect(page.locator("li.batch-card")).toHaveCount(1);
    await expect(expired.locator(".status-expired")).toHaveText("Expired");

    await page.getByRole("link", { name: "Clear" }).click();
    await page.getByRole("searchbox", { name: "Search batches" }).fill("TE-2604-207");
    await page.getByRole("button", { name: "Search" }).click();
    const recalled = card(page, "TE-2604-207");
    await expect(recalled.locator(".status-recalled")).toHaveText("Recalled");
    await expect(recalled.locator("[lang=ur]")).toContainText("استعمال نہ کریں");

    await page.getByRole("searchbox", { name: "Search batches" }).fill("no such batch");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText('No batches match "no such batch".')).toBeVisible();
  });

  test("@nojs a batch number another batch has, as farmers would type it, is refused naming that batch", async ({
    page,
    javaScriptEnabled,
  }) => {
    await openAdmin(page, `${PATH}?new=1`, javaScriptEnabled);
    await page.getByLabel(/^Product/).selectOption({ label: PRODUCT });
    await page.getByLabel(/^Batch number/).fill("di 2609 114");
    await page.getByLabel(/^Manufacturing date/).fill("2026-06-01");
    await page.getByLabel(/^Expiry date/).fill("2028-05-31");
    await page.getByRole("button", { name: "Create Batch" }).click();
    await expect(page.locator("#batch-batchNumber-error")).toHaveText(
      '"di 2609 114" is the same batch number as "DI-2609-114" of Dhaal Imidacloprid 20% SL (case, spaces and dashes do not count).',
    );
    expect(findBatch("di 2609 114")).toBeUndefined();
  });
});

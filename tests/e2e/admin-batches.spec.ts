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
import { batchesNumbered, removeBatchesNumbered, uniqueTag, withDb } from "./support/database";
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
        `the batch "${batchNumber}" and all its pack codes (while it is in the trash, farmers checking a printed code of it are told it is unknown)`,
        javaScriptEnabled,
      );
      await expect(notice(page)).toHaveText("Batch moved to the trash.");
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

  test("@nojs batches are imported from a CSV file after a preview of its problems, and exported", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    const tag = `E2E-IMP-${uniqueTag().toUpperCase()}`;
    const header =
      "product,batch_number,manufactured_on,expires_on,quantity,recalled,recall_note,recall_note_ur";
    const good = [
      `${PRODUCT},${tag}-1,14/09/2026,13/09/2028,5000,no,,`,
      `dhaal-imidacloprid-20-sl,${tag}-2,2026-07-20,2028-07-19,,yes,"Caps leak, do not use",ڈھکن رستے ہیں`,
    ];
    const csvFile = (lines: string[]) => ({
      name: "batches.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`\uFEFF${[header, ...lines].join("\r\n")}\r\n`, "utf8"),
    });
    const imported = () => batchesNumbered(tag);
    try {
      await openAdmin(page, PATH, javaScriptEnabled);
      await page.getByRole("link", { name: "Import CSV" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Import batches");

      // A file with a bad row: its problem is shown by line and column, nothing is written.
      await page
        .getByLabel(/^CSV file/)
        .setInputFiles(csvFile([...good, `No such product,${tag}-3,14/09/2026,13/09/2028,,,,`]));
      await page.getByRole("button", { name: "Preview the batches" }).click();
      const preview = page.getByRole("region", { name: "Preview: nothing is imported yet" });
      await expect(preview.getByRole("status")).toHaveText(
        "3 rows read: 2 ready to import, 1 with problems.",
      );
      await expect(preview.locator("li", { hasText: "Line 4" })).toContainText(
        "product: Please choose an existing product",
      );
      await expect(
        preview.getByRole("button", { name: "Import the 2 rows without problems, leaving out 1" }),
      ).toBeVisible();
      expect(imported()).toEqual([]);
      expect(await noSidewaysScroll(page)).toBe(true);

      // The corrected file: every row is imported.
      await page
        .getByLabel(/^CSV file/)
        .setInputFiles(csvFile([...good, `${PRODUCT},${tag}-3,01/01/2026,31/12/2027,,,,`]));
      await page.getByRole("button", { name: "Preview the batches" }).click();
      await expect(preview.getByRole("status")).toHaveText(
        "3 rows read: 3 ready to import, 0 with problems.",
      );
      await preview.getByRole("button", { name: "Import 3 batches" }).click();
      await expect(notice(page)).toHaveText("Batches imported.");
      expect(
        imported()
          .map(({ batchNumber, manufacturedOn, recalled, recallNoteUr }) => [
            batchNumber,
            manufacturedOn,
            recalled,
            recallNoteUr,
          ])
          .sort(),
      ).toEqual([
        [`${tag}-1`, "2026-09-14", false, null],
        [`${tag}-2`, "2026-07-20", true, "ڈھکن رستے ہیں"],
        [`${tag}-3`, "2026-01-01", false, null],
      ]);

      // Exported as the list is narrowed, in the same format.
      await page.getByRole("searchbox", { name: "Search batches" }).fill(tag);
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page.locator("li.batch-card")).toHaveCount(3);
      const downloading = page.waitForEvent("download");
      await page.getByRole("link", { name: "Download CSV" }).click();
      const download = await downloading;
      const [exportedHeader, ...exported] = readCsv(await readFile(await download.path()));
      expect(exportedHeader?.join(",")).toBe(header);
      expect(exported.map((row) => row[1]).sort()).toEqual([`${tag}-1`, `${tag}-2`, `${tag}-3`]);
    } finally {
      removeBatchesNumbered(tag);
    }
  });
});

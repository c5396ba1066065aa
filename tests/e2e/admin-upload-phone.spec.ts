/**
 * Adding photos from a phone over a slow link, with JavaScript: a large photo is made small in
 * the browser before it is sent, the upload shows its progress and then 'Processing...', and a
 * dropped connection keeps the form as it was, ready to save again.
 */
import { randomBytes } from "node:crypto";
import { type Page, type Request, type TestInfo } from "@playwright/test";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { crops, galleryItems } from "~/db/schema";
import {
  findGalleryItem,
  findProduct,
  galleryImageWidths,
  removeCategory,
  removeGalleryItem,
  uniqueTag,
  withDb,
} from "./support/database";
import { makeFile, makePngFile } from "./support/files";
import { errorAlert, notice, openAdmin } from "./support/pages";
import { WORK_URL } from "./support/servers";
import { adminTest as test, expect } from "./support/test";

test.use({
  baseURL: WORK_URL,
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
});

const MB = 1024 * 1024;
const IMAGE_LIMIT = 5 * MB;

/* Photos as phones make them ------------------------------------------------------------- */

/**
 * A 4000x3000 JPEG of about 9 MB, stored sideways with EXIF orientation 6 (turn 90° to see it
 * upright, as phones save portrait photos): 3000x4000 when shown. Noise on a gradient, so it is
 * as heavy as a real photo.
 */
async function phonePhotoBytes(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const noise = randomBytes(width * height * 3);
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      pixels[at] = Math.floor((x * 200) / width) + ((noise[at] ?? 0) & 47);
      pixels[at + 1] = Math.floor((y * 200) / height) + ((noise[at + 1] ?? 0) & 47);
      pixels[at + 2] = 90 + ((noise[at + 2] ?? 0) & 47);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 97 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A 2600x1800 PNG whose lower half is see-through: a screenshot or a logo, not a photo. */
async function transparentPngBytes(): Promise<Buffer> {
  const width = 2600;
  const height = 1800;
  const noise = randomBytes(width * height * 4);
  const pixels = Buffer.alloc(width * height * 4);
  for (let at = 0; at < pixels.length; at += 4) {
    pixels[at] = 40 + ((noise[at] ?? 0) & 15);
    pixels[at + 1] = 120 + ((noise[at + 1] ?? 0) & 15);
    pixels[at + 2] = 60 + ((noise[at + 2] ?? 0) & 15);
    pixels[at + 3] = at < pixels.length / 2 ? 255 : 96;
  }
  return sharp(pixels, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}

// Made once per worker: drawing 12 million noisy pixels takes a second or two.
let phonePhoto: Promise<Buffer> | null = null;
let transparentPng: Promise<Buffer> | null = null;

async function phonePhotoFile(testInfo: TestInfo): Promise<string> {
  phonePhoto ??= phonePhotoBytes();
  const bytes = await phonePhoto;
  expect(bytes.length, "a phone photo over the 5MB limit").toBeGreaterThan(8 * MB);
  return makeFile(testInfo, "IMG_2041.jpg", bytes);
}

async function transparentPngFile(testInfo: TestInfo): Promise<string> {
  transparentPng ??= transparentPngBytes();
  return makeFile(testInfo, "screen.png", await transparentPng);
}

/* The link and what went over it ------------------------------------------------------------ */

/** A phone's link: about 1.5 Mbps up, 4 Mbps down, 150 ms away. */
async function slowLink(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    uploadThroughput: 1_500_000 / 8,
    downloadThroughput: 4_000_000 / 8,
  });
}

interface SentUpload {
  /** The Content-Length of the request, as it went over the link. */
  bytes: number;
  files: { name: string; type: string; bytes: number }[];
}

/**
 * The form posts with files to the upload route at `path`: their size on the wire and the files
 * in them. (The browser does not hand a body with files to the test; the page records what it
 * sends.)
 */
async function sentUploads(page: Page, path: string): Promise<() => Promise<SentUpload[]>> {
  await page.addInitScript(() => {
    const files: { name: string; type: string; bytes: number }[][] = [];
    Object.assign(window, { uploadFilesSent: files });
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body) {
      if (body instanceof FormData) {
        files.push(
          Array.from(body.values())
            // A file field left empty (the product's label PDF) goes as a nameless empty part.
            .filter(
              (value): value is File =>
                value instanceof File && (value.name !== "" || value.size > 0),
            )
            .map((file) => ({ name: file.name, type: file.type, bytes: file.size })),
        );
      }
      send.call(this, body);
    };
  });
  const lengths: Promise<number>[] = [];
  page.on("request", (request: Request) => {
    if (request.method() !== "POST" || new URL(request.url()).pathname !== path) return;
    lengths.push(request.allHeaders().then((headers) => Number(headers["content-length"])));
  });
  return async () => {
    const files = await page.evaluate(
      () => (window as unknown as { uploadFilesSent: SentUpload["files"][] }).uploadFilesSent,
    );
    const bytes = await Promise.all(lengths);
    expect(files.length, "every upload was seen on the link").toBe(bytes.length);
    return files.map((sent, index) => ({ bytes: bytes[index] ?? 0, files: sent }));
  };
}

/**
 * Starts watching for a status that says `pattern`: a fast phone may show it only for a moment,
 * too short for a look at the page to catch. Returns whether it was seen.
 */
async function watchForStatus(page: Page, pattern: RegExp): Promise<() => Promise<boolean>> {
  await page.evaluate((source) => {
    const wanted = new RegExp(source);
    const state = { seen: false };
    const look = () => {
      for (const status of document.querySelectorAll("[role=status]")) {
        if (wanted.test(status.textContent ?? "")) state.seen = true;
      }
    };
    new MutationObserver(look).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    Object.assign(window, { statusWatch: state });
  }, pattern.source);
  return () =>
    page.evaluate(() => (window as unknown as { statusWatch: { seen: boolean } }).statusWatch.seen);
}

/**
 * Records, from now on, every state of the upload's status beside the Save button: its text
 * and the progress bar's value ("none" without a bar, "busy" for a bar without a value).
 */
async function recordUploadStatus(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    const record = () => {
      const text = document.querySelector(".upload-status")?.textContent ?? "";
      const bar = document.querySelector("progress.upload-progress");
      const value = bar ? (bar.getAttribute("value") ?? "busy") : "none";
      const entry = `${text}|${value}`;
      if (seen[seen.length - 1] !== entry) seen.push(entry);
    };
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    Object.assign(window, { uploadStatusSeen: seen });
  });
  return () =>
    page.evaluate(() => (window as unknown as { uploadStatusSeen: string[] }).uploadStatusSeen);
}

/** Whether the recorded states show the bar going up in steps, then the server's part. */
function expectProgressThenProcessing(seen: string[]): void {
  const percents = seen
    .map((entry) => /^Uploading (\d+)%\|(\d+)$/.exec(entry))
    .filter((match) => match !== null)
    .map((match) => {
      expect(match[1], "the text and the bar say the same").toBe(match[2]);
      return Number(match[1]);
    });
  expect(percents.length, `the bar moved: ${seen.join(" / ")}`).toBeGreaterThanOrEqual(3);
  expect(
    [...percents].sort((a, b) => a - b),
    "it only goes up",
  ).toEqual(percents);
  const processing = seen.indexOf("Processing...|busy");
  expect(processing, `then 'Processing...': ${seen.join(" / ")}`).toBeGreaterThan(0);
  expect(seen.slice(processing).some((entry) => entry.startsWith("Uploading"))).toBe(false);
}

const productForm = {
  name: (page: Page) => page.getByLabel(/^Name/),
  category: (page: Page) => page.getByLabel(/^Category/),
  description: (page: Page) => page.getByLabel(/^Description/),
  image: (page: Page) => page.locator("#product-image"),
  preview: (page: Page) => page.locator("form img.thumb"),
  create: (page: Page) => page.getByRole("button", { name: "Create Product" }),
};

/** The chosen file of an input, as the form would send it. */
function chosenFiles(page: Page, selector: string) {
  return page.locator(selector).evaluate((input: HTMLInputElement) =>
    Array.from(input.files ?? []).map((file) => ({
      name: file.name,
      type: file.type,
      size: file.size,
    })),
  );
}

async function fillProduct(page: Page, name: string, category: string): Promise<void> {
  await productForm.name(page).fill(name);
  await productForm.category(page).selectOption(category);
  await productForm.description(page).fill("Sprayed from a phone in the field.");
}

test.describe("admin uploads from a phone", () => {
  test("a 9 MB photo is made small before it goes up, with its progress and then 'Processing...'", async ({
    page,
    rows,
  }, testInfo) => {
    test.slow();
    const tag = uniqueTag();
    const category = rows.category({ name: `E2E Phone Home ${tag}` });
    const name = `E2E Phone Spray ${tag}`;
    const photo = await phonePhotoFile(testInfo);
    const sent = await sentUploads(page, "/admin/upload/products");
    try {
      await openAdmin(page, "/admin/products?new=1", true);
      await fillProduct(page, name, category.name);
      const preparing = await watchForStatus(page, /^Preparing photo\.\.\.$/);
      await productForm.image(page).setInputFiles(photo);
      // The picker says it is working, then shows the photo.
      await expect(productForm.preview(page)).toHaveAttribute("src", /^blob:/);
      expect(await preparing()).toBe(true);
      await expect(page.getByRole("status").filter({ hasText: "Preparing photo..." })).toHaveCount(
        0,
      );
      // What the form will send is the small copy, under the photo's own name.
      const [chosen] = await chosenFiles(page, "#product-image");
      expect(chosen).toMatchObject({ name: "IMG_2041.jpg", type: "image/jpeg" });
      expect(chosen?.size).toBeLessThan(MB);

      await slowLink(page);
      const seen = await recordUploadStatus(page);
      await productForm.create(page).click();
      await expect(page.getByRole("button", { name: "Saving..." })).toBeDisabled();
      const bar = page.getByRole("progressbar", { name: "Upload progress" });
      await expect(bar).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: /^Uploading \d+%$/ })).toBeVisible();

      await expect(notice(page)).toHaveText("Product created.", { timeout: 45_000 });
      await expect(bar).toHaveCount(0);
      expectProgressThenProcessing(await seen());

      // Only the small copy went over the link.
      const [upload, ...more] = await sent();
      expect(more).toEqual([]);
      expect(upload?.bytes).toBeGreaterThan(chosen?.size ?? 0);
      expect(upload?.bytes).toBeLessThan(MB);
      expect(upload?.files).toEqual([
        { name: "IMG_2041.jpg", type: "image/jpeg", bytes: chosen?.size },
      ]);

      // Stored upright: the photo is portrait once its EXIF orientation is applied.
      const saved = findProduct(name);
      expect(saved?.imageWidth).toBe(1280);
      expect(saved?.imageHeight).toBeGreaterThanOrEqual(1706);
      expect(saved?.imageHeight).toBeLessThanOrEqual(1707);
    } finally {
      removeCategory(category.name);
    }
  });

  test("a connection lost while saving keeps everything typed and chosen; saving again works", async ({
    page,
    context,
    rows,
  }, testInfo) => {
    test.slow();
    const tag = uniqueTag();
    const category = rows.category({ name: `E2E Offline Home ${tag}` });
    const name = `E2E Offline Spray ${tag}`;
    const photo = await phonePhotoFile(testInfo);
    const message = page.getByRole("alert").filter({ hasText: "did not get through" });
    const lost =
      "The upload did not get through: the connection was lost. " +
      "Everything you entered is still here: press Create Product again.";

    /** The same form, as it was: nothing typed or chosen is lost, and Save is ready. */
    async function expectFormKept(chosen: unknown): Promise<void> {
      await expect(message).toHaveText(lost);
      await expect(page.locator("#product-form-title")).toHaveText("Add Product");
      await expect(productForm.name(page)).toHaveValue(name);
      await expect(productForm.category(page)).toHaveValue(category.name);
      await expect(productForm.description(page)).toHaveValue("Sprayed from a phone in the field.");
      expect(await chosenFiles(page, "#product-image")).toEqual([chosen]);
      await expect(productForm.preview(page)).toHaveAttribute("src", /^blob:/);
      await expect(productForm.create(page)).toBeFocused();
      await expect(page.getByRole("progressbar")).toHaveCount(0);
      await expect(errorAlert(page)).toHaveCount(0);
      expect(findProduct(name)).toBeUndefined();
    }

    try {
      await openAdmin(page, "/admin/products?new=1", true);
      await fillProduct(page, name, category.name);
      await productForm.image(page).setInputFiles(photo);
      await expect(productForm.preview(page)).toHaveAttribute("src", /^blob:/);
      const [chosen] = await chosenFiles(page, "#product-image");

      // The connection is reset while the form goes up.
      await page.route(
        (url) => url.pathname === "/admin/upload/products",
        (route) => route.abort("connectionreset"),
        { times: 1 },
      );
      await productForm.create(page).click();
      await expectFormKept(chosen);

      // No signal at all when Save is pressed again.
      await context.setOffline(true);
      await productForm.create(page).click();
      await expectFormKept(chosen);

      // Back online: saving again works, with the photo chosen the first time.
      await context.setOffline(false);
      await productForm.create(page).click();
      await expect(notice(page)).toHaveText("Product created.", { timeout: 45_000 });
      await expect(message).toHaveCount(0);
      expect(findProduct(name)).toMatchObject({ imageWidth: 1280 });
    } finally {
      await context.setOffline(false);
      removeCategory(category.name);
    }
  });

  test("two large photos added to a gallery event are made small and saved", async ({
    page,
  }, testInfo) => {
    test.slow();
    const title = `E2E Phone Field Day ${uniqueTag()}`;
    const photo = await phonePhotoFile(testInfo);
    const screen = await transparentPngFile(testInfo);
    const sent = await sentUploads(page, "/admin/upload/gallery");
    try {
      await openAdmin(page, "/admin/gallery?new=1", true);
      await page.getByLabel(/^Title/).fill(title);
      await page.getByLabel(/^Date/).fill("2025-03-05");
      await page.getByLabel(/^Location/).fill("Sahiwal");
      await page.getByLabel(/^Description/).fill("Photos from the phone.");
      const preparing = await watchForStatus(page, /^Preparing (2 photos|photo)\.\.\.$/);
      await page.locator("#gallery-images").setInputFiles([photo, screen]);
      const previews = page.getByRole("list", { name: "Images to upload" }).locator("li");
      await expect(previews).toHaveCount(2);
      expect(await preparing()).toBe(true);
      await expect(page.getByRole("button", { name: "Remove IMG_2041.jpg" })).toBeVisible();
      // A picture that may be transparent is kept so, as WebP.
      await expect(page.getByRole("button", { name: "Remove screen.webp" })).toBeVisible();

      const seen = await recordUploadStatus(page);
      await page.getByRole("button", { name: "Create Gallery Item" }).click();
      await expect(notice(page)).toHaveText("Gallery item created.", { timeout: 45_000 });
      // The bar showed, then the server's part.
      const states = await seen();
      expect(states.some((entry) => /^Uploading \d+%\|\d+$/.test(entry))).toBe(true);
      expect(states).toContain("Processing...|busy");

      const [upload] = await sent();
      expect(upload?.files.map(({ name, type }) => ({ name, type }))).toEqual([
        { name: "IMG_2041.jpg", type: "image/jpeg" },
        { name: "screen.webp", type: "image/webp" },
      ]);
      for (const file of upload?.files ?? []) expect(file.bytes).toBeLessThan(IMAGE_LIMIT);
      expect(upload?.bytes).toBeLessThan(3 * MB);

      const item = findGalleryItem(title);
      expect(galleryImageWidths(item?.id ?? 0)).toEqual([1280, 1280]);
    } finally {
      removeGalleryItem(title);
    }
  });

  test("an answer lost after the event was saved: saving again does not make a second event", async ({
    page,
  }, testInfo) => {
    test.slow();
    const title = `E2E Lost Answer ${uniqueTag()}`;
    const photo = await makePngFile(testInfo, "stall.png", 160, 120);
    const eventsTitled = () =>
      withDb("work", (db) =>
        db.select().from(galleryItems).where(eq(galleryItems.title, title)).all(),
      );
    try {
      await openAdmin(page, "/admin/gallery?new=1", true);
      await page.getByLabel(/^Title/).fill(title);
      await page.getByLabel(/^Date/).fill("2025-03-05");
      await page.getByLabel(/^Location/).fill("Multan");
      await page.getByLabel(/^Description/).fill("Saved, but the phone never heard.");
      await page.locator("#gallery-images").setInputFiles(photo);
      await expect(page.getByRole("list", { name: "Images to upload" }).locator("li")).toHaveCount(
        1,
      );

      // The server saves the event, but its answer never reaches the phone.
      await page.route(
        (url) => url.pathname === "/admin/upload/gallery",
        async (route) => {
          await route.fetch();
          await route.abort("connectionreset");
        },
        { times: 1 },
      );
      await page.getByRole("button", { name: "Create Gallery Item" }).click();
      await expect(
        page.getByRole("alert").filter({ hasText: "did not get through" }),
      ).toBeVisible();
      await expect.poll(() => eventsTitled().length).toBe(1);

      // Pressed again, as the message says: the event is there once.
      await page.getByRole("button", { name: "Create Gallery Item" }).click();
      await expect(notice(page)).toHaveText("Gallery item created.", { timeout: 45_000 });
      expect(eventsTitled()).toHaveLength(1);
    } finally {
      removeGalleryItem(title);
    }
  });

  test("a crop's large picture goes up small, with its progress", async ({ page }, testInfo) => {
    test.slow();
    const name = `E2E Phone Crop ${uniqueTag()}`;
    const photo = await phonePhotoFile(testInfo);
    const sent = await sentUploads(page, "/admin/upload/crops");
    try {
      await openAdmin(page, "/admin/crops?new=1", true);
      await page.getByLabel(/^Name/).fill(name);
      await page.getByLabel(/^Picture/).setInputFiles(photo);
      await expect(page.locator("form img.thumb")).toHaveAttribute("src", /^blob:/);
      await slowLink(page);
      const seen = await recordUploadStatus(page);
      await page.getByRole("button", { name: "Create Crop" }).click();
      await expect(notice(page)).toHaveText("Crop created.", { timeout: 45_000 });
      expectProgressThenProcessing(await seen());
      const [upload] = await sent();
      expect(upload?.bytes).toBeLessThan(MB);
      const crop = withDb("work", (db) =>
        db.select().from(crops).where(eq(crops.name, name)).get(),
      );
      expect(crop?.imageWidth).toBe(1280);
    } finally {
      withDb("work", (db) => db.delete(crops).where(eq(crops.name, name)).run());
    }
  });

  test("a file the browser cannot read goes as it is, for the server to name; one over 5MB is refused at once", async ({
    page,
    rows,
  }) => {
    const tag = uniqueTag();
    const category = rows.category({ name: `E2E Unreadable Home ${tag}` });
    const name = `E2E Unreadable ${tag}`;
    const sent = await sentUploads(page, "/admin/upload/products");
    try {
      await openAdmin(page, "/admin/products?new=1", true);
      await fillProduct(page, name, category.name);

      // Over the limit and not a picture the browser can read: nothing to send.
      await productForm.image(page).setInputFiles({
        name: "big.jpg",
        mimeType: "image/jpeg",
        buffer: Buffer.alloc(IMAGE_LIMIT + 1, "a"),
      });
      await expect(page.locator("#product-image-error")).toHaveText(
        "File big.jpg is too large (max 5MB)",
      );
      await expect(productForm.image(page)).toHaveValue("");

      // Text named like a photo: sent as it is, and the server says what it is.
      const text = Buffer.from("these are notes from the field, not a photo");
      await productForm.image(page).setInputFiles({
        name: "x.jpg",
        mimeType: "image/jpeg",
        buffer: text,
      });
      await expect(page.locator("#product-image-error")).toHaveCount(0);
      await productForm.create(page).click();
      await expect(errorAlert(page)).toHaveText("Please correct the highlighted fields.");
      await expect(page.locator("#product-image-error")).toHaveText(
        "File x.jpg is not a valid image type",
      );
      await expect(productForm.name(page)).toHaveValue(name);
      const [upload] = await sent();
      expect(upload?.files).toEqual([{ name: "x.jpg", type: "image/jpeg", bytes: text.length }]);
      expect(findProduct(name)).toBeUndefined();
    } finally {
      removeCategory(category.name);
    }
  });
});

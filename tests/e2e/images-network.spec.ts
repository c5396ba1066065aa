import { expect, test, type Page } from "@playwright/test";
import { collectExternalRequests, galleryItemIdByTitle } from "./support";

const IMAGE_PAGES = [
  "/",
  "/category/insecticides",
  "/category/insecticides/dhaal-imidacloprid-20-sl",
  "/gallery",
];

interface ImageFacts {
  src: string;
  width: string | null;
  height: string | null;
  loading: string | null;
  /** Outside the first screen when the page opens (below it, or beside it in a slider). */
  offscreen: boolean;
}

async function imagesOf(page: Page): Promise<ImageFacts[]> {
  return page.locator("img").evaluateAll((images) =>
    images.map((image) => {
      const rect = image.getBoundingClientRect();
      return {
        src: (image as HTMLImageElement).currentSrc || image.getAttribute("src") || "",
        width: image.getAttribute("width"),
        height: image.getAttribute("height"),
        loading: image.getAttribute("loading"),
        offscreen:
          rect.top + window.scrollY >= window.innerHeight ||
          rect.left >= window.innerWidth ||
          rect.right <= 0,
      };
    }),
  );
}

test.describe("images", () => {
  for (const path of [...IMAGE_PAGES, "gallery modal"]) {
    test(`every image on ${path} has a size, and those below the fold load lazily`, async ({
      page,
    }) => {
      const url =
        path === "gallery modal"
          ? `/gallery?event=${galleryItemIdByTitle("Cotton Whitefly Field Day")}`
          : path;
      await page.goto(url);
      const images = await imagesOf(page);
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) {
        expect(image.width, `width of ${image.src}`).toMatch(/^[1-9]\d*$/);
        expect(image.height, `height of ${image.src}`).toMatch(/^[1-9]\d*$/);
        if (image.offscreen) expect(image.loading, `loading of ${image.src}`).toBe("lazy");
      }
      // The lazy-loading check above is not empty: each page has images out of first view.
      expect(images.some((image) => image.offscreen)).toBe(true);
    });
  }

  for (const path of IMAGE_PAGES) {
    test(`every image ${path} refers to exists`, async ({ page }) => {
      await page.goto(path);
      const sources = new Set<string>();
      const attributes = await page.locator("img, picture source").evaluateAll((elements) =>
        elements.flatMap((element) => {
          const urls = [element.getAttribute("src") ?? ""];
          for (const candidate of (element.getAttribute("srcset") ?? "").split(",")) {
            urls.push(candidate.trim().split(/\s+/)[0] ?? "");
          }
          return urls.filter((url) => url !== "");
        }),
      );
      for (const url of attributes) sources.add(url);
      expect(sources.size).toBeGreaterThan(0);
      const missing: string[] = [];
      for (const source of sources) {
        const response = await page.request.get(source);
        if (response.status() !== 200) missing.push(`${source} -> ${response.status()}`);
      }
      expect(missing).toEqual([]);
    });
  }
});

test.describe("network", () => {
  for (const path of [...IMAGE_PAGES, "/about", "/contact", "/gallery?type=training"]) {
    test(`${path} requests nothing from other hosts`, async ({ page }) => {
      const external = collectExternalRequests(page);
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      // Bring every lazy image into view as well.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      });
      await page.waitForLoadState("networkidle");
      expect(external).toEqual([]);
    });
  }
});

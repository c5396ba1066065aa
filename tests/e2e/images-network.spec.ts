import { type Page } from "@playwright/test";
import { galleryItemIdByTitle } from "./support/database";
import { collectExternalRequests } from "./support/pages";
import { expect, test } from "./support/test";

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
        src: image.getAttribute("src") ?? "",
        width: image.getAttribute("width"),
        height: image.getAttribute("height"),
        loading: image.getAttribute("loading"),
        offscreen:
          rect.top >= window.innerHeight || rect.left >= window.innerWidth || rect.right <= 0,
      };
    }),
  );
}

/** Every URL in the src and srcset of the page's images and picture sources. */
async function imageUrlsOf(page: Page): Promise<string[]> {
  const urls = await page.locator("img, picture source").evaluateAll((elements) =>
    elements.flatMap((element) => {
      const found = [element.getAttribute("src") ?? ""];
      for (const candidate of (element.getAttribute("srcset") ?? "").split(",")) {
        found.push(candidate.trim().split(/\s+/)[0] ?? "");
      }
      return found.filter((url) => url !== "");
    }),
  );
  return [...new Set(urls)];
}

/** Scrolls down the whole page so that every lazy image is requested. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  });
}

const PAGES: { name: string; path: () => string }[] = [
  { name: "home", path: () => "/" },
  { name: "category", path: () => "/category/insecticides" },
  { name: "product", path: () => "/category/insecticides/dhaal-imidacloprid-20-sl" },
  { name: "gallery", path: () => "/gallery" },
  {
    name: "gallery with an event open",
    path: () => `/gallery?event=${galleryItemIdByTitle("Cotton Whitefly Field Day")}`,
  },
];

test.describe("images and network", () => {
  for (const { name, path } of PAGES) {
    test(`${name}: images have a size, load lazily below the fold, exist, and nothing comes from other hosts`, async ({
      page,
    }) => {
      const external = collectExternalRequests(page);
      await page.goto(path());

      const images = await imagesOf(page);
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) {
        expect(image.width, `width of ${image.src}`).toMatch(/^[1-9]\d*$/);
        expect(image.height, `height of ${image.src}`).toMatch(/^[1-9]\d*$/);
        if (image.offscreen) expect(image.loading, `loading of ${image.src}`).toBe("lazy");
      }
      // The lazy-loading check is not empty: each page has images out of first view.
      expect(images.some((image) => image.offscreen)).toBe(true);

      await scrollThrough(page);
      await page.waitForLoadState("networkidle");
      expect(external).toEqual([]);

      const missing: string[] = [];
      for (const url of await imageUrlsOf(page)) {
        const response = await page.request.get(url);
        if (response.status() !== 200) missing.push(`${url} -> ${response.status()}`);
      }
      expect(missing).toEqual([]);
    });
  }

  test("about, contact and a filtered gallery request nothing from other hosts", async ({
    page,
  }) => {
    const external = collectExternalRequests(page);
    for (const path of ["/about", "/contact", "/gallery?type=training"]) {
      await page.goto(path);
      await scrollThrough(page);
      await page.waitForLoadState("networkidle");
    }
    expect(external).toEqual([]);
  });
});

/**
 * Latin codes inside Urdu text read as written: the plot number of the address is '12-B' (the
 * bidirectional algorithm alone lays it out as 'B-12' after Urdu words), and a product code such
 * as '20-20-20 + TE' is never broken across lines, where the hyphen left at a line's end reads
 * as a minus. Checked on the rendered page: the order of the characters on the screen, the
 * isolation of the run, and the number of lines it takes.
 */
import { type Locator } from "@playwright/test";
import { localizedPath } from "~/i18n/locale";
import { LANGUAGES, PHONE_SCREENS } from "./support/public-pages";
import { expect, test } from "./support/test";

const PLOT = "12-B";
const CODE = "20-20-20 + TE";

/**
 * `wanted` as it shows on the screen, read from left to right: its characters (spaces left out)
 * in the order of their boxes. The first match of `wanted` among the element's texts is read.
 */
async function onScreen(element: Locator, wanted: string): Promise<string> {
  return element.evaluate((root, text) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const start = node.textContent?.indexOf(text) ?? -1;
      if (start < 0) continue;
      const boxes: { character: string; x: number }[] = [];
      for (let index = 0; index < text.length; index += 1) {
        if (text[index] === " ") continue;
        const range = document.createRange();
        range.setStart(node, start + index);
        range.setEnd(node, start + index + 1);
        boxes.push({ character: text[index]!, x: range.getBoundingClientRect().x });
      }
      return boxes
        .sort((a, b) => a.x - b.x)
        .map((box) => box.character)
        .join("");
    }
    return "";
  }, wanted);
}

/** How a run of Latin inside Urdu is set apart: its direction and its isolation. */
async function isolation(run: Locator): Promise<{ dir: string | null; unicodeBidi: string }> {
  return {
    dir: await run.getAttribute("dir"),
    unicodeBidi: await run.evaluate((element) => getComputedStyle(element).unicodeBidi),
  };
}

for (const screen of PHONE_SCREENS) {
  test.describe(`at ${screen.width}x${screen.height}`, () => {
    test.use({ viewport: screen });

    for (const language of LANGUAGES) {
      test(`the address reads '${PLOT}' wherever it is shown, ${language}`, async ({ page }) => {
        const places = [
          { path: "/", address: page.locator(".footer-contact li").first() },
          { path: "/about", address: page.locator(".fact-list dd", { hasText: PLOT }) },
          { path: "/contact", address: page.locator(".detail-list li").first() },
          { path: "/contact", address: page.locator(".map-placeholder p").first() },
        ];
        for (const { path, address } of places) {
          await page.goto(localizedPath(path, language));
          await expect(address, path).toContainText(PLOT);
          expect(await onScreen(address, PLOT), path).toBe(PLOT.replace(" ", ""));
          if (language === "ur") {
            const run = address.locator("bdi", { hasText: PLOT });
            expect(await isolation(run), path).toEqual({ dir: "ltr", unicodeBidi: "isolate" });
          }
        }
      });
    }

    test(`a product code inside an Urdu name stays whole on one line`, async ({ page }) => {
      const places = [
        {
          path: "/ur/category/fertilizers/sabz-shakti-npk-20-20-20-te",
          name: page.getByRole("heading", { level: 1 }),
        },
        {
          path: "/ur/category/fertilizers",
          name: page.locator(".product-card h3", { hasText: CODE }),
        },
      ];
      for (const { path, name } of places) {
        await page.goto(path);
        const code = name.locator("bdi", { hasText: CODE });
        await expect(code, path).toHaveText(CODE);
        expect(await isolation(code), path).toEqual({ dir: "ltr", unicodeBidi: "isolate" });
        expect(await onScreen(name, CODE), path).toBe(CODE.replaceAll(" ", ""));
        // One box: the run sits on a single line, whatever the width of the heading.
        const lines = await code.evaluate((element) => element.getClientRects().length);
        expect(lines, `${path}: lines taken by ${CODE}`).toBe(1);
      }
    });
  });
}

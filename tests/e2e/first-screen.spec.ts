/**
 * A farmer on a phone can call or WhatsApp from the first screen of every public page, in both
 * languages, with JavaScript or without: the header's labelled Call and WhatsApp buttons are
 * inside the screen on arrival, and once the page is scrolled the header keeps only a strip of
 * at most 12% of a 360x640 screen, with both buttons still in it. A product page adds a bar with
 * both at the bottom of the screen, all the way down.
 */
import { type Locator, type Page } from "@playwright/test";
import { PRIMARY_PHONE, SITE } from "~/config/site";
import { localizedPath } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages.server";
import { waitForPageReady } from "./support/pages";
import { LANGUAGES, PHONE_SCREENS, PUBLIC_PAGE_KINDS } from "./support/public-pages";
import { expect, test } from "./support/test";

/** 12% of a 360x640 phone's screen: the most the pinned header may cover. */
const PINNED_HEADER_MAX = 0.12 * 640;
const PRODUCT = {
  path: PUBLIC_PAGE_KINDS.product,
  en: "Dhaal Imidacloprid 20% SL",
  ur: "ڈھال امیڈاکلوپرڈ 20% SL",
};

/** Expects the element to be shown and its whole box to lie inside the screen. */
async function expectOnScreen(page: Page, element: Locator, what: string): Promise<void> {
  await expect(element, what).toBeVisible();
  const box = await element.boundingBox();
  const screen = page.viewportSize()!;
  expect(box, what).not.toBeNull();
  expect(
    box!.x >= 0 &&
      box!.y >= 0 &&
      box!.x + box!.width <= screen.width &&
      box!.y + box!.height <= screen.height,
    `${what} at ${JSON.stringify(box)} lies inside the ${screen.width}x${screen.height} screen`,
  ).toBe(true);
}

/** The header's call and WhatsApp links, found by their visible words. */
function headerButtons(page: Page, language: "en" | "ur") {
  const { chrome } = messagesFor(language);
  const header = page.locator("header.site-header");
  return {
    call: header.getByRole("link", { name: chrome.call, exact: true }),
    whatsapp: header.getByRole("link", { name: chrome.whatsapp, exact: true }),
  };
}

/** Scrolls the page to `fraction` of its height and waits until the header has settled. */
async function scrollTo(page: Page, fraction: number): Promise<void> {
  const top = await page.evaluate((part) => {
    const target = Math.round((document.documentElement.scrollHeight - window.innerHeight) * part);
    window.scrollTo({ top: target, behavior: "instant" });
    return target;
  }, fraction);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(top);
}

for (const screen of PHONE_SCREENS) {
  for (const language of LANGUAGES) {
    test.describe(`${language} at ${screen.width}x${screen.height}`, () => {
      test.use({ viewport: screen });

      test("every page has a labelled Call and WhatsApp on its first screen, pinned in a strip of at most 12% once scrolled @nojs", async ({
        page,
      }) => {
        const { call, whatsapp } = headerButtons(page, language);
        for (const [kind, path] of Object.entries(PUBLIC_PAGE_KINDS)) {
          await page.goto(localizedPath(path, language));
          await waitForPageReady(page);
          await expectOnScreen(page, call, `${kind}: Call`);
          await expect(call).toHaveAttribute("href", `tel:${PRIMARY_PHONE.tel}`);
          await expectOnScreen(page, whatsapp, `${kind}: WhatsApp`);
          await expect(whatsapp).toHaveAttribute("href", `https://wa.me/${SITE.whatsappNumber}`);

          await scrollTo(page, 0.5);
          const header = await page.locator("header.site-header").boundingBox();
          // What the header covers of the screen: from the top of the screen to its bottom.
          expect(header!.y + header!.height, `${kind}: the pinned header`).toBeLessThanOrEqual(
            PINNED_HEADER_MAX,
          );
          expect(header!.y + header!.height, `${kind}: the header is pinned`).toBeGreaterThan(0);
          await expectOnScreen(page, call, `${kind}: Call once scrolled`);
          await expectOnScreen(page, whatsapp, `${kind}: WhatsApp once scrolled`);
        }
      });

      test("the top bar shows the phone number, which calls it @nojs", async ({ page }) => {
        await page.goto(localizedPath("/about", language));
        const topbar = page.locator(".topbar");
        const number = topbar.getByRole("link", { name: PRIMARY_PHONE.display });
        await expectOnScreen(page, number, "the phone number");
        await expect(number).toHaveAttribute("href", `tel:${PRIMARY_PHONE.tel}`);
        // The e-mail waits for a wider screen.
        await expect(topbar.getByRole("link", { name: SITE.email })).toBeHidden();
      });

      test("a product page keeps Call and WhatsApp about the product at the bottom of the screen all the way down @nojs", async ({
        page,
      }) => {
        const { chrome } = messagesFor(language);
        await page.goto(localizedPath(PRODUCT.path, language));
        await waitForPageReady(page);
        const bar = page.locator(".call-bar");
        const call = bar.getByRole("link", { name: chrome.call, exact: true });
        const whatsapp = bar.getByRole("link", { name: chrome.whatsapp, exact: true });
        await expect(call).toHaveAttribute("href", `tel:${PRIMARY_PHONE.tel}`);
        const chat = new URL((await whatsapp.getAttribute("href"))!);
        expect(`${chat.origin}${chat.pathname}`).toBe(`https://wa.me/${SITE.whatsappNumber}`);
        expect(chat.searchParams.get("text")).toContain(PRODUCT[language]);

        for (const fraction of [0, 0.3, 0.6]) {
          await scrollTo(page, fraction);
          await expectOnScreen(page, call, `Call at ${fraction} of the page`);
          await expectOnScreen(page, whatsapp, `WhatsApp at ${fraction} of the page`);
          const barBox = await bar.boundingBox();
          // At the bottom of the screen, in the thumb's reach.
          expect(barBox!.y + barBox!.height).toBeCloseTo(screen.height, 0);
        }

        // At the end of the page the bar rests above the footer, covering nothing.
        await scrollTo(page, 1);
        const barBox = await bar.boundingBox();
        const footer = await page.locator("footer.site-footer").boundingBox();
        expect(barBox!.y + barBox!.height).toBeLessThanOrEqual(footer!.y + 1);
      });
    });
  }
}

test("on a wide screen the product page has its buttons beside the product, without the phone's bar", async ({
  page,
}) => {
  await page.goto(PRODUCT.path);
  await expect(page.getByRole("link", { name: /^Ask on WhatsApp/ })).toBeVisible();
  await expect(page.locator(".call-bar")).toBeHidden();
});

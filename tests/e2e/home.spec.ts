import { type Page } from "@playwright/test";
import { SLIDE_INTERVAL_MS } from "~/components/home/home-behaviour";
import { pauseClock, waitForPageReady } from "./support/pages";
import { expect, test } from "./support/test";

const SLIDE_COUNT = 5;

/** Where the hero strip stands: the slide index it shows and whether it sits exactly on it. */
async function heroPosition(page: Page): Promise<{ index: number; aligned: boolean }> {
  return page.locator(".hero-strip").evaluate((strip) => {
    const index = Math.round(strip.scrollLeft / strip.clientWidth);
    return { index, aligned: Math.abs(strip.scrollLeft - index * strip.clientWidth) <= 2 };
  });
}

/** Waits until the strip has settled on slide `index` (0-based). */
async function expectSlide(page: Page, index: number): Promise<void> {
  await expect.poll(() => heroPosition(page)).toEqual({ index, aligned: true });
}

/** Counts the strip's steps (each is a scrollTo of the strip) from the page's first script on. */
async function countSlideSteps(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const scrollTo = HTMLElement.prototype.scrollTo;
    const counted = window as unknown as { slideSteps: number };
    counted.slideSteps = 0;
    HTMLElement.prototype.scrollTo = function (this: HTMLElement, ...args: unknown[]) {
      if (this.classList.contains("hero-strip")) counted.slideSteps += 1;
      Reflect.apply(scrollTo, this, args);
    };
  });
  return () => page.evaluate(() => (window as unknown as { slideSteps: number }).slideSteps);
}

test.describe("hero slider", () => {
  test("has five slides, each with a 'Get in Touch' link to /contact", async ({ page }) => {
    await page.goto("/");
    const slides = page.locator(".hero-strip > .hero-slide");
    await expect(slides).toHaveCount(SLIDE_COUNT);
    for (const slide of await slides.all()) {
      await expect(slide.getByRole("heading")).not.toHaveText("");
      await expect(slide.locator(".hero-content p")).not.toHaveText("");
      await expect(slide.getByRole("link", { name: "Get in Touch" })).toHaveAttribute(
        "href",
        "/contact",
      );
      await expect(slide.getByRole("link", { name: "Previous slide" })).toHaveCount(1);
      await expect(slide.getByRole("link", { name: "Next slide" })).toHaveCount(1);
      await expect(slide.locator(".hero-dots a")).toHaveCount(SLIDE_COUNT);
    }
    await expect(slides.first().getByRole("heading", { level: 1 })).toBeVisible();

    await waitForPageReady(page);
    await slides.first().getByRole("link", { name: "Get in Touch" }).click();
    await expect(page).toHaveURL("/contact");
  });

  test("advances by itself about every 3 seconds and wraps from the last slide to the first", async ({
    page,
  }) => {
    const steps = await countSlideSteps(page);
    await pauseClock(page);
    await page.goto("/");
    await waitForPageReady(page);
    await expectSlide(page, 0);
    // Not earlier than the interval, and at its end.
    await page.clock.runFor(SLIDE_INTERVAL_MS - 1);
    expect(await steps()).toBe(0);
    await page.clock.runFor(1);
    expect(await steps()).toBe(1);
    await expectSlide(page, 1);

    await page.locator(".hero-strip").evaluate((strip) => {
      strip.scrollTo({ left: 4 * strip.clientWidth, behavior: "instant" });
    });
    await expectSlide(page, 4);
    // The next step from the last slide is the first (smooth scrolling passes the others).
    await page.clock.runFor(SLIDE_INTERVAL_MS);
    await expect.poll(async () => (await heroPosition(page)).index).toBe(0);
  });

  test("with reduced motion it does not advance, and counters show their final values", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await pauseClock(page);
    await page.goto("/");
    await waitForPageReady(page);
    // Longer than the interval of the automatic advance; a step would be instant (no motion).
    await page.clock.runFor(SLIDE_INTERVAL_MS + 1_000);
    expect(await heroPosition(page)).toEqual({ index: 0, aligned: true });
    await expect(page.locator("section.counters .counter-value")).toHaveText([
      "20+",
      "1000+",
      "50+",
      "5+",
      "All",
    ]);
  });

  test("arrows and dots move the slider, and the next arrow of slide 5 wraps to slide 1", async ({
    page,
  }) => {
    // Without motion the strip jumps at once and does not advance by itself meanwhile.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await waitForPageReady(page);

    await page.locator("#slide-1").getByRole("link", { name: "Next slide" }).click();
    await expectSlide(page, 1);
    await page.locator("#slide-2").getByRole("link", { name: "Go to slide 4" }).click();
    await expectSlide(page, 3);
    await page.locator("#slide-4").getByRole("link", { name: "Previous slide" }).click();
    await expectSlide(page, 2);
    await page.locator("#slide-3").getByRole("link", { name: "Go to slide 5" }).click();
    await expectSlide(page, 4);
    await page.locator("#slide-5").getByRole("link", { name: "Next slide" }).click();
    await expectSlide(page, 0);
    await page.locator("#slide-1").getByRole("link", { name: "Previous slide" }).click();
    await expectSlide(page, 4);
    // The dot of the shown slide is marked as the current one.
    await expect(
      page.locator("#slide-5").getByRole("link", { name: "Go to slide 5" }),
    ).toHaveAttribute("aria-current", "true");
  });

  test("dot and arrow links reach every slide @nojs", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await page.locator("#slide-1").getByRole("link", { name: "Go to slide 3" }).click();
    await expectSlide(page, 2);
    await page.locator("#slide-3").getByRole("link", { name: "Go to slide 5" }).click();
    await expectSlide(page, 4);
    await page.locator("#slide-5").getByRole("link", { name: "Next slide" }).click();
    await expectSlide(page, 0);
    await page.locator("#slide-1").getByRole("link", { name: "Go to slide 2" }).click();
    await expectSlide(page, 1);
    await expect(page.locator("#slide-2").getByRole("heading")).toBeInViewport();
  });
});

test("the home page's own rules apply under the security policy, and no other page carries them @nojs", async ({
  page,
}) => {
  const policyRefusals: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) policyRefusals.push(message.text());
  });
  await page.goto("/ur");
  // scroll-snap on the slider's strip comes from home.css alone.
  await expect(page.locator(".hero-strip")).toHaveCSS("scroll-snap-type", "x mandatory");
  expect(policyRefusals).toEqual([]);
  await page.goto("/ur/contact");
  const styles = await page.locator("style").allTextContents();
  expect(styles.length).toBeGreaterThan(0);
  expect(styles.filter((css) => css.includes(".hero-strip"))).toEqual([]);
});

test.describe("home sections", () => {
  test("'Get Expert Advice' leads to /contact and 'About Our Company' to /about", async ({
    page,
  }) => {
    await page.goto("/");
    const advice = page.getByRole("link", { name: "Get Expert Advice" });
    const about = page.getByRole("link", { name: "About Our Company" });
    await expect(advice).toHaveAttribute("href", "/contact");
    await expect(about).toHaveAttribute("href", "/about");

    await waitForPageReady(page);
    await about.click();
    await expect(page).toHaveURL("/about");
    await page.goBack();
    await expect(page).toHaveURL("/");
    await page.getByRole("link", { name: "Get Expert Advice" }).click();
    await expect(page).toHaveURL("/contact");
  });

  test("counters count up to 20+, 1000+, 50+, 5+ and All once in view, without moving the layout", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForPageReady(page);
    const section = page.locator("section.counters");
    const values = section.locator(".counter-value");
    await expect(values).toHaveCount(5);
    await expect(section).not.toBeInViewport();

    // Out of sight the counters wait at zero.
    await expect(values.nth(0)).toHaveText("0+");
    await expect(values.nth(1)).toHaveText("0+");
    const widthsBefore = await values.evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect().width),
    );
    const sectionBefore = await section.boundingBox();

    await section.scrollIntoViewIfNeeded();
    await expect(values).toHaveText(["20+", "1000+", "50+", "5+", "All"]);
    await expect(section.locator(".counter-label")).toHaveText([
      "Years of Experience",
      "Happy Farmers",
      "Quality Products",
      "Product Categories",
      "Across Pakistan",
    ]);

    const widthsAfter = await values.evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect().width),
    );
    expect(widthsAfter, "counter widths before and after counting").toEqual(widthsBefore);
    const sectionAfter = await section.boundingBox();
    expect(sectionAfter?.height).toBe(sectionBefore?.height);
    expect(sectionAfter?.width).toBe(sectionBefore?.width);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 800 } });

    test("six service cards that scroll horizontally", async ({ page }) => {
      await page.goto("/");
      const cards = page.locator(".service-scroller > .service-card");
      await expect(cards.getByRole("heading", { level: 3 })).toHaveText([
        "Product Range",
        "Nationwide Coverage",
        "Technical Support",
        "Fast Delivery",
        "Quality Assurance",
        "Innovative Solutions",
      ]);
      for (const text of await cards.locator("p").allInnerTexts()) expect(text.trim()).not.toBe("");
      // Each icon is the site's own drawing, not an emoji an older phone may lack.
      await expect(cards.locator(".service-icon svg")).toHaveCount(6);
      await expect(cards.locator(".service-icon")).toHaveText(Array(6).fill(""));

      const scroller = page.locator(".service-scroller");
      await scroller.scrollIntoViewIfNeeded();
      const metrics = await scroller.evaluate((element) => ({
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
        overflowX: getComputedStyle(element).overflowX,
      }));
      expect(metrics.scrollWidth).toBeGreaterThan(metrics.clientWidth);
      expect(["auto", "scroll"]).toContain(metrics.overflowX);
      // The page itself does not scroll sideways.
      const pageOverflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(pageOverflow).toBeLessThanOrEqual(0);

      await scroller.evaluate((element) =>
        element.scrollTo({ left: element.scrollWidth, behavior: "instant" }),
      );
      await expect(
        page.locator(".service-card", { hasText: "Innovative Solutions" }),
      ).toBeInViewport();
    });
  });
});

import { type Page } from "@playwright/test";
import { DEMO_GALLERY_EVENTS } from "~/demo/gallery-events";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { EVENT_TYPE_ICONS } from "~/components/gallery/EventCard";
import { Icon } from "~/components/icons";
import type { EventType } from "~/gallery/event-types";
import { galleryItemIdByTitle, uniqueTag } from "./support/database";
import {
  holdRequests,
  isDataRequestFor,
  longUsDate,
  openSiteFromAdmin,
  waitForPageReady,
} from "./support/pages";
import { EMPTY_URL } from "./support/servers";
import { expect, test } from "./support/test";

/** The spec's labels and filter order. */
const TYPE_LABELS: [string, string][] = [
  ["farm_visit", "Farm Visit"],
  ["training", "Training"],
  ["exhibition", "Exhibition"],
  ["harvest", "Harvest"],
  ["Lucky Draw", "Lucky Draw"],
  ["other", "Other"],
];
const labelOf = (type: string) => TYPE_LABELS.find(([key]) => key === type)?.[1] ?? "?";
const countOf = (type: string) =>
  DEMO_GALLERY_EVENTS.filter((event) => event.eventType === type).length;

/** Seeded events, newest first. */
const EVENTS_NEWEST_FIRST = [...DEMO_GALLERY_EVENTS].sort((a, b) => b.date.localeCompare(a.date));

const filterBar = (page: Page) => page.getByRole("navigation", { name: "Filter events by type" });
const cards = (page: Page) => page.locator(".event-card");
const dialog = (page: Page) => page.getByRole("dialog");
const pageLinks = (page: Page) => page.getByRole("navigation", { name: "Gallery pages" });

/** The drawing of an event type's icon: the `d` of its path, as the site renders it. */
function iconDrawing(type: EventType): string {
  const markup = renderToStaticMarkup(createElement(Icon, { name: EVENT_TYPE_ICONS[type] }));
  return /\sd="([^"]+)"/.exec(markup)![1]!;
}

/** The drawings of the type icons the cards show, in order. */
const shownIcons = (page: Page) =>
  cards(page)
    .locator(".event-icon svg path")
    .evaluateAll((paths) => paths.map((path) => path.getAttribute("d")));

/** Every card shows its type's icon, the site's own drawing, where its cover failed to load. */
async function expectIconCovers(page: Page) {
  await expect(cards(page)).toHaveCount(EVENTS_NEWEST_FIRST.length);
  // Covers load lazily: a browser asks for one only as its card nears the screen.
  for (const card of await cards(page).all()) await card.scrollIntoViewIfNeeded();
  await expect(cards(page).locator(".event-cover img")).toHaveCount(0);
  expect(await shownIcons(page)).toEqual(
    EVENTS_NEWEST_FIRST.map((event) => iconDrawing(event.eventType)),
  );
  await expect(cards(page).first().locator(".event-icon svg")).toBeVisible();
}

test.describe("gallery", () => {
  test("hero with the title and the number of events; bottom call to action to /contact and /about", async ({
    page,
  }) => {
    await page.goto("/gallery");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Events & Activities Gallery");
    await expect(page.locator(".page-hero")).toContainText(`${DEMO_GALLERY_EVENTS.length} events`);
    const banner = page.locator("section.banner");
    await expect(banner.getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(banner.getByRole("link", { name: "About Our Company" })).toHaveAttribute(
      "href",
      "/about",
    );
  });

  test("sticky filter bar: All Events and each present type, with counts", async ({ page }) => {
    await page.goto("/gallery");
    const bar = filterBar(page);
    const expected = [
      `All Events ${DEMO_GALLERY_EVENTS.length}`,
      ...TYPE_LABELS.filter(([type]) => countOf(type) > 0).map(
        ([type, label]) => `${label} ${countOf(type)}`,
      ),
    ];
    const chips = bar.getByRole("link");
    expect((await chips.allInnerTexts()).map((text) => text.replace(/\s+/g, " ").trim())).toEqual(
      expected,
    );
    await expect(bar.getByRole("link", { name: /All Events/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(bar.getByRole("link", { name: /All Events/ })).toHaveAttribute("href", "/gallery");
    // The demo's events fit on one page: no page links.
    await expect(cards(page)).toHaveCount(DEMO_GALLERY_EVENTS.length);
    await expect(pageLinks(page)).toHaveCount(0);
    await expect(bar.getByRole("link", { name: /Training/ })).toHaveAttribute(
      "href",
      "/gallery?type=training",
    );

    expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe("sticky");
    // Scrolled far down, the bar stays in view, below the header.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect(bar).toBeInViewport();
    const headerBox = await page.locator("header.site-header").boundingBox();
    const barBox = await bar.boundingBox();
    expect(barBox?.y).toBeGreaterThanOrEqual(0);
    expect(barBox && headerBox ? barBox.y : -1).toBeLessThanOrEqual(
      (headerBox?.y ?? 0) + (headerBox?.height ?? 0) + 1,
    );
  });

  test("filtering by a type shows only that type", async ({ page }) => {
    await page.goto("/gallery");
    await waitForPageReady(page);
    await filterBar(page)
      .getByRole("link", { name: /Training/ })
      .click();
    await expect(page).toHaveURL("/gallery?type=training");
    await expect(filterBar(page).getByRole("link", { name: /Training/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(cards(page)).toHaveCount(countOf("training"));
    await expect(cards(page).locator(".event-type")).toHaveText(
      Array(countOf("training")).fill("Training"),
    );
    // The counts and the total do not change with the filter.
    await expect(filterBar(page).getByRole("link", { name: /All Events/ })).toContainText(
      String(DEMO_GALLERY_EVENTS.length),
    );

    await filterBar(page)
      .getByRole("link", { name: /All Events/ })
      .click();
    await expect(page).toHaveURL("/gallery");
    await expect(cards(page)).toHaveCount(DEMO_GALLERY_EVENTS.length);
  });

  test("every type filter by address shows only its events", async ({ request }) => {
    for (const [type, label] of TYPE_LABELS.filter(([key]) => countOf(key) > 0)) {
      const html = await (await request.get(`/gallery?type=${encodeURIComponent(type)}`)).text();
      const badges = [...html.matchAll(/<span class="badge event-type">(.*?)<\/span>/g)].map(
        (match) => match[1],
      );
      expect(badges, type).toEqual(Array(countOf(type)).fill(label));
    }
  });

  test("cards: cover image, type badge, photo count, title, location and long US date", async ({
    page,
  }) => {
    await page.goto("/gallery");
    await expect(cards(page)).toHaveCount(EVENTS_NEWEST_FIRST.length);
    const shown = await cards(page).evaluateAll((elements) =>
      elements.map((card) => {
        const text = (selector: string) =>
          card.querySelector(selector)?.textContent?.trim() ?? null;
        const cover = card.querySelector(".event-cover img");
        const link = [...card.querySelectorAll("a")].find(
          (a) => a.textContent?.trim() === "View Gallery",
        );
        return {
          title: text("h2"),
          cover: cover
            ? { width: cover.getAttribute("width"), height: cover.getAttribute("height") }
            : null,
          badge: text(".event-type"),
          photos: text(".event-photos"),
          description: text(".clamp-2"),
          meta: text(".event-meta")?.replace(/\s+/g, " ") ?? null,
          date: text("time"),
          viewGallery: link?.getAttribute("href") ?? null,
        };
      }),
    );
    expect(shown).toEqual(
      EVENTS_NEWEST_FIRST.map((event) => ({
        title: event.title,
        cover: { width: expect.stringMatching(/^\d+$/), height: expect.stringMatching(/^\d+$/) },
        badge: labelOf(event.eventType),
        photos: `${event.photos} photos`,
        description: event.description,
        meta: expect.stringContaining(event.location),
        date: longUsDate(event.date),
        viewGallery: `/gallery?event=${galleryItemIdByTitle(event.title)}`,
      })),
    );
    // The long US format, spelled out for one date.
    await expect(
      cards(page).filter({ hasText: "Our Stall at the Agri Expo" }).locator("time"),
    ).toHaveText("March 5, 2026");
    await expect(cards(page).first().locator(".event-cover img")).toBeVisible();
  });

  test("'View Gallery' opens the event with every image, each opening a .webp in a new tab; Escape closes it", async ({
    page,
  }) => {
    // Fetches every photo of the event one by one: slow on a busy machine.
    test.slow();
    const event = DEMO_GALLERY_EVENTS.find(
      (candidate) => candidate.title === "Our Stall at the Agri Expo",
    );
    if (!event) throw new Error("Demo event missing");
    const id = galleryItemIdByTitle(event.title);
    await page.goto("/gallery");
    await waitForPageReady(page);
    await expect(dialog(page)).toHaveCount(0);

    await cards(page)
      .filter({ hasText: event.title })
      .getByRole("link", { name: "View Gallery" })
      .click();
    await expect(page).toHaveURL(`/gallery?event=${id}`);
    const modal = dialog(page);
    await expect(modal).toBeVisible();
    await expect(modal.getByRole("heading", { name: event.title })).toBeVisible();
    await expect(modal).toContainText(event.location);
    await expect(modal).toContainText(longUsDate(event.date));
    await expect(modal).toContainText("Exhibition");
    await expect(modal).toContainText(event.description);

    const links = modal.locator(".photo-grid a");
    await expect(links).toHaveCount(event.photos);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link.locator("img")).toHaveCount(1);
      const href = await link.getAttribute("href");
      expect(href).toMatch(/\.webp$/);
      const response = await page.request.get(href ?? "");
      expect(response.status(), href ?? "").toBe(200);
      expect(response.headers()["content-type"]).toBe("image/webp");
    }

    // Closed, the gallery opens at the event's card.
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(`/gallery#event-${id}`);
    await expect(page.locator(`#event-${id}`)).toBeInViewport();
  });

  test("a cover image that fails to load leaves the type's icon", async ({ page }) => {
    await page.route(
      (url) => url.pathname.startsWith("/uploads/gallery/"),
      (route) => route.abort(),
    );
    await page.goto("/gallery");
    // The covers may fail before or after the page's own script runs, at the end of the page.
    await waitForPageReady(page);
    await expectIconCovers(page);
  });

  test("so does one that fails on a gallery reached by a client-side navigation", async ({
    page,
  }) => {
    await openSiteFromAdmin(page);
    await page.route(
      (url) => url.pathname.startsWith("/uploads/gallery/"),
      (route) => route.abort(),
    );
    await page
      .getByRole("navigation", { name: "Main" })
      .locator(".nav-links")
      .getByRole("link", { name: "Gallery" })
      .click();
    await expect(page).toHaveURL("/gallery");
    await expectIconCovers(page);
  });

  test("skeleton of 6 placeholders while the gallery loads", async ({ page }) => {
    // From a page React renders: public pages are sent without the router's scripts.
    await openSiteFromAdmin(page);
    const pending = await holdRequests(
      page,
      isDataRequestFor((path) => path === "/gallery"),
    );
    await page
      .getByRole("navigation", { name: "Main" })
      .locator(".nav-links")
      .getByRole("link", { name: "Gallery" })
      .click();
    const skeletons = page.locator("[data-testid=skeleton]");
    await expect(skeletons).toHaveCount(6);
    await expect(skeletons.first()).toBeVisible();
    await expect.poll(() => pending.held()).toBe(1);
    pending.release();
    await expect(cards(page)).toHaveCount(DEMO_GALLERY_EVENTS.length);
    await expect(skeletons).toHaveCount(0);
  });

  test("skeleton of 6 placeholders while another filter loads", async ({ page }) => {
    // A gallery React renders: reached by a client-side navigation from the admin. (The gallery
    // as sent has no router scripts: its filters are plain links.)
    await openSiteFromAdmin(page);
    await page
      .getByRole("navigation", { name: "Main" })
      .locator(".nav-links")
      .getByRole("link", { name: "Gallery" })
      .click();
    await expect(cards(page)).toHaveCount(DEMO_GALLERY_EVENTS.length);
    const pending = await holdRequests(
      page,
      isDataRequestFor((path) => path === "/gallery"),
    );
    await filterBar(page)
      .getByRole("link", { name: /Harvest/ })
      .click();
    await expect(page.locator("[data-testid=skeleton]")).toHaveCount(6);
    pending.release();
    await expect(cards(page)).toHaveCount(countOf("harvest"));
    await expect(page.locator("[data-testid=skeleton]")).toHaveCount(0);
  });

  test("a failed load shows 'Failed to load gallery items. Please try again later.'", async ({
    page,
  }) => {
    await openSiteFromAdmin(page);
    await page.route(
      isDataRequestFor((path) => path === "/gallery"),
      (route) =>
        route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" }),
    );
    await page
      .getByRole("navigation", { name: "Main" })
      .locator(".nav-links")
      .getByRole("link", { name: "Gallery" })
      .click();
    await expect(page.getByRole("alert")).toHaveText(
      "Failed to load gallery items. Please try again later.",
    );
    await expect(cards(page)).toHaveCount(0);
  });

  test("filter, open an event by its link and close it again @nojs", async ({ page }) => {
    await page.goto("/gallery");
    await filterBar(page)
      .getByRole("link", { name: /Harvest/ })
      .click();
    await expect(page).toHaveURL("/gallery?type=harvest");
    await expect(cards(page)).toHaveCount(countOf("harvest"));

    const first = cards(page).first();
    const title = await first.getByRole("heading", { level: 2 }).innerText();
    const photos = DEMO_GALLERY_EVENTS.find((event) => event.title === title)?.photos;
    await first.getByRole("link", { name: "View Gallery" }).click();
    await expect(page).toHaveURL(
      new RegExp(`/gallery\\?type=harvest&event=${galleryItemIdByTitle(title)}$`),
    );
    const modal = dialog(page);
    await expect(modal.getByRole("heading", { name: title })).toBeVisible();
    await expect(modal.locator(".photo-grid a")).toHaveCount(photos ?? -1);

    await modal.getByRole("link", { name: "Close" }).click();
    await expect(page).toHaveURL(
      new RegExp(`/gallery\\?type=harvest#event-${galleryItemIdByTitle(title)}$`),
    );
    await expect(dialog(page)).toHaveCount(0);
    await expect(cards(page)).toHaveCount(countOf("harvest"));
  });
});

test.describe("gallery empty states", () => {
  // These use the empty server's gallery, which the last one fills for a moment: run them one
  // after the other (a failure does not skip the others).
  test.describe.configure({ mode: "default" });

  test("no events at all: 'No Events Found'", async ({ page }) => {
    await page.goto(`${EMPTY_URL}/gallery`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Events & Activities Gallery");
    await expect(page.locator(".page-hero")).toContainText("0 events");
    await expect(page.getByRole("heading", { name: "No Events Found" })).toBeVisible();
    await expect(
      page.getByText("No gallery events have been added yet. Please check back later."),
    ).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(
      page.locator("section.banner").getByRole("link", { name: "Contact Us" }),
    ).toBeVisible();
  });

  test("'All Events' filter is shown even with no events", async ({ page }) => {
    await page.goto(`${EMPTY_URL}/gallery`);
    const bar = filterBar(page);
    await expect(bar.getByRole("link")).toHaveCount(1);
    await expect(bar.getByRole("link", { name: /All Events/ })).toContainText("0");
  });

  test("a filter that matches nothing: 'There are no events in this category at the moment.'", async ({
    page,
    rows,
  }) => {
    rows.galleryItem(
      {
        title: `E2E Training ${uniqueTag()}`,
        description: "A short training.",
        date: "2025-03-05",
        location: "Okara",
        eventType: "training",
      },
      "empty",
    );
    await page.goto(`${EMPTY_URL}/gallery?type=harvest`);
    await expect(page.getByRole("heading", { name: "No Events Found" })).toBeVisible();
    await expect(
      page.getByText("There are no events in this category at the moment."),
    ).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    // Only the types present are offered.
    await expect(filterBar(page).getByRole("link")).toHaveText([/All Events\s*1/, /Training\s*1/]);

    // The new event has no photos: its card shows the type's icon instead.
    await filterBar(page)
      .getByRole("link", { name: /Training/ })
      .click();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).locator(".event-photos")).toHaveText("0 photos");
    await expect(cards(page).locator(".event-icon svg")).toBeVisible();
    expect(await shownIcons(page)).toEqual([iconDrawing("training")]);
    await expect(cards(page).locator("time")).toHaveText("March 5, 2025");
  });

  test("twelve events a page, with Older and Newer links that keep the filter and the open event @nojs", async ({
    page,
    rows,
  }) => {
    const tag = uniqueTag();
    // 13 events on consecutive days: 12 farm visits and, the oldest, one training.
    const ids = Array.from(
      { length: 13 },
      (_, index) =>
        rows.galleryItem(
          {
            title: `E2E Page event ${13 - index} ${tag}`,
            description: "A field day.",
            date: `2025-01-${String(index + 1).padStart(2, "0")}`,
            location: "Okara",
            eventType: index === 0 ? "training" : "farm_visit",
          },
          "empty",
        ).id,
    );
    await page.goto(`${EMPTY_URL}/gallery`);
    await expect(filterBar(page).getByRole("link")).toHaveText([
      /All Events\s*13/,
      /Farm Visit\s*12/,
      /Training\s*1/,
    ]);
    await expect(cards(page)).toHaveCount(12);
    await expect(cards(page).first().getByRole("heading")).toHaveText(`E2E Page event 1 ${tag}`);
    const firstNav = pageLinks(page);
    await expect(firstNav).toContainText("Page 1 of 2");
    await expect(firstNav.getByRole("link", { name: /Newer events/ })).toHaveCount(0);
    await expect(firstNav.getByRole("link", { name: /Older events/ })).toHaveAttribute(
      "href",
      "/gallery?page=2",
    );

    await firstNav.getByRole("link", { name: /Older events/ }).click();
    await expect(page).toHaveURL(`${EMPTY_URL}/gallery?page=2`);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).getByRole("heading")).toHaveText(`E2E Page event 13 ${tag}`);
    await expect(pageLinks(page)).toContainText("Page 2 of 2");
    await expect(pageLinks(page).getByRole("link", { name: /Older events/ })).toHaveCount(0);
    await expect(pageLinks(page).getByRole("link", { name: /Newer events/ })).toHaveAttribute(
      "href",
      "/gallery",
    );
    // The counts are of all the events, not of the page.
    await expect(filterBar(page).getByRole("link", { name: /All Events/ })).toContainText("13");

    // An event opened on page 2 closes back to page 2.
    await cards(page)
      .getByRole("link", { name: /View Gallery/ })
      .click();
    await expect(page).toHaveURL(`${EMPTY_URL}/gallery?page=2&event=${ids[0]}`);
    await expect(dialog(page)).toContainText(`E2E Page event 13 ${tag}`);
    await dialog(page).getByRole("link", { name: "Close" }).click();
    await expect(page).toHaveURL(`${EMPTY_URL}/gallery?page=2#event-${ids[0]}`);
    await expect(dialog(page)).toHaveCount(0);

    // A filter starts at its first page and pages by its own count.
    await filterBar(page)
      .getByRole("link", { name: /Farm Visit/ })
      .click();
    await expect(page).toHaveURL(`${EMPTY_URL}/gallery?type=farm_visit`);
    await expect(cards(page)).toHaveCount(12);
    await expect(pageLinks(page)).toHaveCount(0);

    // A page past the last shows the last.
    await page.goto(`${EMPTY_URL}/gallery?page=9`);
    await expect(cards(page)).toHaveCount(1);
    await expect(pageLinks(page)).toContainText("Page 2 of 2");
  });
});

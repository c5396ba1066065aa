import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { listCategoryPages } from "~/categories/categories.server";
import { db } from "~/db/db.server";
import { categories, products } from "~/db/schema";
import { createGalleryItem, latestGalleryItemCreatedAt } from "~/gallery/gallery.server";
import { listProductPages } from "~/products/products.server";
import { escapeXml, laterDate, pageInEveryLanguage, robotsTxt, sitemapXml } from "~/seo/sitemap";
import { addCategory, addProduct, resetDatabase } from "#tests/setup/db-helpers";

describe("sitemapXml", () => {
  it("lists each address with its lastmod, and none where the date is unknown", () => {
    const xml = sitemapXml([
      { url: "https://agro.example/", lastModified: "2025-03-01T10:00:00.000Z" },
      { url: "https://agro.example/about" },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml).toContain(
      "<url><loc>https://agro.example/</loc><lastmod>2025-03-01T10:00:00.000Z</lastmod></url>",
    );
    expect(xml).toContain("<url><loc>https://agro.example/about</loc></url>");
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });

  it("escapes characters that would break the XML", () => {
    const xml = sitemapXml([{ url: "https://agro.example/gallery?type=a&page=2<'\">" }]);
    expect(xml).toContain(
      "<loc>https://agro.example/gallery?type=a&amp;page=2&lt;&apos;&quot;&gt;</loc>",
    );
    expect(escapeXml("fine text")).toBe("fine text");
  });
});

describe("pageInEveryLanguage", () => {
  it("gives the page in English and Urdu, each naming both and English as the default", () => {
    const entries = pageInEveryLanguage("https://agro.example", "/gallery", "2025-03-01");
    const alternates = [
      { hreflang: "en", url: "https://agro.example/gallery" },
      { hreflang: "ur", url: "https://agro.example/ur/gallery" },
      { hreflang: "x-default", url: "https://agro.example/gallery" },
    ];
    expect(entries).toEqual([
      { url: "https://agro.example/gallery", lastModified: "2025-03-01", alternates },
      { url: "https://agro.example/ur/gallery", lastModified: "2025-03-01", alternates },
    ]);
    expect(pageInEveryLanguage("https://agro.example", "/").map((entry) => entry.url)).toEqual([
      "https://agro.example/",
      "https://agro.example/ur",
    ]);
    expect(sitemapXml(entries)).toContain(
      '<url><loc>https://agro.example/ur/gallery</loc><lastmod>2025-03-01</lastmod><xhtml:link rel="alternate" hreflang="en" href="https://agro.example/gallery"/><xhtml:link rel="alternate" hreflang="ur" href="https://agro.example/ur/gallery"/><xhtml:link rel="alternate" hreflang="x-default" href="https://agro.example/gallery"/></url>',
    );
  });
});

describe("laterDate", () => {
  it("picks the later ISO date, or the one there is", () => {
    expect(laterDate("2025-01-02T00:00:00.000Z", "2024-12-31T00:00:00.000Z")).toBe(
      "2025-01-02T00:00:00.000Z",
    );
    expect(laterDate(undefined, "2024-01-01")).toBe("2024-01-01");
    expect(laterDate("2024-01-01", undefined)).toBe("2024-01-01");
    expect(laterDate(undefined, undefined)).toBeUndefined();
  });
});

describe("robotsTxt", () => {
  it("allows the site, keeps crawlers out of the admin, sign-in and API, and names the sitemap", () => {
    const lines = robotsTxt("https://agro.example/sitemap.xml").split("\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        "User-agent: *",
        "Allow: /",
        "Disallow: /admin",
        "Disallow: /admin-login",
        "Disallow: /api",
        "Sitemap: https://agro.example/sitemap.xml",
      ]),
    );
  });
});

describe("sitemap queries", () => {
  beforeEach(resetDatabase);

  function setCreated(table: typeof categories | typeof products, id: number, createdAt: string) {
    db().update(table).set({ createdAt }).where(eq(table.id, id)).run();
  }

  it("dates a category by its newest product, or by itself when that is newer", () => {
    const insecticides = addCategory("Insecticides");
    const herbicides = addCategory("Herbicides");
    setCreated(categories, insecticides.id, "2024-01-01T00:00:00.000Z");
    setCreated(categories, herbicides.id, "2024-06-01T00:00:00.000Z");
    const older = addProduct(insecticides.id, "Dhaal");
    const newer = addProduct(insecticides.id, "Tirandaz");
    setCreated(products, older.id, "2024-02-01T00:00:00.000Z");
    setCreated(products, newer.id, "2024-03-01T00:00:00.000Z");

    expect(listCategoryPages()).toEqual([
      { slug: "herbicides", lastModified: "2024-06-01T00:00:00.000Z" },
      { slug: "insecticides", lastModified: "2024-03-01T00:00:00.000Z" },
    ]);
  });

  it("lists every product with its category's slug and creation date", () => {
    const insecticides = addCategory("Insecticides");
    const product = addProduct(insecticides.id, "Dhaal");
    setCreated(products, product.id, "2024-02-01T00:00:00.000Z");
    expect(listProductPages()).toEqual([
      { slug: product.slug, categorySlug: "insecticides", createdAt: "2024-02-01T00:00:00.000Z" },
    ]);
  });

  it("gives the newest gallery item's date, and nothing for an empty gallery", () => {
    expect(latestGalleryItemCreatedAt()).toBeUndefined();
    const item = createGalleryItem({
      title: "Field day",
      description: "d",
      date: "2024-05-01",
      location: "Multan",
      eventType: "training",
      images: [],
    });
    expect(latestGalleryItemCreatedAt()).toBe(item.createdAt);
  });
});

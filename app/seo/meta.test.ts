import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { readServerEnv } from "~/config/env.server";
import { SITE } from "~/config/site";
import { EVENT_TYPES } from "~/gallery/event-types";
import { parseGalleryQuery } from "~/gallery/gallery-query";
import { galleryCanonicalPath, galleryTitle } from "~/seo/canonical";
import { format } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages.server";
import {
  absoluteUrl,
  categoryDescription,
  cropDescription,
  DEFAULT_SHARE_IMAGE,
  galleryDescription,
  notFoundMeta,
  pageMeta,
  privatePageMeta,
  productDescription,
  siteFromMatches,
  summarize,
  type SiteSeo,
} from "~/seo/meta";
import { uploadedShareImage } from "~/seo/share-image";
import { breadcrumbJsonLd, localBusinessJsonLd, productJsonLd } from "~/seo/structured-data";
import { webManifest } from "~/seo/web-manifest";
import { whatsappChatUrl } from "~/seo/whatsapp";

const ORIGIN = "https://agro.example";

/** What the public layout gives every page's head, in one language. */
function siteIn(locale: Locale): SiteSeo {
  const { chrome, company } = messagesFor(locale);
  return { origin: ORIGIN, locale, chrome, company };
}

const SITE_EN = siteIn("en");
const SITE_UR = siteIn("ur");

/** The address of the alternate link with this hreflang. */
function alternate(tags: MetaDescriptor[], hrefLang: string): string | undefined {
  const found = tags.find(
    (descriptor) =>
      "rel" in descriptor && descriptor.rel === "alternate" && descriptor.hrefLang === hrefLang,
  );
  return found && "href" in found ? String(found.href) : undefined;
}

/** The content of the tag with this name or property. */
function tag(tags: MetaDescriptor[], key: string): string | undefined {
  const found = tags.find(
    (descriptor) =>
      ("name" in descriptor && descriptor.name === key) ||
      ("property" in descriptor && descriptor.property === key),
  );
  return found && "content" in found ? String(found.content) : undefined;
}

/** Every alternate link as hreflang -> address, in the order of the head. */
function alternates(tags: MetaDescriptor[]): [string, string][] {
  return tags.flatMap((descriptor): [string, string][] =>
    "rel" in descriptor && descriptor.rel === "alternate"
      ? [
          [
            "hrefLang" in descriptor ? String(descriptor.hrefLang) : "",
            "href" in descriptor ? String(descriptor.href) : "",
          ],
        ]
      : [],
  );
}

/** The contents of every tag with this property, in order. */
function allOf(tags: MetaDescriptor[], property: string): string[] {
  return tags.flatMap((descriptor) =>
    "property" in descriptor && descriptor.property === property && "content" in descriptor
      ? [String(descriptor.content)]
      : [],
  );
}

function canonicalOf(tags: MetaDescriptor[]): string | undefined {
  const found = tags.find((descriptor) => "rel" in descriptor && descriptor.rel === "canonical");
  return found && "href" in found ? String(found.href) : undefined;
}

describe("pageMeta", () => {
  const tags = pageMeta({
    site: SITE_EN,
    path: "/about",
    title: "About Us",
    description: "Who we are.",
  });

  it("gives the title with the site's name, the description and an absolute canonical", () => {
    expect(tags).toContainEqual({ title: `About Us | ${SITE.name}` });
    expect(tag(tags, "description")).toBe("Who we are.");
    expect(canonicalOf(tags)).toBe("https://agro.example/about");
    expect(tag(tags, "robots")).toBeUndefined();
  });

  it("gives the Open Graph and Twitter card tags, with the default image when the page has none", () => {
    expect(tag(tags, "og:title")).toBe(`About Us | ${SITE.name}`);
    expect(tag(tags, "og:description")).toBe("Who we are.");
    expect(tag(tags, "og:url")).toBe("https://agro.example/about");
    expect(tag(tags, "og:type")).toBe("website");
    expect(tag(tags, "og:site_name")).toBe(SITE.name);
    expect(tag(tags, "og:image")).toBe(`https://agro.example${DEFAULT_SHARE_IMAGE.path}`);
    expect(tag(tags, "og:image:width")).toBe(String(DEFAULT_SHARE_IMAGE.width));
    expect(tag(tags, "og:image:height")).toBe(String(DEFAULT_SHARE_IMAGE.height));
    expect(tag(tags, "og:image:alt")).toBe(
      `${SITE.name}: protecting Pakistan's crops since ${SITE.established}`,
    );
    expect(tag(tags, "twitter:card")).toBe("summary_large_image");
    expect(tag(tags, "twitter:title")).toBe(`About Us | ${SITE.name}`);
    expect(tag(tags, "twitter:image")).toBe(tag(tags, "og:image"));
  });

  it("keeps a title that already starts with the site's name", () => {
    const home = pageMeta({
      site: SITE_EN,
      path: "/",
      title: `${SITE.name} | Crops`,
      description: "d",
    });
    expect(home).toContainEqual({ title: `${SITE.name} | Crops` });
  });

  it("uses the page's own image and type", () => {
    const product = pageMeta({
      site: SITE_EN,
      path: "/category/insecticides/dhaal",
      title: "Dhaal",
      description: "d",
      type: "product",
      image: {
        path: "/uploads/products/abc-960.webp",
        width: 960,
        height: 720,
        alt: "Dhaal",
        type: "image/webp",
      },
    });
    expect(tag(product, "og:type")).toBe("product");
    expect(tag(product, "og:image")).toBe("https://agro.example/uploads/products/abc-960.webp");
    expect(tag(product, "og:image:width")).toBe("960");
    expect(tag(product, "og:image:alt")).toBe("Dhaal");
  });

  it("marks a page noindex without a canonical when asked", () => {
    const missing = pageMeta({
      site: SITE_EN,
      path: "/nowhere",
      title: "Page Not Found",
      description: "d",
      noindex: true,
    });
    expect(tag(missing, "robots")).toBe("noindex");
    expect(canonicalOf(missing)).toBeUndefined();
    expect(alternate(missing, "ur")).toBeUndefined();
  });

  it("names the page in both languages and English as the default", () => {
    expect(alternate(tags, "en")).toBe("https://agro.example/about");
    expect(alternate(tags, "ur")).toBe("https://agro.example/ur/about");
    expect(alternate(tags, "x-default")).toBe("https://agro.example/about");
    expect(tag(tags, "og:locale")).toBe("en_PK");
    expect(tag(tags, "og:locale:alternate")).toBe("ur_PK");
  });

  it("gives an Urdu page its own canonical under /ur, Urdu title and locale", () => {
    const urdu = pageMeta({
      site: SITE_UR,
      path: "/gallery?type=training",
      title: "تربیت",
      description: "تفصیل",
    });
    const name = messagesFor("ur").company.name;
    expect(urdu).toContainEqual({ title: `تربیت | ${name}` });
    expect(canonicalOf(urdu)).toBe("https://agro.example/ur/gallery?type=training");
    expect(alternate(urdu, "en")).toBe("https://agro.example/gallery?type=training");
    expect(alternate(urdu, "ur")).toBe("https://agro.example/ur/gallery?type=training");
    expect(alternate(urdu, "x-default")).toBe("https://agro.example/gallery?type=training");
    expect(tag(urdu, "og:locale")).toBe("ur_PK");
    expect(tag(urdu, "og:locale:alternate")).toBe("en_PK");
    expect(tag(urdu, "og:site_name")).toBe(name);
    expect(tag(urdu, "og:image:alt")).toBe(
      format(messagesFor("ur").chrome.shareImageAlt, { company: name, year: SITE.established }),
    );
    const home = pageMeta({ site: SITE_UR, path: "/", title: "t", description: "d" });
    expect(canonicalOf(home)).toBe("https://agro.example/ur");
  });

  it("gives the Urdu about page its canonical under /ur and names both languages", () => {
    const urdu = pageMeta({
      site: SITE_UR,
      path: "/about",
      title: messagesFor("ur").about.title,
      description: "ہمارے بارے میں",
    });
    expect(urdu).toContainEqual({
      title: `ہمارے بارے میں | ${messagesFor("ur").company.name}`,
    });
    expect(canonicalOf(urdu)).toBe("https://agro.example/ur/about");
    expect(tag(urdu, "og:url")).toBe("https://agro.example/ur/about");
    expect(alternates(urdu)).toEqual([
      ["en", "https://agro.example/about"],
      ["ur", "https://agro.example/ur/about"],
      ["x-default", "https://agro.example/about"],
    ]);
    expect(allOf(urdu, "og:locale")).toEqual(["ur_PK"]);
    expect(allOf(urdu, "og:locale:alternate")).toEqual(["en_PK"]);
    // The English page names the same three addresses.
    expect(alternates(tags)).toEqual(alternates(urdu));
    expect(allOf(tags, "og:locale")).toEqual(["en_PK"]);
    expect(allOf(tags, "og:locale:alternate")).toEqual(["ur_PK"]);
  });

  it("gives both home pages their own address, the Urdu one without a trailing slash", () => {
    const english = pageMeta({ site: SITE_EN, path: "/", title: "t", description: "d" });
    const urdu = pageMeta({ site: SITE_UR, path: "/", title: "t", description: "d" });
    expect(canonicalOf(english)).toBe("https://agro.example/");
    expect(canonicalOf(urdu)).toBe("https://agro.example/ur");
    expect(alternates(urdu)).toEqual([
      ["en", "https://agro.example/"],
      ["ur", "https://agro.example/ur"],
      ["x-default", "https://agro.example/"],
    ]);
  });

  it("gives a missing page its language's title, kept out of search results", () => {
    // The address as asked for, /ur included: its og:url must not gain a second /ur.
    const missing = notFoundMeta("product", SITE_UR, "/ur/category/x/y");
    const { title, text } = messagesFor("ur").chrome.notFound.product;
    expect(missing).toContainEqual({ title: `${title} | ${messagesFor("ur").company.name}` });
    expect(tag(missing, "description")).toBe(text);
    expect(tag(missing, "robots")).toBe("noindex");
    expect(canonicalOf(missing)).toBeUndefined();
    expect(alternates(missing)).toEqual([]);
    expect(tag(missing, "og:url")).toBe("https://agro.example/ur/category/x/y");
    expect(tag(missing, "og:locale")).toBe("ur_PK");
  });

  it("names no alternates for a missing English page either", () => {
    const missing = notFoundMeta("page", SITE_EN, "/no-such-page");
    expect(missing).toContainEqual({ title: `Page Not Found | ${SITE.name}` });
    expect(tag(missing, "robots")).toBe("noindex");
    expect(canonicalOf(missing)).toBeUndefined();
    expect(alternates(missing)).toEqual([]);
    expect(
      missing.filter((descriptor) => "tagName" in descriptor && descriptor.tagName === "link"),
    ).toEqual([]);
  });

  it("adds each structured data object as its own ld+json descriptor", () => {
    const data = [
      { "@type": "Thing", name: "a" },
      { "@type": "Thing", name: "b" },
    ];
    const withData = pageMeta({
      site: SITE_EN,
      path: "/",
      title: "t",
      description: "d",
      jsonLd: data,
    });
    expect(withData.filter((descriptor) => "script:ld+json" in descriptor)).toEqual(
      data.map((object) => ({ "script:ld+json": object })),
    );
  });
});

/**
 * The Latin letters of a description outside `allowed` (the product names it may carry): an
 * Urdu page's description has none else.
 */
function latinOutside(text: string, allowed: string[] = []): string[] {
  const rest = allowed.reduce((left, name) => left.split(name).join(" "), text);
  return rest.match(/[A-Za-z]+/g) ?? [];
}

describe("descriptions of pages about a record", () => {
  const UR = messagesFor("ur");
  const EN = messagesFor("en");
  const DHAAL = "ڈھال امیڈاکلوپرڈ 20% SL";
  const ENGLISH_TEXT = "A systemic insecticide for whitefly.";

  it("gives an Urdu product page the product's Urdu description, else an Urdu sentence", () => {
    const urdu = { name: DHAAL, description: "سفید مکھی کی دوا۔", inEnglish: [] };
    expect(productDescription(SITE_UR, urdu, UR.product)).toBe("سفید مکھی کی دوا۔");
    const untranslated = { name: DHAAL, description: ENGLISH_TEXT, inEnglish: ["description"] };
    const fallback = productDescription(SITE_UR, untranslated, UR.product);
    expect(fallback).toBe(
      format(UR.product.descriptionFallback, { product: DHAAL, company: UR.company.name }),
    );
    expect(fallback).not.toContain("whitefly");
    expect(latinOutside(fallback, [DHAAL])).toEqual([]);
    // A name shown in English is a product name: it may stay.
    const englishName = {
      ...untranslated,
      name: "Dhaal Imidacloprid 20% SL",
      inEnglish: ["name", "description"],
    };
    expect(
      latinOutside(productDescription(SITE_UR, englishName, UR.product), [
        "Dhaal Imidacloprid 20% SL",
      ]),
    ).toEqual([]);
    // English pages keep the product's own text.
    expect(productDescription(SITE_EN, { ...untranslated, inEnglish: [] }, EN.product)).toBe(
      ENGLISH_TEXT,
    );
  });

  it("gives an Urdu category page no English sentence of the category's", () => {
    const count = "6 مصنوعات";
    const urdu = { description: "آزمودہ کیڑے مار دوائیں۔", inEnglish: [] };
    expect(categoryDescription(SITE_UR, urdu, count, UR.category)).toBe(
      `آزمودہ کیڑے مار دوائیں۔ ${UR.company.name}، لاہور کی 6 مصنوعات۔`,
    );
    const untranslated = { description: "Proven insecticides.", inEnglish: ["description"] };
    const fallback = categoryDescription(SITE_UR, untranslated, count, UR.category);
    expect(fallback).toContain(`${UR.company.name}، لاہور کی 6 مصنوعات`);
    expect(latinOutside(fallback)).toEqual([]);
    expect(
      categoryDescription(SITE_EN, { ...untranslated, inEnglish: [] }, "6 products", EN.category),
    ).toBe("Proven insecticides. 6 products from Green Fields Agro Services, Lahore.");
  });

  it("names a crop's first targets joined with the Urdu comma, English ones left out", () => {
    const cotton = { name: "کپاس", inEnglish: [] };
    const target = (name: string, inEnglish: string[] = []) => ({ target: name, inEnglish });
    const targets = [
      target("سفید مکھی"),
      target("Leaf curl virus", ["target"]),
      target("سبز تیلا"),
      target("لشکری سنڈی"),
      target("گلابی اور چتکبری سنڈی"),
      target("تھرپس"),
    ];
    const described = cropDescription(SITE_UR, cotton, targets, UR.crops);
    expect(described).toBe(
      format(UR.crops.cropDescription, {
        crop: "کپاس",
        targets: "سفید مکھی، سبز تیلا، لشکری سنڈی، گلابی اور چتکبری سنڈی",
        company: UR.company.name,
      }),
    );
    expect(described).not.toContain(",");
    expect(latinOutside(described)).toEqual([]);
    // A crop without its Urdu name, or without a target in Urdu: the crop guide's own sentence.
    expect(
      cropDescription(SITE_UR, { name: "Cotton", inEnglish: ["name"] }, targets, UR.crops),
    ).toBe(UR.crops.description);
    expect(cropDescription(SITE_UR, cotton, [targets[1]!], UR.crops)).toBe(UR.crops.description);
    expect(
      cropDescription(
        SITE_EN,
        { name: "Cotton", inEnglish: [] },
        [target("Whitefly"), target("Jassid")],
        EN.crops,
      ),
    ).toBe(
      "What to spray on Cotton against Whitefly, Jassid, with doses, from Green Fields Agro Services.",
    );
  });

  it("gives an open event's Urdu description, else the gallery's own", () => {
    const event = { description: "گندم کی کٹائی۔", inEnglish: [] };
    expect(galleryDescription(SITE_UR, event, UR.gallery)).toBe("گندم کی کٹائی۔");
    const untranslated = { description: "Wheat harvest.", inEnglish: ["description"] };
    const gallery = format(UR.gallery.description, { company: UR.company.name });
    expect(galleryDescription(SITE_UR, untranslated, UR.gallery)).toBe(gallery);
    expect(galleryDescription(SITE_UR, undefined, UR.gallery)).toBe(gallery);
    expect(latinOutside(gallery)).toEqual([]);
  });

  it("writes the catalogue's fallback sentences in Urdu letters alone", () => {
    for (const text of [
      UR.category.descriptionFallback,
      UR.product.descriptionFallback,
      UR.crops.description,
    ]) {
      expect(latinOutside(text.replace(/\{\w+\}/g, ""))).toEqual([]);
    }
  });
});

describe("summarize", () => {
  it("collapses white space and keeps short text whole", () => {
    expect(summarize("  Two\n\nlines  here ")).toBe("Two lines here");
  });

  it("cuts long text at a word boundary within the limit", () => {
    const long = `${"word ".repeat(50)}end`;
    const short = summarize(long, 40);
    expect(short.length).toBeLessThanOrEqual(40);
    expect(short).toMatch(/^(word )*word…$/);
  });
});

describe("absoluteUrl and siteFromMatches", () => {
  it("joins an origin and a path, and leaves the path when the origin is unknown", () => {
    expect(absoluteUrl(ORIGIN, "/gallery?type=training")).toBe(
      "https://agro.example/gallery?type=training",
    );
    expect(absoluteUrl("", "/about")).toBe("/about");
  });

  it("stays on the site for a path that a browser would read as another host", () => {
    expect(absoluteUrl(ORIGIN, "//evil.example/x")).toBe("https://agro.example/evil.example/x");
    expect(absoluteUrl("", "//evil.example")).toBe("/evil.example");
  });

  it("reads the origin, language and texts from the public layout's data only", () => {
    expect(
      siteFromMatches([
        { id: "root", loaderData: { origin: "https://wrong.example" } },
        { id: "routes/_site", loaderData: { ...SITE_UR, categories: [] } },
      ]),
    ).toMatchObject({ origin: ORIGIN, locale: "ur" });
    expect(() => siteFromMatches([{ id: "root", loaderData: undefined }])).toThrow(/layout/);
  });
});

describe("privatePageMeta", () => {
  it("asks search engines to stay away", () => {
    const tags = privatePageMeta("Admin");
    expect(tags).toContainEqual({ title: `Admin | ${SITE.name}` });
    expect(tag(tags, "robots")).toBe("noindex, nofollow");
  });
});

describe("uploadedShareImage", () => {
  it("takes the widest variant up to 1280 px with its proportional height", () => {
    expect(uploadedShareImage({ key: "products/abc", width: 1280, height: 960 }, "Dhaal")).toEqual({
      path: "/uploads/products/abc-1280.webp",
      width: 1280,
      height: 960,
      alt: "Dhaal",
      type: "image/webp",
    });
  });

  it("takes the largest variant of a smaller image", () => {
    expect(uploadedShareImage({ key: "products/abc", width: 800, height: 600 }, "x")).toMatchObject(
      {
        path: "/uploads/products/abc-800.webp",
        width: 800,
        height: 600,
      },
    );
  });
});

describe("gallery views", () => {
  it("keeps a known type and a later page in the canonical, and drops the rest", () => {
    expect(
      galleryCanonicalPath(parseGalleryQuery("?type=training&page=2&event=5&utm_source=x")),
    ).toBe("/gallery?type=training&page=2");
    expect(galleryCanonicalPath(parseGalleryQuery("?type=nonsense&page=1"))).toBe("/gallery");
    expect(galleryCanonicalPath(parseGalleryQuery("?page=0"))).toBe("/gallery");
    expect(galleryCanonicalPath(parseGalleryQuery("?type=Lucky+Draw"))).toBe(
      "/gallery?type=Lucky+Draw",
    );
  });

  it("names the filter, the page and an open event in the title, in the page's language", () => {
    const english = {
      gallery: messagesFor("en").gallery,
      galleryTitle: SITE_EN.chrome.galleryTitle,
    };
    expect(galleryTitle(parseGalleryQuery(""), english)).toBe("Events & Activities Gallery");
    expect(galleryTitle(parseGalleryQuery("?type=harvest&page=3"), english, "Wheat day")).toBe(
      "Wheat day | Harvest Events | Page 3 | Events & Activities Gallery",
    );
    const urdu = { gallery: messagesFor("ur").gallery, galleryTitle: SITE_UR.chrome.galleryTitle };
    expect(galleryTitle(parseGalleryQuery("?type=harvest&page=3"), urdu)).toBe(
      "کٹائی کی تقریبات | صفحہ 3 | تقریبات اور سرگرمیوں کی گیلری",
    );
  });

  it("names each filter in grammatical Urdu, each event type with its own phrase", () => {
    const urdu = { gallery: messagesFor("ur").gallery, galleryTitle: SITE_UR.chrome.galleryTitle };
    const filterTitle = (type: string) =>
      galleryTitle(parseGalleryQuery(`?type=${encodeURIComponent(type)}`), urdu).split(" | ")[0];
    // Not "کھیت کا دورہ کی تقریبات": the type's own oblique plural.
    expect(filterTitle("farm_visit")).toBe("کھیت کے دوروں کی تقریبات");
    expect(filterTitle("exhibition")).toBe("نمائشوں کی تقریبات");
    expect(filterTitle("other")).toBe("دیگر تقریبات");
    expect(filterTitle("Lucky Draw")).toBe("قرعہ اندازی کی تقریبات");
    // Every type has a title of its own.
    expect(new Set(EVENT_TYPES.map(filterTitle)).size).toBe(EVENT_TYPES.length);
    const english = {
      gallery: messagesFor("en").gallery,
      galleryTitle: SITE_EN.chrome.galleryTitle,
    };
    expect(galleryTitle(parseGalleryQuery("?type=farm_visit"), english)).toBe(
      "Farm Visit Events | Events & Activities Gallery",
    );
  });
});

describe("structured data", () => {
  it("describes the company as a LocalBusiness in Lahore with its hours", () => {
    const business = localBusinessJsonLd(SITE_EN);
    expect(business).toMatchObject({
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      name: SITE.name,
      url: "https://agro.example/",
      logo: "https://agro.example/icons/icon-512.png",
      telephone: SITE.phones[0].tel,
      email: SITE.email,
      foundingDate: "2004",
      address: { "@type": "PostalAddress", addressLocality: "Lahore", addressCountry: "PK" },
      openingHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
          opens: "09:00",
          closes: "18:00",
        },
      ],
    });
  });

  it("numbers breadcrumb steps from 1 with absolute addresses", () => {
    expect(
      breadcrumbJsonLd(SITE_EN, [
        { name: "Home", path: "/" },
        { name: "Insecticides", path: "/category/insecticides" },
      ]).itemListElement,
    ).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://agro.example/" },
      {
        "@type": "ListItem",
        position: 2,
        name: "Insecticides",
        item: "https://agro.example/category/insecticides",
      },
    ]);
  });

  it("describes a product without offers, with its image when it has one", () => {
    const facts = {
      name: "Dhaal",
      description: "Controls whitefly.",
      categoryName: "Insecticides",
      path: "/category/insecticides/dhaal",
      imagePath: "/uploads/products/abc-960.webp",
    };
    const product = productJsonLd(SITE_EN, facts);
    expect(product).toMatchObject({
      "@type": "Product",
      name: "Dhaal",
      description: "Controls whitefly.",
      category: "Insecticides",
      url: "https://agro.example/category/insecticides/dhaal",
      image: ["https://agro.example/uploads/products/abc-960.webp"],
    });
    expect(product).not.toHaveProperty("offers");
    expect(productJsonLd(SITE_EN, { ...facts, imagePath: null })).not.toHaveProperty("image");
  });

  it("speaks the page's language: the Urdu company name, addresses under /ur", () => {
    expect(localBusinessJsonLd(SITE_UR)).toMatchObject({
      name: messagesFor("ur").company.name,
      url: "https://agro.example/ur",
    });
    expect(breadcrumbJsonLd(SITE_UR, [{ name: "ہوم", path: "/" }]).itemListElement[0]?.item).toBe(
      "https://agro.example/ur",
    );
  });
});

describe("WhatsApp enquiry link", () => {
  it("opens a chat with the number's digits and the encoded message", () => {
    const message = format(messagesFor("en").product.whatsappMessage, {
      product: "Dhaal 20% SL & more",
      url: "https://agro.example/category/i/dhaal",
    });
    expect(message).toBe(
      "Hello, I would like to know more about Dhaal 20% SL & more: https://agro.example/category/i/dhaal",
    );
    const url = new URL(whatsappChatUrl("+92 300-0000000", message));
    expect(url.origin + url.pathname).toBe("https://wa.me/923000000000");
    expect(url.searchParams.get("text")).toBe(message);
    expect(whatsappChatUrl("923000000000", "a b&c")).toBe(
      "https://wa.me/923000000000?text=a%20b%26c",
    );
  });

  it("asks in Urdu from an Urdu page, the Urdu text intact in the link", () => {
    const message = format(messagesFor("ur").product.whatsappMessage, {
      product: "ڈھال امیڈاکلوپرڈ 20% SL",
      url: "https://agro.example/ur/category/i/dhaal",
    });
    expect(message).toContain("ڈھال امیڈاکلوپرڈ 20% SL");
    const url = new URL(whatsappChatUrl("923000000000", message));
    expect(url.searchParams.get("text")).toBe(message);
  });
});

describe("webManifest", () => {
  it("installs standalone from / in the theme colour with any and maskable icons", () => {
    const manifest = webManifest("en", messagesFor("en"));
    expect(manifest).toMatchObject({
      name: SITE.name,
      short_name: SITE.shortName,
      lang: "en",
      dir: "ltr",
      start_url: "/",
      display: "standalone",
      theme_color: "#1b5e20",
      background_color: "#1b5e20",
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ]);
  });

  it("installs the Urdu pages as their own app, named in Urdu, from /ur", () => {
    const manifest = webManifest("ur", messagesFor("ur"));
    expect(manifest).toMatchObject({
      name: messagesFor("ur").company.name,
      lang: "ur",
      dir: "rtl",
      start_url: "/ur",
      scope: "/ur",
    });
  });
});

describe("PUBLIC_URL", () => {
  const env = (vars: Record<string, string>) =>
    ({ NODE_ENV: "test", ...vars }) as NodeJS.ProcessEnv;

  it("gives the origin of the configured address, and none when unset", () => {
    expect(readServerEnv(env({ PUBLIC_URL: "https://agro.example/shop/" })).publicOrigin).toBe(
      "https://agro.example",
    );
    expect(readServerEnv(env({})).publicOrigin).toBeUndefined();
  });

  it("refuses an address that is not http(s)", () => {
    expect(() => readServerEnv(env({ PUBLIC_URL: "ftp://agro.example" }))).toThrow(/PUBLIC_URL/);
    expect(() => readServerEnv(env({ PUBLIC_URL: "agro.example" }))).toThrow(/PUBLIC_URL/);
  });
});

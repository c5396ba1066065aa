import { listCategoryPages } from "~/categories/categories.server";
import { listCropsInUse } from "~/crops/crops.server";
import { latestGalleryItemCreatedAt } from "~/gallery/gallery.server";
import { listProductPages } from "~/products/products.server";
import { publicOrigin } from "~/seo/origin.server";
import { laterDate, pageInEveryLanguage, sitemapXml, type SitemapEntry } from "~/seo/sitemap";
import type { Route } from "./+types/sitemap[.]xml";

/** Pages whose content is in the code, not the database: no date records their changes. */
const FIXED_PAGES = ["/", "/about", "/contact"];

/**
 * Every public page for search engines, in English and in Urdu: the fixed pages, each category
 * and product, the gallery, the crop guide and where to buy.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const origin = publicOrigin(request);
  const categories = listCategoryPages();
  const products = listProductPages();
  const galleryDate = latestGalleryItemCreatedAt();
  const catalogueDate = categories.reduce<string | undefined>(
    (latest, category) => laterDate(latest, category.lastModified),
    undefined,
  );
  const entries: SitemapEntry[] = [
    // The home page leads to the catalogue and the gallery, so it changes with them.
    ...FIXED_PAGES.flatMap((path) =>
      pageInEveryLanguage(
        origin,
        path,
        path === "/" ? laterDate(catalogueDate, galleryDate) : undefined,
      ),
    ),
    ...categories.flatMap((category) =>
      pageInEveryLanguage(origin, `/category/${category.slug}`, category.lastModified),
    ),
    ...products.flatMap((product) =>
      pageInEveryLanguage(
        origin,
        `/category/${product.categorySlug}/${product.slug}`,
        product.createdAt,
      ),
    ),
    ...pageInEveryLanguage(origin, "/gallery", galleryDate),
    // Where to buy: nothing records when a dealer changed, so no date.
    ...pageInEveryLanguage(origin, "/dealers"),
    ...pageInEveryLanguage(origin, "/crops", catalogueDate),
    ...listCropsInUse("en").flatMap((crop) =>
      pageInEveryLanguage(origin, `/crops/${crop.slug}`, catalogueDate),
    ),
  ];
  return new Response(sitemapXml(entries), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { listCategoryPages } from "~/categories/categories.server";
import { latestGalleryItemCreatedAt } from "~/gallery/gallery.server";
import { listProductPages } from "~/products/products.server";
import { absoluteUrl } from "~/seo/meta";
import { publicOrigin } from "~/seo/origin.server";
import { laterDate, sitemapXml, type SitemapEntry } from "~/seo/sitemap";

/** Pages whose content is in the code, not the database: no date records their changes. */
const FIXED_PAGES = ["/", "/about", "/contact"];

/** Every public page for search engines: the fixed pages, each category and product, the gallery. */
export async function loader({ request }: LoaderFunctionArgs) {
  const origin = publicOrigin(request);
  const categories = listCategoryPages();
  const products = listProductPages();
  const galleryDate = latestGalleryItemCreatedAt();
  const catalogueDate = categories.reduce<string | undefined>(
    (latest, category) => laterDate(latest, category.lastModified),
    undefined,
  );
  const entries: SitemapEntry[] = [
    ...FIXED_PAGES.map((path) => ({
      url: absoluteUrl(origin, path),
      // The home page leads to the catalogue and the gallery, so it changes with them.
      lastModified: path === "/" ? laterDate(catalogueDate, galleryDate) : undefined,
    })),
    ...categories.map((category) => ({
      url: absoluteUrl(origin, `/category/${category.slug}`),
      lastModified: category.lastModified,
    })),
    ...products.map((product) => ({
      url: absoluteUrl(origin, `/category/${product.categorySlug}/${product.slug}`),
      lastModified: product.createdAt,
    })),
    { url: absoluteUrl(origin, "/gallery"), lastModified: galleryDate },
  ];
  return new Response(sitemapXml(entries), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}

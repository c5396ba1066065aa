import { PRIMARY_PHONE, SITE } from "~/config/site";
import { localizedPath } from "~/i18n/locale";
import { absoluteUrl, DEFAULT_SHARE_IMAGE, type SiteSeo } from "./meta";

/** schema.org day names of SITE.openingHours.days. */
const SCHEMA_DAYS = {
  Mon: "Monday",
  Tue: "Tuesday",
  Wed: "Wednesday",
  Thu: "Thursday",
  Fri: "Friday",
  Sat: "Saturday",
  Sun: "Sunday",
} as const;

/** The square logo search engines show beside the company (made by scripts/make-icons.ts). */
export const LOGO_PATH = "/icons/icon-512.png";

/**
 * The company as a schema.org LocalBusiness, from the facts in app/config/site.ts, its words in
 * the page's language. The postal address stays as the post office writes it.
 */
export function localBusinessJsonLd(site: SiteSeo) {
  const { origin, company } = site;
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": absoluteUrl(origin, "/#business"),
    name: company.name,
    legalName: company.legalName,
    description: company.businessType,
    url: absoluteUrl(origin, localizedPath("/", site.locale)),
    logo: absoluteUrl(origin, LOGO_PATH),
    image: absoluteUrl(origin, DEFAULT_SHARE_IMAGE.path),
    telephone: PRIMARY_PHONE.tel,
    email: SITE.email,
    foundingDate: String(SITE.established),
    address: {
      "@type": "PostalAddress",
      streetAddress: SITE.address.street,
      addressLocality: SITE.address.city,
      addressRegion: SITE.address.region,
      postalCode: SITE.address.postalCode,
      addressCountry: "PK",
    },
    geo: {
      "@type": "GeoCoordinates",
      latitude: SITE.location.latitude,
      longitude: SITE.location.longitude,
    },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: SITE.openingHours.days.map((day) => SCHEMA_DAYS[day]),
        opens: SITE.openingHours.opens,
        closes: SITE.openingHours.closes,
      },
    ],
  };
}

export interface BreadcrumbStep {
  name: string;
  path: string;
}

/** The trail from the home page to the page, as schema.org BreadcrumbList; English paths. */
export function breadcrumbJsonLd(site: SiteSeo, steps: BreadcrumbStep[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: steps.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: absoluteUrl(site.origin, localizedPath(step.path, site.locale)),
    })),
  };
}

export interface ProductFacts {
  name: string;
  description: string;
  categoryName: string;
  path: string;
  imagePath: string | null;
}

/**
 * A product as schema.org Product. Prices are not published (buyers ask for a quote), so it has
 * no offers. No brand or manufacturer either: the catalogue does not record who makes a product,
 * and the company only distributes it.
 */
export function productJsonLd(site: SiteSeo, product: ProductFacts) {
  const { origin } = site;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    category: product.categoryName,
    url: absoluteUrl(origin, localizedPath(product.path, site.locale)),
    ...(product.imagePath ? { image: [absoluteUrl(origin, product.imagePath)] } : {}),
  };
}

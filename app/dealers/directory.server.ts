import { and, eq, sql, type SQL } from "drizzle-orm";
import { directionsUrl } from "~/config/site";
import { callHref, whatsappHref } from "~/contacts/reply-links";
import { phoneForReading } from "~/contacts/phone-number";
import { db } from "~/db/db.server";
import { dealerCategories, dealerProducts, dealers } from "~/db/schema";
import { localizeFields } from "~/i18n/content";
import { format } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages.server";
import { findProductByUrlKey } from "~/products/products.server";
import type { DealerQuery } from "./dealer-query";
import {
  districtName,
  districtsByProvince,
  findDistrict,
  provinceName,
  type ProvinceCode,
} from "./districts";

/*
 * 'Where to buy', as farmers read it: the districts that have active dealers, the towns of a
 * district, and its dealers with a call and a WhatsApp link each, in the page's language.
 * Inactive dealers are never shown. Each list is one query, whatever its length.
 */

export interface DistrictLink {
  code: string;
  name: string;
  /** Its active dealers. */
  dealerCount: number;
}

export interface ProvinceDistricts {
  code: ProvinceCode;
  name: string;
  districts: DistrictLink[];
}

/** A tehsil or town with active dealers; `town` is its name as the records have it, the key. */
export interface DealerTown {
  town: string;
  /** Its name in the page's language. */
  name: string;
  dealerCount: number;
  inEnglish: string[];
}

/** A product the farmer asks about, to say which dealers stock it. */
export interface AskedProduct {
  id: number;
  categoryId: number;
  slug: string;
  /** In the page's language. */
  name: string;
  inEnglish: string[];
}

/** A dealer's card: its texts in the page's language and the links to reach it. */
export interface DealerListing {
  id: number;
  shopName: string;
  contactName: string;
  town: string;
  address: string;
  /** Fields shown in English on an Urdu page because their Urdu is empty. */
  inEnglish: string[];
  /** The number as people read it (0300 1234567). */
  phone: string;
  /** tel: link. */
  call: string;
  /** A wa.me chat with a greeting in the page's language; null without a WhatsApp number. */
  whatsapp: string | null;
  /** Directions on the map; null without a location. */
  directions: string | null;
  /** It told us it stocks the product asked about (the product or its category). */
  stocks: boolean;
}

const isActive = eq(dealers.active, true);

/** Active dealers per district code. */
function activeDealerCounts(): Map<string, number> {
  const rows = db()
    .select({ district: dealers.district, count: sql<number>`count(*)` })
    .from(dealers)
    .where(isActive)
    .groupBy(dealers.district)
    .all();
  return new Map(rows.map((row) => [row.district, row.count]));
}

/** Every district grouped by province, with how many active dealers each has. */
function districtsWithCounts(locale: Locale, counts: Map<string, number>): ProvinceDistricts[] {
  return districtsByProvince(locale).map((province) => ({
    ...province,
    districts: province.districts.map((district) => ({
      ...district,
      dealerCount: counts.get(district.code) ?? 0,
    })),
  }));
}

/** Only the districts that have active dealers, and only the provinces that have such. */
function withDealers(provinces: ProvinceDistricts[]): ProvinceDistricts[] {
  return provinces
    .map((province) => ({
      ...province,
      districts: province.districts.filter((district) => district.dealerCount > 0),
    }))
    .filter((province) => province.districts.length > 0);
}

/**
 * The districts that have active dealers, with how many, grouped by province in the list's
 * order, each province's districts in the alphabetical order of the page's language.
 */
export function listDealerDistricts(locale: Locale): ProvinceDistricts[] {
  return withDealers(districtsWithCounts(locale, activeDealerCounts()));
}

/** The same town whatever the letter case the staff typed it in. */
const sameTown = (town: string): SQL => sql`${dealers.town} = ${town} collate nocase`;

/**
 * The tehsils and towns of a district that have active dealers, with how many, in the
 * alphabetical order of the page's language.
 */
export function listDealerTowns(district: string, locale: Locale): DealerTown[] {
  const rows = db()
    .select({
      town: sql<string>`min(${dealers.town})`,
      // Urdu is optional per dealer: any dealer's Urdu for the town names it.
      townUr: sql<string | null>`max(${dealers.townUr})`,
      dealerCount: sql<number>`count(*)`,
    })
    .from(dealers)
    .where(and(isActive, eq(dealers.district, district)))
    .groupBy(sql`${dealers.town} collate nocase`)
    .all();
  return rows
    .map((row) => {
      const shown = localizeFields({ town: row.town, townUr: row.townUr }, ["town"], locale);
      // `inEnglish` names "town" when the name shown is the English one.
      return {
        town: row.town,
        name: shown.town,
        dealerCount: row.dealerCount,
        inEnglish: shown.inEnglish,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** Whether a dealer said it stocks the product: the product itself or its category. */
export function stocksProduct(
  product: Pick<AskedProduct, "id" | "categoryId"> | null,
): SQL<number> {
  if (!product) return sql<number>`0`;
  return sql<number>`(exists (select 1 from ${dealerProducts} where ${dealerProducts.dealerId} = ${dealers.id} and ${dealerProducts.productId} = ${product.id}) or exists (select 1 from ${dealerCategories} where ${dealerCategories.dealerId} = ${dealers.id} and ${dealerCategories.categoryId} = ${product.categoryId}))`;
}

/**
 * The active dealers of a district (or of one town of it), in the page's language: those who
 * said they stock the product asked about first, then the rest, each part in the alphabetical
 * order of the shop names shown.
 */
export function listDealers(
  filter: { district: string; town?: string | null; product?: AskedProduct | null },
  locale: Locale,
): DealerListing[] {
  const product = filter.product ?? null;
  const rows = db()
    .select({ dealer: dealers, stocks: stocksProduct(product) })
    .from(dealers)
    .where(
      and(
        isActive,
        eq(dealers.district, filter.district),
        filter.town ? sameTown(filter.town) : undefined,
      ),
    )
    .all();
  const text = messagesFor(locale);
  const greeting = product
    ? format(text.dealers.whatsappGreetingProduct, {
        company: text.company.shortName,
        product: product.name,
      })
    : format(text.dealers.whatsappGreeting, { company: text.company.shortName });
  return rows
    .map(({ dealer, stocks }) => {
      const shown = localizeFields(dealer, ["shopName", "contactName", "town", "address"], locale);
      return {
        id: dealer.id,
        shopName: shown.shopName,
        contactName: shown.contactName,
        town: shown.town,
        address: shown.address,
        inEnglish: shown.inEnglish,
        phone: phoneForReading(dealer.phone),
        call: callHref(dealer.phone),
        whatsapp: dealer.whatsapp ? whatsappHref(dealer.whatsapp, greeting) : null,
        directions:
          dealer.latitude !== null && dealer.longitude !== null
            ? directionsUrl(dealer.latitude, dealer.longitude)
            : null,
        stocks: Boolean(stocks),
      };
    })
    .sort(
      (a, b) => Number(b.stocks) - Number(a.stocks) || a.shopName.localeCompare(b.shopName, locale),
    );
}

/** A product as the address names it (slug or id), in the page's language; null if none. */
export function findAskedProduct(key: string | null, locale: Locale): AskedProduct | null {
  const found = key ? findProductByUrlKey(key) : undefined;
  if (!found) return null;
  const shown = localizeFields(found, ["name"], locale);
  return {
    id: found.id,
    categoryId: found.categoryId,
    slug: found.slug,
    name: shown.name,
    inEnglish: shown.inEnglish,
  };
}

/** Everything a view of 'Where to buy' shows. */
export interface DealerDirectory {
  /** The districts that have dealers, by province. */
  provinces: ProvinceDistricts[];
  /** Every district by province, for the form's list: a district without dealers may be chosen. */
  choices: ProvinceDistricts[];
  product: AskedProduct | null;
  /** The district chosen, if any. */
  district: { code: string; name: string; province: { code: ProvinceCode; name: string } } | null;
  /** Its towns that have dealers. */
  towns: DealerTown[];
  /** The town chosen, when it is one of them. */
  town: DealerTown | null;
  dealers: DealerListing[];
  /** How many of them said they stock the product. */
  stockedCount: number;
  /** When the district has no dealer: the districts of its province that have. */
  otherDistricts: DistrictLink[];
}

/** The view an address asks for (see parseDealerQuery). */
export function dealerDirectory(query: DealerQuery, locale: Locale): DealerDirectory {
  const choices = districtsWithCounts(locale, activeDealerCounts());
  const provinces = withDealers(choices);
  const product = findAskedProduct(query.product, locale);
  const chosen = query.district ? findDistrict(query.district) : undefined;
  if (!chosen) {
    return {
      provinces,
      choices,
      product,
      district: null,
      towns: [],
      town: null,
      dealers: [],
      stockedCount: 0,
      otherDistricts: [],
    };
  }
  const towns = listDealerTowns(chosen.code, locale);
  const asked = query.town?.toLowerCase();
  const town = towns.find((one) => one.town.toLowerCase() === asked) ?? null;
  const listed = listDealers({ district: chosen.code, town: town?.town, product }, locale);
  return {
    provinces,
    choices,
    product,
    district: {
      code: chosen.code,
      name: districtName(chosen, locale),
      province: { code: chosen.province, name: provinceName(chosen.province, locale) },
    },
    towns,
    town,
    dealers: listed,
    stockedCount: listed.filter((dealer) => dealer.stocks).length,
    otherDistricts:
      listed.length > 0
        ? []
        : (provinces
            .find((province) => province.code === chosen.province)
            ?.districts.filter((district) => district.code !== chosen.code) ?? []),
  };
}

import { isDistrictCode } from "./districts";

/**
 * What a 'Where to buy' address asks for, read in this one place by the page and the links it
 * builds: `?district=` a code of the district list (else none: the page offers the choice),
 * `?town=` a tehsil or town of it as the dealers' records name it, `?product=` the slug or id
 * of a product, so the list can say which dealers stock it.
 */
export interface DealerQuery {
  district: string | null;
  town: string | null;
  product: string | null;
}

/** Longer values name no town or product: cut, so a long address reads like a short one. */
const VALUE_MAX_LENGTH = 120;

function value(params: URLSearchParams, name: string): string | null {
  const text = params.get(name)?.trim().slice(0, VALUE_MAX_LENGTH);
  return text ? text : null;
}

export function parseDealerQuery(search: string | URLSearchParams): DealerQuery {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const district = value(params, "district");
  const known = isDistrictCode(district) ? district : null;
  return {
    district: known,
    town: known ? value(params, "town") : null,
    product: value(params, "product"),
  };
}

/** The English address of a view of the dealers; the page's language is added by its links. */
export function dealersPath({
  district = null,
  town = null,
  product = null,
}: Partial<DealerQuery>) {
  const params = new URLSearchParams();
  if (district) params.set("district", district);
  if (district && town) params.set("town", town);
  if (product) params.set("product", product);
  const query = params.toString();
  return query ? `/dealers?${query}` : "/dealers";
}

/**
 * The admin's dealer form, on both sides: what it posts read as the dealer schema takes it (the
 * boxes ticked as lists, the Active box as yes or no), what it shows again after a refused
 * save, and the address of the dealer list (?q=&district=&active=&page=). No server-only imports.
 */
import { parseAdminListQuery } from "~/admin/list-query";
import type { DealerFilter } from "./dealers.server";
import { isDistrictCode } from "./districts";

/** The stock lists as the form ticks them, by slug. */
const ticked = (formData: FormData, name: "categories" | "products") =>
  formData.getAll(name).filter((value): value is string => typeof value === "string");

/** Text the form shows a list as, and reads back: slugs separated by ";". */
export const STOCK_SEPARATOR = ";";

/**
 * What the form posts, as the dealer schema reads it: every list sent (none ticked clears it),
 * and `active` as its box says.
 */
export function dealerFieldsOfForm(formData: FormData, fields: Record<string, string>) {
  return {
    ...fields,
    categories: ticked(formData, "categories"),
    products: ticked(formData, "products"),
    active: fields.active === "true",
  };
}

/** The form as typed, to show again after a refused save: the boxes ticked, as text. */
export function typedDealerForm(
  formData: FormData,
  fields: Record<string, string>,
): Record<string, string> {
  return {
    ...fields,
    categories: ticked(formData, "categories").join(STOCK_SEPARATOR),
    products: ticked(formData, "products").join(STOCK_SEPARATOR),
    active: fields.active === "true" ? "true" : "false",
  };
}

/** Which dealers the admin list shows: listed to farmers or not, or all. */
export const DEALER_ACTIVE_FILTERS = { yes: "Active", no: "Inactive" } as const;

export type DealerActiveFilter = keyof typeof DEALER_ACTIVE_FILTERS;

export type DealerListQuery = {
  /** The search as typed (trimmed), "" for none. */
  q: string;
  /** A district's code, or null for every district. */
  district: string | null;
  active: DealerActiveFilter | null;
  /** 1-based. */
  page: number;
};

/** The dealer list's view from its address; anything it cannot read is no filter. */
export function parseDealerListQuery(params: URLSearchParams): DealerListQuery {
  const { q, page } = parseAdminListQuery(params);
  const district = params.get("district");
  const active = params.get("active");
  return {
    q,
    district: isDistrictCode(district) ? district : null,
    active: active === "yes" || active === "no" ? active : null,
    page,
  };
}

/** The dealers a view of the list keeps, as the dealer list reads them. */
export function dealerFilterOf(query: DealerListQuery): DealerFilter {
  return {
    q: query.q,
    district: query.district,
    active: query.active === null ? null : query.active === "yes",
  };
}

/** Whether the list is narrowed by a search or a filter. */
export const isDealerListFiltered = (query: DealerListQuery) =>
  query.q !== "" || query.district !== null || query.active !== null;

import type { CsvColumn, CsvListFile } from "~/imports/csv-import.server";

/**
 * The columns of the dealer list's CSV file, which the export writes and the import reads, in
 * their order; apart from the import, so the API's description can name them.
 */
export const DEALER_CSV_COLUMNS = [
  { field: "shopName", header: "shop_name", required: true, label: "Shop" },
  { field: "shopNameUr", header: "shop_name_ur" },
  { field: "contactName", header: "contact_name", required: true },
  { field: "contactNameUr", header: "contact_name_ur" },
  { field: "district", header: "district", required: true, label: "District" },
  { field: "town", header: "town", required: true, label: "Town" },
  { field: "townUr", header: "town_ur" },
  { field: "address", header: "address", required: true },
  { field: "addressUr", header: "address_ur" },
  { field: "phone", header: "phone", required: true, label: "Phone" },
  { field: "whatsapp", header: "whatsapp" },
  { field: "categories", header: "categories" },
  { field: "products", header: "products" },
  { field: "latitude", header: "latitude" },
  { field: "longitude", header: "longitude" },
  { field: "active", header: "active" },
] as const satisfies readonly CsvColumn[];

/** The dealer list's file, as the import page and the API's description name it. */
export const DEALER_CSV: CsvListFile = {
  columns: DEALER_CSV_COLUMNS,
  one: "dealer",
  many: "dealers",
};

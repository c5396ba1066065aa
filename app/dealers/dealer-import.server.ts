import type { Actor } from "~/trail/trail.server";
import {
  commitCsvImport,
  readCsvImport,
  toImportCsv,
  type CsvImported,
  type CsvImportPreview,
  type CsvImportResult,
  type CsvImportSpec,
  type CsvListImport,
} from "~/imports/csv-import.server";
import type { Result } from "~/lib/result";
import { DEALER_CSV, DEALER_CSV_COLUMNS } from "./dealer-columns";
import { dealerInputSchema, dealerKey, type DealerInput } from "./dealer-schema";
import {
  checkStoredDealer,
  listDealers,
  readStockNames,
  resolveStock,
  writeDealer,
  type Dealer,
  type DealerFilter,
  type StockNames,
} from "./dealers.server";
import { findDistrict } from "./districts";

/*
 * The dealer list as a spreadsheet: the columns of its CSV file, which the export writes and
 * the import reads, a file's preview and its import (in one transaction), and the export.
 */

/**
 * The import's rules for dealer rows: the dealer schema, one row per shop in a town, and the
 * stored dealers and catalogue names checked. The names are read once per import, when the
 * first row is checked: inside the transaction that writes, on confirming.
 */
function dealerImport(): { spec: CsvImportSpec<DealerInput>; names: () => StockNames } {
  let names: StockNames | undefined;
  const read = () => (names ??= readStockNames());
  return {
    names: read,
    spec: {
      columns: DEALER_CSV_COLUMNS,
      schema: dealerInputSchema,
      duplicate: { field: "shopName", keyOf: dealerKey },
      checkStored: (dealer) => {
        const checked = checkStoredDealer(dealer, read());
        return checked.ok ? null : (checked.errors ?? { form: checked.message });
      },
    },
  };
}

/** A dealer file read and checked, nothing written: what the staff see before confirming. */
export function previewDealerImport(
  file: Uint8Array | string,
): Result<CsvImportPreview<DealerInput>> {
  return readCsvImport(file, dealerImport().spec);
}

/**
 * A dealer file checked again and imported in one transaction: every row, or while rows have
 * problems none, unless they are the rows the staff chose to leave out (`leaveOut`, lines).
 */
export function importDealers(
  file: Uint8Array | string,
  leaveOut: readonly number[] = [],
  by?: Actor,
): CsvImportResult<DealerInput, CsvImported<DealerInput>> {
  const { spec, names } = dealerImport();
  return commitCsvImport(file, spec, {
    leaveOut,
    kind: "dealers",
    by,
    write: (values) => {
      for (const dealer of values) {
        const stock = resolveStock(dealer, names());
        if (!stock.ok) return stock;
        writeDealer(dealer, stock.value);
      }
    },
  });
}

/** The dealer list as the import screens and the API take it. */
export const DEALER_IMPORT: CsvListImport<DealerInput> = {
  kind: "dealers",
  file: DEALER_CSV,
  preview: previewDealerImport,
  commit: importDealers,
};

/** A dealer as a row of the file. */
function dealerCells(
  dealer: Dealer,
): Record<(typeof DEALER_CSV_COLUMNS)[number]["field"], string | null> {
  const names = (items: { name: string }[]) => items.map((item) => item.name).join("; ");
  return {
    ...dealer,
    district: findDistrict(dealer.district)?.name ?? dealer.district,
    categories: names(dealer.categories),
    products: names(dealer.products),
    latitude: dealer.latitude === null ? null : String(dealer.latitude),
    longitude: dealer.longitude === null ? null : String(dealer.longitude),
    active: dealer.active ? "yes" : "no",
  };
}

/** The dealers the filter keeps as a file the import reads back. */
export function dealersCsv(filter: DealerFilter = {}): string {
  return toImportCsv(DEALER_CSV_COLUMNS, listDealers(filter).map(dealerCells));
}

/** An example file: the header row and one dealer, to fill in a spreadsheet. */
export function dealerCsvTemplate(): string {
  return toImportCsv(DEALER_CSV_COLUMNS, [
    {
      shopName: "Kissan Agro Centre",
      shopNameUr: "کسان ایگرو سینٹر",
      contactName: "Muhammad Aslam",
      contactNameUr: "محمد اسلم",
      district: "Multan",
      town: "Shujabad",
      townUr: "شجاع آباد",
      address: "Jalalpur Road, near the grain market",
      addressUr: "جلال پور روڈ، غلہ منڈی کے قریب",
      phone: "0300-1234567",
      whatsapp: "0300-1234567",
      categories: "Insecticides; Fungicides",
      products: "",
      latitude: "29.88",
      longitude: "71.29",
      active: "yes",
    },
  ]);
}

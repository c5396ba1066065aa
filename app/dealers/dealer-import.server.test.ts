import { beforeEach, describe, expect, it } from "vitest";
import { addCategory, addProduct, resetDatabase } from "#tests/setup/db-helpers";
import { refusalOf, valueOf } from "#tests/setup/results";
import { db } from "~/db/db.server";
import { dealers } from "~/db/schema";
import {
  dealerCsvTemplate,
  dealersCsv,
  importDealers,
  previewDealerImport,
} from "./dealer-import.server";
import { createDealer, listDealers } from "./dealers.server";

beforeEach(() => {
  resetDatabase();
  const insecticides = addCategory("Insecticides");
  addCategory("Fungicides");
  addProduct(insecticides.id, "Dhaal Imidacloprid 20% SL", { nameUr: "ڈھال" });
});

const HEADER =
  "shop_name,shop_name_ur,contact_name,district,town,town_ur,address,phone,whatsapp,categories,products,latitude,longitude,active";

const GOOD_ROWS = [
  'Kissan Agro Centre,کسان ایگرو سینٹر,Muhammad Aslam,Multan,Shujabad,شجاع آباد,"Jalalpur Road, near the grain market",0300-1234567,0300-1234567,Insecticides; fungicides,,29.88,71.29,yes',
  "Zamindar Traders,زمیندار ٹریڈرز,Rana Tariq,ملتان,Multan City,ملتان شہر,Hussain Agahi Bazaar,+92 61 4512345,,,ڈھال,,,",
  "Okara Kisan Markaz,,Abdul Ghafoor,okara,Renala Khurd,,Main Bazaar,0321-7654321,,,,,,no",
];

const file = (...rows: string[]) => `${HEADER}\r\n${rows.join("\r\n")}\r\n`;

const shops = () =>
  listDealers()
    .map((dealer) => dealer.shopName)
    .sort();

describe("importing dealers from a spreadsheet", () => {
  it("previews good rows with Urdu, district names in either language and stock by name", () => {
    const preview = valueOf(previewDealerImport(new TextEncoder().encode(file(...GOOD_ROWS))));
    expect(preview).toMatchObject({ valid: 3, withProblems: 0, unknownColumns: [] });
    expect(preview.absentColumns).toEqual(["contact_name_ur", "address_ur"]);
    expect(preview.rows.map((row) => row.value?.district)).toEqual(["multan", "multan", "okara"]);
    expect(preview.rows[0]?.value).toMatchObject({
      shopNameUr: "کسان ایگرو سینٹر",
      townUr: "شجاع آباد",
      address: "Jalalpur Road, near the grain market",
      phone: "+923001234567",
      categories: ["Insecticides", "fungicides"],
      latitude: 29.88,
    });
    // Previewing writes nothing.
    expect(listDealers()).toEqual([]);
  });

  it("imports every row, with or without a byte order mark", () => {
    expect(valueOf(importDealers(`\uFEFF${file(...GOOD_ROWS)}`))).toMatchObject({
      written: 3,
      leftOut: 0,
    });
    const [okara, zamindar, kissan] = listDealers();
    expect(kissan?.categories.map((category) => category.slug)).toEqual([
      "fungicides",
      "insecticides",
    ]);
    expect(zamindar).toMatchObject({ phone: "+92614512345", products: [{ nameUr: "ڈھال" }] });
    expect(okara?.active).toBe(false);

    resetDatabase();
    addCategory("Insecticides");
    addCategory("Fungicides");
    const withoutMark = file(GOOD_ROWS[0] ?? "");
    expect(valueOf(importDealers(withoutMark)).written).toBe(1);
  });

  it("shows each bad row's problems by line and column, and imports nothing while one has any", () => {
    createDealer({
      shopName: "Okara Kisan Markaz",
      contactName: "Abdul Ghafoor",
      district: "okara",
      town: "Renala Khurd",
      address: "Main Bazaar",
      phone: "0321-7654321",
    });
    const bad = file(
      GOOD_ROWS[0] ?? "",
      "Bad Phone Traders,,Ali,Multan,Shujabad,,Road,0300-12345,,,,,,",
      "Far Away Traders,,Ali,Lahore Cantt,Lahore,,Road,0300-1234567,,Seeds,,71.2,29.8,maybe",
      '=HYPERLINK("http://evil.example"),,Ali,Multan,Shujabad,,Road,0300-1234567,,,,,,',
      GOOD_ROWS[0] ?? "",
      GOOD_ROWS[2] ?? "",
    );
    const preview = valueOf(previewDealerImport(bad));
    expect(preview).toMatchObject({ valid: 1, withProblems: 5 });
    expect(preview.rows.map((row) => [row.line, row.problems])).toEqual([
      [2, []],
      [
        3,
        [
          {
            column: "phone",
            message: "Phone is too short: a digit is missing: write it like 0300-1234567",
          },
        ],
      ],
      [
        4,
        [
          {
            column: "district",
            message:
              '"Lahore Cantt" is not a district of the list: write its name as the list has it (Multan, ملتان)',
          },
          {
            column: "latitude",
            message: "Latitude must be a number from 23 to 38 (degrees, as a map app shows them)",
          },
          {
            column: "longitude",
            message: "Longitude must be a number from 60 to 78 (degrees, as a map app shows them)",
          },
          { column: "active", message: 'Active must be yes or no, not "maybe"' },
        ],
      ],
      [
        5,
        [
          {
            column: "shop_name",
            message:
              '"=HYPERLINK("http://evil.example")" looks like a spreadsheet formula; type the value itself.',
          },
        ],
      ],
      [6, [{ column: "shop_name", message: "The same as line 2: a row may be in the file once." }]],
      [
        7,
        [
          {
            column: "shop_name",
            message: 'A dealer named "Okara Kisan Markaz" in Renala Khurd is already listed.',
          },
        ],
      ],
    ]);
    const refused = importDealers(bad);
    expect(refused).toMatchObject({
      ok: false,
      status: 400,
      message:
        "5 rows have problems: nothing was imported. Correct them and import the file again.",
    });
    expect(shops()).toEqual(["Okara Kisan Markaz"]);
    // The rows with problems left out, as the staff may choose: the good row is imported.
    expect(valueOf(importDealers(bad, [3, 4, 5, 6, 7]))).toMatchObject({
      written: 1,
      leftOut: 5,
    });
    expect(shops()).toEqual(["Kissan Agro Centre", "Okara Kisan Markaz"]);
  });

  it("names a stock name the catalogue lacks, once the rest of the row is right", () => {
    const preview = valueOf(
      previewDealerImport(
        file("Seed House,,Ali,Multan,Shujabad,,Road,0300-1234567,,Seeds; Insecticides,,,,"),
      ),
    );
    expect(preview.rows[0]?.problems).toEqual([
      {
        column: "categories",
        message:
          'No category is named "Seeds": write the category\'s name or slug as the catalogue has it',
      },
    ]);
  });

  it("refuses a file without a required column, naming it", () => {
    expect(refusalOf(previewDealerImport("shop_name,district\nKissan,Multan\n")).message).toBe(
      'The header row lacks the columns "contact_name", "town", "address", "phone". The first row of the file must name the columns; download the template to see them.',
    );
  });

  it("imports 5,000 dealers in one transaction, quickly", () => {
    const rows = Array.from(
      { length: 5000 },
      (_, index) =>
        `Dealer ${index},ڈیلر ${index},Owner ${index},Multan,Town ${index % 50},,Road ${index},0300${String(1_000_000 + index)},,Insecticides,,,,yes`,
    );
    expect(valueOf(importDealers(file(...rows)))).toMatchObject({ written: 5000, leftOut: 0 });
    expect(listDealers({ category: "insecticides" })).toHaveLength(5000);
  });

  it("writes nothing when writing fails part of the way through", () => {
    const rows = Array.from(
      { length: 100 },
      (_, index) =>
        `Dealer ${index},,Owner,Multan,Shujabad,,Road,0300${String(1_000_000 + index)},,,,,,`,
    );
    // The database refuses the 61st dealer, as a full disk would.
    db().$client.exec(
      "CREATE TEMP TRIGGER refuse_dealer_60 BEFORE INSERT ON dealers WHEN NEW.shop_name = 'Dealer 60' BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END",
    );
    try {
      expect(() => importDealers(file(...rows))).toThrow("database or disk is full");
    } finally {
      db().$client.exec("DROP TRIGGER refuse_dealer_60");
    }
    expect(listDealers()).toEqual([]);
  });
});

describe("exporting dealers", () => {
  it("writes the columns the import reads, and reads back as the same dealers", () => {
    valueOf(importDealers(file(...GOOD_ROWS)));
    const exported = dealersCsv();
    expect(exported.split("\r\n")[0]).toBe(
      "\uFEFFshop_name,shop_name_ur,contact_name,contact_name_ur,district,town,town_ur,address,address_ur,phone,whatsapp,categories,products,latitude,longitude,active",
    );
    // Phones start with +: the export neutralises them, the import reads them back.
    expect(exported).toContain(",'+923001234567,");
    const stored = () =>
      listDealers()
        .map((dealer) => ({ ...dealer, id: 0, createdAt: "" }))
        .sort((a, b) => a.shopName.localeCompare(b.shopName));
    const before = stored();
    // The same catalogue again, without the dealers.
    db().delete(dealers).run();
    expect(valueOf(importDealers(exported)).written).toBe(3);
    expect(stored()).toEqual(before);
  });

  it("offers a template that imports as it is", () => {
    const preview = valueOf(previewDealerImport(dealerCsvTemplate()));
    expect(preview).toMatchObject({
      valid: 1,
      withProblems: 0,
      unknownColumns: [],
      absentColumns: [],
    });
  });
});

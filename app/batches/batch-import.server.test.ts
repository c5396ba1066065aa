import { beforeEach, describe, expect, it } from "vitest";
import { twoProducts } from "#tests/setup/batches";
import { resetDatabaseAndUploads } from "#tests/setup/db-helpers";
import { refusalOf, valueOf } from "#tests/setup/results";
import { confirmUpload, importFileOf, previewUpload } from "~/imports/pending-imports.server";
import {
  BATCH_IMPORT,
  batchCsvTemplate,
  batchesCsv,
  importBatches,
  previewBatchImport,
  spreadsheetDate,
} from "./batch-import.server";
import { createBatch, listBatches } from "./batches.server";

beforeEach(resetDatabaseAndUploads);

const HEADER =
  "product,batch_number,manufactured_on,expires_on,quantity,recalled,recall_note,recall_note_ur";

describe("spreadsheet dates", () => {
  it("reads DD/MM/YYYY (slashes, dashes or dots) as YYYY-MM-DD and leaves the rest", () => {
    expect(spreadsheetDate("14/09/2026")).toBe("2026-09-14");
    expect(spreadsheetDate(" 4-9-2026 ")).toBe("2026-09-04");
    expect(spreadsheetDate("04.09.2026")).toBe("2026-09-04");
    expect(spreadsheetDate("2026-09-14")).toBe("2026-09-14");
    expect(spreadsheetDate("Sept 2026")).toBe("Sept 2026");
  });
});

describe("importing batches", () => {
  it("previews a file, product by name or slug, dates in either form, Urdu kept, and imports it all", () => {
    const { dhaal, shikra } = twoProducts();
    const file = [
      HEADER,
      `${dhaal.name},DI-2609-114,14/09/2026,13/09/2028,5000,no,,`,
      `${shikra.slug},SL 26/07,2026-07-20,2028-07-19,,yes,"Caps leak, do not use",ڈھکن رستے ہیں، استعمال نہ کریں`,
    ].join("\r\n");
    const preview = valueOf(previewBatchImport(file));
    expect(preview).toMatchObject({ valid: 2, withProblems: 0, unknownColumns: [] });
    expect(listBatches()).toEqual([]);

    expect(valueOf(importBatches(file))).toMatchObject({ written: 2, leftOut: 0 });
    const [second, first] = listBatches();
    expect(first).toMatchObject({
      productId: dhaal.id,
      batchNumber: "DI-2609-114",
      manufacturedOn: "2026-09-14",
      expiresOn: "2028-09-13",
      quantity: 5000,
      recalled: false,
    });
    expect(second).toMatchObject({
      productId: shikra.id,
      batchKey: "SL2607",
      quantity: null,
      recalled: true,
      recallNote: "Caps leak, do not use",
      recallNoteUr: "ڈھکن رستے ہیں، استعمال نہ کریں",
    });
  });

  it("names each row's problems by line and column, and imports nothing while there are any", () => {
    const { dhaal } = twoProducts();
    createBatch({
      product: dhaal.slug,
      batchNumber: "DI-2601-001",
      manufacturedOn: "2026-01-05",
      expiresOn: "2028-01-04",
    });
    const file = [
      HEADER,
      `${dhaal.slug},DI-2609-114,14/09/2026,13/09/2028,,,,`,
      `No such product,DI-2609-115,14/09/2026,13/09/2028,,,,`,
      `${dhaal.slug},di 2609 114,14/09/2026,13/09/2028,,,,`,
      `${dhaal.slug},DI-2601-001,31/02/2026,13/09/2028,,,,`,
      `${dhaal.slug},DI-2609-116,14/09/2026,01/01/2026,,,,`,
      `${dhaal.slug},=HYPERLINK("x"),14/09/2026,13/09/2028,,,,`,
      `${dhaal.slug},DI-2601-001,2026-01-06,2028-01-05,,,,`,
    ].join("\n");
    const preview = valueOf(previewBatchImport(file));
    expect(preview.valid).toBe(1);
    expect(preview.rows.map((row) => [row.line, row.problems])).toEqual([
      [2, []],
      [3, [{ column: "product", message: "Please choose an existing product" }]],
      [
        4,
        [{ column: "batch_number", message: "The same as line 2: a row may be in the file once." }],
      ],
      [
        5,
        [
          {
            column: "manufactured_on",
            message: "Manufacturing date must be a real date written YYYY-MM-DD",
          },
        ],
      ],
      [6, [{ column: "expires_on", message: "Expiry date must be after the manufacturing date" }]],
      [
        7,
        [
          {
            column: "batch_number",
            message: '"=HYPERLINK("x")" looks like a spreadsheet formula; type the value itself.',
          },
        ],
      ],
      [
        8,
        [
          {
            column: "batch_number",
            message: `Batch "DI-2601-001" of ${dhaal.name} is already recorded.`,
          },
        ],
      ],
    ]);
    const refused = refusalOf(importBatches(file));
    expect(refused.message).toBe(
      "6 rows have problems: nothing was imported. Correct them and import the file again.",
    );
    expect(listBatches()).toHaveLength(1);
    // Asked to leave out those rows, and only those, it imports the rest.
    expect(refusalOf(importBatches(file, [3, 4, 5, 6, 7])).status).toBe(409);
    expect(listBatches()).toHaveLength(1);
    expect(valueOf(importBatches(file, [3, 4, 5, 6, 7, 8]))).toMatchObject({
      written: 1,
      leftOut: 6,
    });
    expect(listBatches().map((batch) => batch.batchNumber)).toEqual(["DI-2609-114", "DI-2601-001"]);
  });

  it("refuses a file without the required columns", () => {
    twoProducts();
    expect(refusalOf(previewBatchImport("product,batch_number\nx,y")).message).toBe(
      'The header row lacks the columns "manufactured_on", "expires_on". The first row of the file must name the columns; download the template to see them.',
    );
  });

  it("exports the batches as a file the import reads back as they were", () => {
    const { dhaal, shikra } = twoProducts();
    createBatch({
      product: dhaal.slug,
      batchNumber: "DI-2609-114",
      manufacturedOn: "2026-09-14",
      expiresOn: "2028-09-13",
      quantity: 5000,
    });
    createBatch({
      product: shikra.slug,
      batchNumber: "SL/26/07",
      manufacturedOn: "2026-07-20",
      expiresOn: "2028-07-19",
      recalled: true,
      recallNote: "Caps leak, in the heat",
      recallNoteUr: "ڈھکن رستے ہیں",
    });
    const before = listBatches();
    const csv = batchesCsv();
    expect(csv.split("\r\n")[0]).toBe(`\uFEFF${HEADER}`);
    resetDatabaseAndUploads();
    const again = twoProducts();
    expect(valueOf(importBatches(csv))).toMatchObject({ written: 2, leftOut: 0 });
    // The same batches, whatever order they were written in.
    const byNumber = (batches: typeof before) =>
      batches
        .map((batch) => ({ ...batch, id: 0, productId: 0, createdAt: "" }))
        .sort((a, b) => a.batchNumber.localeCompare(b.batchNumber));
    expect(byNumber(listBatches())).toEqual(byNumber(before));
    expect(again.dhaal.slug).toBe(dhaal.slug);
    // Filtered as the list is.
    expect(batchesCsv({ productSlug: dhaal.slug }).split("\r\n")).toHaveLength(3);
  });

  it("writes a cell a spreadsheet would take for a formula as text", () => {
    const { dhaal } = twoProducts();
    createBatch({
      product: dhaal.slug,
      batchNumber: "DI-1",
      manufacturedOn: "2026-07-20",
      expiresOn: "2028-07-19",
      recalled: true,
      recallNote: "=HYPERLINK(1)",
    });
    expect(batchesCsv()).toContain(",'=HYPERLINK(1),");
  });

  it("offers a template that imports as it is", () => {
    twoProducts();
    const preview = valueOf(previewBatchImport(batchCsvTemplate()));
    expect(preview).toMatchObject({ valid: 2, withProblems: 0 });
  });

  it("imports 5,000 batches in one go", () => {
    const { dhaal } = twoProducts();
    const rows = Array.from(
      { length: 5000 },
      (_, index) => `${dhaal.slug},DI-${100_000 + index},01/03/2026,28/02/2028,1000,no,,`,
    );
    expect(valueOf(importBatches([HEADER, ...rows].join("\n")))).toMatchObject({
      written: 5000,
      leftOut: 0,
    });
    expect(listBatches()).toHaveLength(5000);
  });

  it("keeps a previewed upload for its confirmation, imports it once, then forgets it", () => {
    const { dhaal } = twoProducts();
    const line = (number: string) => `${dhaal.slug},${number},14/09/2026,13/09/2028,,,,`;
    const bytes = new TextEncoder().encode(`\uFEFF${HEADER}\n${line("DI-1")}\n${line("DI-2")}`);
    const { token, preview } = valueOf(previewUpload(BATCH_IMPORT, bytes));
    expect(preview).toMatchObject({ valid: 2, withProblems: 0, problemRows: [] });
    expect(preview.firstValidRows.map((row) => row.cells.batchNumber)).toEqual(["DI-1", "DI-2"]);
    expect(importFileOf(BATCH_IMPORT.kind, token ?? "")?.text).toContain("DI-2");
    expect(listBatches()).toEqual([]);

    expect(valueOf(confirmUpload(BATCH_IMPORT, token ?? ""))).toMatchObject({
      written: 2,
      leftOut: 0,
    });
    expect(listBatches()).toHaveLength(2);
    expect(refusalOf(confirmUpload(BATCH_IMPORT, token ?? ""))).toMatchObject({
      status: 409,
      message: expect.stringContaining("This file is no longer waiting to be imported"),
    });
    expect(listBatches()).toHaveLength(2);
  });

  it("answers a confirmation whose rows now have problems with the new preview, the file kept", () => {
    const { dhaal } = twoProducts();
    const line = (number: string) => `${dhaal.slug},${number},14/09/2026,13/09/2028,,,,`;
    const bytes = new TextEncoder().encode(`${HEADER}\n${line("DI-1")}\n${line("DI-2")}`);
    const { token } = valueOf(previewUpload(BATCH_IMPORT, bytes));
    // Recorded meanwhile, by hand.
    createBatch({
      product: dhaal.slug,
      batchNumber: "DI-1",
      manufacturedOn: "2026-09-14",
      expiresOn: "2028-09-13",
    });
    const refused = confirmUpload(BATCH_IMPORT, token ?? "");
    if (refused.ok) throw new Error("Imported a batch recorded meanwhile");
    expect("previewed" in refused && refused.previewed?.preview.problemRows[0]?.problems).toEqual([
      { column: "batch_number", message: `Batch "DI-1" of ${dhaal.name} is already recorded.` },
    ]);
    expect(listBatches()).toHaveLength(1);
    expect(importFileOf(BATCH_IMPORT.kind, token ?? "")).toMatchObject({ problemLines: [2] });
  });

  it("refuses an upload that is not UTF-8", () => {
    twoProducts();
    const latin1 = Uint8Array.from([...Buffer.from(`${HEADER}\nCaf`), 0xe9]);
    expect(refusalOf(previewUpload(BATCH_IMPORT, latin1)).message).toMatch(
      /^The file is not UTF-8 text/,
    );
  });
});

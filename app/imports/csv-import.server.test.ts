import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { resetDatabase } from "#tests/setup/db-helpers";
import { refusalOf, valueOf } from "#tests/setup/results";
import { readPhoneNumber } from "~/contacts/phone-number";
import { db } from "~/db/db.server";
import { crops } from "~/db/schema";
import { ok, refuse } from "~/lib/result";
import { slugify } from "~/lib/slug";
import { requiredText, urduText } from "~/lib/text-schemas";
import {
  commitCsvImport,
  CSV_IMPORT_LIMITS,
  csvFileOf,
  decodeCsvFile,
  looksLikeFormula,
  readCsvImport,
  shownPreview,
  toImportCsv,
  type CsvImportSpec,
  type CsvListImport,
} from "./csv-import.server";
import {
  confirmUpload,
  forgetImportFile,
  importFileOf,
  keepImportFile,
  previewUpload,
} from "./pending-imports.server";

/*
 * A list of the tests' own (crops with a contact phone): the module knows no list, so any one
 * shows what it does. Rows are written to the crops table.
 */
const rowSchema = z.object({
  name: requiredText("Name", 100),
  nameUr: urduText("Urdu name", 100),
  phone: z
    .string({ error: "Phone is required" })
    .trim()
    .transform((typed, context) => {
      const read = readPhoneNumber(typed);
      if (read.ok) return read.value;
      context.addIssue({ code: "custom", message: `Phone: ${read.problem}` });
      return z.NEVER;
    }),
});
type Row = z.output<typeof rowSchema>;

const COLUMNS = [
  { field: "name", header: "name", required: true },
  { field: "nameUr", header: "name_ur" },
  { field: "phone", header: "phone", required: true },
] as const;

const storedNames = () =>
  db()
    .select({ name: crops.name })
    .from(crops)
    .all()
    .map((row) => row.name);

const SPEC: CsvImportSpec<Row> = {
  columns: COLUMNS,
  schema: rowSchema,
  duplicate: { field: "name", keyOf: (row) => row.name.toLowerCase() },
  checkStored: (row) =>
    db()
      .select({ id: crops.id })
      .from(crops)
      .where(sql`${crops.name} = ${row.name} collate nocase`)
      .get()
      ? { name: `"${row.name}" is already in the list.` }
      : null,
};

function writeRows(rows: Row[]) {
  const insert = db().$client.prepare("INSERT INTO crops (name, slug, name_ur) VALUES (?, ?, ?)");
  for (const row of rows) insert.run(row.name, slugify(row.name), row.nameUr ?? null);
}

const utf8 = (text: string) => new TextEncoder().encode(text);

beforeEach(resetDatabase);

describe("reading a file", () => {
  it("reads good rows, with or without a byte order mark, CRLF or LF, quoted fields and Urdu", () => {
    const body =
      'name,name_ur,phone\r\n"Cotton, long staple",کپاس,0300-1234567\r\nWheat,"گندم",+92 321 7654321\r\n';
    for (const file of [utf8(body), utf8(`\uFEFF${body}`), utf8(body.replace(/\r\n/g, "\n"))]) {
      const preview = valueOf(readCsvImport(file, SPEC));
      expect(preview).toMatchObject({ valid: 2, withProblems: 0, unknownColumns: [] });
      expect(preview.rows.map((row) => [row.line, row.value])).toEqual([
        [2, { name: "Cotton, long staple", nameUr: "کپاس", phone: "+923001234567" }],
        [3, { name: "Wheat", nameUr: "گندم", phone: "+923217654321" }],
      ]);
    }
  });

  it("matches header names whatever their letter case, spaces and underscores", () => {
    const preview = valueOf(
      readCsvImport("Name, Name UR ,PHONE,Notes\nRice,چاول,03001234567,call after Asr\n", SPEC),
    );
    expect(preview.rows[0]?.value).toEqual({
      name: "Rice",
      nameUr: "چاول",
      phone: "+923001234567",
    });
    expect(preview.unknownColumns).toEqual(["Notes"]);
  });

  it("reports a required column the header lacks, and a column named twice", () => {
    expect(refusalOf(readCsvImport("name,name_ur\nRice,چاول\n", SPEC))).toMatchObject({
      status: 400,
      message: expect.stringContaining('lacks the column "phone"'),
    });
    expect(refusalOf(readCsvImport("name,Phone,phone\nRice,1,2\n", SPEC)).message).toBe(
      'The header row has the same column twice: "Phone" and "phone".',
    );
    expect(valueOf(readCsvImport("name,phone\nRice,03001234567\n", SPEC)).absentColumns).toEqual([
      "name_ur",
    ]);
  });

  it("gives each bad row its line and column, and skips blank rows", () => {
    const file = [
      "name,name_ur,phone",
      "Maize,مکئی,0300-1234567",
      "",
      ",,0300-765432",
      '"Sugar',
      'cane",,not a phone',
      ",,",
    ].join("\r\n");
    const preview = valueOf(readCsvImport(file, SPEC));
    expect(preview).toMatchObject({ valid: 1, withProblems: 2 });
    expect(preview.rows.map((row) => [row.line, row.problems])).toEqual([
      [2, []],
      [
        4,
        [
          { column: "name", message: "Name is required" },
          { column: "phone", message: "Phone: tooShort" },
        ],
      ],
      [5, [{ column: "phone", message: "Phone: characters" }]],
    ]);
    expect(preview.rows[2]?.cells.name).toBe("Sugar\r\ncane");
  });

  it("never takes a formula-looking cell, and takes numbers and phone numbers that start with + or -", () => {
    expect(looksLikeFormula('=HYPERLINK("http://evil.example")')).toBe(true);
    expect(looksLikeFormula("+SUM(A1:A2)")).toBe(true);
    expect(looksLikeFormula("-2+3")).toBe(true);
    expect(looksLikeFormula("@cmd")).toBe(true);
    expect(looksLikeFormula("+92 300 1234567")).toBe(false);
    expect(looksLikeFormula("-31.52")).toBe(false);
    expect(looksLikeFormula("+۹۲ ۳۰۰ ۱۲۳۴۵۶۷")).toBe(false);
    expect(looksLikeFormula("-")).toBe(false);
    expect(looksLikeFormula("Shah & Sons")).toBe(false);

    const preview = valueOf(
      readCsvImport(
        "name,phone\n\"=cmd|' /C calc'!A0\",+92 300 1234567\nBarley,+92 300 7654321\n",
        SPEC,
      ),
    );
    expect(preview.rows[0]).toMatchObject({
      value: null,
      problems: [
        { column: "name", message: expect.stringContaining("looks like a spreadsheet formula") },
      ],
    });
    expect(preview.rows[1]?.value?.phone).toBe("+923007654321");
  });

  it("finds rows repeated in the file and rows already stored", () => {
    writeRows([{ name: "Cotton", nameUr: null, phone: "+923001234567" }]);
    const preview = valueOf(
      readCsvImport("name,phone\nWheat,03001234567\ncotton,03001234567\nWHEAT,03007654321\n", SPEC),
    );
    expect(preview.rows.map((row) => row.problems)).toEqual([
      [],
      [{ column: "name", message: '"cotton" is already in the list.' }],
      [{ column: "name", message: "The same as line 2: a row may be in the file once." }],
    ]);
  });

  it("refuses a file that is too large, has too many rows, is not UTF-8 or not CSV, or is empty", () => {
    const big = `name,phone\n${"x".repeat(CSV_IMPORT_LIMITS.maxBytes)}\n`;
    expect(refusalOf(readCsvImport(big, SPEC))).toMatchObject({ status: 413 });
    const rows = `name,phone\n${"a,03001234567\n".repeat(CSV_IMPORT_LIMITS.maxRows + 1)}`;
    expect(refusalOf(readCsvImport(rows, SPEC))).toMatchObject({
      status: 413,
      message: expect.stringContaining("10,001 rows; at most 10,000"),
    });
    // "Multan" in UTF-16, as Excel's "Unicode text" saves it, and a byte that is no UTF-8.
    const utf16 = new Uint8Array([0xff, 0xfe, ...Buffer.from("name\r\nMultan", "utf16le")]);
    expect(refusalOf(readCsvImport(utf16, SPEC)).message).toMatch(/not UTF-8/);
    expect(refusalOf(readCsvImport(new Uint8Array([0x6e, 0x0a, 0xe9, 0x0a]), SPEC)).status).toBe(
      400,
    );
    expect(refusalOf(readCsvImport('name,phone\n"Rice,0300\n', SPEC)).message).toBe(
      "The file could not be read: a quote opened on line 2 is never closed.",
    );
    expect(refusalOf(readCsvImport("", SPEC)).message).toMatch(/empty/);
    expect(refusalOf(readCsvImport("name,phone\r\n\r\n", SPEC)).message).toMatch(/no rows/);
  });
});

describe("writing a file", () => {
  const good = "name,name_ur,phone\nCotton,کپاس,03001234567\nWheat,گندم,03007654321\n";

  it("writes every row in one go", () => {
    expect(valueOf(commitCsvImport(good, SPEC, { write: writeRows }))).toMatchObject({
      written: 2,
      leftOut: 0,
      preview: { valid: 2, withProblems: 0 },
    });
    expect(storedNames().sort()).toEqual(["Cotton", "Wheat"]);
  });

  it("writes nothing while a row has problems, and says so with the preview", () => {
    const refused = commitCsvImport(`${good}Rice,,0300\n`, SPEC, { write: writeRows });
    expect(refused).toMatchObject({
      ok: false,
      status: 400,
      message: "1 row has problems: nothing was imported. Correct them and import the file again.",
      preview: { valid: 2, withProblems: 1 },
    });
    expect(storedNames()).toEqual([]);
  });

  it("writes the valid rows and leaves out the others only when they are the rows chosen", () => {
    const file = `${good}Rice,,0300\nMaize,,0300-1\n`;
    // Rows the staff did not see with problems: refused with the new preview, nothing written.
    for (const leaveOut of [[4], [3, 4, 5], [4, 5, 6]]) {
      expect(commitCsvImport(file, SPEC, { write: writeRows, leaveOut })).toMatchObject({
        ok: false,
        status: 409,
        message: expect.stringContaining("not the ones the preview showed"),
        preview: { valid: 2, withProblems: 2 },
      });
    }
    expect(storedNames()).toEqual([]);
    const result = commitCsvImport(file, SPEC, { write: writeRows, leaveOut: [4, 5] });
    expect(valueOf(result)).toMatchObject({ written: 2, leftOut: 2 });
    expect(storedNames().sort()).toEqual(["Cotton", "Wheat"]);
  });

  it("leaves out no row of a file without problems, whatever lines were chosen", () => {
    expect(commitCsvImport(good, SPEC, { write: writeRows, leaveOut: [3] })).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(storedNames()).toEqual([]);
  });

  it("checks the rows against what is stored again when confirming", () => {
    expect(valueOf(readCsvImport(good, SPEC)).withProblems).toBe(0);
    writeRows([{ name: "Wheat", nameUr: null, phone: "+923001234567" }]);
    const refused = commitCsvImport(good, SPEC, { write: writeRows });
    expect(refused.ok).toBe(false);
    expect(storedNames()).toEqual(["Wheat"]);
  });

  it("writes nothing when the writing fails part of the way through", () => {
    const rows = Array.from(
      { length: 100 },
      (_, index) => `Crop ${index},0300123${String(index).padStart(4, "0")}`,
    );
    const file = `name,phone\n${rows.join("\n")}\n`;
    // The 60th row's slug is taken by a row stored meanwhile: the insert fails on the unique slug.
    db().insert(crops).values({ name: "Another name", slug: "crop-59" }).run();
    expect(() => commitCsvImport(file, SPEC, { write: writeRows })).toThrow(/UNIQUE/);
    expect(storedNames()).toEqual(["Another name"]);

    const refused = commitCsvImport(file.replace("Crop 59", "Crop 590"), SPEC, {
      write: (values) => {
        writeRows(values.slice(0, 50));
        return refuse(409, "Stopped half way.");
      },
    });
    expect(refused).toEqual({ ok: false, status: 409, message: "Stopped half way." });
    expect(storedNames()).toEqual(["Another name"]);
  });

  it("imports 5,000 rows in one transaction, quickly", () => {
    const rows = Array.from(
      { length: 5000 },
      (_, index) => `Crop ${index},فصل ${index},0300${String(1_000_000 + index)}`,
    );
    const file = utf8(`\uFEFFname,name_ur,phone\r\n${rows.join("\r\n")}\r\n`);
    let transactions = 0;
    const result = commitCsvImport(file, SPEC, {
      write: (values) => {
        transactions += db().$client.inTransaction ? 1 : 0;
        writeRows(values);
        return ok(null);
      },
    });
    expect(valueOf(result)).toMatchObject({ written: 5000, leftOut: 0 });
    expect(transactions).toBe(1);
    expect(storedNames()).toHaveLength(5000);
  });
});

describe("exporting", () => {
  it("writes the format the import reads: what goes out comes back the same", () => {
    const records = [
      { name: "Cotton, long staple", nameUr: "کپاس", phone: "+923001234567" },
      { name: 'The "best" wheat', nameUr: null, phone: "+923217654321" },
      { name: "Rice\nbasmati", nameUr: "چاول", phone: "+924235761234" },
    ];
    const csv = toImportCsv(COLUMNS, records);
    expect(csv.startsWith("\uFEFFname,name_ur,phone\r\n")).toBe(true);
    // The phone numbers went out neutralised ('+92...) and read back as numbers.
    expect(csv).toContain("'+923001234567");
    const preview = valueOf(readCsvImport(utf8(csv), { ...SPEC, checkStored: undefined }));
    expect(preview.rows.map((row) => row.value)).toEqual(
      records.map((record) => ({ ...record, nameUr: record.nameUr ?? null })),
    );
  });
});

describe("what a page shows of a preview", () => {
  it("has every count, the first rows with problems and the first good rows", () => {
    const rows = Array.from({ length: 30 }, (_, index) =>
      index % 3 === 0 ? `Bad ${index},0300` : `Good ${index},0300${1_000_000 + index}`,
    );
    const preview = valueOf(readCsvImport(`name,phone,notes\n${rows.join("\n")}\n`, SPEC));
    const shown = shownPreview(preview, { problemRows: 4, validRows: 2 });
    expect(shown).toMatchObject({
      valid: 20,
      withProblems: 10,
      unknownColumns: ["notes"],
      absentColumns: ["name_ur"],
    });
    expect(shown.problemRows.map((row) => row.line)).toEqual([2, 5, 8, 11]);
    expect(shown.problemRows[0]).toEqual({
      line: 2,
      cells: { name: "Bad 0", phone: "0300" },
      problems: [{ column: "phone", message: "Phone: tooShort" }],
    });
    expect(shown.firstValidRows).toEqual([
      { line: 3, cells: { name: "Good 1", phone: "03001000001" } },
      { line: 4, cells: { name: "Good 2", phone: "03001000002" } },
    ]);
  });
});

describe("the uploaded file", () => {
  it("is read from its form field, refused when none was chosen or it is too large", async () => {
    const form = new FormData();
    expect(refusalOf(await csvFileOf(form, "file"))).toMatchObject({
      status: 400,
      errors: { file: "Choose a CSV file." },
    });
    form.set("file", new File(["name\nRice\n"], "dealers.csv", { type: "text/csv" }));
    expect(new TextDecoder().decode(valueOf(await csvFileOf(form, "file")))).toBe("name\nRice\n");
    form.set("file", new File(["x".repeat(CSV_IMPORT_LIMITS.maxBytes + 1)], "big.csv"));
    expect(refusalOf(await csvFileOf(form, "file")).status).toBe(413);
  });

  it("is kept as its text: UTF-8 without its byte order mark", () => {
    expect(valueOf(decodeCsvFile(utf8("\uFEFFname\r\nملتان\r\n")))).toBe("name\r\nملتان\r\n");
    expect(refusalOf(decodeCsvFile(new Uint8Array([0xff, 0xfe, 0x6e, 0x00]))).message).toMatch(
      /not UTF-8/,
    );
  });
});

describe("a file waiting for its confirmation", () => {
  it("is kept under a token for its kind of import for an hour, then forgotten", () => {
    const now = Date.parse("2026-12-01T10:00:00Z");
    const token = keepImportFile("dealers", "name\nRice\n", [3], { now });
    expect(importFileOf("dealers", token, now + 59 * 60_000)).toEqual({
      kind: "dealers",
      at: now,
      text: "name\nRice\n",
      problemLines: [3],
    });
    expect(importFileOf("batches", token, now)).toBeNull();
    expect(importFileOf("dealers", "not-a-token", now)).toBeNull();
    expect(importFileOf("dealers", token, now + 61 * 60_000)).toBeNull();
    // Keeping another file later drops the stale one.
    keepImportFile("dealers", "name\nWheat\n", [], { now: now + 61 * 60_000 });
    expect(importFileOf("dealers", token, now)).toBeNull();
    const next = keepImportFile("dealers", "name\nMaize\n", [], { now });
    forgetImportFile(next);
    expect(importFileOf("dealers", next, now)).toBeNull();
  });

  it("is kept again under its token with the rows a new preview found with problems", () => {
    const now = Date.parse("2026-12-01T10:00:00Z");
    const token = keepImportFile("dealers", "name\nRice\n", [], { now });
    expect(keepImportFile("dealers", "name\nRice\n", [2], { now: now + 30 * 60_000, token })).toBe(
      token,
    );
    expect(importFileOf("dealers", token, now + 80 * 60_000)).toMatchObject({ problemLines: [2] });
  });
});

describe("an upload previewed, then confirmed", () => {
  const CROPS: CsvListImport<Row> = {
    kind: "crops",
    file: { columns: COLUMNS, one: "crop", many: "crops" },
    preview: (file) => readCsvImport(file, SPEC),
    commit: (file, leaveOut) => commitCsvImport(file, SPEC, { write: writeRows, leaveOut }),
  };

  it("keeps a file every row of which can be imported, and imports it once", () => {
    const previewed = valueOf(previewUpload(CROPS, utf8("\uFEFFname,phone\nCotton,03001234567\n")));
    expect(previewed.preview).toMatchObject({ valid: 1, withProblems: 0 });
    expect(previewed.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(storedNames()).toEqual([]);
    expect(valueOf(confirmUpload(CROPS, previewed.token ?? "")).written).toBe(1);
    expect(storedNames()).toEqual(["Cotton"]);
    // Confirmed twice (a page sent again): the file is no longer waiting.
    expect(confirmUpload(CROPS, previewed.token ?? "")).toMatchObject({
      ok: false,
      status: 409,
      message: expect.stringContaining("no longer waiting"),
    });
    expect(storedNames()).toEqual(["Cotton"]);
  });

  it("keeps a file with problems while a row can be imported, and imports its good rows only when asked to leave the others out", () => {
    const nothingGood = valueOf(previewUpload(CROPS, utf8("name,phone\nCotton,0300\n")));
    expect(nothingGood).toMatchObject({ token: null, preview: { valid: 0, withProblems: 1 } });
    expect(refusalOf(previewUpload(CROPS, new Uint8Array([0xff, 0xfe]))).status).toBe(400);

    const file = utf8("name,phone\nCotton,0300\nWheat,03001234567\n");
    const { token, preview } = valueOf(previewUpload(CROPS, file));
    expect(preview).toMatchObject({ valid: 1, withProblems: 1 });
    expect(token).not.toBeNull();
    // Confirmed without that choice: the rows' problems refuse it, the file still waiting.
    expect(confirmUpload(CROPS, token ?? "")).toMatchObject({
      ok: false,
      status: 400,
      message: "1 row has problems: nothing was imported. Correct them and import the file again.",
      previewed: { token, preview: { valid: 1, withProblems: 1 } },
    });
    expect(storedNames()).toEqual([]);
    expect(
      valueOf(confirmUpload(CROPS, token ?? "", { leaveOutRowsWithProblems: true })),
    ).toMatchObject({ written: 1, leftOut: 1 });
    expect(storedNames()).toEqual(["Wheat"]);
    expect(importFileOf("crops", token ?? "")).toBeNull();
  });

  it("refuses a confirmation the stored list now makes wrong, with the new preview to choose again", () => {
    const previewed = valueOf(previewUpload(CROPS, utf8("name,phone\nWheat,03001234567\n")));
    writeRows([{ name: "Wheat", nameUr: null, phone: "+923001234567" }]);
    // No row can be imported now: the file is forgotten.
    expect(confirmUpload(CROPS, previewed.token ?? "")).toMatchObject({
      ok: false,
      status: 400,
      previewed: {
        token: null,
        preview: {
          withProblems: 1,
          problemRows: [{ line: 2, problems: [{ message: '"Wheat" is already in the list.' }] }],
        },
      },
    });

    const file = utf8("name,phone\nRice,0300\nMaize,03001234567\nBarley,03007654321\n");
    const { token } = valueOf(previewUpload(CROPS, file));
    // Maize was stored meanwhile: leaving out Rice alone is no longer what the rows say.
    writeRows([{ name: "Maize", nameUr: null, phone: "+923001234567" }]);
    expect(confirmUpload(CROPS, token ?? "", { leaveOutRowsWithProblems: true })).toMatchObject({
      ok: false,
      status: 409,
      previewed: { token, preview: { valid: 1, withProblems: 2 } },
    });
    expect(storedNames().sort()).toEqual(["Maize", "Wheat"]);
    // Chosen again, on the new preview: Barley is imported, Rice and Maize left out.
    expect(
      valueOf(confirmUpload(CROPS, token ?? "", { leaveOutRowsWithProblems: true })),
    ).toMatchObject({ written: 1, leftOut: 2 });
    expect(storedNames().sort()).toEqual(["Barley", "Maize", "Wheat"]);
  });
});

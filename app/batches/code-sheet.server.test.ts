import { strFromU8, unzipSync } from "fflate";
import QRCode from "qrcode";
import { beforeEach, describe, expect, it } from "vitest";
import { addCategory, addProduct, resetDatabaseAndUploads } from "#tests/setup/db-helpers";
import { parseCsv } from "#tests/setup/csv-rows";
import { valueOf } from "#tests/setup/results";
import { normalizePackCode } from "~/verification/pack-code";
import { createBatch } from "./batches.server";
import {
  CODE_SHEET_HEADER,
  codeSheetDownload,
  codeSheetFilename,
  codeSheetZip,
} from "./code-sheet.server";
import { generatePackCodes, type CodeRun } from "./pack-codes.server";

beforeEach(resetDatabaseAndUploads);

const ORIGIN = "https://agro.example.com";

function aRun(count: number): CodeRun {
  const category = addCategory("Insecticides");
  const product = addProduct(category.id, "Dhaal, Imidacloprid 20% SL");
  const batch = createBatch({
    product: product.slug,
    batchNumber: "GF-2609/114",
    manufacturedOn: "2026-03-10",
    expiresOn: "2028-03-09",
  });
  return valueOf(generatePackCodes(batch.id, count));
}

async function unzipped(stream: ReadableStream<Uint8Array>) {
  return unzipSync(new Uint8Array(await new Response(stream).arrayBuffer()));
}

describe("the zip of a run of codes", () => {
  it("holds codes.csv, a row per code, and the QR image of each code's link", async () => {
    const run = aRun(5);
    const files = await unzipped(codeSheetZip(run, ORIGIN));
    expect(Object.keys(files).sort()).toEqual(
      [
        "codes.csv",
        ...run.codes.map((code) => `qr/${code.replace(/(.{4})(?!$)/g, "$1-")}.svg`),
      ].sort(),
    );
    const csvBytes = files["codes.csv"] ?? new Uint8Array();
    // The byte order mark Excel needs to read UTF-8.
    expect([...csvBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(strFromU8(csvBytes));
    expect(header).toEqual([...CODE_SHEET_HEADER]);
    expect(rows).toHaveLength(5);
    for (const [index, row] of rows.entries()) {
      const [code = "", batchNumber, product, link, image = ""] = row;
      expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      expect(normalizePackCode(code)).toBe(run.codes[index]);
      expect(batchNumber).toBe("GF-2609/114");
      expect(product).toBe("Dhaal, Imidacloprid 20% SL");
      expect(link).toBe(`${ORIGIN}/verify?code=${code}`);
      expect(image).toBe(`qr/${code}.svg`);
      const svg = strFromU8(files[image] ?? new Uint8Array());
      expect(svg).toMatch(
        /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]* viewBox="0 0 \d+ \d+"/,
      );
      // The image is the QR code of exactly that link.
      expect(svg).toBe(
        await QRCode.toString(`${ORIGIN}/verify?code=${code}`, {
          type: "svg",
          errorCorrectionLevel: "M",
          margin: 1,
        }),
      );
    }
  });

  it("is named after the batch and the day, and never cached", async () => {
    expect(codeSheetFilename("GF-2609/114", new Date("2026-11-27T20:00:00Z"))).toBe(
      "codes-gf-2609-114-2026-11-28.zip",
    );
    const run = aRun(1);
    const answer = codeSheetDownload(run, ORIGIN);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/zip");
    expect(answer.headers.get("content-disposition")).toMatch(
      /^attachment; filename="codes-gf-2609-114-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const files = unzipSync(new Uint8Array(await answer.arrayBuffer()));
    expect(Object.keys(files)).toHaveLength(2);
  });

  it("makes the zip in slices of codes, the server free in between", async () => {
    const run = aRun(1_000);
    let between = 0;
    const ticker = setInterval(() => between++, 0);
    try {
      const files = await unzipped(codeSheetZip(run, ORIGIN));
      expect(Object.keys(files)).toHaveLength(1_001);
    } finally {
      clearInterval(ticker);
    }
    // Timers ran while the zip was made (ten slices of a hundred codes): the event loop was
    // never held for the whole of it.
    expect(between).toBeGreaterThanOrEqual(5);
  });
});

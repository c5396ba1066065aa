/**
 * Batches and pack codes through the API (admin token): list, create, read, update, delete, a
 * spreadsheet's CSV file imported, and a run of codes as the zip or as JSON; every JSON answer is
 * checked against the published description.
 */
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import type { BatchRecord, CodeRunRecord } from "~/api/records.server";
import { batches, packCodes } from "~/db/schema";
import { normalizePackCode } from "~/verification/pack-code";
import {
  expectFailure,
  expectFieldErrors,
  expectPage,
  expectSuccess,
} from "./support/api-contract";
import { batchesNumbered, removeBatchesNumbered, uniqueTag, withDb } from "./support/database";
import { WORK_URL } from "./support/servers";
import { bearer, signInToken } from "./support/sign-in";
import { expect, test } from "./support/test";

test.use({ baseURL: WORK_URL });

const PRODUCT = "shikra-lambda-cyhalothrin-2-5-ec";

function removeBatch(batchNumber: string): void {
  withDb("work", (db) => db.delete(batches).where(eq(batches.batchNumber, batchNumber)).run());
}

const storedCodes = (batchId: string) =>
  withDb("work", (db) =>
    db
      .select()
      .from(packCodes)
      .where(eq(packCodes.batchId, Number(batchId)))
      .all(),
  );

test.describe("the batches API", () => {
  test("needs the admin token", async ({ request }) => {
    await expectFailure(await request.get("/api/batches"), 401);
    await expectFailure(await request.post("/api/batches/1/codes", { data: { count: 1 } }), 401);
  });

  test("creates, reads, lists, updates and deletes a batch, refusing what the form refuses", async ({
    request,
  }) => {
    const headers = bearer(await signInToken(request));
    const batchNumber = `API-${uniqueTag().toUpperCase()}`;
    try {
      const fields = {
        product: "Shikra Lambda-cyhalothrin 2.5% EC",
        batchNumber,
        manufacturedOn: "2026-06-01",
        expiresOn: "2028-05-31",
        quantity: 2500,
      };
      const created = await expectSuccess(
        await request.post("/api/batches", { headers, data: fields }),
        201,
      );
      const batch = created.data as BatchRecord;
      expect(created.message).toBe("Batch created.");
      expect(batch).toMatchObject({
        product: PRODUCT,
        batchNumber,
        batchKey: normalizePackCode(batchNumber),
        quantity: 2500,
        recalled: false,
        codesIssued: 0,
        codesChecked: 0,
      });

      const same = await expectFieldErrors(
        await request.post("/api/batches", {
          headers,
          data: { ...fields, batchNumber: batchNumber.toLowerCase().replace("-", " ") },
        }),
        409,
        ["batchNumber"],
      );
      expect(same.batchNumber).toContain(`"${batchNumber}"`);
      await expectFieldErrors(
        await request.post("/api/batches", {
          headers,
          data: { ...fields, batchNumber: `${batchNumber}-2`, expiresOn: "2026-01-01" },
        }),
        400,
        ["expiresOn"],
      );

      const read = await expectSuccess(await request.get(`/api/batches/${batch._id}`, { headers }));
      expect(read.data).toEqual(batch);
      const page = await expectPage(
        await request.get(`/api/batches?product=${PRODUCT}&q=${batchNumber}&page=1`, { headers }),
      );
      expect(page.data).toEqual([batch]);

      const updated = await expectSuccess(
        await request.put(`/api/batches/${batch._id}`, {
          headers,
          data: {
            ...fields,
            recalled: true,
            recallNote: "Caps leak.",
            recallNoteUr: "ڈھکن رستے ہیں۔",
          },
        }),
      );
      expect(updated.data).toMatchObject({ recalled: true, recallNote: "Caps leak." });

      const deleted = await expectSuccess(
        await request.delete(`/api/batches/${batch._id}`, { headers }),
      );
      expect(deleted.message).toBe("Batch deleted.");
      await expectFailure(await request.get(`/api/batches/${batch._id}`, { headers }), 404);
    } finally {
      removeBatch(batchNumber);
    }
  });

  test("makes pack codes: the zip by default, JSON when asked, only hashes stored", async ({
    request,
  }) => {
    const headers = bearer(await signInToken(request));
    const batchNumber = `API-${uniqueTag().toUpperCase()}`;
    try {
      const { data } = await expectSuccess(
        await request.post("/api/batches", {
          headers,
          data: {
            product: PRODUCT,
            batchNumber,
            manufacturedOn: "2026-06-01",
            expiresOn: "2028-05-31",
          },
        }),
        201,
      );
      const id = (data as BatchRecord)._id;

      const zipped = await request.post(`/api/batches/${id}/codes`, {
        headers,
        data: { count: 3 },
      });
      expect(zipped.status()).toBe(201);
      expect(zipped.headers()["content-type"]).toBe("application/zip");
      expect(zipped.headers()["cache-control"]).toBe("no-store");
      const files = unzipSync(new Uint8Array(await zipped.body()));
      expect(Object.keys(files).filter((name) => name.endsWith(".svg"))).toHaveLength(3);
      expect(strFromU8(files["codes.csv"] ?? new Uint8Array())).toContain(
        `${WORK_URL}/verify?code=`,
      );

      const json = await expectSuccess(
        await request.post(`/api/batches/${id}/codes`, {
          headers: { ...headers, Accept: "application/json" },
          data: { count: 2 },
        }),
        201,
      );
      const run = json.data as CodeRunRecord;
      expect(run.batch.codesIssued).toBe(5);
      expect(run.codes).toHaveLength(2);
      for (const { code, link } of run.codes) {
        expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
        expect(link).toBe(`${WORK_URL}/verify?code=${code}`);
      }
      const stored = storedCodes(id);
      expect(stored).toHaveLength(5);
      const hashes = stored.map((row) => row.codeHash);
      for (const { code } of run.codes) expect(hashes).not.toContain(normalizePackCode(code));

      await expectFieldErrors(
        await request.post(`/api/batches/${id}/codes`, { headers, data: { count: 20_001 } }),
        400,
        ["count"],
      );
      await expectFailure(
        await request.post("/api/batches/999999999/codes", { headers, data: { count: 1 } }),
        404,
      );
    } finally {
      removeBatch(batchNumber);
    }
  });

  test("POST /api/batches/import checks a CSV file (dry run), refuses one with a bad row, imports a good one", async ({
    request,
  }) => {
    const tag = `API-IMP-${uniqueTag().toUpperCase()}`;
    const header = "Product,Batch number,Manufactured on,Expires on,Quantity";
    const good = [
      `${PRODUCT},${tag}-1,14/09/2026,13/09/2028,5000`,
      `Shikra Lambda-cyhalothrin 2.5% EC,${tag}-2,2026-07-20,2028-07-19,`,
    ];
    const bad = `No such product,${tag}-3,14/09/2026,13/09/2028,`;
    const csv = (rows: string[]) => `\uFEFF${header}\r\n${rows.join("\r\n")}\r\n`;
    const stored = () => batchesNumbered(tag);
    try {
      const headers = { ...bearer(await signInToken(request)), "Content-Type": "text/csv" };
      const send = (body: string, query = "") =>
        request.post(`/api/batches/import${query}`, { headers, data: Buffer.from(body) });
      await expectFailure(
        await request.post("/api/batches/import", {
          headers: { "Content-Type": "text/csv" },
          data: Buffer.from(csv(good)),
        }),
        401,
      );

      const dryRun = await expectSuccess(await send(csv([...good, bad]), "?dryRun=true"));
      expect(dryRun).toEqual({
        message: "Checked; nothing was written.",
        data: {
          written: 0,
          valid: 2,
          withProblems: 1,
          unknownColumns: [],
          absentColumns: ["recalled", "recall_note", "recall_note_ur"],
          rows: [
            {
              line: 4,
              problems: [{ column: "Product", message: "Please choose an existing product" }],
            },
          ],
        },
      });
      const refused = await expectFieldErrors(await send(csv([...good, bad])), 400, ["4.Product"]);
      expect(refused["4.Product"]).toBe("Please choose an existing product");
      await expectFailure(
        await request.post("/api/batches/import", {
          headers: { ...headers, "Content-Type": "application/json" },
          data: { rows: good },
        }),
        415,
      );
      expect(stored()).toEqual([]);

      const imported = await expectSuccess(await send(csv(good)));
      expect(imported).toEqual({
        message: "2 batches imported.",
        data: {
          written: 2,
          valid: 2,
          withProblems: 0,
          unknownColumns: [],
          absentColumns: ["recalled", "recall_note", "recall_note_ur"],
          rows: [],
        },
      });
      expect(
        stored()
          .map(({ batchNumber, manufacturedOn, quantity }) => [
            batchNumber,
            manufacturedOn,
            quantity,
          ])
          .sort(),
      ).toEqual([
        [`${tag}-1`, "2026-09-14", 5000],
        [`${tag}-2`, "2026-07-20", null],
      ]);
    } finally {
      removeBatchesNumbered(tag);
    }
  });
});

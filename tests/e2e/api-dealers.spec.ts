/**
 * The dealers of the API: public reads of the active dealers with their filters and pages, the
 * admin's reads of every dealer, writes validated by the form's schema, and the CSV import with
 * its dry run; every answer is checked against the published description.
 */
import { like } from "drizzle-orm";
import {
  expectFailure,
  expectFieldErrors,
  expectPage,
  expectSuccess,
  isObject,
} from "./support/api-contract";
import { expectList } from "./support/api-records";
import { uniqueTag, withDb } from "./support/database";
import { WORK_URL } from "./support/servers";
import { bearer, signInToken } from "./support/sign-in";
import { expect, test } from "./support/test";
import type { DealerRecord } from "~/api/records.server";
import { dealers } from "~/db/schema";

test.use({ baseURL: WORK_URL });

const DEALER_KEYS = [
  "_id",
  "shopName",
  "shopNameUr",
  "contactName",
  "contactNameUr",
  "district",
  "districtName",
  "districtNameUr",
  "town",
  "townUr",
  "address",
  "addressUr",
  "phone",
  "whatsapp",
  "latitude",
  "longitude",
  "active",
  "categories",
  "products",
  "createdAt",
];

function expectDealer(value: unknown): DealerRecord {
  if (!isObject(value)) throw new Error(`Not a dealer: ${JSON.stringify(value).slice(0, 200)}`);
  expect(Object.keys(value)).toEqual(DEALER_KEYS);
  expect(value._id).toMatch(/^[1-9]\d*$/);
  return value as unknown as DealerRecord;
}

/** Two dealers of the test's own in Multan (one not listed) and one in Okara. */
function insertDealers(prefix: string): Record<"shujabad" | "closed" | "okara", number> {
  const ids = withDb("work", (db) =>
    db
      .insert(dealers)
      .values([
        {
          shopName: `${prefix} Shujabad`,
          contactName: "Aslam",
          district: "multan",
          town: "Shujabad",
          townUr: "شجاع آباد",
          address: "Jalalpur Road",
          phone: "+923001234567",
        },
        {
          shopName: `${prefix} Closed`,
          contactName: "Tariq",
          district: "multan",
          town: "Shujabad",
          address: "Old Road",
          phone: "+923217654321",
          active: false,
        },
        {
          shopName: `${prefix} Okara`,
          contactName: "Ghafoor",
          district: "okara",
          town: "Renala Khurd",
          address: "Bazaar",
          phone: "+923331234567",
        },
      ])
      .returning({ id: dealers.id })
      .all()
      .map((row) => row.id),
  );
  const [shujabad = 0, closed = 0, okara = 0] = ids;
  return { shujabad, closed, okara };
}

function removeDealers(prefix: string): void {
  withDb("work", (db) =>
    db
      .delete(dealers)
      .where(like(dealers.shopName, `${prefix}%`))
      .run(),
  );
}

const shopsOf = (data: unknown, prefix: string) =>
  expectList(data, expectDealer)
    .map((dealer) => dealer.shopName)
    .filter((shop) => shop.startsWith(prefix));

test.describe("dealer reads", () => {
  test("GET /api/dealers lists active dealers to anyone, narrowed by district and town, by page", async ({
    request,
  }) => {
    const prefix = `E2E Api Dealer ${uniqueTag()}`;
    const ids = insertDealers(prefix);
    try {
      const all = await expectSuccess(await request.get("/api/dealers"));
      expect(shopsOf(all.data, prefix)).toEqual([`${prefix} Okara`, `${prefix} Shujabad`]);
      const multan = await expectSuccess(await request.get("/api/dealers?district=multan"));
      expect(shopsOf(multan.data, prefix)).toEqual([`${prefix} Shujabad`]);
      const town = await expectSuccess(
        await request.get(`/api/dealers?district=multan&town=${encodeURIComponent("شجاع آباد")}`),
      );
      const [record] = expectList(town.data, expectDealer).filter((dealer) =>
        dealer.shopName.startsWith(prefix),
      );
      expect(record).toMatchObject({
        _id: String(ids.shujabad),
        district: "multan",
        districtName: "Multan",
        districtNameUr: "ملتان",
        phone: "+923001234567",
        whatsapp: null,
        active: true,
        categories: [],
      });

      const page = await expectPage(
        await request.get("/api/dealers?district=okara&page=1&limit=1"),
      );
      expect(page.pagination).toMatchObject({ page: 1, limit: 1 });
      expect(page.data).toHaveLength(1);

      const one = await expectSuccess(await request.get(`/api/dealers/${ids.shujabad}`));
      expect(expectDealer(one.data)).toEqual(record);
      // An inactive dealer is not there for farmers.
      await expectFailure(await request.get(`/api/dealers/${ids.closed}`), 404);
      await expectFailure(await request.get("/api/dealers/import-not-an-id"), 404);
    } finally {
      removeDealers(prefix);
    }
  });

  test("refuses unknown filters, and inactive dealers without the admin's token", async ({
    request,
  }) => {
    const errors = await expectFieldErrors(
      await request.get("/api/dealers?district=lahore-cantt&active=maybe&page=0"),
      400,
      ["district", "active", "page"],
    );
    expect(errors.district).toBe(
      "district must be a district's code from the list, such as multan or dera-ghazi-khan.",
    );
    const inactive = await expectFieldErrors(await request.get("/api/dealers?active=all"), 400, [
      "active",
    ]);
    expect(inactive.active).toMatch(/^Only the admin lists inactive dealers/);
  });

  test("with the admin's token, lists every dealer, or the inactive ones", async ({ request }) => {
    const prefix = `E2E Api Admin ${uniqueTag()}`;
    const ids = insertDealers(prefix);
    try {
      const token = await signInToken(request);
      const every = await expectSuccess(
        await request.get("/api/dealers?district=multan", { headers: bearer(token) }),
      );
      expect(shopsOf(every.data, prefix)).toEqual([`${prefix} Closed`, `${prefix} Shujabad`]);
      const inactive = await expectSuccess(
        await request.get("/api/dealers?active=false", { headers: bearer(token) }),
      );
      expect(shopsOf(inactive.data, prefix)).toEqual([`${prefix} Closed`]);
      const closed = await expectSuccess(
        await request.get(`/api/dealers/${ids.closed}`, { headers: bearer(token) }),
      );
      expect(expectDealer(closed.data).active).toBe(false);
    } finally {
      removeDealers(prefix);
    }
  });
});

test.describe("dealer writes", () => {
  test("POST, PUT and DELETE, validated by the form's schema", async ({ request }) => {
    const prefix = `E2E Api Write ${uniqueTag()}`;
    const dealer = {
      shopName: `${prefix} Kissan`,
      shopNameUr: "کسان ایگرو",
      contactName: "Muhammad Aslam",
      district: "ملتان",
      town: "Shujabad",
      address: "Jalalpur Road",
      phone: "0300-1234567",
      categories: ["insecticides"],
      latitude: 29.88,
      longitude: 71.29,
    };
    try {
      await expectFailure(await request.post("/api/dealers", { data: dealer }), 401);
      const token = await signInToken(request);
      const headers = bearer(token);
      const refused = await expectFieldErrors(
        await request.post("/api/dealers", {
          headers,
          data: { ...dealer, phone: "0300-12345", district: "Atlantis", latitude: 71.29 },
        }),
        400,
        ["phone", "district", "latitude"],
      );
      expect(refused.phone).toBe(
        "Phone is too short: a digit is missing: write it like 0300-1234567",
      );

      const created = await expectSuccess(
        await request.post("/api/dealers", { headers, data: dealer }),
        201,
      );
      expect(created.message).toBe("Dealer created.");
      const record = expectDealer(created.data);
      expect(record).toMatchObject({
        district: "multan",
        phone: "+923001234567",
        active: true,
        latitude: 29.88,
        categories: [{ slug: "insecticides", name: "Insecticides" }],
      });
      const twice = await expectFieldErrors(
        await request.post("/api/dealers", { headers, data: dealer }),
        409,
        ["shopName"],
      );
      expect(twice.shopName).toBe(
        `A dealer named "${prefix} Kissan" in Shujabad is already listed.`,
      );

      const updated = await expectSuccess(
        await request.put(`/api/dealers/${record._id}`, {
          headers,
          data: { ...dealer, whatsapp: "+92 321 7654321", active: false },
        }),
      );
      expect(expectDealer(updated.data)).toMatchObject({
        whatsapp: "+923217654321",
        active: false,
        shopNameUr: "کسان ایگرو",
      });
      const removed = await expectSuccess(
        await request.delete(`/api/dealers/${record._id}`, { headers }),
      );
      expect(removed.message).toBe("Dealer deleted.");
      await expectFailure(await request.get(`/api/dealers/${record._id}`, { headers }), 404);
    } finally {
      removeDealers(prefix);
    }
  });
});

test.describe("dealer import", () => {
  test("POST /api/dealers/import checks a CSV file (dry run), refuses one with a bad row, imports a good one", async ({
    request,
  }) => {
    const prefix = `E2E Api Import ${uniqueTag()}`;
    const header = "shop_name,contact_name,district,town,address,phone,active";
    const good = [
      `${prefix} One,Aslam,Multan,Shujabad,Road,0300-1234567,yes`,
      `${prefix} Two,Tariq,اوکاڑہ,Renala Khurd,"Bazaar, Block 2",0321-7654321,no`,
    ];
    const bad = `${prefix} Three,Ali,Multan,Shujabad,Road,0300-12345,yes`;
    const csv = (rows: string[]) => `\uFEFF${header}\r\n${rows.join("\r\n")}\r\n`;
    try {
      const token = await signInToken(request);
      const send = (body: string, query = "", type = "text/csv; charset=utf-8") =>
        request.post(`/api/dealers/import${query}`, {
          headers: { ...bearer(token), "Content-Type": type },
          data: Buffer.from(body),
        });

      const dryRun = await expectSuccess(await send(csv([...good, bad]), "?dryRun=true"));
      expect(dryRun.message).toBe("Checked; nothing was written.");
      expect(dryRun.data).toEqual({
        written: 0,
        valid: 2,
        withProblems: 1,
        unknownColumns: [],
        absentColumns: expect.arrayContaining(["shop_name_ur", "whatsapp"]),
        rows: [
          {
            line: 4,
            problems: [
              {
                column: "phone",
                message: "Phone is too short: a digit is missing: write it like 0300-1234567",
              },
            ],
          },
        ],
      });
      const refused = await expectFieldErrors(await send(csv([...good, bad])), 400, ["4.phone"]);
      expect(refused["4.phone"]).toMatch(/^Phone is too short/);
      await expectFailure(await send(csv(good), "", "application/json"), 415);
      expect(
        withDb("work", (db) =>
          db
            .select()
            .from(dealers)
            .where(like(dealers.shopName, `${prefix}%`))
            .all(),
        ),
      ).toEqual([]);

      const imported = await expectSuccess(await send(csv(good)));
      expect(imported).toEqual({
        data: {
          written: 2,
          valid: 2,
          withProblems: 0,
          unknownColumns: [],
          absentColumns: expect.arrayContaining(["whatsapp"]),
          rows: [],
        },
        message: "2 dealers imported.",
      });
      const stored = withDb("work", (db) =>
        db
          .select()
          .from(dealers)
          .where(like(dealers.shopName, `${prefix}%`))
          .all(),
      );
      expect(
        stored
          .map(({ district, active }) => ({ district, active }))
          .sort((a, b) => a.district.localeCompare(b.district)),
      ).toEqual([
        { district: "multan", active: true },
        { district: "okara", active: false },
      ]);
      // The same file again: every row is now a dealer already listed.
      await expectFieldErrors(await send(csv(good)), 400, ["2.shop_name", "3.shop_name"]);
    } finally {
      removeDealers(prefix);
    }
  });
});

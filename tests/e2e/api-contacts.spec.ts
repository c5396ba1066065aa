import { type APIRequestContext } from "@playwright/test";
import { CONTACT_STATUSES, CONTACT_SUBJECTS } from "~/contacts/contact-fields";
import {
  expectFailure,
  expectFieldErrors,
  expectPage,
  expectSuccess,
} from "./support/api-contract";
import {
  createContactMessage,
  expectContact,
  expectList,
  expectStats,
} from "./support/api-records";
import { CONTACT_CSV_HEADER, readCsv } from "./support/csv";
import { removeContacts, uniqueTag } from "./support/database";
import { OVERSIZED_JSON, raw, withOwnClient } from "./support/http";
import { WORK_URL } from "./support/servers";
import { bearer, signInToken } from "./support/sign-in";
import { expect, test } from "./support/test";

const SUBMIT = `${WORK_URL}/api/contacts/submit`;
const THANKS = "Thank you for your message! We will get back to you soon.";

test.describe("POST /api/contacts/submit", () => {
  test("stores the message as new: 201, then visible to the admin", async ({ request }) => {
    const tag = uniqueTag();
    const email = `api-contact-${tag}@example.com`;
    const submitted = await request.post(SUBMIT, {
      data: {
        name: "  Muhammad Aslam  ",
        email,
        subject: "product-inquiry",
        message: `Is Dhaal in stock in Okara? (${tag})`,
      },
    });
    const { data, message } = await expectSuccess(submitted, 201);
    expect(data).toBeNull();
    expect(message).toBe(THANKS);

    const token = await signInToken(request);
    const auth = bearer(token);
    const listed = await expectSuccess(
      await request.get(`${WORK_URL}/api/contacts?status=new`, { headers: auth }),
    );
    const messages = expectList(listed.data, expectContact);
    expect(messages.every((one) => one.status === "new")).toBe(true);
    const mine = messages.filter((one) => one.email === email);
    expect(mine).toHaveLength(1);
    const [record] = mine;
    expect(record).toEqual({
      _id: expect.any(String),
      name: "Muhammad Aslam",
      email,
      phone: null,
      subject: "product-inquiry",
      message: `Is Dhaal in stock in Okara? (${tag})`,
      status: "new",
      adminNotes: null,
      language: "en",
      kind: "enquiry",
      district: null,
      shop: null,
      packCode: null,
      photo: null,
      createdAt: expect.any(String),
    });
    const all = await expectSuccess(
      await request.get(`${WORK_URL}/api/contacts`, { headers: auth }),
    );
    expect(expectList(all.data, expectContact)).toContainEqual(record);
    const emptyFilter = await expectSuccess(
      await request.get(`${WORK_URL}/api/contacts?status=`, { headers: auth }),
    );
    expect(expectList(emptyFilter.data, expectContact)).toContainEqual(record);

    await expectSuccess(
      await request.delete(`${WORK_URL}/api/contacts/${record?._id ?? ""}`, { headers: auth }),
    );
  });

  test("accepts every subject and an optional phone", async ({ request }) => {
    const tag = uniqueTag();
    const token = await signInToken(request);
    for (const subject of CONTACT_SUBJECTS) {
      const email = `api-subject-${subject}-${tag}@example.com`;
      const response = await request.post(SUBMIT, {
        data: { name: "Visitor", email, phone: "", subject, message: "Hello." },
      });
      await expectSuccess(response, 201);
      const record = await findContactByEmail(request, token, email);
      expect(record.subject).toBe(subject);
      expect(record.phone).toBeNull();
      await expectSuccess(
        await request.delete(`${WORK_URL}/api/contacts/${record._id}`, { headers: bearer(token) }),
      );
    }
  });

  test("takes a phone without an e-mail, stored in international form; refuses neither", async ({
    request,
  }) => {
    const tag = uniqueTag();
    const token = await signInToken(request);
    const written = {
      "0300-1234567": "+923001234567",
      "00923001234567": "+923001234567",
      "042-35761234": "+924235761234",
      "+44 20 7946 0958": "+442079460958",
    };
    for (const [phone, stored] of Object.entries(written)) {
      const name = `Phone Visitor ${tag} ${phone}`;
      const sent = await request.post(SUBMIT, {
        data: { name, phone, subject: "general", message: `Call me back (${tag}).` },
      });
      await expectSuccess(sent, 201);
      const listed = await expectSuccess(
        await request.get(`${WORK_URL}/api/contacts?q=${encodeURIComponent(name)}`, {
          headers: bearer(token),
        }),
      );
      const [record, ...more] = expectList(listed.data, expectContact);
      expect(more).toEqual([]);
      expect(record).toMatchObject({ name, email: null, phone: stored, language: "en" });
      await expectSuccess(
        await request.delete(`${WORK_URL}/api/contacts/${record?._id ?? ""}`, {
          headers: bearer(token),
        }),
      );
    }

    const neither = await expectFieldErrors(
      await request.post(SUBMIT, {
        data: { name: "Visitor", email: "", phone: null, subject: "general", message: "Hi" },
      }),
      400,
      ["phone"],
    );
    expect(neither.phone).toBe(
      "Please give a phone or WhatsApp number, or an email address, so we can answer you",
    );
    const short = await expectFieldErrors(
      await request.post(SUBMIT, {
        data: { name: "Visitor", phone: "0300-123456", subject: "general", message: "Hi" },
      }),
      400,
      ["phone"],
    );
    expect(short.phone).toBe(
      "This number is too short: a digit is missing. Write it like 0300-1234567",
    );
  });

  test("invalid input is 400 with errors by field", async ({ request }) => {
    const tag = uniqueTag();
    const empty = await expectFieldErrors(await request.post(SUBMIT, { data: {} }), 400, [
      "name",
      "phone",
      "subject",
      "message",
    ]);
    expect(empty).toEqual({
      name: "Please enter your full name",
      phone: "Please give a phone or WhatsApp number, or an email address, so we can answer you",
      subject: "Please choose a subject",
      message: "Please write your message",
    });
    const bad = await expectFieldErrors(
      await request.post(SUBMIT, {
        data: {
          name: "Visitor",
          email: "not-an-email",
          phone: "call me maybe",
          subject: "pricing",
          message: "x".repeat(5001),
        },
      }),
      400,
      ["email", "phone", "subject", "message"],
    );
    expect(bad.email).toContain("valid email");
    await expectFieldErrors(
      await request.post(SUBMIT, {
        data: { name: ["a"], email: 5, subject: null, message: { text: "hi" } },
      }),
      400,
      ["name", "email", "subject", "message"],
    );

    const token = await signInToken(request);
    const listed = await expectSuccess(
      await request.get(`${WORK_URL}/api/contacts`, { headers: bearer(token) }),
    );
    expect(JSON.stringify(listed.data)).not.toContain(tag);
  });

  test("text/plain is 415, malformed JSON 400, over 256 KB 413", async ({ request }) => {
    const body = {
      name: "Visitor",
      email: `api-types-${uniqueTag()}@example.com`,
      subject: "general",
      message: "Hello.",
    };
    await expectFailure(
      await request.post(SUBMIT, {
        headers: { "Content-Type": "text/plain" },
        data: JSON.stringify(body),
      }),
      415,
    );
    await expectFailure(await request.post(SUBMIT, { form: body }), 415);
    const malformed = await request.post(SUBMIT, {
      headers: { "Content-Type": "application/json" },
      data: raw('{"name": "Visitor",'),
    });
    expect((await expectFailure(malformed, 400)).message).toBe("The body is not valid JSON.");
    await withOwnClient(async (own) => {
      const big = await own.post(SUBMIT, {
        headers: { "Content-Type": "application/json" },
        data: OVERSIZED_JSON,
      });
      await expectFailure(big, 413);
    });
    const token = await signInToken(request);
    const listed = await expectSuccess(
      await request.get(`${WORK_URL}/api/contacts`, { headers: bearer(token) }),
    );
    expect(JSON.stringify(listed.data)).not.toContain(body.email);
  });
});

/** The one message from `email`, found with the token. */
async function findContactByEmail(request: APIRequestContext, token: string, email: string) {
  const listed = await expectSuccess(
    await request.get(`${WORK_URL}/api/contacts`, { headers: bearer(token) }),
  );
  const mine = expectList(listed.data, expectContact).filter((one) => one.email === email);
  expect(mine).toHaveLength(1);
  const [record] = mine;
  if (!record) throw new Error("unreachable");
  return record;
}

test.describe("contact messages for the admin", () => {
  test("GET /api/contacts/{id}, PATCH status to each value, DELETE", async ({ request }) => {
    const tag = uniqueTag();
    const token = await signInToken(request);
    const auth = bearer(token);
    const message = await createContactMessage(request, token, `api-status-${tag}@example.com`);
    expect(message.phone).toBe("+923001234567");

    const one = await expectSuccess(
      await request.get(`${WORK_URL}/api/contacts/${message._id}`, { headers: auth }),
    );
    expect(one.data).toEqual(message);

    for (const status of ["read", "replied", "closed", "new", "closed"] as const) {
      const patched = await request.patch(`${WORK_URL}/api/contacts/${message._id}/status`, {
        headers: auth,
        data: { status },
      });
      const result = await expectSuccess(patched);
      expect(result.message).toBe("Status updated.");
      expect(expectContact(result.data)).toEqual({ ...message, status });

      const filtered = await expectSuccess(
        await request.get(`${WORK_URL}/api/contacts?status=${status}`, { headers: auth }),
      );
      const list = expectList(filtered.data, expectContact);
      expect(list.every((entry) => entry.status === status)).toBe(true);
      expect(list.map((entry) => entry._id)).toContain(message._id);
      for (const other of CONTACT_STATUSES.filter((value) => value !== status)) {
        const elsewhere = await expectSuccess(
          await request.get(`${WORK_URL}/api/contacts?status=${other}`, { headers: auth }),
        );
        expect(expectList(elsewhere.data, expectContact).map((entry) => entry._id)).not.toContain(
          message._id,
        );
      }
    }

    for (const status of ["archived", "New", "", null, 3]) {
      const refused = await expectFieldErrors(
        await request.patch(`${WORK_URL}/api/contacts/${message._id}/status`, {
          headers: auth,
          data: { status },
        }),
        400,
        ["status"],
      );
      expect(refused.status).toBe("Status must be one of: new, read, replied, closed.");
    }
    await expectFieldErrors(
      await request.patch(`${WORK_URL}/api/contacts/${message._id}/status`, {
        headers: auth,
        data: {},
      }),
      400,
      ["status"],
    );
    const still = await expectSuccess(
      await request.get(`${WORK_URL}/api/contacts/${message._id}`, { headers: auth }),
    );
    expect(expectContact(still.data).status).toBe("closed");

    const deleted = await expectSuccess(
      await request.delete(`${WORK_URL}/api/contacts/${message._id}`, { headers: auth }),
    );
    expect(deleted.message).toBe("Message deleted.");
    expect(expectContact(deleted.data)._id).toBe(message._id);
    await expectFailure(
      await request.get(`${WORK_URL}/api/contacts/${message._id}`, { headers: auth }),
      404,
    );
    await expectFailure(
      await request.delete(`${WORK_URL}/api/contacts/${message._id}`, { headers: auth }),
      404,
    );
    await expectFailure(
      await request.patch(`${WORK_URL}/api/contacts/${message._id}/status`, {
        headers: auth,
        data: { status: "read" },
      }),
      404,
    );
  });

  test("an unknown status filter is 400 with errors.status", async ({ request }) => {
    const auth = bearer(await signInToken(request));
    for (const status of ["archived", "NEW", "new,read"]) {
      const errors = await expectFieldErrors(
        await request.get(`${WORK_URL}/api/contacts?status=${encodeURIComponent(status)}`, {
          headers: auth,
        }),
        400,
        ["status"],
      );
      expect(errors.status).toBe("Status must be one of: new, read, replied, closed.");
    }
  });

  test("GET /api/contacts/stats counts in all and by status", async ({ request }) => {
    const tag = uniqueTag();
    const token = await signInToken(request);
    const auth = bearer(token);
    const message = await createContactMessage(request, token, `api-stats-${tag}@example.com`);

    const before = expectStats(
      (await expectSuccess(await request.get(`${WORK_URL}/api/contacts/stats`, { headers: auth })))
        .data,
    );
    expect(before.total).toBeGreaterThanOrEqual(1);
    expect(before.new).toBeGreaterThanOrEqual(1);

    await expectSuccess(
      await request.patch(`${WORK_URL}/api/contacts/${message._id}/status`, {
        headers: auth,
        data: { status: "replied" },
      }),
    );
    const after = expectStats(
      (await expectSuccess(await request.get(`${WORK_URL}/api/contacts/stats`, { headers: auth })))
        .data,
    );
    expect(after.replied).toBeGreaterThanOrEqual(1);

    await expectSuccess(
      await request.delete(`${WORK_URL}/api/contacts/${message._id}`, { headers: auth }),
    );
  });

  test("unknown ids are 404", async ({ request }) => {
    const auth = bearer(await signInToken(request));
    for (const id of ["999999999", "abc", "0"]) {
      await expectFailure(
        await request.get(`${WORK_URL}/api/contacts/${id}`, { headers: auth }),
        404,
      );
      await expectFailure(
        await request.delete(`${WORK_URL}/api/contacts/${id}`, { headers: auth }),
        404,
      );
      await expectFailure(
        await request.patch(`${WORK_URL}/api/contacts/${id}/status`, {
          headers: auth,
          data: { status: "read" },
        }),
        404,
      );
    }
  });

  test("PATCH status: text/plain is 415, malformed JSON 400, over 256 KB 413", async ({
    request,
  }) => {
    const tag = uniqueTag();
    const token = await signInToken(request);
    const auth = bearer(token);
    const message = await createContactMessage(request, token, `api-patch-${tag}@example.com`);
    const url = `${WORK_URL}/api/contacts/${message._id}/status`;
    await expectFailure(
      await request.patch(url, {
        headers: { ...auth, "Content-Type": "text/plain" },
        data: raw('{"status":"read"}'),
      }),
      415,
    );
    await expectFailure(
      await request.patch(url, {
        headers: { ...auth, "Content-Type": "application/json" },
        data: raw('{"status":'),
      }),
      400,
    );
    await withOwnClient(async (own) => {
      const big = await own.patch(url, {
        headers: { ...auth, "Content-Type": "application/json" },
        data: OVERSIZED_JSON,
      });
      await expectFailure(big, 413);
    });
    const still = await expectSuccess(
      await request.get(`${WORK_URL}/api/contacts/${message._id}`, { headers: auth }),
    );
    expect(expectContact(still.data).status).toBe("new");
    await expectSuccess(
      await request.delete(`${WORK_URL}/api/contacts/${message._id}`, { headers: auth }),
    );
  });
});

test.describe("the inbox through the API", () => {
  test("PATCH /api/contacts/{id} writes, replaces and clears the admin notes", async ({
    request,
  }) => {
    const tag = uniqueTag();
    const token = await signInToken(request);
    const auth = bearer(token);
    const message = await createContactMessage(request, token, `api-notes-${tag}@example.com`);
    const url = `${WORK_URL}/api/contacts/${message._id}`;
    try {
      const written = await expectSuccess(
        await request.patch(url, {
          headers: auth,
          data: { adminNotes: "  Called back.\r\nواپس کال: ریٹ بھیجیں  " },
        }),
      );
      expect(written.message).toBe("Notes saved.");
      expect(expectContact(written.data)).toEqual({
        ...message,
        adminNotes: "Called back.\nواپس کال: ریٹ بھیجیں",
      });
      const read = await expectSuccess(await request.get(url, { headers: auth }));
      expect(expectContact(read.data).adminNotes).toBe("Called back.\nواپس کال: ریٹ بھیجیں");

      const full = "n".repeat(2000);
      const replaced = await expectSuccess(
        await request.patch(url, { headers: auth, data: { adminNotes: full } }),
      );
      expect(expectContact(replaced.data).adminNotes).toBe(full);
      for (const cleared of ["", "   ", null]) {
        await expectSuccess(await request.patch(url, { headers: auth, data: { adminNotes: "x" } }));
        const answer = await expectSuccess(
          await request.patch(url, { headers: auth, data: { adminNotes: cleared } }),
        );
        expect(expectContact(answer.data).adminNotes, JSON.stringify(cleared)).toBeNull();
      }
    } finally {
      await request.delete(url, { headers: auth });
    }
  });

  test("PATCH notes: 400 for bad notes, 401 without a token, 404, 413 and 415; nothing changes", async ({
    request,
  }) => {
    const tag = uniqueTag();
    const token = await signInToken(request);
    const auth = bearer(token);
    const message = await createContactMessage(request, token, `api-notes-bad-${tag}@example.com`);
    const url = `${WORK_URL}/api/contacts/${message._id}`;
    try {
      await expectSuccess(
        await request.patch(url, { headers: auth, data: { adminNotes: "Kept" } }),
      );
      const tooLong = await expectFieldErrors(
        await request.patch(url, { headers: auth, data: { adminNotes: "n".repeat(2001) } }),
        400,
        ["adminNotes"],
      );
      expect(tooLong.adminNotes).toBe("Notes must be at most 2,000 characters");
      for (const body of [{}, { adminNotes: 5 }, { adminNotes: ["a"] }, { notes: "typo" }]) {
        const errors = await expectFieldErrors(
          await request.patch(url, { headers: auth, data: body }),
          400,
          ["adminNotes"],
        );
        expect(errors.adminNotes, JSON.stringify(body)).toBe(
          "Notes must be text; an empty text or null clears them",
        );
      }
      await expectFailure(await request.patch(url, { data: { adminNotes: "x" } }), 401);
      await expectFailure(
        await request.patch(url, {
          headers: { Authorization: "Bearer not-a-token" },
          data: { adminNotes: "x" },
        }),
        401,
      );
      for (const id of ["999999999", "abc"]) {
        await expectFailure(
          await request.patch(`${WORK_URL}/api/contacts/${id}`, {
            headers: auth,
            data: { adminNotes: "x" },
          }),
          404,
        );
      }
      await expectFailure(
        await request.patch(url, {
          headers: { ...auth, "Content-Type": "text/plain" },
          data: raw('{"adminNotes":"x"}'),
        }),
        415,
      );
      await expectFailure(
        await request.patch(url, {
          headers: { ...auth, "Content-Type": "application/json" },
          data: raw('{"adminNotes":'),
        }),
        400,
      );
      await withOwnClient(async (own) => {
        const big = await own.patch(url, {
          headers: { ...auth, "Content-Type": "application/json" },
          data: OVERSIZED_JSON,
        });
        await expectFailure(big, 413);
      });
      const still = await expectSuccess(await request.get(url, { headers: auth }));
      expect(expectContact(still.data).adminNotes).toBe("Kept");
    } finally {
      await request.delete(url, { headers: auth });
    }
  });

  test("GET /api/contacts filters by status, search and dates, whole or by page", async ({
    request,
    rows,
  }) => {
    const tag = uniqueTag();
    const email = `api-filter-${tag}@example.com`;
    // Five messages, one a day from 1 to 5 March 2024 at noon in Pakistan; the last two replied.
    const made = [1, 2, 3, 4, 5].map((day) =>
      rows.contact({
        name: `Filter ${day}`,
        email,
        message: day === 3 ? "Stock of Dhaal at 50% off?" : "Rates, please.",
        status: day >= 4 ? "replied" : "new",
        createdAt: `2024-03-0${day}T07:00:00.000Z`,
      }),
    );
    const auth = bearer(await signInToken(request));
    const get = (query: string) =>
      request.get(`${WORK_URL}/api/contacts?${query}`, { headers: auth });
    const names = (data: unknown) => expectList(data, expectContact).map((one) => one.name);
    const list = async (query: string) => {
      const answer = await get(query);
      return {
        names: names((await expectSuccess(answer)).data),
        total: answer.headers()["x-total-count"],
        pages: answer.headers()["x-page-count"],
      };
    };
    /** A page as every API list answers one: its pagination, and its totals in headers too. */
    const paged = async (query: string) => {
      const answer = await get(query);
      const { data, pagination } = await expectPage(answer);
      return {
        names: names(data),
        pagination,
        total: answer.headers()["x-total-count"],
        pages: answer.headers()["x-page-count"],
      };
    };
    try {
      const all = await list(`q=${tag}`);
      expect(all).toEqual({
        names: ["Filter 5", "Filter 4", "Filter 3", "Filter 2", "Filter 1"],
        total: undefined,
        pages: undefined,
      });
      expect((await list(`q=${tag}&status=replied`)).names).toEqual(["Filter 5", "Filter 4"]);
      expect((await list(`q=${encodeURIComponent(`${tag} 50%`)}`)).names).toEqual(["Filter 3"]);
      expect((await list(`q=${tag}&from=2024-03-02&to=2024-03-03`)).names).toEqual([
        "Filter 3",
        "Filter 2",
      ]);
      expect((await list(`q=${tag}&from=2024-03-05`)).names).toEqual(["Filter 5"]);

      expect(await paged(`q=${tag}&page=1&limit=2`)).toEqual({
        names: ["Filter 5", "Filter 4"],
        pagination: { page: 1, limit: 2, total: 5, pages: 3 },
        total: "5",
        pages: "3",
      });
      expect(await paged(`q=${tag}&page=3&limit=2`)).toEqual({
        names: ["Filter 1"],
        pagination: { page: 3, limit: 2, total: 5, pages: 3 },
        total: "5",
        pages: "3",
      });
      expect(await paged(`q=${tag}&page=4&limit=2`)).toEqual({
        names: [],
        pagination: { page: 4, limit: 2, total: 5, pages: 3 },
        total: "5",
        pages: "3",
      });
      expect((await paged(`q=${tag}&page=1`)).pagination).toEqual({
        page: 1,
        limit: 25,
        total: 5,
        pages: 1,
      });
      expect((await paged(`q=${tag}&limit=1`)).names).toEqual(["Filter 5"]);
      expect((await paged(`q=${tag}&status=replied&page=2&limit=1`)).names).toEqual(["Filter 4"]);

      // perPage, the list's name for limit before every list paged alike, is the same page.
      for (const query of ["page=1&limit=2", "page=3&limit=2", "limit=1", "page=2&limit=1"]) {
        const byAlias = query.replace("limit=", "perPage=");
        expect(await paged(`q=${tag}&${byAlias}`), byAlias).toEqual(
          await paged(`q=${tag}&${query}`),
        );
      }
      expect(made).toHaveLength(5);
    } finally {
      removeContacts(email);
    }
  });

  test("GET /api/contacts refuses bad filters with 400 naming each", async ({ request }) => {
    const auth = bearer(await signInToken(request));
    const refused = async (query: string, fields: string[]) =>
      expectFieldErrors(
        await request.get(`${WORK_URL}/api/contacts?${query}`, { headers: auth }),
        400,
        fields,
      );
    expect((await refused("from=2024-02-30", ["from"])).from).toBe(
      "From must be a real date written YYYY-MM-DD, such as 2025-03-05.",
    );
    expect((await refused("from=2024-03-05&to=2024-03-01", ["to"])).to).toBe(
      "The To date must be on or after the From date.",
    );
    await refused("to=03/05/2024&page=0", ["to", "page"]);
    expect((await refused("page=", ["page"])).page).toBe(
      "page must be a whole number from 1 to 9999999.",
    );
    expect((await refused("limit=101", ["limit"])).limit).toBe(
      "limit must be a whole number from 1 to 100.",
    );
    expect((await refused("perPage=101", ["perPage"])).perPage).toBe(
      "perPage must be a whole number from 1 to 100.",
    );
    expect((await refused("page=1&limit=2&perPage=2", ["perPage"])).perPage).toBe(
      "perPage is another name for limit: give one of them.",
    );
    await refused(`q=${"a".repeat(201)}`, ["q"]);
    await expectFailure(await request.get(`${WORK_URL}/api/contacts?q=x`), 401);
  });

  test("GET /api/contacts/export.csv: the filtered messages as CSV with a token, 401 without", async ({
    request,
    rows,
  }) => {
    const tag = uniqueTag();
    const email = `api-export-${tag}@example.com`;
    rows.contact({ name: "رشید احمد", email, message: "کپاس پر سفید مکھی", language: "ur" });
    rows.contact({ name: "Formula", email, message: "@SUM(1+1)", status: "closed" });
    const url = `${WORK_URL}/api/contacts/export.csv?q=${tag}`;
    try {
      await expectFailure(await request.get(url), 401);
      const auth = bearer(await signInToken(request));
      const answer = await request.get(url, { headers: auth });
      expect(answer.status()).toBe(200);
      expect(answer.headers()["content-type"]).toBe("text/csv; charset=utf-8");
      expect(answer.headers()["content-disposition"]).toMatch(
        /^attachment; filename="messages-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(answer.headers()["cache-control"]).toBe("no-store");
      const csv = readCsv(await answer.body());
      expect(csv[0]).toEqual(CONTACT_CSV_HEADER);
      expect(csv.slice(1).map((row) => [row[1], row[5], row[6], row[7]])).toEqual([
        ["Formula", "English", "Closed", "'@SUM(1+1)"],
        ["رشید احمد", "Urdu", "New", "کپاس پر سفید مکھی"],
      ]);
      const closed = readCsv(
        await (await request.get(`${url}&status=closed`, { headers: auth })).body(),
      );
      expect(closed.slice(1).map((row) => row[1])).toEqual(["Formula"]);
      const errors = await expectFieldErrors(
        await request.get(`${url}&from=yesterday`, { headers: auth }),
        400,
        ["from"],
      );
      expect(errors.from).toContain("YYYY-MM-DD");
    } finally {
      removeContacts(email);
    }
  });
});

import { type APIRequestContext } from "@playwright/test";
import { CONTACT_STATUSES, CONTACT_SUBJECTS } from "~/contacts/contact-fields";
import {
  bearer,
  createContactMessage,
  expect,
  expectContact,
  expectFailure,
  expectFieldErrors,
  expectList,
  expectStats,
  expectSuccess,
  OVERSIZED_JSON,
  raw,
  signInToken,
  test,
  uniqueTag,
  withOwnClient,
  WORK_URL,
} from "./fixtures";

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

  test("invalid input is 400 with errors by field", async ({ request }) => {
    const tag = uniqueTag();
    const empty = await expectFieldErrors(await request.post(SUBMIT, { data: {} }), 400, [
      "name",
      "email",
      "subject",
      "message",
    ]);
    expect(empty).toEqual({
      name: "Please enter your full name",
      email: "Please enter your email address",
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
    expect(message.phone).toBe("+92 300 1234567");

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

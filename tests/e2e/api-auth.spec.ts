import { type APIRequestContext, type APIResponse } from "@playwright/test";
import { ADMIN_PASSWORD, ADMIN_USERNAME } from "../../playwright.config";
import { expectFailure, expectFieldErrors, expectSuccess, isObject } from "./support/api-contract";
import {
  createCategory,
  createContactMessage,
  createGalleryItem,
  createProduct,
  expectCategory,
  expectContact,
  expectGalleryItem,
  expectProduct,
} from "./support/api-records";
import { uniqueTag } from "./support/database";
import { formOf, pngFile } from "./support/files";
import { OVERSIZED_JSON, raw, withOwnClient } from "./support/http";
import { WORK_URL } from "./support/servers";
import { bearer, signInToken } from "./support/sign-in";
import { expect, test } from "./support/test";

const LOGIN = `${WORK_URL}/api/auth/admin-login`;
const VERIFY = `${WORK_URL}/api/auth/admin/verify`;
const LOGOUT = `${WORK_URL}/api/auth/admin/logout`;

test.describe("POST /api/auth/admin-login", () => {
  test("answers the token and the user, and the token verifies", async ({ request }) => {
    const response = await request.post(LOGIN, {
      data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
    });
    const { data, message } = await expectSuccess(response);
    expect(message).toBe("Signed in.");
    expect(data).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{20,}$/),
      user: { id: expect.stringMatching(/^\d+$/), username: ADMIN_USERNAME },
      expiresAt: expect.any(String),
    });
    if (!isObject(data) || typeof data.token !== "string" || typeof data.expiresAt !== "string") {
      throw new Error("unreachable");
    }
    expect(Date.parse(data.expiresAt)).toBeGreaterThan(Date.now());

    const verified = await request.get(VERIFY, { headers: bearer(data.token) });
    const { data: session } = await expectSuccess(verified);
    expect(session).toEqual({
      user: { id: expect.stringMatching(/^\d+$/), username: ADMIN_USERNAME },
      expiresAt: data.expiresAt,
    });
  });

  test("a wrong password or an unknown user is 401", async ({ request }) => {
    for (const credentials of [
      { username: ADMIN_USERNAME, password: `${ADMIN_PASSWORD}-wrong` },
      { username: `nobody-${uniqueTag()}`, password: ADMIN_PASSWORD },
    ]) {
      const { message } = await expectFailure(
        await request.post(LOGIN, { data: credentials }),
        401,
      );
      expect(message).toBe("Invalid username or password");
    }
  });

  test("missing fields are 400 with errors by field", async ({ request }) => {
    const both = await expectFieldErrors(await request.post(LOGIN, { data: {} }), 400, [
      "username",
      "password",
    ]);
    expect(both.username).toBe("Username is required");
    await expectFieldErrors(
      await request.post(LOGIN, { data: { username: "  ", password: ADMIN_PASSWORD } }),
      400,
      ["username"],
    );
    await expectFieldErrors(
      await request.post(LOGIN, { data: { username: ADMIN_USERNAME, password: "" } }),
      400,
      ["password"],
    );
    await expectFieldErrors(
      await request.post(LOGIN, { data: { username: 42, password: ["x"] } }),
      400,
      ["username", "password"],
    );
  });

  test("malformed JSON is 400, text/plain is 415, over 256 KB is 413", async ({ request }) => {
    const malformed = await request.post(LOGIN, {
      headers: { "Content-Type": "application/json" },
      data: raw('{"username": "admin", "password": '),
    });
    expect((await expectFailure(malformed, 400)).message).toBe("The body is not valid JSON.");

    const text = await request.post(LOGIN, {
      headers: { "Content-Type": "text/plain" },
      data: JSON.stringify({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }),
    });
    await expectFailure(text, 415);

    await withOwnClient(async (own) => {
      const big = await own.post(LOGIN, {
        headers: { "Content-Type": "application/json" },
        data: OVERSIZED_JSON,
      });
      await expectFailure(big, 413);
    });
  });
});

test.describe("GET /api/auth/admin/verify", () => {
  test("is 401 without a token, with a bogus one and with a malformed header", async ({
    request,
  }) => {
    for (const headers of [
      {},
      bearer("bogus-token"),
      bearer("x".repeat(500)),
      { Authorization: "Basic YWRtaW46YWRtaW4=" },
      { Authorization: "Bearer" },
    ]) {
      await expectFailure(await request.get(VERIFY, { headers }), 401);
    }
  });
});

test.describe("POST /api/auth/admin/logout", () => {
  test("revokes the token at once and only that token", async ({ request }) => {
    const token = await signInToken(request);
    const other = await signInToken(request);
    expect(token).not.toBe(other);
    await expectSuccess(await request.get(VERIFY, { headers: bearer(token) }));

    const { data, message } = await expectSuccess(
      await request.post(LOGOUT, { headers: bearer(token) }),
    );
    expect(data).toBeNull();
    expect(message).toBe("Signed out.");

    await expectFailure(await request.get(VERIFY, { headers: bearer(token) }), 401);
    await expectFailure(
      await request.get(`${WORK_URL}/api/contacts/stats`, { headers: bearer(token) }),
      401,
    );
    await expectFailure(
      await request.post(`${WORK_URL}/api/categories`, {
        headers: bearer(token),
        data: { name: `API Revoked ${uniqueTag()}`, description: "Must not be created." },
      }),
      401,
    );
    await expectFailure(await request.post(LOGOUT, { headers: bearer(token) }), 401);

    // The other session is untouched.
    await expectSuccess(await request.get(VERIFY, { headers: bearer(other) }));
  });

  test("is 401 without a token", async ({ request }) => {
    await expectFailure(await request.post(LOGOUT), 401);
    await expectFailure(await request.post(LOGOUT, { headers: bearer("bogus-token") }), 401);
  });
});

interface AdminCall {
  name: string;
  send: (headers: Record<string, string>) => Promise<APIResponse>;
}

/** Every call that needs a token, aimed at records of this test with bodies that would work. */
async function adminCalls(
  request: APIRequestContext,
  ids: { category: string; product: string; gallery: string; contact: string },
  tag: string,
): Promise<AdminCall[]> {
  const categoryBody = { name: `API Unauthorised ${tag}`, description: "Must not be saved." };
  const productForm = async () =>
    formOf(
      {
        name: `API Unauthorised Product ${tag}`,
        category: `API Guarded ${tag}`,
        description: "Must not be saved.",
      },
      [await pngFile("image", "unauthorised.png")],
    );
  const galleryForm = async () =>
    formOf(
      {
        title: `API Unauthorised Event ${tag}`,
        description: "Must not be saved.",
        date: "2024-01-01",
        location: "Nowhere",
        eventType: "other",
      },
      [await pngFile("images", "unauthorised.png")],
    );
  return [
    { name: "GET verify", send: (headers) => request.get(VERIFY, { headers }) },
    { name: "POST logout", send: (headers) => request.post(LOGOUT, { headers }) },
    {
      name: "POST categories",
      send: (headers) =>
        request.post(`${WORK_URL}/api/categories`, { headers, data: categoryBody }),
    },
    {
      name: "PUT categories/{id}",
      send: (headers) =>
        request.put(`${WORK_URL}/api/categories/${ids.category}`, { headers, data: categoryBody }),
    },
    {
      name: "DELETE categories/{id}",
      send: (headers) => request.delete(`${WORK_URL}/api/categories/${ids.category}`, { headers }),
    },
    {
      name: "POST products",
      send: async (headers) =>
        request.post(`${WORK_URL}/api/products`, { headers, multipart: await productForm() }),
    },
    {
      name: "PUT products/{id}",
      send: async (headers) =>
        request.put(`${WORK_URL}/api/products/${ids.product}`, {
          headers,
          multipart: await productForm(),
        }),
    },
    {
      name: "DELETE products/{id}",
      send: (headers) => request.delete(`${WORK_URL}/api/products/${ids.product}`, { headers }),
    },
    {
      name: "POST gallery",
      send: async (headers) =>
        request.post(`${WORK_URL}/api/gallery`, { headers, multipart: await galleryForm() }),
    },
    {
      name: "PUT gallery/{id}",
      send: async (headers) =>
        request.put(`${WORK_URL}/api/gallery/${ids.gallery}`, {
          headers,
          multipart: await galleryForm(),
        }),
    },
    {
      name: "DELETE gallery/{id}",
      send: (headers) => request.delete(`${WORK_URL}/api/gallery/${ids.gallery}`, { headers }),
    },
    {
      name: "GET contacts",
      send: (headers) => request.get(`${WORK_URL}/api/contacts`, { headers }),
    },
    {
      name: "GET contacts?status=new",
      send: (headers) => request.get(`${WORK_URL}/api/contacts?status=new`, { headers }),
    },
    {
      name: "GET contacts/stats",
      send: (headers) => request.get(`${WORK_URL}/api/contacts/stats`, { headers }),
    },
    {
      name: "GET contacts/{id}",
      send: (headers) => request.get(`${WORK_URL}/api/contacts/${ids.contact}`, { headers }),
    },
    {
      name: "PATCH contacts/{id}/status",
      send: (headers) =>
        request.patch(`${WORK_URL}/api/contacts/${ids.contact}/status`, {
          headers,
          data: { status: "closed" },
        }),
    },
    {
      name: "DELETE contacts/{id}",
      send: (headers) => request.delete(`${WORK_URL}/api/contacts/${ids.contact}`, { headers }),
    },
  ];
}

test("every admin call is 401 without a token and with a bogus one, and changes nothing", async ({
  request,
}) => {
  test.setTimeout(60_000);
  const tag = uniqueTag();
  const token = await signInToken(request);
  const category = await createCategory(request, token, tag, "Guarded");
  const product = await createProduct(request, token, category.name, tag);
  const gallery = await createGalleryItem(request, token, tag);
  const contact = await createContactMessage(request, token, `api-guard-${tag}@example.com`);
  const ids = {
    category: category._id,
    product: product._id,
    gallery: gallery._id,
    contact: contact._id,
  };

  const calls = await adminCalls(request, ids, tag);
  expect(calls).toHaveLength(17);
  for (const headers of [{}, bearer("bogus-token"), bearer(`${token}x`)]) {
    for (const call of calls) {
      await test.step(`${call.name} with ${JSON.stringify(headers)}`, async () => {
        const { message } = await expectFailure(await call.send(headers), 401);
        expect(message).toContain("Authentication required");
      });
    }
  }

  // Nothing was changed or deleted.
  const auth = { headers: bearer(token) };
  const categoryNow = await expectSuccess(
    await request.get(`${WORK_URL}/api/categories/${category._id}`),
  );
  expect(expectCategory(categoryNow.data)).toEqual(category);
  const productNow = await expectSuccess(
    await request.get(`${WORK_URL}/api/products/${product._id}`),
  );
  expect(expectProduct(productNow.data)).toEqual(product);
  const galleryNow = await expectSuccess(
    await request.get(`${WORK_URL}/api/gallery/${gallery._id}`),
  );
  expect(expectGalleryItem(galleryNow.data)).toEqual(gallery);
  const contactNow = await expectSuccess(
    await request.get(`${WORK_URL}/api/contacts/${contact._id}`, auth),
  );
  expect(expectContact(contactNow.data)).toEqual(contact);
  const categories = await expectSuccess(await request.get(`${WORK_URL}/api/categories`));
  expect(JSON.stringify(categories.data)).not.toContain(`API Unauthorised ${tag}`);
  // The token itself still works: the bogus ones did not sign it out.
  await expectSuccess(await request.get(VERIFY, auth));

  await expectSuccess(await request.delete(`${WORK_URL}/api/products/${product._id}`, auth));
  await expectSuccess(await request.delete(`${WORK_URL}/api/categories/${category._id}`, auth));
  await expectSuccess(await request.delete(`${WORK_URL}/api/gallery/${gallery._id}`, auth));
  await expectSuccess(await request.delete(`${WORK_URL}/api/contacts/${contact._id}`, auth));
});

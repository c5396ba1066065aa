import { type APIRequestContext, type APIResponse } from "@playwright/test";
import type { HttpMethod, OpenApiDocument } from "~/api/openapi";
import { expectFailure, expectSuccess, readJson } from "./support/api-contract";
import {
  createCategory,
  createContactMessage,
  createGalleryItem,
  createProduct,
} from "./support/api-records";
import { uniqueTag } from "./support/database";
import { formOf } from "./support/files";
import { expectRaw413, OVERSIZED_JSON, raw, sendRaw, withOwnClient } from "./support/http";
import { WORK_URL } from "./support/servers";
import { bearer, signInToken } from "./support/sign-in";
import { expect, test } from "./support/test";

const METHODS: readonly HttpMethod[] = ["get", "post", "put", "patch", "delete"];

test("unknown /api paths answer a JSON 404, never the HTML page", async ({ request }) => {
  for (const [method, path] of [
    ["GET", "/api"],
    ["GET", "/api/nope"],
    ["POST", "/api/nope"],
    ["GET", "/api/categories/1/products"],
    ["DELETE", "/api/products/slug/a/b"],
    ["GET", "/api/auth/admin"],
  ] as const) {
    const { message } = await expectFailure(
      await request.fetch(`${WORK_URL}${path}`, { method }),
      404,
    );
    expect(message, `${method} ${path}`).toBe("No such API call. See /api/openapi.json.");
  }
});

test("a method a path does not document is 405 with an Allow header", async ({ request }) => {
  const response = await request.get(`${WORK_URL}/api/openapi.json`);
  const document = (await readJson(response)) as OpenApiDocument;
  const paths = Object.entries(document.paths);
  expect(paths.length).toBeGreaterThan(10);
  const problems: string[] = [];
  let checked = 0;
  for (const [template, item] of paths) {
    // Ids that do not exist, so a call that wrongly went through changes nothing.
    const path = template.replace(/\{\w+\}/g, "999999999");
    const documented = METHODS.filter((method) => item[method]).map((method) =>
      method.toUpperCase(),
    );
    for (const method of METHODS.filter((one) => !item[one])) {
      const answer = await request.fetch(`${WORK_URL}${path}`, {
        method,
        headers: { "Content-Type": "application/json" },
        data: method === "get" || method === "delete" ? undefined : raw("{}"),
      });
      checked += 1;
      const what = `${method.toUpperCase()} ${template}`;
      try {
        const { message } = await expectFailure(answer, 405);
        expect(message).toContain("Method not allowed");
        const allow = (answer.headers()["allow"] ?? "").split(/\s*,\s*/).filter(Boolean);
        expect(allow.sort(), "Allow header").toEqual([...documented].sort());
      } catch (error) {
        const text = (await answer.text()).slice(0, 120);
        problems.push(`${what}: ${answer.status()} ${text} (${String(error).split("\n")[0]})`);
      }
    }
  }
  expect(checked).toBeGreaterThan(50);
  expect(problems).toEqual([]);
});

interface JsonCall {
  name: string;
  method: "POST" | "PUT" | "PATCH";
  url: string;
  admin: boolean;
}

test("every JSON call: 415 for other types, 400 for malformed or non-object JSON, 413 over 256 KB", async ({
  request,
}) => {
  const tag = uniqueTag();
  const token = await signInToken(request);
  const auth = bearer(token);
  const category = await createCategory(request, token, tag, "Json Calls");
  const contact = await createContactMessage(request, token, `api-json-${tag}@example.com`);
  const calls: JsonCall[] = [
    { name: "login", method: "POST", url: `${WORK_URL}/api/auth/admin-login`, admin: false },
    { name: "create category", method: "POST", url: `${WORK_URL}/api/categories`, admin: true },
    {
      name: "update category",
      method: "PUT",
      url: `${WORK_URL}/api/categories/${category._id}`,
      admin: true,
    },
    {
      name: "submit contact",
      method: "POST",
      url: `${WORK_URL}/api/contacts/submit`,
      admin: false,
    },
    {
      name: "contact status",
      method: "PATCH",
      url: `${WORK_URL}/api/contacts/${contact._id}/status`,
      admin: true,
    },
  ];
  for (const call of calls) {
    await test.step(call.name, async () => {
      const headers = call.admin ? auth : {};
      const send = (contentType: string, data: string) =>
        request.fetch(call.url, {
          method: call.method,
          headers: { ...headers, "Content-Type": contentType },
          data: raw(data),
        });
      for (const type of [
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        "application/xml",
      ]) {
        expect((await expectFailure(await send(type, "{}"), 415)).message).toContain(
          "application/json",
        );
      }
      for (const malformed of ["{", "{'a': 1}", "", "undefined", '{"a":1}}']) {
        await expectFailure(await send("application/json", malformed), 400);
      }
      for (const notObject of ["null", "[]", '"text"', "42", "true"]) {
        const { message } = await expectFailure(await send("application/json", notObject), 400);
        expect(message).toBe("The body must be a JSON object.");
      }
      // Prototype keys are plain data, never a crash.
      const prototype = await send(
        "application/json",
        '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}',
      );
      expect([400, 401]).toContain(prototype.status());
      await readJson(prototype);
      await withOwnClient(async (own) => {
        const big = await own.fetch(call.url, {
          method: call.method,
          headers: { ...headers, "Content-Type": "application/json" },
          data: OVERSIZED_JSON,
        });
        expect((await expectFailure(big, 413)).message).toBe("The request is larger than 256 KB.");
      });
      // A JSON media type with parameters or a +json suffix is JSON.
      for (const type of ["application/json; charset=utf-8", "application/merge-patch+json"]) {
        const { message } = await expectFailure(await send(type, "[]"), 400);
        expect(message, type).toBe("The body must be a JSON object.");
      }
    });
  }

  // Nothing changed.
  const categoryNow = await expectSuccess(
    await request.get(`${WORK_URL}/api/categories/${category._id}`),
  );
  expect(categoryNow.data).toEqual(category);
  const contactNow = await expectSuccess(
    await request.get(`${WORK_URL}/api/contacts/${contact._id}`, { headers: auth }),
  );
  expect(contactNow.data).toEqual(contact);
  await expectSuccess(
    await request.delete(`${WORK_URL}/api/categories/${category._id}`, { headers: auth }),
  );
  await expectSuccess(
    await request.delete(`${WORK_URL}/api/contacts/${contact._id}`, { headers: auth }),
  );
});

test("after a 413 the same client can send its next request", async ({ request }) => {
  test.setTimeout(60_000);
  const tag = uniqueTag();
  const token = await signInToken(request);
  const auth = bearer(token);
  const item = await createGalleryItem(request, token, tag, "Keep Alive");
  // Each refusal on a client of its own, whose next request must be answered: the server must
  // either read (drain) the refused body or close the connection ("Connection: close").
  const refusals: [string, (own: APIRequestContext) => Promise<APIResponse>][] = [
    [
      "JSON over 256 KB",
      (own) =>
        own.post(`${WORK_URL}/api/categories`, {
          headers: { ...auth, "Content-Type": "application/json" },
          data: OVERSIZED_JSON,
        }),
    ],
    [
      "multipart with a file over 5 MB",
      (own) =>
        own.put(`${WORK_URL}/api/gallery/${item._id}`, {
          headers: auth,
          multipart: formOf({ title: "x" }, [
            {
              field: "images",
              name: "huge.png",
              type: "image/png",
              buffer: Buffer.alloc(11 * 1024 * 1024, 1),
            },
          ]),
        }),
    ],
  ];
  for (const [name, refuse] of refusals) {
    await withOwnClient(async (own) => {
      await expectFailure(await refuse(own), 413);
      const next = await own.get(`${WORK_URL}/api/categories/slug/insecticides`).then(
        (response) => `${response.status()}`,
        (error: Error) => error.message.split("\n")[0] ?? "",
      );
      expect.soft(next, `the request after: ${name}`).toBe("200");
    });
  }
  await expectSuccess(
    await request.delete(`${WORK_URL}/api/gallery/${item._id}`, { headers: auth }),
  );
});

test.describe("bodies sent without a Content-Length (chunked)", () => {
  test("a JSON body over 256 KB is 413", async ({ request }) => {
    const token = await signInToken(request);
    const answer = await sendRaw(
      `${WORK_URL}/api/categories`,
      "POST",
      { ...bearer(token), "Content-Type": "application/json", "Transfer-Encoding": "chunked" },
      Buffer.from(OVERSIZED_JSON),
    );
    expectRaw413(answer);
  });

  test("a URL-encoded form over 256 KB is 413", async ({ request }) => {
    const tag = uniqueTag();
    const token = await signInToken(request);
    const auth = bearer(token);
    const category = await createCategory(request, token, tag, "Chunked");
    const product = await createProduct(request, token, category.name, tag);
    const form = new URLSearchParams({
      name: "",
      usage: "u".repeat(1024 * 1024),
    }).toString();
    const answer = await sendRaw(
      `${WORK_URL}/api/products/${product._id}`,
      "PUT",
      {
        ...auth,
        "Content-Type": "application/x-www-form-urlencoded",
        "Transfer-Encoding": "chunked",
      },
      Buffer.from(form),
    );
    expectRaw413(answer);
    await expectSuccess(
      await request.delete(`${WORK_URL}/api/products/${product._id}`, { headers: auth }),
    );
    await expectSuccess(
      await request.delete(`${WORK_URL}/api/categories/${category._id}`, { headers: auth }),
    );
  });

  test("a small JSON body is read", async ({ request }) => {
    const token = await signInToken(request);
    const answer = await sendRaw(
      `${WORK_URL}/api/categories`,
      "POST",
      { ...bearer(token), "Content-Type": "application/json", "Transfer-Encoding": "chunked" },
      Buffer.from(JSON.stringify({ name: "", description: "" })),
    );
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toEqual({
      success: false,
      message: "Please correct the highlighted fields.",
      errors: { name: "Name is required", description: "Description is required" },
    });
  });
});

test("odd requests answer a 4xx envelope, never 500 or a stack trace", async ({ request }) => {
  const token = await signInToken(request);
  const auth = bearer(token);
  const probes: [string, string, Parameters<APIRequestContext["fetch"]>[1], number][] = [
    ["GET", "/api/categories/slug/%20", {}, 404],
    ["GET", `/api/products/category/${encodeURIComponent("%;'\"--")}`, {}, 404],
    ["GET", `/api/products/slug/${"a".repeat(5000)}`, {}, 404],
    ["GET", "/api/gallery/9".padEnd(40, "9"), {}, 404],
    ["GET", "/api/contacts?status=%00", { headers: auth }, 400],
    [
      "GET",
      "/api/auth/admin/verify",
      { headers: { Authorization: `Bearer ${"t".repeat(10_000)}` } },
      401,
    ],
    ["GET", "/api/auth/admin/verify", { headers: { Cookie: "admin_session=forged.value" } }, 401],
    [
      "POST",
      "/api/products",
      {
        headers: { ...auth, "Content-Type": "multipart/form-data; boundary=zzz" },
        data: "garbage",
      },
      415,
    ],
    [
      "POST",
      "/api/gallery",
      { headers: { ...auth, "Content-Type": "multipart/form-data" }, data: "--x\r\n\r\n" },
      415,
    ],
    [
      "POST",
      "/api/gallery",
      { headers: { ...auth, "Content-Type": "application/octet-stream" }, data: "x" },
      415,
    ],
    [
      "POST",
      "/api/auth/admin-login",
      { data: { username: "a".repeat(100_000), password: "p" } },
      401,
    ],
  ];
  for (const [method, path, options, status] of probes) {
    const response = await request.fetch(`${WORK_URL}${path}`, { ...options, method });
    const { message } = await expectFailure(response, status);
    expect(message.length, `${method} ${path}`).toBeLessThan(300);
  }
});

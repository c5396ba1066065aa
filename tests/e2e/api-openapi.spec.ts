import { type APIRequestContext, type APIResponse } from "@playwright/test";
import type {
  HttpMethod,
  OpenApiDocument,
  OperationObject,
  ParameterObject,
  ReferenceObject,
  SchemaObject,
} from "~/api/openapi";
import { CONTACT_STATUSES, CONTACT_SUBJECTS } from "~/contacts/contact-fields";
import { EVENT_TYPES } from "~/gallery/event-types";
import { ADMIN_PASSWORD, ADMIN_USERNAME } from "../../playwright.config";
import { documentProblems, expectSuccess, isObject, readJson } from "./support/api-contract";
import {
  createBatch,
  createCategory,
  createContactMessage,
  createDealer,
  createGalleryItem,
  createProduct,
} from "./support/api-records";
import { uniqueTag } from "./support/database";
import { formOf } from "./support/files";
import { SEEDED_URL, WORK_URL } from "./support/servers";
import { bearer, signInToken } from "./support/sign-in";
import { expect, test } from "./support/test";

const METHODS: readonly HttpMethod[] = ["get", "post", "put", "patch", "delete"];
const UNKNOWN_CALL = "No such API call. See /api/openapi.json.";

async function fetchDocument(
  request: APIRequestContext,
  base = SEEDED_URL,
): Promise<OpenApiDocument> {
  const response = await request.get(`${base}/api/openapi.json`);
  expect(response.status()).toBe(200);
  const body = await readJson(response);
  if (!isObject(body) || body.openapi !== "3.1.0" || !isObject(body.paths)) {
    throw new Error("Not an OpenAPI 3.1 document");
  }
  return body as unknown as OpenApiDocument;
}

interface DocumentedCall {
  path: string;
  method: HttpMethod;
  operation: OperationObject;
}

function documentedCalls(document: OpenApiDocument): DocumentedCall[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ path, method, operation }] : [];
    }),
  );
}

const isAdmin = (operation: OperationObject) =>
  (operation.security ?? []).some((requirement) => "bearerAuth" in requirement);

function resolve<T extends object>(document: OpenApiDocument, value: T | ReferenceObject): T {
  if (!("$ref" in value) || typeof value.$ref !== "string") return value as T;
  const [, section, name] = /^#\/components\/(\w+)\/(\w+)$/.exec(value.$ref) ?? [];
  const components = document.components as unknown as Record<string, Record<string, T>>;
  const found = section && name ? components[section]?.[name] : undefined;
  if (!found) throw new Error(`Unresolved ${value.$ref}`);
  return found;
}

/** Every `$ref` anywhere in a value. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (!isObject(value)) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === "$ref" && typeof inner === "string" ? [inner] : refsIn(inner),
  );
}

test.describe("GET /api/openapi.json", () => {
  test("documents each call with the answers of its kind, and who may make it", async ({
    request,
  }) => {
    const document = await fetchDocument(request);
    const calls = documentedCalls(document);
    expect(calls.length).toBeGreaterThan(30);
    // Every call says who may make it: the bearer token, or no one in particular.
    for (const { method, path, operation } of calls) {
      expect(operation.security, `${method.toUpperCase()} ${path}`).toEqual(
        isAdmin(operation) ? [{ bearerAuth: [] }] : [],
      );
    }

    expect(document.components.securitySchemes.bearerAuth).toMatchObject({
      type: "http",
      scheme: "bearer",
    });
    const allowed = ["200", "201", "400", "401", "404", "409", "413", "415", "429"];
    const operationIds = new Set<string>();
    for (const { method, path, operation } of calls) {
      const what = `${method.toUpperCase()} ${path}`;
      expect(operationIds.has(operation.operationId), what).toBe(false);
      operationIds.add(operation.operationId);
      const codes = Object.keys(operation.responses);
      for (const code of codes) expect(allowed, what).toContain(code);
      expect(
        codes.filter((code) => code === "200" || code === "201"),
        what,
      ).toHaveLength(1);
      // Admin calls answer 401 without a valid token; of the public ones only a failed sign-in.
      if (isAdmin(operation) || path === "/api/auth/admin-login") {
        expect(codes, what).toContain("401");
      } else {
        expect(codes, what).not.toContain("401");
      }
      if (path.includes("{")) expect(codes, what).toContain("404");
      const content = operation.requestBody?.content ?? {};
      if ("application/json" in content) {
        expect(codes, what).toEqual(expect.arrayContaining(["400", "413", "415"]));
      }
      if ("multipart/form-data" in content) {
        expect(codes, what).toEqual(expect.arrayContaining(["400", "413", "415"]));
      }
      for (const parameter of operation.parameters ?? []) {
        const resolved = resolve<ParameterObject>(document, parameter);
        if (resolved.in === "path") expect(path, what).toContain(`{${resolved.name}}`);
      }
      for (const [, template] of path.matchAll(/\{(\w+)\}/g)) {
        const names = (operation.parameters ?? []).map(
          (parameter) => resolve<ParameterObject>(document, parameter).name,
        );
        expect(names, what).toContain(template);
      }
    }
    for (const ref of refsIn(document)) resolve(document, { $ref: ref });
  });

  test("declares the record schemas, the envelope and the shared enums", async ({ request }) => {
    const document = await fetchDocument(request);
    const schemas = document.components.schemas;
    for (const name of ["Category", "Product", "GalleryItem", "ContactMessage", "ContactStats"]) {
      expect(schemas[name]?.type, name).toBe("object");
    }
    expect(schemas.EventType?.enum).toEqual([...EVENT_TYPES]);
    expect(schemas.ContactSubject?.enum).toEqual([...CONTACT_SUBJECTS]);
    expect(schemas.ContactStatus?.enum).toEqual([...CONTACT_STATUSES]);
    expect(EVENT_TYPES).toEqual([
      "farm_visit",
      "training",
      "exhibition",
      "harvest",
      "Lucky Draw",
      "other",
    ]);
    const property = (schema: string, name: string): SchemaObject =>
      resolve<SchemaObject>(document, schemas[schema]?.properties?.[name] ?? { type: "null" });
    expect(property("Product", "category").type).toBe("string");
    expect(property("Product", "category").description).toContain("NAME");
    expect(property("Product", "createdAt").format).toBe("date-time");
    // The sizes a product is sold in: amounts with their units.
    expect(property("Product", "packSizes").type).toBe("array");
    expect(property("Product", "packSizes").items).toEqual({
      $ref: "#/components/schemas/PackSize",
    });
    expect(schemas.PackSize?.required).toEqual(["amount", "unit"]);
    expect(schemas.PackSize?.properties?.unit?.enum).toEqual(["ml", "L", "g", "kg"]);
    expect(property("GalleryItem", "date").pattern).toBe("^[0-9]{4}-[0-9]{2}-[0-9]{2}$");
    expect(property("GalleryItem", "eventType").enum).toEqual([...EVENT_TYPES]);
    expect(property("ContactMessage", "status").enum).toEqual([...CONTACT_STATUSES]);
    expect(property("ContactMessage", "subject").enum).toEqual([...CONTACT_SUBJECTS]);
    expect(property("Category", "_id").type).toBe("string");
    expect(schemas.ContactStats?.required).toEqual(["total", "new", "read", "replied", "closed"]);
    expect(schemas.Failure?.required).toEqual(["success", "message"]);

    // A documented success answer is the envelope around the record.
    const getCategory = document.paths["/api/categories/{id}"]?.get;
    const ok = resolve(document, getCategory?.responses["200"] ?? { $ref: "" });
    const envelope = ok.content?.["application/json"]?.schema;
    expect(envelope?.required).toEqual(["success", "data"]);
    expect(envelope?.properties?.success).toEqual({ const: true });
    expect(envelope?.properties?.data).toEqual({ $ref: "#/components/schemas/Category" });

    // Multipart writes: features as one string, repeated images, removeImages on gallery PUT.
    const form = (path: string, method: HttpMethod) =>
      document.paths[path]?.[method]?.requestBody?.content["multipart/form-data"]?.schema;
    for (const method of ["post", "put"] as const) {
      const product = form("/api/products", method) ?? form("/api/products/{id}", method);
      expect(product?.properties?.features?.type, `${method} product`).toBe("string");
      expect(product?.properties?.image?.type, `${method} product`).toBe("string");
      expect(product?.properties?.category?.description).toContain("NAME");
      // Pack sizes in one line, as the admin form sends them.
      expect(product?.properties?.packSizes?.examples).toEqual(["100 ml, 250 ml, 500 ml, 1 L"]);
      const gallery = form("/api/gallery", method) ?? form("/api/gallery/{id}", method);
      expect(gallery?.properties?.images?.type, `${method} gallery`).toBe("array");
      expect(Boolean(gallery?.properties?.removeImages), `${method} gallery`).toBe(
        method === "put",
      );
      expect(Boolean(gallery?.properties?.imageOrder), `${method} gallery`).toBe(method === "put");
    }
    // A gallery update may also be JSON, with the image lists and no files.
    const galleryUpdate = document.paths["/api/gallery/{id}"]?.put?.requestBody?.content;
    expect(galleryUpdate?.["application/json"]?.schema).toEqual({
      $ref: "#/components/schemas/GalleryUpdate",
    });
    expect(Object.keys(schemas.GalleryUpdate?.properties ?? {})).toEqual(
      expect.arrayContaining(["title", "eventType", "imageOrder", "removeImages"]),
    );
    expect(schemas.GalleryUpdate?.properties?.imageOrder?.type).toBe("array");
    expect(form("/api/products", "post")?.required).toContain("image");
    expect(form("/api/products/{id}", "put")?.required).not.toContain("image");
  });

  test("the record schemas name exactly the fields the API answers", async ({ request }) => {
    const document = await fetchDocument(request, WORK_URL);
    const tag = uniqueTag();
    const token = await signInToken(request);
    const auth = bearer(token);
    const category = await createCategory(request, token, tag, "Schema");
    const product = await createProduct(request, token, category.name, tag);
    const gallery = await createGalleryItem(request, token, tag);
    const contact = await createContactMessage(request, token, `api-schema-${tag}@example.com`);
    const stats = await expectSuccess(
      await request.get(`${WORK_URL}/api/contacts/stats`, { headers: auth }),
    );
    const records: Record<string, unknown> = {
      Category: category,
      Product: product,
      GalleryItem: gallery,
      ContactMessage: contact,
      ContactStats: stats.data,
    };
    for (const [name, record] of Object.entries(records)) {
      const schema = document.components.schemas[name];
      if (!isObject(record) || !schema) throw new Error(name);
      const keys = Object.keys(record).sort();
      expect(Object.keys(schema.properties ?? {}).sort(), name).toEqual(keys);
      expect([...(schema.required ?? [])].sort(), name).toEqual(keys);
    }
    await expectSuccess(
      await request.delete(`${WORK_URL}/api/products/${product._id}`, { headers: auth }),
    );
    await expectSuccess(
      await request.delete(`${WORK_URL}/api/categories/${category._id}`, { headers: auth }),
    );
    await expectSuccess(
      await request.delete(`${WORK_URL}/api/gallery/${gallery._id}`, { headers: auth }),
    );
    await expectSuccess(
      await request.delete(`${WORK_URL}/api/contacts/${contact._id}`, { headers: auth }),
    );
  });

  test("answers are checked against the published description, which refuses what breaks it", async ({
    request,
  }) => {
    const answer = await request.get(`${SEEDED_URL}/api/categories`);
    const body = await readJson(answer);
    expect(await documentProblems("/api/categories", 200, body)).toBeNull();
    if (!isObject(body) || !Array.isArray(body.data) || !isObject(body.data[0])) {
      throw new Error("No category to change");
    }
    const first: Record<string, unknown> = body.data[0];
    const withRecord = (record: Record<string, unknown>) => ({ ...body, data: [record] });
    const withoutSlug = Object.fromEntries(Object.entries(first).filter(([key]) => key !== "slug"));
    const broken: [string, unknown][] = [
      ["a record without a field", withRecord(withoutSlug)],
      ["a record with a field the description does not have", withRecord({ ...first, price: 10 })],
      ["an id that is a number", withRecord({ ...first, _id: 1 })],
      ["a list that is not a list", { ...body, data: first }],
      ["a failure in a success envelope", { ...body, success: false }],
    ];
    for (const [what, changed] of broken) {
      expect(await documentProblems("/api/categories", 200, changed), what).not.toBeNull();
    }
    // One path serves several methods: a contact message is no category.
    const message = { ...first, email: "x@example.com" };
    expect(
      await documentProblems(`/api/categories/${String(first._id)}`, 200, {
        success: true,
        data: message,
      }),
    ).not.toBeNull();
  });

  test("every documented call exists on the running app", async ({ request }) => {
    test.setTimeout(60_000);
    const document = await fetchDocument(request, WORK_URL);
    const tag = uniqueTag();
    const token = await signInToken(request);
    const category = await createCategory(request, token, tag, "Probe");
    const product = await createProduct(request, token, category.name, tag);
    const gallery = await createGalleryItem(request, token, tag);
    const contact = await createContactMessage(request, token, `api-probe-${tag}@example.com`);
    const dealer = await createDealer(request, token, tag);
    const batch = await createBatch(request, token, product.slug, tag);
    // The probe's own account: its PATCH is sent an empty body, refused before anything changes.
    const { data: session } = await expectSuccess(
      await request.get(`${WORK_URL}/api/auth/admin/verify`, { headers: bearer(token) }),
    );
    const account = isObject(session) && isObject(session.user) ? String(session.user.id) : "";
    // In the trash: one to restore, one to delete for good.
    const [restored = "", forGood = ""] = await Promise.all(
      ["Restored", "Forgotten"].map(async (label) => {
        const { _id } = await createCategory(request, token, tag, label);
        await expectSuccess(
          await request.delete(`${WORK_URL}/api/categories/${_id}`, { headers: bearer(token) }),
        );
        return _id;
      }),
    );

    const idFor = (path: string): string => {
      if (path.startsWith("/api/batches/")) return batch._id;
      if (path.startsWith("/api/categories/")) return category._id;
      if (path.startsWith("/api/trash/")) return path.endsWith("/restore") ? restored : forGood;
      if (path.startsWith("/api/products/")) return product._id;
      if (path.startsWith("/api/gallery/")) return gallery._id;
      if (path.startsWith("/api/contacts/")) return contact._id;
      if (path.startsWith("/api/dealers/")) return dealer._id;
      if (path.startsWith("/api/accounts/")) return account;
      throw new Error(`No record for ${path}`);
    };
    const urlOf = (call: DocumentedCall): string => {
      const path = call.path
        .replace("{id}", () => idFor(call.path))
        .replace(
          "{slug}",
          call.path.startsWith("/api/products/")
            ? product.slug
            : call.path.startsWith("/api/crops/")
              ? "cotton"
              : category.slug,
        )
        .replace("{categoryName}", encodeURIComponent(category.name))
        .replace("{kind}", "categories")
        .replace("{list}", "unfound-searches");
      expect(path, call.path).not.toContain("{");
      const query = (call.operation.parameters ?? [])
        .map((parameter) => resolve<ParameterObject>(document, parameter))
        .filter((parameter) => parameter.in === "query")
        .map((parameter) => {
          const schema = resolve<SchemaObject>(document, parameter.schema);
          return `${parameter.name}=${encodeURIComponent(String(schema.enum?.[0] ?? ""))}`;
        });
      return `${WORK_URL}${path}${query.length > 0 ? `?${query.join("&")}` : ""}`;
    };

    // Reads and writes first, then deletions (a batch before its product, a product before its
    // category), sign-out last.
    const deletionRank = (path: string) =>
      path.includes("/batches/") ? 1 : path.includes("/products/") ? 2 : 3;
    const rank = (call: DocumentedCall) =>
      call.path.endsWith("/logout") ? 4 : call.method !== "delete" ? 0 : deletionRank(call.path);
    const calls = documentedCalls(document).sort((a, b) => rank(a) - rank(b));
    expect(calls.length).toBeGreaterThan(30);

    // A call the description says needs the token is refused without it; a public one is not
    // (the probes below make those without a token and accept only documented answers).
    for (const call of calls.filter(({ operation }) => isAdmin(operation))) {
      const what = `${call.method.toUpperCase()} ${call.path} without a token`;
      const response = await request.fetch(urlOf(call), { method: call.method });
      expect(response.status(), what).toBe(401);
    }

    for (const call of calls) {
      const content = call.operation.requestBody?.content ?? {};
      const headers = isAdmin(call.operation) ? bearer(token) : {};
      const options: Parameters<APIRequestContext["fetch"]>[1] = { method: call.method, headers };
      if (call.path === "/api/auth/admin-login") {
        options.data = { username: ADMIN_USERNAME, password: ADMIN_PASSWORD };
      } else if ("application/json" in content) {
        options.data = {};
      } else if ("multipart/form-data" in content) {
        options.multipart = formOf({ note: "contract probe" });
      }
      const what = `${call.method.toUpperCase()} ${call.path}`;
      await test.step(what, async () => {
        const response: APIResponse = await request.fetch(urlOf(call), options);
        const success = call.operation.responses["200"];
        const documented = success ? resolve(document, success) : undefined;
        if (response.status() === 200 && documented?.content?.["text/csv"]) {
          // A file, not the JSON envelope: its type is what the description promises.
          expect(response.headers()["content-type"], what).toMatch(/^text\/csv\b/);
          return;
        }
        const body = await readJson(response);
        const status = String(response.status());
        expect(status, what).not.toBe("405");
        expect(status, what).not.toBe("404");
        expect(isObject(body) ? body.message : undefined, what).not.toBe(UNKNOWN_CALL);
        expect(Object.keys(call.operation.responses), `${what} answered ${status}`).toContain(
          status,
        );
        if (call.path !== "/api/openapi.json") {
          expect(isObject(body) && typeof body.success === "boolean", what).toBe(true);
        }
      });
    }

    // The probes' deletions removed this test's records; the gallery and contact are gone too.
    const auth = { headers: bearer(await signInToken(request)) };
    for (const path of [
      `/api/batches/${batch._id}`,
      `/api/products/${product._id}`,
      `/api/categories/${category._id}`,
      `/api/gallery/${gallery._id}`,
      `/api/contacts/${contact._id}`,
    ]) {
      expect((await request.get(`${WORK_URL}${path}`, auth)).status(), path).toBe(404);
    }
  });
});

import { expectFailure, expectFieldErrors, expectSuccess } from "./support/api-contract";
import { createCategory, createProduct, expectCategory, expectList } from "./support/api-records";
import { uniqueTag } from "./support/database";
import { OVERSIZED_JSON, raw, withOwnClient } from "./support/http";
import { EMPTY_URL, SEEDED_URL, WORK_URL } from "./support/servers";
import { bearer, signInToken } from "./support/sign-in";
import { expect, test } from "./support/test";

/** The demo catalogue's categories (README: 6 categories). */
const SEEDED_CATEGORIES = [
  ["Insecticides", "insecticides"],
  ["Herbicides", "herbicides"],
  ["Fungicides", "fungicides"],
  ["Fertilizers", "fertilizers"],
  ["Plant Growth Regulators", "plant-growth-regulators"],
  ["Seed Treatments", "seed-treatments"],
] as const;

test.describe("public category reads", () => {
  test("GET /api/categories lists the records, by name", async ({ request }) => {
    const { data } = await expectSuccess(await request.get(`${SEEDED_URL}/api/categories`));
    const categories = expectList(data, expectCategory);
    for (const [name, slug] of SEEDED_CATEGORIES) {
      expect(categories).toContainEqual(expect.objectContaining({ name, slug }));
    }
    const names = categories.map((category) => category.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  test("GET /api/categories/{id} and /slug/{slug} answer one record", async ({ request }) => {
    const { data } = await expectSuccess(await request.get(`${SEEDED_URL}/api/categories`));
    const insecticides = expectList(data, expectCategory).find(
      (category) => category.slug === "insecticides",
    );
    if (!insecticides) throw new Error("The demo category Insecticides is missing");

    const byId = await expectSuccess(
      await request.get(`${SEEDED_URL}/api/categories/${insecticides._id}`),
    );
    expect(expectCategory(byId.data)).toEqual(insecticides);
    const bySlug = await expectSuccess(
      await request.get(`${SEEDED_URL}/api/categories/slug/insecticides`),
    );
    expect(expectCategory(bySlug.data)).toEqual(insecticides);
  });

  test("unknown ids and slugs are 404", async ({ request }) => {
    for (const path of [
      "/api/categories/999999999",
      "/api/categories/0",
      "/api/categories/abc",
      "/api/categories/1.5",
      "/api/categories/99999999999999999999",
      `/api/categories/slug/no-such-category-${uniqueTag()}`,
    ]) {
      const { message } = await expectFailure(await request.get(`${SEEDED_URL}${path}`), 404);
      expect(message).toBe("Category not found.");
    }
  });

  test("an empty catalogue answers empty lists, not errors", async ({ request }) => {
    const { data } = await expectSuccess(await request.get(`${EMPTY_URL}/api/categories`));
    const categories = expectList(data, expectCategory);
    expect(categories.map((category) => category.slug)).not.toContain("insecticides");
    await expectFailure(await request.get(`${EMPTY_URL}/api/categories/slug/insecticides`), 404);
  });
});

test.describe("category writes", () => {
  test("create, read, update and delete a category", async ({ request }) => {
    const tag = uniqueTag();
    const token = await signInToken(request);
    const auth = bearer(token);

    const created = await request.post(`${WORK_URL}/api/categories`, {
      headers: auth,
      data: { name: `API Bio Stimulants ${tag}`, description: "  Seaweed extracts.  " },
    });
    const { data, message } = await expectSuccess(created, 201);
    expect(message).toBe("Category created.");
    const category = expectCategory(data);
    expect(category).toMatchObject({
      name: `API Bio Stimulants ${tag}`,
      slug: `api-bio-stimulants-${tag}`,
      description: "Seaweed extracts.",
    });
    expect(Math.abs(Date.parse(category.createdAt) - Date.now())).toBeLessThan(10 * 60_000);

    const listed = await expectSuccess(await request.get(`${WORK_URL}/api/categories`));
    expect(expectList(listed.data, expectCategory)).toContainEqual(category);
    const byId = await expectSuccess(
      await request.get(`${WORK_URL}/api/categories/${category._id}`),
    );
    expect(byId.data).toEqual(category);
    const bySlug = await expectSuccess(
      await request.get(`${WORK_URL}/api/categories/slug/${category.slug}`),
    );
    expect(bySlug.data).toEqual(category);

    const updated = await request.put(`${WORK_URL}/api/categories/${category._id}`, {
      headers: auth,
      data: {
        name: `API Biostimulants ${tag}`,
        slug: `  API Bio Boost ${tag} `,
        description: "Amino acids too.",
      },
    });
    const update = await expectSuccess(updated);
    expect(update.message).toBe("Category updated.");
    expect(expectCategory(update.data)).toEqual({
      ...category,
      name: `API Biostimulants ${tag}`,
      slug: `api-bio-boost-${tag}`,
      description: "Amino acids too.",
    });
    await expectFailure(await request.get(`${WORK_URL}/api/categories/slug/${category.slug}`), 404);

    const deleted = await expectSuccess(
      await request.delete(`${WORK_URL}/api/categories/${category._id}`, { headers: auth }),
    );
    expect(deleted.message).toBe("Category deleted.");
    expect(expectCategory(deleted.data)._id).toBe(category._id);
    await expectFailure(await request.get(`${WORK_URL}/api/categories/${category._id}`), 404);
    await expectFailure(
      await request.delete(`${WORK_URL}/api/categories/${category._id}`, { headers: auth }),
      404,
    );
    await expectFailure(
      await request.put(`${WORK_URL}/api/categories/${category._id}`, {
        headers: auth,
        data: { name: `API Gone ${tag}`, description: "Gone." },
      }),
      404,
    );
  });

  test("invalid input is 400 with errors by field", async ({ request }) => {
    const auth = bearer(await signInToken(request));
    const url = `${WORK_URL}/api/categories`;
    const empty = await expectFieldErrors(
      await request.post(url, { headers: auth, data: { name: " ", description: "" } }),
      400,
      ["name", "description"],
    );
    expect(empty).toEqual({ name: "Name is required", description: "Description is required" });
    await expectFieldErrors(await request.post(url, { headers: auth, data: {} }), 400, [
      "name",
      "description",
    ]);
    await expectFieldErrors(
      await request.post(url, { headers: auth, data: { name: 7, description: { a: 1 } } }),
      400,
      ["name", "description"],
    );
    await expectFieldErrors(
      await request.post(url, {
        headers: auth,
        data: { name: "x".repeat(101), description: "Too long a name." },
      }),
      400,
      ["name"],
    );
    const slug = await expectFieldErrors(
      await request.post(url, { headers: auth, data: { name: "!!!", description: "No slug." } }),
      400,
      ["slug"],
    );
    expect(slug.slug).toContain("Slug is required");
  });

  test("a taken name or slug is 409, on create and on update", async ({ request }) => {
    const tag = uniqueTag();
    const token = await signInToken(request);
    const auth = bearer(token);
    const first = await createCategory(request, token, tag, "First");
    const second = await createCategory(request, token, tag, "Second");
    const url = `${WORK_URL}/api/categories`;

    const sameName = await expectFieldErrors(
      await request.post(url, {
        headers: auth,
        data: { name: first.name.toUpperCase(), slug: `other-${tag}`, description: "Dup." },
      }),
      409,
      ["name"],
    );
    expect(sameName.name).toContain("already exists");
    const sameSlug = await expectFieldErrors(
      await request.post(url, {
        headers: auth,
        data: { name: `API Other ${tag}`, slug: first.slug, description: "Dup." },
      }),
      409,
      ["slug"],
    );
    expect(sameSlug.slug).toContain("already used");
    await expectFieldErrors(
      await request.post(url, {
        headers: auth,
        data: { name: "Insecticides", description: "The demo category's name." },
      }),
      409,
      ["name", "slug"],
    );
    await expectFieldErrors(
      await request.put(`${url}/${second._id}`, {
        headers: auth,
        data: { name: second.name, slug: first.slug, description: "Dup." },
      }),
      409,
      ["slug"],
    );
    // Saving a category under its own name and slug is no conflict.
    await expectSuccess(
      await request.put(`${url}/${second._id}`, {
        headers: auth,
        data: { name: second.name, slug: second.slug, description: "Same again." },
      }),
    );

    for (const category of [first, second]) {
      await expectSuccess(await request.delete(`${url}/${category._id}`, { headers: auth }));
    }
  });

  test("deleting a category that has products is 409", async ({ request }) => {
    const tag = uniqueTag();
    const token = await signInToken(request);
    const auth = bearer(token);
    const category = await createCategory(request, token, tag, "Full");
    const product = await createProduct(request, token, category.name, tag);

    const { message } = await expectFailure(
      await request.delete(`${WORK_URL}/api/categories/${category._id}`, { headers: auth }),
      409,
    );
    expect(message).toContain("still has 1 product");
    await expectSuccess(await request.get(`${WORK_URL}/api/categories/${category._id}`));

    await expectSuccess(
      await request.delete(`${WORK_URL}/api/products/${product._id}`, { headers: auth }),
    );
    await expectSuccess(
      await request.delete(`${WORK_URL}/api/categories/${category._id}`, { headers: auth }),
    );
  });

  test("unknown ids are 404 for writes too", async ({ request }) => {
    const auth = bearer(await signInToken(request));
    const data = { name: `API Nothing ${uniqueTag()}`, description: "Nothing." };
    for (const id of ["999999999", "abc", "0"]) {
      await expectFailure(
        await request.put(`${WORK_URL}/api/categories/${id}`, { headers: auth, data }),
        404,
      );
      await expectFailure(
        await request.delete(`${WORK_URL}/api/categories/${id}`, { headers: auth }),
        404,
      );
    }
  });

  test("wrong content type is 415, malformed JSON 400, a body over 256 KB 413", async ({
    request,
  }) => {
    const tag = uniqueTag();
    const token = await signInToken(request);
    const auth = bearer(token);
    const category = await createCategory(request, token, tag, "Bodies");
    for (const url of [
      `${WORK_URL}/api/categories`,
      `${WORK_URL}/api/categories/${category._id}`,
    ]) {
      const method = url.endsWith("/categories") ? "POST" : "PUT";
      const text = await request.fetch(url, {
        method,
        headers: { ...auth, "Content-Type": "text/plain" },
        data: JSON.stringify({ name: `API Text ${tag}`, description: "As text." }),
      });
      expect((await expectFailure(text, 415)).message).toContain("application/json");
      const form = await request.fetch(url, {
        method,
        headers: auth,
        form: { name: `API Form ${tag}`, description: "As a form." },
      });
      await expectFailure(form, 415);
      const malformed = await request.fetch(url, {
        method,
        headers: { ...auth, "Content-Type": "application/json" },
        data: raw("{name: 'not json'}"),
      });
      expect((await expectFailure(malformed, 400)).message).toBe("The body is not valid JSON.");
      const array = await request.fetch(url, {
        method,
        headers: { ...auth, "Content-Type": "application/json" },
        data: raw("[]"),
      });
      expect((await expectFailure(array, 400)).message).toBe("The body must be a JSON object.");
      await withOwnClient(async (own) => {
        const big = await own.fetch(url, {
          method,
          headers: { ...auth, "Content-Type": "application/json" },
          data: OVERSIZED_JSON,
        });
        expect((await expectFailure(big, 413)).message).toContain("256 KB");
      });
    }
    const unchanged = await expectSuccess(
      await request.get(`${WORK_URL}/api/categories/${category._id}`),
    );
    expect(unchanged.data).toEqual(category);
    await expectSuccess(
      await request.delete(`${WORK_URL}/api/categories/${category._id}`, { headers: auth }),
    );
  });
});

import { type APIRequestContext } from "@playwright/test";
import { expectFailure, expectFieldErrors, expectSuccess } from "./support/api-contract";
import {
  createCategory,
  createProduct,
  expectList,
  expectProduct,
  PRODUCT_IMAGE_URL,
} from "./support/api-records";
import { uniqueTag } from "./support/database";
import { formOf, pngBytes, pngFile } from "./support/files";
import { expectRaw413, sendRaw, withOwnClient } from "./support/http";
import { EMPTY_URL, SEEDED_URL, WORK_URL } from "./support/servers";
import { bearer, signInToken } from "./support/sign-in";
import { expect, test } from "./support/test";
import { DEMO_MAIN_USES, DEMO_TARGET_NAMES } from "~/demo/target-names";

const DHAAL_SLUG = "dhaal-imidacloprid-20-sl";

/** Fetches an uploaded image and checks it is served as WebP. */
async function expectWebp(request: APIRequestContext, base: string, url: string): Promise<void> {
  const response = await request.get(`${base}${url}`);
  expect(response.status(), url).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/webp");
  const body = await response.body();
  expect(body.subarray(0, 4).toString("latin1")).toBe("RIFF");
  expect(body.subarray(8, 12).toString("latin1")).toBe("WEBP");
}

test.describe("public product reads", () => {
  test("GET /api/products lists full records, newest first", async ({ request }) => {
    const { data } = await expectSuccess(await request.get(`${SEEDED_URL}/api/products`));
    const products = expectList(data, expectProduct);
    expect(products.length).toBeGreaterThanOrEqual(26);
    const dhaal = products.find((product) => product.slug === DHAAL_SLUG);
    expect(dhaal).toMatchObject({
      name: "Dhaal Imidacloprid 20% SL",
      category: "Insecticides",
      image: expect.stringMatching(PRODUCT_IMAGE_URL),
    });
    expect(dhaal?.features.length).toBeGreaterThan(0);
    // Its uses say what each target is, its Roman Urdu names, and which are its main uses.
    expect(dhaal?.uses[0]).toMatchObject({
      crop: "cotton",
      target: "Whitefly",
      targetKind: "pest",
      targetRoman: DEMO_TARGET_NAMES.Whitefly?.roman,
      main: true,
    });
    expect(dhaal?.uses.filter((use) => use.main).map((use) => [use.crop, use.target])).toEqual(
      DEMO_MAIN_USES["Dhaal Imidacloprid 20% SL"]?.map(([crop, target]) => [crop, target]),
    );
    expect(Object.keys(dhaal?.specifications ?? {}).length).toBeGreaterThan(0);
    // The sizes it is sold in, smallest first.
    expect(dhaal?.packSizes).toEqual([
      { amount: 100, unit: "ml" },
      { amount: 250, unit: "ml" },
      { amount: 500, unit: "ml" },
      { amount: 1, unit: "L" },
    ]);
    const created = products.map((product) => product.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    await expectWebp(request, SEEDED_URL, dhaal?.image ?? "");
  });

  test("GET /api/products/{id} and /slug/{slug} answer the same record", async ({ request }) => {
    const bySlug = await expectSuccess(
      await request.get(`${SEEDED_URL}/api/products/slug/${DHAAL_SLUG}`),
    );
    const product = expectProduct(bySlug.data);
    expect(product.slug).toBe(DHAAL_SLUG);
    expect(product.category).toBe("Insecticides");
    const byId = await expectSuccess(
      await request.get(`${SEEDED_URL}/api/products/${product._id}`),
    );
    expect(byId.data).toEqual(product);
  });

  test("GET /api/products/category/{categoryName} lists that category's products", async ({
    request,
  }) => {
    const { data } = await expectSuccess(
      await request.get(`${SEEDED_URL}/api/products/category/Insecticides`),
    );
    const products = expectList(data, expectProduct);
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((product) => product.category === "Insecticides")).toBe(true);
    expect(products.map((product) => product.slug)).toContain(DHAAL_SLUG);
    const names = products.map((product) => product.name.toLowerCase());
    expect(names).toEqual([...names].sort());

    // The name in any letter case, URL-encoded with its spaces.
    const lower = await expectSuccess(
      await request.get(`${SEEDED_URL}/api/products/category/insecticides`),
    );
    expect(lower.data).toEqual(data);
    const spaced = await expectSuccess(
      await request.get(
        `${SEEDED_URL}/api/products/category/${encodeURIComponent("Seed Treatments")}`,
      ),
    );
    const seedTreatments = expectList(spaced.data, expectProduct);
    expect(seedTreatments.length).toBeGreaterThan(0);
    expect(seedTreatments.every((product) => product.category === "Seed Treatments")).toBe(true);
  });

  test("unknown ids, slugs and category names are 404", async ({ request }) => {
    const tag = uniqueTag();
    for (const [path, message] of [
      ["/api/products/999999999", "Product not found."],
      ["/api/products/abc", "Product not found."],
      ["/api/products/-1", "Product not found."],
      [`/api/products/slug/no-such-product-${tag}`, "Product not found."],
      [`/api/products/category/No Such Category ${tag}`, "Category not found."],
      // A slug is not a name.
      ["/api/products/category/seed-treatments", "Category not found."],
    ] as const) {
      const response = await request.get(`${SEEDED_URL}${path}`);
      expect((await expectFailure(response, 404)).message).toBe(message);
    }
  });

  test("an empty catalogue lists no products", async ({ request }) => {
    const { data } = await expectSuccess(await request.get(`${EMPTY_URL}/api/products`));
    expect(expectList(data, expectProduct).map((product) => product.slug)).not.toContain(
      DHAAL_SLUG,
    );
    await expectFailure(await request.get(`${EMPTY_URL}/api/products/slug/${DHAAL_SLUG}`), 404);
    await expectFailure(await request.get(`${EMPTY_URL}/api/products/category/Insecticides`), 404);
  });
});

test.describe("product writes (multipart)", () => {
  test("create with a PNG, read, update and delete a product", async ({ request }) => {
    const tag = uniqueTag();
    const token = await signInToken(request);
    const auth = bearer(token);
    const category = await createCategory(request, token, tag, "Products");

    const created = await request.post(`${WORK_URL}/api/products`, {
      headers: auth,
      multipart: formOf(
        {
          name: `API Neem Guard ${tag}`,
          slug: "",
          // The category by name, in another letter case.
          category: category.name.toLowerCase(),
          description: "Neem oil emulsion.",
          features: "Safe for bees\n\n  Rain-fast in 2 hours  \r\nMixes with most sprays\n",
          usage: "",
          composition: "Azadirachtin 0.15% EC",
          dosage: "250 ml per acre",
          waitingPeriod: "",
          packSizes: "1 L, 250 ml",
        },
        [await pngFile("image", "neem.png", "#7cb342")],
      ),
    });
    const { data, message } = await expectSuccess(created, 201);
    expect(message).toBe("Product created.");
    const product = expectProduct(data);
    expect(product).toMatchObject({
      name: `API Neem Guard ${tag}`,
      slug: `api-neem-guard-${tag}`,
      category: category.name,
      description: "Neem oil emulsion.",
      features: ["Safe for bees", "Rain-fast in 2 hours", "Mixes with most sprays"],
      usage: "",
      specifications: { composition: "Azadirachtin 0.15% EC", dosage: "250 ml per acre" },
      packSizes: [
        { amount: 250, unit: "ml" },
        { amount: 1, unit: "L" },
      ],
    });
    expect(product.specifications).not.toHaveProperty("waitingPeriod");
    expect(product.image).toMatch(PRODUCT_IMAGE_URL);
    await expectWebp(request, WORK_URL, product.image ?? "");

    const byId = await expectSuccess(await request.get(`${WORK_URL}/api/products/${product._id}`));
    expect(byId.data).toEqual(product);
    const bySlug = await expectSuccess(
      await request.get(`${WORK_URL}/api/products/slug/${product.slug}`),
    );
    expect(bySlug.data).toEqual(product);
    const inCategory = await expectSuccess(
      await request.get(`${WORK_URL}/api/products/category/${encodeURIComponent(category.name)}`),
    );
    expect(inCategory.data).toEqual([product]);
    const listed = await expectSuccess(await request.get(`${WORK_URL}/api/products`));
    expect(expectList(listed.data, expectProduct)).toContainEqual(product);

    // Update without an image: the text fields are replaced, the image is kept, and so are the
    // pack sizes, which it leaves out.
    const updated = await request.put(`${WORK_URL}/api/products/${product._id}`, {
      headers: auth,
      multipart: formOf({
        name: `API Neem Guard Plus ${tag}`,
        slug: `api-neem-plus-${tag}`,
        category: category.name,
        description: "Stronger neem oil emulsion.",
        features: "One feature",
        usage: "Spray in the evening.",
        waitingPeriod: "3 days",
      }),
    });
    const update = await expectSuccess(updated);
    expect(update.message).toBe("Product updated.");
    const renamed = expectProduct(update.data);
    expect(renamed).toEqual({
      ...product,
      name: `API Neem Guard Plus ${tag}`,
      slug: `api-neem-plus-${tag}`,
      description: "Stronger neem oil emulsion.",
      features: ["One feature"],
      usage: "Spray in the evening.",
      specifications: { waitingPeriod: "3 days" },
    });
    await expectFailure(await request.get(`${WORK_URL}/api/products/slug/${product.slug}`), 404);

    // Update with a new image: the old image's files are gone.
    const reimaged = await request.put(`${WORK_URL}/api/products/${product._id}`, {
      headers: auth,
      multipart: formOf(
        {
          name: renamed.name,
          slug: renamed.slug,
          category: category.name,
          description: renamed.description,
        },
        [
          {
            field: "image",
            name: "wide.png",
            type: "image/png",
            buffer: await pngBytes(400, 200, "#c62828"),
          },
        ],
      ),
    });
    const withImage = expectProduct((await expectSuccess(reimaged)).data);
    expect(withImage.image).toMatch(PRODUCT_IMAGE_URL);
    expect(withImage.image).not.toBe(product.image);
    expect(withImage.image).toMatch(/-400\.webp$/);
    expect(withImage.features).toEqual([]);
    await expectWebp(request, WORK_URL, withImage.image ?? "");
    expect((await request.get(`${WORK_URL}${product.image ?? ""}`)).status()).toBe(404);

    const deleted = await expectSuccess(
      await request.delete(`${WORK_URL}/api/products/${product._id}`, { headers: auth }),
    );
    expect(deleted.message).toBe("Product deleted.");
    expect(expectProduct(deleted.data)._id).toBe(product._id);
    await expectFailure(await request.get(`${WORK_URL}/api/products/${product._id}`), 404);
    await expectFailure(
      await request.delete(`${WORK_URL}/api/products/${product._id}`, { headers: auth }),
      404,
    );
    // Its image is kept while it is in the trash, and goes when it is deleted for good.
    expect((await request.get(`${WORK_URL}${withImage.image ?? ""}`)).status()).toBe(200);
    await expectSuccess(
      await request.delete(`${WORK_URL}/api/trash/products/${product._id}`, { headers: auth }),
    );
    expect((await request.get(`${WORK_URL}${withImage.image ?? ""}`)).status()).toBe(404);
    const empty = await expectSuccess(
      await request.get(`${WORK_URL}/api/products/category/${encodeURIComponent(category.name)}`),
    );
    expect(empty.data).toEqual([]);

    await expectSuccess(
      await request.delete(`${WORK_URL}/api/categories/${category._id}`, { headers: auth }),
    );
  });

  test("invalid input is 400 with errors by field", async ({ request }) => {
    const tag = uniqueTag();
    const token = await signInToken(request);
    const auth = bearer(token);
    const category = await createCategory(request, token, tag, "Invalid Products");
    const url = `${WORK_URL}/api/products`;
    const valid = {
      name: `API Invalid ${tag}`,
      category: category.name,
      description: "Valid text.",
    };
    const png = await pngFile("image", "ok.png");

    const empty = await expectFieldErrors(
      await request.post(url, { headers: auth, multipart: formOf({ name: "" }) }),
      400,
      ["name", "category", "description", "image"],
    );
    expect(empty.category).toBe("Please choose a category");
    expect(empty.image).toContain("Please choose an image");

    const noImage = await expectFieldErrors(
      await request.post(url, { headers: auth, multipart: formOf(valid) }),
      400,
      ["image"],
    );
    expect(noImage.image).toBe("Please choose an image (PNG, JPG or WebP, up to 5MB)");

    const unknownCategory = await expectFieldErrors(
      await request.post(url, {
        headers: auth,
        multipart: formOf({ ...valid, category: `No Such Category ${tag}` }, [png]),
      }),
      400,
      ["category"],
    );
    expect(unknownCategory.category).toBe("Please choose an existing category");

    const textFile = await expectFieldErrors(
      await request.post(url, {
        headers: auth,
        multipart: formOf(valid, [
          { field: "image", name: "notes.txt", type: "text/plain", buffer: Buffer.from("hi") },
        ]),
      }),
      400,
      ["image"],
    );
    expect(textFile.image).toBe("File notes.txt is not a valid image type");

    const fakePng = await expectFieldErrors(
      await request.post(url, {
        headers: auth,
        multipart: formOf(valid, [
          {
            field: "image",
            name: "fake.png",
            type: "image/png",
            buffer: Buffer.from("not really a PNG image at all"),
          },
        ]),
      }),
      400,
      ["image"],
    );
    expect(fakePng.image).toBe("File fake.png is not a valid image type");

    const tooLong = await expectFieldErrors(
      await request.post(url, {
        headers: auth,
        multipart: formOf({ ...valid, name: "n".repeat(151), composition: "c".repeat(501) }, [png]),
      }),
      400,
      ["name", "composition"],
    );
    expect(tooLong.name).toContain("at most 150");

    const notPacks = await expectFieldErrors(
      await request.post(url, {
        headers: auth,
        multipart: formOf({ ...valid, packSizes: "250 ml, 1 jerrycan" }, [png]),
      }),
      400,
      ["packSizes"],
    );
    expect(notPacks.packSizes).toMatch(/^"1 jerrycan" is not a pack size/);

    const noSlug = await expectFieldErrors(
      await request.post(url, {
        headers: auth,
        multipart: formOf({ ...valid, name: "%%%" }, [png]),
      }),
      400,
      ["slug"],
    );
    expect(noSlug.slug).toContain("Slug is required");

    // Nothing was stored.
    const none = await expectSuccess(
      await request.get(`${WORK_URL}/api/products/category/${encodeURIComponent(category.name)}`),
    );
    expect(none.data).toEqual([]);
    await expectSuccess(
      await request.delete(`${WORK_URL}/api/categories/${category._id}`, { headers: auth }),
    );
  });

  test("a taken product slug is 409, on create and on update", async ({ request }) => {
    const tag = uniqueTag();
    const token = await signInToken(request);
    const auth = bearer(token);
    const category = await createCategory(request, token, tag, "Slugs");
    const product = await createProduct(request, token, category.name, tag);

    const duplicate = await expectFieldErrors(
      await request.post(`${WORK_URL}/api/products`, {
        headers: auth,
        multipart: formOf(
          {
            name: `API Another ${tag}`,
            slug: product.slug,
            category: category.name,
            description: "Same slug.",
          },
          [await pngFile("image", "dup.png")],
        ),
      }),
      409,
      ["slug"],
    );
    expect(duplicate.slug).toBe(`The slug "${product.slug}" is already used by another product.`);

    await expectFieldErrors(
      await request.put(`${WORK_URL}/api/products/${product._id}`, {
        headers: auth,
        multipart: formOf({
          name: product.name,
          slug: DHAAL_SLUG,
          category: category.name,
          description: product.description,
        }),
      }),
      409,
      ["slug"],
    );
    const unchanged = await expectSuccess(
      await request.get(`${WORK_URL}/api/products/${product._id}`),
    );
    expect(unchanged.data).toEqual(product);

    await expectSuccess(
      await request.delete(`${WORK_URL}/api/products/${product._id}`, { headers: auth }),
    );
    await expectSuccess(
      await request.delete(`${WORK_URL}/api/categories/${category._id}`, { headers: auth }),
    );
  });

  test("unknown ids are 404 for writes", async ({ request }) => {
    const auth = bearer(await signInToken(request));
    for (const id of ["999999999", "abc"]) {
      await expectFailure(
        await request.put(`${WORK_URL}/api/products/${id}`, {
          headers: auth,
          multipart: formOf({ name: "x", category: "Insecticides", description: "x" }),
        }),
        404,
      );
      await expectFailure(
        await request.delete(`${WORK_URL}/api/products/${id}`, { headers: auth }),
        404,
      );
    }
  });

  test("JSON is 415; a file over 5 MB or a second file is 413", async ({ request }) => {
    const tag = uniqueTag();
    const token = await signInToken(request);
    const auth = bearer(token);
    const category = await createCategory(request, token, tag, "Limits");
    const fields = { name: `API Limits ${tag}`, category: category.name, description: "Big." };
    const url = `${WORK_URL}/api/products`;

    const json = await request.post(url, { headers: auth, data: fields });
    expect((await expectFailure(json, 415)).message).toBe("Send the form as multipart/form-data.");
    const text = await request.post(url, {
      headers: { ...auth, "Content-Type": "text/plain" },
      data: "name=x",
    });
    await expectFailure(text, 415);

    // Refused before the body is read: the answer comes while the client has sent only the head.
    // The form has room for the image and the label's two PDFs, 25 MB and its text.
    expectRaw413(
      await sendRaw(url, "POST", {
        ...auth,
        "Content-Type": "multipart/form-data; boundary=----huge",
        "Content-Length": String(26 * 1024 * 1024),
      }),
    );
    await withOwnClient(async (own) => {
      const two = await own.post(url, {
        headers: auth,
        multipart: formOf(fields, [
          await pngFile("image", "one.png"),
          await pngFile("image", "two.png"),
        ]),
      });
      expect((await expectFailure(two, 413)).message).toMatch(/^At most 1 files? can be sent/);
    });

    // One byte over 5 MB: the request fits its Content-Length bound, the file is stopped while
    // it streams in.
    await withOwnClient(async (own) => {
      const large = await own.post(url, {
        headers: auth,
        multipart: formOf(fields, [
          {
            field: "image",
            name: "large.png",
            type: "image/png",
            buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 1),
          },
        ]),
      });
      expect((await expectFailure(large, 413)).message).toContain("too large (max 5MB)");
    });

    const none = await expectSuccess(
      await request.get(`${WORK_URL}/api/products/category/${encodeURIComponent(category.name)}`),
    );
    expect(none.data).toEqual([]);
    await expectSuccess(
      await request.delete(`${WORK_URL}/api/categories/${category._id}`, { headers: auth }),
    );
  });
});

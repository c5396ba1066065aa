/**
 * The trash through the API: a DELETE answers as it always did and the record is gone from
 * every read; GET /api/trash lists it, POST /api/trash/{kind}/{id}/restore brings it back as it
 * was, a restore that would clash is refused, and DELETE /api/trash/{kind}/{id} is for good.
 */
import { expectFailure, expectSuccess } from "./support/api-contract";
import { createCategory, createProduct, expectList, expectProduct } from "./support/api-records";
import { uniqueTag } from "./support/database";
import { WORK_URL } from "./support/servers";
import { bearer, signInToken } from "./support/sign-in";
import { expect, test } from "./support/test";

test.use({ baseURL: WORK_URL });

type TrashRecord = {
  kind: string;
  _id: string;
  name: string;
  detail: string | null;
  deletedAt: string;
  purgeAt: string;
};

const DAY_MS = 24 * 60 * 60 * 1000;

test.describe("the trash in the API", () => {
  test("a deleted product is listed in the trash and restored with its id, uses and image", async ({
    request,
  }) => {
    const tag = uniqueTag();
    const token = await signInToken(request);
    const auth = bearer(token);
    const category = await createCategory(request, token, tag, "Trash");
    const product = await createProduct(request, token, category.name, tag, "Trashed");
    const withUses = await request.put(`/api/products/${product._id}/uses`, {
      headers: auth,
      data: { uses: [{ crop: "cotton", target: "Whitefly", dose: "250 ml per acre" }] },
    });
    const stored = expectProduct((await expectSuccess(withUses)).data);

    // The DELETE keeps its contract: 200, the deleted product, its message.
    const deleted = await expectSuccess(
      await request.delete(`/api/products/${product._id}`, { headers: auth }),
    );
    expect(deleted.message).toBe("Product deleted.");
    expect(expectProduct(deleted.data)).toEqual(stored);
    await expectFailure(await request.get(`/api/products/${product._id}`), 404);
    await expectFailure(await request.get(`/api/products/slug/${product.slug}`), 404);
    const search = await expectSuccess(await request.get(`/api/search?q=${tag}`));
    expect(JSON.stringify(search.data)).not.toContain(product.slug);

    const listed = await expectSuccess(
      await request.get("/api/trash?kind=products", { headers: auth }),
    );
    const entries = expectList(listed.data, (entry) => entry as TrashRecord);
    const entry = entries.find((candidate) => candidate._id === product._id);
    expect(entry).toMatchObject({ kind: "products", name: product.name, detail: category.name });
    expect(Date.parse(entry!.purgeAt) - Date.parse(entry!.deletedAt)).toBe(30 * DAY_MS);
    const one = await expectSuccess(
      await request.get(`/api/trash/products/${product._id}`, { headers: auth }),
    );
    expect(one.data).toEqual(entry);

    const restored = await expectSuccess(
      await request.post(`/api/trash/products/${product._id}/restore`, { headers: auth }),
    );
    expect(restored.message).toBe("Restored from the trash.");
    expect(restored.data).toEqual(entry);
    const back = expectProduct(
      (await expectSuccess(await request.get(`/api/products/${product._id}`))).data,
    );
    expect(back).toEqual(stored);
    expect((await request.get(back.image ?? "")).status()).toBe(200);
    await expectFailure(
      await request.get(`/api/trash/products/${product._id}`, { headers: auth }),
      404,
    );
    await expectFailure(
      await request.post(`/api/trash/products/${product._id}/restore`, { headers: auth }),
      404,
    );

    await expectSuccess(await request.delete(`/api/products/${product._id}`, { headers: auth }));
    await expectSuccess(
      await request.delete(`/api/trash/products/${product._id}`, { headers: auth }),
    );
    await expectSuccess(await request.delete(`/api/categories/${category._id}`, { headers: auth }));
    await expectSuccess(
      await request.delete(`/api/trash/categories/${category._id}`, { headers: auth }),
    );
  });

  test("a restore that would clash is refused, and one whose category is in the trash waits for it", async ({
    request,
  }) => {
    const tag = uniqueTag();
    const token = await signInToken(request);
    const auth = bearer(token);
    const category = await createCategory(request, token, tag, "Clash");
    const product = await createProduct(request, token, category.name, tag, "Clash");
    await expectSuccess(await request.delete(`/api/products/${product._id}`, { headers: auth }));
    const newer = await createProduct(request, token, category.name, tag, "Clash");
    expect(newer.slug).toBe(product.slug);

    const clash = await expectFailure(
      await request.post(`/api/trash/products/${product._id}/restore`, { headers: auth }),
      409,
    );
    expect(clash.message).toBe(
      `The slug "${product.slug}" is already used by another product. Change the other one first, then restore this one.`,
    );

    // The newer one goes for good; the category goes to the trash, emptied.
    await expectSuccess(await request.delete(`/api/products/${newer._id}`, { headers: auth }));
    await expectSuccess(
      await request.delete(`/api/trash/products/${newer._id}`, { headers: auth }),
    );
    await expectSuccess(await request.delete(`/api/categories/${category._id}`, { headers: auth }));
    const waits = await expectFailure(
      await request.post(`/api/trash/products/${product._id}/restore`, { headers: auth }),
      409,
    );
    expect(waits.message).toBe(
      `The product "${product.name}" needs the category "${category.name}", which is in the trash: restore that first.`,
    );
    const needed = await expectFailure(
      await request.delete(`/api/trash/categories/${category._id}`, { headers: auth }),
      409,
    );
    expect(needed.message).toBe(
      `The product "${product.name}", also in the trash, needs the category "${category.name}": delete that for good first, or restore both.`,
    );

    await expectSuccess(
      await request.post(`/api/trash/categories/${category._id}/restore`, { headers: auth }),
    );
    await expectSuccess(
      await request.post(`/api/trash/products/${product._id}/restore`, { headers: auth }),
    );
    expect(
      expectProduct((await expectSuccess(await request.get(`/api/products/${product._id}`))).data)
        .slug,
    ).toBe(product.slug);

    await expectSuccess(await request.delete(`/api/products/${product._id}`, { headers: auth }));
    await expectSuccess(
      await request.delete(`/api/trash/products/${product._id}`, { headers: auth }),
    );
    await expectSuccess(await request.delete(`/api/categories/${category._id}`, { headers: auth }));
  });

  test("needs the token; an unknown kind, id or method is refused", async ({ request }) => {
    await expectFailure(await request.get("/api/trash"), 401);
    await expectFailure(await request.post("/api/trash/products/1/restore"), 401);
    await expectFailure(await request.delete("/api/trash/products/1"), 401);
    const auth = bearer(await signInToken(request));
    const { errors } = await expectFailure(
      await request.get("/api/trash?kind=users", { headers: auth }),
      400,
    );
    expect(Object.keys(errors ?? {})).toEqual(["kind"]);
    for (const path of ["/api/trash/users/1", "/api/trash/products/x", "/api/trash/products/0"]) {
      expect((await expectFailure(await request.get(path, { headers: auth }), 404)).message).toBe(
        "Not in the trash.",
      );
    }
    expect((await request.put("/api/trash/products/1", { headers: auth })).status()).toBe(405);
    expect((await request.get("/api/trash/products/1/restore", { headers: auth })).status()).toBe(
      405,
    );
  });
});

/**
 * The trail through the API: a change made with a token is listed by GET /api/trail, under the
 * account's name, with the fields that changed; the filter and the page are read as every list
 * reads them, and the trail is for the admin only.
 */
import {
  expectFailure,
  expectFieldErrors,
  expectPage,
  expectSuccess,
} from "./support/api-contract";
import { createCategory } from "./support/api-records";
import { uniqueTag } from "./support/database";
import { WORK_URL } from "./support/servers";
import { bearer, signInToken } from "./support/sign-in";
import { expect, test } from "./support/test";

test.use({ baseURL: WORK_URL });

test.describe("the trail in the API", () => {
  test("a category created and renamed with a token is listed in its trail, the latest change first", async ({
    request,
  }) => {
    const tag = uniqueTag();
    const token = await signInToken(request);
    const auth = bearer(token);
    const category = await createCategory(request, token, tag, "Trail");
    const renamed = `API Trail renamed ${tag}`;
    await expectSuccess(
      await request.put(`/api/categories/${category._id}`, {
        headers: auth,
        data: { name: renamed, slug: category.slug, description: category.description },
      }),
    );

    const { data, pagination } = await expectPage(
      await request.get(`/api/trail?kind=categories&record=${category._id}`, { headers: auth }),
    );
    expect(pagination).toMatchObject({ page: 1, total: 2 });
    expect(data).toMatchObject([
      {
        channel: "api",
        by: "Admin",
        kind: "categories",
        recordId: category._id,
        recordName: renamed,
        action: "update",
        changes: { name: { from: category.name, to: renamed } },
      },
      { action: "create", recordName: category.name },
    ]);

    const first = await expectPage(
      await request.get(`/api/trail?kind=categories&record=${category._id}&limit=1&page=2`, {
        headers: auth,
      }),
    );
    expect(first.data).toMatchObject([{ action: "create" }]);
  });

  test("a bad filter is refused naming it, and the trail needs the admin's token", async ({
    request,
  }) => {
    const token = await signInToken(request);
    await expectFieldErrors(
      await request.get("/api/trail?kind=passwords&from=2026-02-30&limit=0", {
        headers: bearer(token),
      }),
      400,
      ["kind", "from", "limit"],
    );
    await expectFailure(await request.get("/api/trail"), 401);
  });
});

/**
 * The crops of the API (reads, writes as JSON or multipart with an optional picture, deletes
 * refused while a product uses the crop) and PUT /api/products/{id}/uses, which sets a
 * product's recommended uses; every answer is checked against the published description.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type APIRequestContext } from "@playwright/test";
import { inArray, like } from "drizzle-orm";
import sharp from "sharp";
import { expectFailure, expectFieldErrors, expectSuccess, isObject } from "./support/api-contract";
import { expectList, expectProduct } from "./support/api-records";
import { TEST_CATEGORY_PREFIX, uniqueTag, withDb } from "./support/database";
import { formOf, pngBytes, pngFile } from "./support/files";
import { OVERSIZED_JSON, raw, withOwnClient } from "./support/http";
import type { Rows } from "./support/rows";
import { SEEDED_URL, WORK_URL } from "./support/servers";
import { bearer, signInToken } from "./support/sign-in";
import { expect, test } from "./support/test";
import type { CropRecord, ProductRecord } from "~/api/records.server";
import { crops, productUses } from "~/db/schema";
import { DEMO_CROPS } from "~/demo/crop-guide";
import { DEMO_CROP_ROMAN_NAMES } from "~/demo/target-names";

test.use({ baseURL: WORK_URL });

const CROP_IMAGE_URL = /^\/uploads\/crop-pictures\/[a-f0-9]{24}-\d{2,4}\.webp$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
const NOT_FOUND = "Crop not found.";
const USES_NOT_A_LIST = "Uses must be a list of recommended uses";

/** A crop record of an answer already checked against the description. */
function expectCrop(value: unknown): CropRecord {
  if (!isObject(value)) throw new Error(`Not a crop: ${JSON.stringify(value).slice(0, 200)}`);
  expect(Object.keys(value)).toEqual([
    "_id",
    "name",
    "slug",
    "nameUr",
    "nameRoman",
    "image",
    "createdAt",
  ]);
  expect(value._id).toMatch(/^[1-9]\d*$/);
  expect(value.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  expect(value.createdAt).toMatch(ISO_DATE_TIME);
  if (value.image !== null) expect(value.image).toMatch(CROP_IMAGE_URL);
  return value as unknown as CropRecord;
}

/** The work server's uploads folder (UPLOADS_DIR in playwright.config.ts). */
const WORK_UPLOADS = fileURLToPath(new URL("../.tmp/work/uploads/", import.meta.url));

/** Whether the file of an image URL is in the work server's uploads folder. */
function isStored(url: string | null): boolean {
  return url !== null && existsSync(join(WORK_UPLOADS, url.replace(/^\/uploads\//, "")));
}

/** Checks an uploaded picture is stored and served as WebP. */
async function expectWebp(request: APIRequestContext, url: string | null): Promise<void> {
  expect(url).toMatch(CROP_IMAGE_URL);
  expect(isStored(url), `${url} is stored`).toBe(true);
  const response = await request.get(url ?? "");
  expect(response.status(), String(url)).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/webp");
  const body = await response.body();
  expect(body.subarray(0, 4).toString("latin1")).toBe("RIFF");
  expect(body.subarray(8, 12).toString("latin1")).toBe("WEBP");
}

/** A real JPEG of the given size. */
async function jpegBytes(width: number, height: number): Promise<Buffer> {
  return sharp(await pngBytes(width, height, "#c62828"))
    .jpeg()
    .toBuffer();
}

/** Checks a replaced or deleted picture's file is gone and no longer served. */
async function expectGone(request: APIRequestContext, url: string | null): Promise<void> {
  expect(url).toMatch(CROP_IMAGE_URL);
  expect(isStored(url), `${url} is removed`).toBe(false);
  expect((await request.get(url ?? "")).status(), String(url)).toBe(404);
}

async function getCrop(request: APIRequestContext, slug: string): Promise<CropRecord> {
  return expectCrop((await expectSuccess(await request.get(`/api/crops/${slug}`))).data);
}

async function expectNoCrop(request: APIRequestContext, slug: string): Promise<void> {
  const { message } = await expectFailure(await request.get(`/api/crops/${slug}`), 404);
  expect(message).toBe(NOT_FOUND);
}

/** Crops of the work server whose slug holds the tag, in no order. */
function cropSlugsHolding(tag: string): string[] {
  return withDb("work", (db) =>
    db
      .select({ slug: crops.slug })
      .from(crops)
      .where(like(crops.slug, `%${tag}%`))
      .all()
      .map((row) => row.slug),
  );
}

/** Removes the crops a test made through the API (slugs holding its tag) and their uses. */
function removeCropsHolding(tag: string): void {
  withDb("work", (db) => {
    const ids = db
      .select({ id: crops.id })
      .from(crops)
      .where(like(crops.slug, `%${tag}%`))
      .all()
      .map((row) => row.id);
    if (ids.length === 0) return;
    db.delete(productUses).where(inArray(productUses.cropId, ids)).run();
    db.delete(crops).where(inArray(crops.id, ids)).run();
  });
}

/** A product of the test's own category, without uses yet. */
function makeProduct(rows: Rows, tag: string, label = "Product") {
  const category = rows.category({ name: `${TEST_CATEGORY_PREFIX}Crop Uses ${label} ${tag}` });
  return rows.product({ name: `E2E Uses ${label} ${tag}`, categoryId: category.id });
}

async function getProduct(request: APIRequestContext, id: number): Promise<ProductRecord> {
  return expectProduct((await expectSuccess(await request.get(`/api/products/${id}`))).data);
}

async function putUses(
  request: APIRequestContext,
  token: string,
  productId: number | string,
  uses: unknown,
) {
  return request.put(`/api/products/${productId}/uses`, {
    headers: bearer(token),
    data: { uses },
  });
}

test.describe("public crop reads", () => {
  test("GET /api/crops lists the crops by name, with their Urdu names", async ({ request }) => {
    const { data } = await expectSuccess(await request.get(`${SEEDED_URL}/api/crops`));
    const listed = expectList(data, expectCrop);
    for (const crop of DEMO_CROPS) {
      expect(listed).toContainEqual(
        expect.objectContaining({
          name: crop.name,
          slug: crop.slug,
          nameUr: crop.nameUr,
          nameRoman: DEMO_CROP_ROMAN_NAMES[crop.slug],
        }),
      );
    }
    const names = listed.map((crop) => crop.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(new Set(listed.map((crop) => crop._id)).size).toBe(listed.length);
  });

  test("GET /api/crops/{slug} answers the listed record; unknown slugs are 404", async ({
    request,
  }) => {
    const { data } = await expectSuccess(await request.get(`${SEEDED_URL}/api/crops`));
    const cotton = expectList(data, expectCrop).find((crop) => crop.slug === "cotton");
    expect(cotton).toMatchObject({ name: "Cotton", nameUr: "کپاس" });
    const bySlug = await expectSuccess(await request.get(`${SEEDED_URL}/api/crops/cotton`));
    expect(expectCrop(bySlug.data)).toEqual(cotton);

    for (const slug of [`no-such-crop-${uniqueTag()}`, "Cotton", "999", "cotton-"]) {
      const missing = await request.get(`${SEEDED_URL}/api/crops/${slug}`);
      expect(await missing.json()).toEqual({ success: false, message: NOT_FOUND });
      await expectFailure(missing, 404);
    }
  });

  test("a crop made on the work server is listed and read by its slug", async ({
    request,
    rows,
  }) => {
    const tag = uniqueTag();
    const row = rows.crop({ name: `E2E Okra ${tag}`, nameUr: "بھنڈی" });
    const crop = await getCrop(request, row.slug);
    expect(crop).toEqual({
      _id: String(row.id),
      name: `E2E Okra ${tag}`,
      slug: `e2e-okra-${tag}`,
      nameUr: "بھنڈی",
      nameRoman: null,
      image: null,
      createdAt: expect.stringMatching(ISO_DATE_TIME),
    });
    const { data } = await expectSuccess(await request.get("/api/crops"));
    expect(expectList(data, expectCrop)).toContainEqual(crop);
  });
});

test.describe("crop writes", () => {
  test("create from JSON with a derived slug, read it, delete it", async ({ request }) => {
    const tag = uniqueTag();
    const auth = bearer(await signInToken(request));
    try {
      const created = await request.post("/api/crops", {
        headers: auth,
        data: { name: `  API Okra ${tag} `, slug: "", nameUr: " بھنڈی " },
      });
      const { data, message } = await expectSuccess(created, 201);
      expect(message).toBe("Crop created.");
      const crop = expectCrop(data);
      expect(crop).toMatchObject({
        name: `API Okra ${tag}`,
        slug: `api-okra-${tag}`,
        nameUr: "بھنڈی",
        image: null,
      });
      expect(Math.abs(Date.parse(crop.createdAt) - Date.now())).toBeLessThan(10 * 60_000);

      expect(await getCrop(request, crop.slug)).toEqual(crop);
      const listed = await expectSuccess(await request.get("/api/crops"));
      expect(expectList(listed.data, expectCrop)).toContainEqual(crop);

      const deleted = await expectSuccess(
        await request.delete(`/api/crops/${crop.slug}`, { headers: auth }),
      );
      expect(deleted.message).toBe("Crop deleted.");
      expect(expectCrop(deleted.data)).toEqual(crop);
      await expectNoCrop(request, crop.slug);
      const again = await request.delete(`/api/crops/${crop.slug}`, { headers: auth });
      expect((await expectFailure(again, 404)).message).toBe(NOT_FOUND);
      expect(cropSlugsHolding(tag)).toEqual([]);
    } finally {
      removeCropsHolding(tag);
    }
  });

  test("create from multipart with a picture: the picture is served as WebP", async ({
    request,
  }) => {
    const tag = uniqueTag();
    const auth = bearer(await signInToken(request));
    try {
      const created = await request.post("/api/crops", {
        headers: auth,
        multipart: formOf({ name: `API Brinjal ${tag}`, slug: `  Egg Plant ${tag} ` }, [
          await pngFile("image", "brinjal.png", "#6a1b9a"),
        ]),
      });
      const { data, message } = await expectSuccess(created, 201);
      expect(message).toBe("Crop created.");
      const crop = expectCrop(data);
      expect(crop).toMatchObject({
        name: `API Brinjal ${tag}`,
        slug: `egg-plant-${tag}`,
        nameUr: null,
      });
      expect(crop.image).toMatch(/-64\.webp$/);
      await expectWebp(request, crop.image);
      expect(await getCrop(request, crop.slug)).toEqual(crop);

      // Deleting the crop keeps its picture while it is in the trash; deleted for good, its
      // files are removed.
      await expectSuccess(await request.delete(`/api/crops/${crop.slug}`, { headers: auth }));
      await expectWebp(request, crop.image);
      await expectSuccess(await request.delete(`/api/trash/crops/${crop._id}`, { headers: auth }));
      await expectGone(request, crop.image);
    } finally {
      removeCropsHolding(tag);
    }
  });

  test("invalid input is 400 with errors by field, and nothing is stored", async ({ request }) => {
    const tag = uniqueTag();
    const auth = bearer(await signInToken(request));
    try {
      const post = (data: unknown) => request.post("/api/crops", { headers: auth, data });
      const blank = await expectFieldErrors(await post({ name: "  ", slug: `x-${tag}` }), 400, [
        "name",
      ]);
      expect(blank).toEqual({ name: "Name is required" });
      expect(await expectFieldErrors(await post({}), 400, ["name"])).toEqual({
        name: "Name is required",
      });
      await expectFieldErrors(await post({ name: 7, slug: `x-${tag}` }), 400, ["name"]);
      const tooLong = await expectFieldErrors(
        await post({ name: `x${tag}`.padEnd(101, "x") }),
        400,
        ["name"],
      );
      expect(tooLong.name).toBe("Name must be at most 100 characters");
      const removeImage = await expectFieldErrors(
        await post({ name: `API Maybe ${tag}`, removeImage: "maybe" }),
        400,
        ["removeImage"],
      );
      expect(removeImage.removeImage).toBe("Remove image must be true or false");
      const noSlug = await expectFieldErrors(await post({ name: "!!!" }), 400, ["slug"]);
      expect(noSlug.slug).toContain("Slug is required");
      const malformed = await request.post("/api/crops", {
        headers: { ...auth, "Content-Type": "application/json" },
        data: raw(`{name: 'API ${tag}'}`),
      });
      expect((await expectFailure(malformed, 400)).message).toBe("The body is not valid JSON.");
      expect(cropSlugsHolding(tag)).toEqual([]);
    } finally {
      removeCropsHolding(tag);
    }
  });

  test("Roman Urdu names: stored tidied, kept when left out, cleared when empty, refused in other letters", async ({
    request,
    rows,
  }) => {
    const tag = uniqueTag();
    const auth = bearer(await signInToken(request));
    try {
      const created = expectCrop(
        (
          await expectSuccess(
            await request.post("/api/crops", {
              headers: auth,
              data: { name: `API Sorghum ${tag}`, nameRoman: " jowar ,  char-ri,, ma'ash " },
            }),
            201,
          )
        ).data,
      );
      expect(created.nameRoman).toBe("jowar, char-ri, ma'ash");
      // A client that does not send them leaves them as they are.
      const renamed = expectCrop(
        (
          await expectSuccess(
            await request.put(`/api/crops/${created.slug}`, {
              headers: auth,
              data: { name: `API Sorghum Grain ${tag}`, slug: created.slug },
            }),
          )
        ).data,
      );
      expect(renamed.nameRoman).toBe("jowar, char-ri, ma'ash");
      // In a form too.
      const fromForm = expectCrop(
        (
          await expectSuccess(
            await request.put(`/api/crops/${created.slug}`, {
              headers: auth,
              multipart: formOf({ name: renamed.name, slug: created.slug, nameRoman: "jowar" }),
            }),
          )
        ).data,
      );
      expect(fromForm.nameRoman).toBe("jowar");
      for (const cleared of ["", null]) {
        const answer = await request.put(`/api/crops/${created.slug}`, {
          headers: auth,
          data: { name: renamed.name, slug: created.slug, nameRoman: cleared },
        });
        expect(expectCrop((await expectSuccess(answer)).data).nameRoman).toBeNull();
      }
      const other = rows.crop({ name: `E2E Other ${tag}` });
      for (const [nameRoman, message] of [
        [
          "جوار",
          "Roman Urdu names may have only Latin letters, spaces, commas, hyphens and apostrophes",
        ],
        [
          "jowar; 2",
          "Roman Urdu names may have only Latin letters, spaces, commas, hyphens and apostrophes",
        ],
        ["j".repeat(201), "Roman Urdu names must be at most 200 characters"],
        [7, "Roman Urdu names must be text"],
      ] as const) {
        const refused = await expectFieldErrors(
          await request.put(`/api/crops/${other.slug}`, {
            headers: auth,
            data: { name: other.name, nameRoman },
          }),
          400,
          ["nameRoman"],
        );
        expect(refused.nameRoman).toBe(message);
      }
      expect((await getCrop(request, other.slug)).nameRoman).toBeNull();
    } finally {
      removeCropsHolding(tag);
    }
  });

  test("a file that is not a readable image is 400 with errors.image", async ({ request }) => {
    const tag = uniqueTag();
    const auth = bearer(await signInToken(request));
    try {
      const fake = await expectFieldErrors(
        await request.post("/api/crops", {
          headers: auth,
          multipart: formOf({ name: `API Fake ${tag}` }, [
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
      expect(fake.image).toBe("File fake.png is not a valid image type");
      const text = await expectFieldErrors(
        await request.post("/api/crops", {
          headers: auth,
          multipart: formOf({ name: `API Text ${tag}` }, [
            { field: "image", name: "notes.txt", type: "text/plain", buffer: Buffer.from("hi") },
          ]),
        }),
        400,
        ["image"],
      );
      expect(text.image).toContain("notes.txt");
      // With an invalid name too, both are named at once.
      await expectFieldErrors(
        await request.post("/api/crops", {
          headers: auth,
          multipart: formOf({ name: "" }, [
            { field: "image", name: "notes.txt", type: "text/plain", buffer: Buffer.from("hi") },
          ]),
        }),
        400,
        ["name", "image"],
      );
      expect(cropSlugsHolding(tag)).toEqual([]);
    } finally {
      removeCropsHolding(tag);
    }
  });

  test("a name or slug another crop has is 409, on create and on update", async ({
    request,
    rows,
  }) => {
    const tag = uniqueTag();
    const auth = bearer(await signInToken(request));
    const first = rows.crop({ name: `E2E First ${tag}` });
    const second = rows.crop({ name: `E2E Second ${tag}`, nameUr: "دوسرا" });
    try {
      const sameName = await expectFieldErrors(
        await request.post("/api/crops", {
          headers: auth,
          data: { name: first.name.toUpperCase(), slug: `other-${tag}` },
        }),
        409,
        ["name"],
      );
      expect(sameName.name).toBe(`A crop named "${first.name.toUpperCase()}" already exists.`);
      const sameSlug = await expectFieldErrors(
        await request.post("/api/crops", {
          headers: auth,
          data: { name: `API Other ${tag}`, slug: first.slug },
        }),
        409,
        ["slug"],
      );
      expect(sameSlug.slug).toBe(`The slug "${first.slug}" is already used by another crop.`);
      // A demo crop's name gives its slug too.
      await expectFieldErrors(
        await request.post("/api/crops", { headers: auth, data: { name: "cotton" } }),
        409,
        ["name", "slug"],
      );

      await expectFieldErrors(
        await request.put(`/api/crops/${second.slug}`, {
          headers: auth,
          data: { name: second.name, slug: first.slug },
        }),
        409,
        ["slug"],
      );
      await expectFieldErrors(
        await request.put(`/api/crops/${second.slug}`, {
          headers: auth,
          multipart: formOf({ name: first.name, slug: second.slug }),
        }),
        409,
        ["name"],
      );
      const unchanged = await getCrop(request, second.slug);
      expect(unchanged).toMatchObject({ name: second.name, nameUr: "دوسرا" });
      expect(cropSlugsHolding(tag).sort()).toEqual([first.slug, second.slug].sort());

      // Saving a crop under its own name and slug is no conflict.
      const same = await expectSuccess(
        await request.put(`/api/crops/${second.slug}`, {
          headers: auth,
          data: { name: second.name, slug: second.slug },
        }),
      );
      expect(same.message).toBe("Crop updated.");
      expect(expectCrop(same.data)).toEqual(unchanged);
    } finally {
      removeCropsHolding(tag);
    }
  });

  test("writes without a valid token are 401 and change nothing", async ({ request, rows }) => {
    const tag = uniqueTag();
    const crop = rows.crop({ name: `E2E Guarded ${tag}` });
    try {
      const before = await getCrop(request, crop.slug);
      for (const headers of [{}, bearer(`not-a-token-${tag}`)]) {
        const created = await request.post("/api/crops", {
          headers,
          data: { name: `API Intruder ${tag}` },
        });
        expect((await expectFailure(created, 401)).message).toContain("Authentication required");
        await expectFailure(
          await request.put(`/api/crops/${crop.slug}`, {
            headers,
            data: { name: `API Renamed ${tag}` },
          }),
          401,
        );
        await expectFailure(await request.delete(`/api/crops/${crop.slug}`, { headers }), 401);
      }
      expect(await getCrop(request, crop.slug)).toEqual(before);
      expect(cropSlugsHolding(tag)).toEqual([crop.slug]);
    } finally {
      removeCropsHolding(tag);
    }
  });

  test("a wrong content type is 415, a JSON body over 256 KB 413", async ({ request, rows }) => {
    const tag = uniqueTag();
    const auth = bearer(await signInToken(request));
    const crop = rows.crop({ name: `E2E Bodies ${tag}` });
    try {
      for (const [method, url] of [
        ["POST", "/api/crops"],
        ["PUT", `/api/crops/${crop.slug}`],
      ] as const) {
        const text = await request.fetch(url, {
          method,
          headers: { ...auth, "Content-Type": "text/plain" },
          data: JSON.stringify({ name: `API Text ${tag}` }),
        });
        await expectFailure(text, 415);
        await withOwnClient(async (own) => {
          const big = await own.fetch(`${WORK_URL}${url}`, {
            method,
            headers: { ...auth, "Content-Type": "application/json" },
            data: OVERSIZED_JSON,
          });
          expect((await expectFailure(big, 413)).message).toContain("256 KB");
        });
      }
      expect(await getCrop(request, crop.slug)).toMatchObject({ name: crop.name, image: null });
      expect(cropSlugsHolding(tag)).toEqual([crop.slug]);
    } finally {
      removeCropsHolding(tag);
    }
  });

  test("renaming with a new slug moves the crop", async ({ request, rows }) => {
    const tag = uniqueTag();
    const auth = bearer(await signInToken(request));
    const row = rows.crop({ name: `E2E Turnip ${tag}`, nameUr: "شلجم" });
    try {
      const before = await getCrop(request, row.slug);
      const updated = await request.put(`/api/crops/${row.slug}`, {
        headers: auth,
        data: { name: `E2E Turnips ${tag}`, slug: ` Root Turnip ${tag}` },
      });
      const { data, message } = await expectSuccess(updated);
      expect(message).toBe("Crop updated.");
      const moved = expectCrop(data);
      expect(moved).toEqual({
        ...before,
        name: `E2E Turnips ${tag}`,
        slug: `root-turnip-${tag}`,
      });
      await expectNoCrop(request, row.slug);
      expect(await getCrop(request, moved.slug)).toEqual(moved);

      // The old address is gone for writes too.
      const stale = await request.put(`/api/crops/${row.slug}`, {
        headers: auth,
        data: { name: `E2E Stale ${tag}` },
      });
      expect((await expectFailure(stale, 404)).message).toBe(NOT_FOUND);
    } finally {
      removeCropsHolding(tag);
    }
  });

  test("a nameUr left out keeps the stored Urdu name; an empty one clears it", async ({
    request,
    rows,
  }) => {
    const tag = uniqueTag();
    const auth = bearer(await signInToken(request));
    const row = rows.crop({ name: `E2E Radish ${tag}`, nameUr: "مولی" });
    try {
      const json = await expectSuccess(
        await request.put(`/api/crops/${row.slug}`, {
          headers: auth,
          data: { name: `E2E Radishes ${tag}`, slug: row.slug },
        }),
      );
      expect(expectCrop(json.data)).toMatchObject({ name: `E2E Radishes ${tag}`, nameUr: "مولی" });
      const form = await expectSuccess(
        await request.put(`/api/crops/${row.slug}`, {
          headers: auth,
          multipart: formOf({ name: `E2E Radish ${tag}`, slug: row.slug }),
        }),
      );
      expect(expectCrop(form.data)).toMatchObject({ name: `E2E Radish ${tag}`, nameUr: "مولی" });
      expect((await getCrop(request, row.slug)).nameUr).toBe("مولی");

      const cleared = await expectSuccess(
        await request.put(`/api/crops/${row.slug}`, {
          headers: auth,
          data: { name: `E2E Radish ${tag}`, slug: row.slug, nameUr: "" },
        }),
      );
      expect(expectCrop(cleared.data).nameUr).toBeNull();
      expect((await getCrop(request, row.slug)).nameUr).toBeNull();

      const set = await expectSuccess(
        await request.put(`/api/crops/${row.slug}`, {
          headers: auth,
          multipart: formOf({ name: `E2E Radish ${tag}`, slug: row.slug, nameUr: "لال مولی" }),
        }),
      );
      expect(expectCrop(set.data).nameUr).toBe("لال مولی");
    } finally {
      removeCropsHolding(tag);
    }
  });

  test("a new picture replaces the old one; removeImage drops it", async ({ request, rows }) => {
    const tag = uniqueTag();
    const auth = bearer(await signInToken(request));
    const row = rows.crop({ name: `E2E Carrot ${tag}` });
    const fields = { name: row.name, slug: row.slug };
    try {
      const first = expectCrop(
        (
          await expectSuccess(
            await request.put(`/api/crops/${row.slug}`, {
              headers: auth,
              multipart: formOf(fields, [await pngFile("image", "carrot.png", "#ef6c00")]),
            }),
          )
        ).data,
      );
      expect(first.image).toMatch(/-64\.webp$/);
      await expectWebp(request, first.image);

      // Text alone (JSON) keeps the picture.
      const kept = expectCrop(
        (
          await expectSuccess(
            await request.put(`/api/crops/${row.slug}`, {
              headers: auth,
              data: { ...fields, nameUr: "گاجر" },
            }),
          )
        ).data,
      );
      expect(kept).toEqual({ ...first, nameUr: "گاجر" });

      const wide = {
        field: "image",
        name: "wide.jpg",
        type: "image/jpeg",
        buffer: await jpegBytes(400, 200),
      };
      const second = expectCrop(
        (
          await expectSuccess(
            await request.put(`/api/crops/${row.slug}`, {
              headers: auth,
              multipart: formOf(fields, [wide]),
            }),
          )
        ).data,
      );
      expect(second.image).toMatch(/-400\.webp$/);
      expect(second.image).not.toBe(first.image);
      await expectWebp(request, second.image);
      await expectGone(request, first.image);
      expect(await getCrop(request, row.slug)).toEqual(second);

      const removed = expectCrop(
        (
          await expectSuccess(
            await request.put(`/api/crops/${row.slug}`, {
              headers: auth,
              data: { ...fields, removeImage: true },
            }),
          )
        ).data,
      );
      expect(removed).toEqual({ ...second, image: null });
      await expectGone(request, second.image);
      expect((await getCrop(request, row.slug)).image).toBeNull();

      // In a form, removeImage is the text "true"; a picture sent with it is stored.
      const third = expectCrop(
        (
          await expectSuccess(
            await request.put(`/api/crops/${row.slug}`, {
              headers: auth,
              multipart: formOf({ ...fields, removeImage: "true" }, [
                await pngFile("image", "again.png"),
              ]),
            }),
          )
        ).data,
      );
      await expectWebp(request, third.image);
      const dropped = await expectSuccess(
        await request.put(`/api/crops/${row.slug}`, {
          headers: auth,
          multipart: formOf({ ...fields, removeImage: "true" }),
        }),
      );
      expect(expectCrop(dropped.data).image).toBeNull();
      await expectGone(request, third.image);
    } finally {
      removeCropsHolding(tag);
    }
  });

  test("writes to an unknown slug are 404", async ({ request }) => {
    const auth = bearer(await signInToken(request));
    const slug = `no-such-crop-${uniqueTag()}`;
    const put = await request.put(`/api/crops/${slug}`, {
      headers: auth,
      data: { name: `API Nothing ${slug}` },
    });
    expect((await expectFailure(put, 404)).message).toBe(NOT_FOUND);
    const form = await request.put(`/api/crops/${slug}`, {
      headers: auth,
      multipart: formOf({ name: `API Nothing ${slug}` }),
    });
    expect((await expectFailure(form, 404)).message).toBe(NOT_FOUND);
    const deleted = await request.delete(`/api/crops/${slug}`, { headers: auth });
    expect((await expectFailure(deleted, 404)).message).toBe(NOT_FOUND);
    expect(cropSlugsHolding(slug)).toEqual([]);
  });

  test("deleting a crop a product recommends a use on is 409, naming how many", async ({
    request,
    rows,
  }) => {
    const tag = uniqueTag();
    const token = await signInToken(request);
    const auth = bearer(token);
    const crop = rows.crop({ name: `E2E Guava ${tag}` });
    const product = makeProduct(rows, tag, "One");
    const other = makeProduct(rows, tag, "Two");
    const use = { crop: crop.slug, target: "Fruit fly", dose: "2 ml per litre" };
    await expectSuccess(await putUses(request, token, product.id, [use]));

    const refused = await expectFailure(
      await request.delete(`/api/crops/${crop.slug}`, { headers: auth }),
      409,
    );
    expect(refused.message).toBe(
      `Cannot delete "${crop.name}": 1 product recommends a use on it. Change their uses first.`,
    );
    await expectSuccess(
      await putUses(request, token, other.id, [use, { ...use, target: "Mites" }]),
    );
    const twice = await expectFailure(
      await request.delete(`/api/crops/${crop.slug}`, { headers: auth }),
      409,
    );
    expect(twice.message).toBe(
      `Cannot delete "${crop.name}": 2 products recommend a use on it. Change their uses first.`,
    );
    expect((await getCrop(request, crop.slug)).name).toBe(crop.name);
    expect((await getProduct(request, other.id)).uses).toHaveLength(2);

    await expectSuccess(await putUses(request, token, product.id, []));
    await expectSuccess(await putUses(request, token, other.id, []));
    const deleted = await expectSuccess(
      await request.delete(`/api/crops/${crop.slug}`, { headers: auth }),
    );
    expect(deleted.message).toBe("Crop deleted.");
    expect(expectCrop(deleted.data)).toMatchObject({ _id: String(crop.id), slug: crop.slug });
    await expectNoCrop(request, crop.slug);
  });
});

test.describe("PUT /api/products/{id}/uses", () => {
  test("replaces the uses in the given order; an empty list clears them", async ({
    request,
    rows,
  }) => {
    const tag = uniqueTag();
    const token = await signInToken(request);
    const okra = rows.crop({ name: `E2E Okra ${tag}`, nameUr: "بھنڈی" });
    const gourd = rows.crop({ name: `E2E Gourd ${tag}` });
    const product = makeProduct(rows, tag);
    expect((await getProduct(request, product.id)).uses).toEqual([]);

    // A dose as its parts, as one text (kept as parts when it reads as them), and as the
    // label's text for a dose that is not an amount per area.
    const answered = await putUses(request, token, product.id, [
      {
        crop: gourd.slug,
        target: "  Red pumpkin beetle ",
        doseAmount: 200,
        doseAmountMax: 250,
        doseUnit: "ml",
        doseArea: "acre",
        waterLitres: 100,
        doseNote: "at first sight",
        doseNoteUr: "پہلی نظر آنے پر",
        waitingPeriod: "",
      },
      {
        crop: okra.slug,
        target: "Jassid",
        targetUr: "سبز تیلا",
        dose: "250 ml per acre",
        doseUr: "250 ملی لیٹر فی ایکڑ",
        waitingPeriod: "7 days",
        waitingPeriodUr: "7 دن",
      },
      {
        crop: "cotton",
        target: "Whitefly",
        doseText: "2 ml per litre of water",
        doseTextUr: "2 ملی لیٹر فی لیٹر پانی",
      },
    ]);
    const { data, message } = await expectSuccess(answered);
    expect(message).toBe("Product uses updated.");
    const saved = expectProduct(data);
    expect(saved._id).toBe(String(product.id));
    expect(saved.name).toBe(product.name);
    expect(saved.uses).toEqual([
      {
        crop: gourd.slug,
        cropName: gourd.name,
        cropNameUr: null,
        cropNameRoman: null,
        target: "Red pumpkin beetle",
        targetUr: null,
        targetKind: "pest",
        targetRoman: null,
        main: false,
        dose: { amount: 200, amountMax: 250, unit: "ml", area: "acre", waterLitres: 100 },
        doseNote: "at first sight",
        doseNoteUr: "پہلی نظر آنے پر",
        doseText: null,
        doseTextUr: null,
        doseLabel: "200–250 ml per acre in 100 litres of water (at first sight)",
        doseLabelUr: "200 سے 250 ملی لیٹر فی ایکڑ، 100 لیٹر پانی میں (پہلی نظر آنے پر)",
        waitingPeriod: null,
        waitingPeriodUr: null,
      },
      {
        crop: okra.slug,
        cropName: okra.name,
        cropNameUr: "بھنڈی",
        cropNameRoman: null,
        target: "Jassid",
        targetUr: "سبز تیلا",
        targetKind: "pest",
        targetRoman: null,
        main: false,
        dose: { amount: 250, unit: "ml", area: "acre" },
        doseNote: null,
        doseNoteUr: null,
        doseText: null,
        doseTextUr: null,
        doseLabel: "250 ml per acre",
        doseLabelUr: "250 ملی لیٹر فی ایکڑ",
        waitingPeriod: "7 days",
        waitingPeriodUr: "7 دن",
      },
      {
        crop: "cotton",
        cropName: "Cotton",
        cropNameUr: "کپاس",
        cropNameRoman: DEMO_CROP_ROMAN_NAMES.cotton ?? null,
        target: "Whitefly",
        targetUr: null,
        targetKind: "pest",
        targetRoman: null,
        main: false,
        dose: null,
        doseNote: null,
        doseNoteUr: null,
        doseText: "2 ml per litre of water",
        doseTextUr: "2 ملی لیٹر فی لیٹر پانی",
        doseLabel: "2 ml per litre of water",
        doseLabelUr: "2 ملی لیٹر فی لیٹر پانی",
        waitingPeriod: null,
        waitingPeriodUr: null,
      },
    ]);
    expect(await getProduct(request, product.id)).toEqual(saved);

    // A second list replaces the first, in its own order.
    const replaced = expectProduct(
      (
        await expectSuccess(
          await putUses(request, token, product.id, [
            { crop: okra.slug, target: "Whitefly", dose: "1 L per acre" },
            { crop: gourd.slug, target: "Powdery mildew", dose: "80 g per acre" },
          ]),
        )
      ).data,
    );
    expect(replaced.uses.map((use) => [use.crop, use.target, use.doseLabel])).toEqual([
      [okra.slug, "Whitefly", "1 L per acre"],
      [gourd.slug, "Powdery mildew", "80 g per acre"],
    ]);
    expect((await getProduct(request, product.id)).uses).toEqual(replaced.uses);

    const cleared = expectProduct(
      (await expectSuccess(await putUses(request, token, product.id, []))).data,
    );
    expect(cleared.uses).toEqual([]);
    expect(await getProduct(request, product.id)).toEqual({ ...replaced, uses: [] });
  });

  test("without a token it is 401, for an unknown product 404; nothing changes", async ({
    request,
    rows,
  }) => {
    const tag = uniqueTag();
    const token = await signInToken(request);
    const crop = rows.crop({ name: `E2E Pea ${tag}` });
    const product = makeProduct(rows, tag);
    const uses = [{ crop: crop.slug, target: "Pea weevil", dose: "100 ml per acre" }];
    const before = expectProduct(
      (await expectSuccess(await putUses(request, token, product.id, uses))).data,
    );

    const replacement = [{ crop: crop.slug, target: "Aphid", dose: "50 ml per acre" }];
    for (const headers of [{}, bearer(`not-a-token-${tag}`)]) {
      const refused = await request.put(`/api/products/${product.id}/uses`, {
        headers,
        data: { uses: replacement },
      });
      expect((await expectFailure(refused, 401)).message).toContain("Authentication required");
    }
    for (const id of ["999999999", "abc", "0"]) {
      const missing = await putUses(request, token, id, replacement);
      expect((await expectFailure(missing, 404)).message).toBe("Product not found.");
    }
    expect(await getProduct(request, product.id)).toEqual(before);
  });

  test("uses missing or not a list is 400 with errors.uses; nothing changes", async ({
    request,
    rows,
  }) => {
    const tag = uniqueTag();
    const token = await signInToken(request);
    const auth = bearer(token);
    const crop = rows.crop({ name: `E2E Bean ${tag}` });
    const product = makeProduct(rows, tag);
    const before = expectProduct(
      (
        await expectSuccess(
          await putUses(request, token, product.id, [
            { crop: crop.slug, target: "Bean fly", dose: "1 ml per litre" },
          ]),
        )
      ).data,
    );
    const url = `/api/products/${product.id}/uses`;

    const missing = await expectFieldErrors(
      await request.put(url, { headers: auth, data: {} }),
      400,
      ["uses"],
    );
    expect(missing).toEqual({ uses: USES_NOT_A_LIST });
    for (const uses of [null, "cotton", { crop: crop.slug, target: "x", dose: "y" }, 3]) {
      const errors = await expectFieldErrors(await putUses(request, token, product.id, uses), 400, [
        "uses",
      ]);
      expect(errors).toEqual({ uses: USES_NOT_A_LIST });
    }
    const text = await request.put(url, {
      headers: { ...auth, "Content-Type": "text/plain" },
      data: JSON.stringify({ uses: [] }),
    });
    await expectFailure(text, 415);
    const array = await request.put(url, {
      headers: { ...auth, "Content-Type": "application/json" },
      data: raw("[]"),
    });
    expect((await expectFailure(array, 400)).message).toBe("The body must be a JSON object.");
    expect(await getProduct(request, product.id)).toEqual(before);
  });

  test("at most 60 uses: 60 are saved, 61 are 400 and change nothing", async ({
    request,
    rows,
  }) => {
    const tag = uniqueTag();
    const token = await signInToken(request);
    const crop = rows.crop({ name: `E2E Many ${tag}` });
    const product = makeProduct(rows, tag);
    const rowsOf = (count: number) =>
      Array.from({ length: count }, (_, index) => ({
        crop: crop.slug,
        target: `Pest ${index + 1}`,
        dose: `${index + 1} ml per acre`,
      }));

    const sixty = expectProduct(
      (await expectSuccess(await putUses(request, token, product.id, rowsOf(60)))).data,
    );
    expect(sixty.uses).toHaveLength(60);
    expect(sixty.uses[59]?.target).toBe("Pest 60");

    const tooMany = await expectFieldErrors(
      await putUses(request, token, product.id, rowsOf(61)),
      400,
      ["uses"],
    );
    expect(tooMany).toEqual({ uses: "A product can have at most 60 uses" });
    expect(await getProduct(request, product.id)).toEqual(sixty);
  });

  test("invalid rows are 400 with every error keyed uses.{position}.{field}", async ({
    request,
    rows,
  }) => {
    const tag = uniqueTag();
    const token = await signInToken(request);
    const crop = rows.crop({ name: `E2E Melon ${tag}` });
    const product = makeProduct(rows, tag);
    const before = expectProduct(
      (
        await expectSuccess(
          await putUses(request, token, product.id, [
            { crop: crop.slug, target: "Fruit fly", dose: "2 ml per litre" },
          ]),
        )
      ).data,
    );

    const parts = { doseAmount: 200, doseUnit: "ml", doseArea: "acre" };
    const errors = await expectFieldErrors(
      await putUses(request, token, product.id, [
        { crop: "wheat", target: "Aphid", dose: "100 ml per acre" },
        { crop: `no-such-crop-${tag}`, target: "Aphid", dose: "100 ml per acre" },
        { crop: crop.slug, target: "  ", dose: "" },
        { crop: crop.slug, target: "Thrips", dose: "50 ml per acre" },
        { crop: `gone-${tag}`, target: "Mites", dose: "10 g" },
        { crop: crop.slug, target: "Mites", dose: " " },
        { crop: crop.slug, target: "Mites", ...parts, doseAmountMax: 150, waterLitresMax: 100 },
        { crop: crop.slug, target: "Mites", doseAmount: 0, doseUnit: "cup", doseArea: "acre" },
        { crop: crop.slug, target: "Mites", ...parts, doseText: "2 ml per litre" },
        { crop: crop.slug, target: "Mites", ...parts, dose: "200 ml per acre" },
        { crop: crop.slug, target: "Mites" },
      ]),
      400,
      [
        "uses.1.crop",
        "uses.2.target",
        "uses.2.dose",
        "uses.4.crop",
        "uses.5.dose",
        "uses.6.doseAmountMax",
        "uses.6.waterLitres",
        "uses.7.doseAmount",
        "uses.7.doseUnit",
        "uses.8.doseText",
        "uses.9.dose",
        "uses.10.doseAmount",
      ],
    );
    const noDose = "Please give the dose: an amount and its unit, or the dose as on the label";
    expect(errors).toEqual({
      "uses.1.crop": "Please choose an existing crop",
      "uses.2.target": "Please name the pest, disease or weed",
      "uses.2.dose": noDose,
      "uses.4.crop": "Please choose an existing crop",
      "uses.5.dose": noDose,
      "uses.6.doseAmountMax": "The high end must be more than the low end",
      "uses.6.waterLitres": "Please give the litres of water, or leave the high end empty",
      "uses.7.doseAmount": "The amount must be more than 0",
      "uses.7.doseUnit": "Please choose the unit: ml, L, g or kg",
      "uses.8.doseText": "Give the dose as an amount and its unit or as on the label, not both",
      "uses.9.dose": "Give the dose as one text (dose) or as its parts, not both",
      "uses.10.doseAmount": noDose,
    });
    expect(await getProduct(request, product.id)).toEqual(before);
  });

  test("a use says what its target is, its Roman Urdu names and whether it is a main one", async ({
    request,
    rows,
  }) => {
    const tag = uniqueTag();
    const token = await signInToken(request);
    const crop = rows.crop({ name: `E2E Tinda ${tag}` });
    const product = makeProduct(rows, tag);
    const saved = expectProduct(
      (
        await expectSuccess(
          await putUses(request, token, product.id, [
            {
              crop: crop.slug,
              target: "Fruit fly",
              targetKind: "pest",
              targetRoman: "phal ki makhi,  fruit fly",
              main: true,
              dose: "2 ml per litre",
            },
            { crop: crop.slug, target: "Powdery mildew", targetKind: "disease", dose: "1 g" },
            { crop: crop.slug, target: "Itsit", targetKind: "weed", main: "false", dose: "1 L" },
            { crop: crop.slug, target: "Zinc deficiency", targetKind: "nutrition", dose: "5 kg" },
          ]),
        )
      ).data,
    );
    expect(
      saved.uses.map((use) => [use.target, use.targetKind, use.targetRoman, use.main]),
    ).toEqual([
      ["Fruit fly", "pest", "phal ki makhi, fruit fly", true],
      ["Powdery mildew", "disease", null, false],
      ["Itsit", "weed", null, false],
      ["Zinc deficiency", "nutrition", null, false],
    ]);
    expect((await getProduct(request, product.id)).uses).toEqual(saved.uses);

    const errors = await expectFieldErrors(
      await putUses(request, token, product.id, [
        { crop: crop.slug, target: "Aphid", targetKind: "insect", dose: "1 L" },
        { crop: crop.slug, target: "Aphid", targetRoman: "تیلا", dose: "1 L" },
        { crop: crop.slug, target: "Aphid", main: "perhaps", dose: "1 L" },
      ]),
      400,
      ["uses.0.targetKind", "uses.1.targetRoman", "uses.2.main"],
    );
    expect(errors).toEqual({
      "uses.0.targetKind":
        "Please choose whether the target is a pest, a disease, a weed or nutrition",
      "uses.1.targetRoman":
        "Roman Urdu names may have only Latin letters, spaces, commas, hyphens and apostrophes",
      "uses.2.main": "Main must be true or false",
    });
    expect((await getProduct(request, product.id)).uses).toEqual(saved.uses);

    // Search finds the product by a Roman Urdu name of its target, in the API as on the site.
    const found = await expectSuccess(
      await request.get(`/api/search?q=${encodeURIComponent(`phalkimakhi ${tag}`)}`),
    );
    expect(expectList(found.data, expectProduct).map((record) => record.name)).toContain(
      product.name,
    );
  });

  test("GET and POST on /api/products/{id}/uses are 405 with Allow: PUT", async ({
    request,
    rows,
  }) => {
    const product = makeProduct(rows, uniqueTag());
    const auth = bearer(await signInToken(request));
    for (const response of [
      await request.get(`/api/products/${product.id}/uses`),
      await request.post(`/api/products/${product.id}/uses`, { headers: auth, data: { uses: [] } }),
    ]) {
      expect(response.status()).toBe(405);
      expect(response.headers()["allow"]).toBe("PUT");
      const { message } = await expectFailure(response, 405);
      expect(message).toContain("PUT");
    }
  });

  test("the public crop page shows the uses set through the API", async ({ request, rows }) => {
    const tag = uniqueTag();
    const token = await signInToken(request);
    const crop = rows.crop({ name: `E2E Spinach ${tag}`, nameUr: "پالک" });
    const product = makeProduct(rows, tag, "Page");
    const target = `Leaf miner ${tag}`;

    // No product is recommended on the crop yet: the guide has no page for it.
    expect((await request.get(`/crops/${crop.slug}`)).status()).toBe(404);

    await expectSuccess(
      await putUses(request, token, product.id, [
        {
          crop: crop.slug,
          target,
          targetUr: "پتے کی سرنگ",
          dose: "150 ml per acre",
          waitingPeriod: "14 days",
        },
      ]),
    );
    const page = await request.get(`/crops/${crop.slug}`);
    expect(page.status()).toBe(200);
    expect(page.headers()["content-type"]).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain(crop.name);
    expect(html).toContain(product.name);
    expect(html).toContain(target);
    expect(html).toContain("150 ml per acre");
    expect(html).toContain("14 days");

    const urdu = await request.get(`/ur/crops/${crop.slug}`);
    expect(urdu.status()).toBe(200);
    const urduHtml = await urdu.text();
    expect(urduHtml).toContain("پالک");
    expect(urduHtml).toContain("پتے کی سرنگ");
    // The dose was sent in English only; read as its parts, the Urdu page writes it in Urdu.
    expect(urduHtml).toContain("150 ملی لیٹر فی ایکڑ");

    await expectSuccess(await putUses(request, token, product.id, []));
    expect((await request.get(`/crops/${crop.slug}`)).status()).toBe(404);
  });
});

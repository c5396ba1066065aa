import type { APIRequestContext } from "@playwright/test";
import type { GalleryRecord } from "~/api/records.server";
import { EVENT_TYPES } from "~/gallery/event-types";
import { expectFailure, expectFieldErrors, expectSuccess } from "./support/api-contract";
import {
  createGalleryItem,
  expectGalleryItem,
  expectList,
  GALLERY_IMAGE_URL,
} from "./support/api-records";
import { uniqueTag } from "./support/database";
import { formOf, pngBytes, pngFile, type UploadFile } from "./support/files";
import { withOwnClient } from "./support/http";
import { SEEDED_URL, WORK_URL } from "./support/servers";
import { bearer, signInToken } from "./support/sign-in";
import { expect, test } from "./support/test";

const textFile = (name: string): UploadFile => ({
  field: "images",
  name,
  type: "text/plain",
  buffer: Buffer.from("These are not pixels."),
});

test.describe("public gallery reads", () => {
  test("GET /api/gallery lists the items, newest event first", async ({ request }) => {
    const { data } = await expectSuccess(await request.get(`${SEEDED_URL}/api/gallery`));
    const items = expectList(data, expectGalleryItem);
    const fieldDay = items.find((item) => item.title === "Cotton Whitefly Field Day");
    if (!fieldDay) throw new Error("The demo event Cotton Whitefly Field Day is missing");
    expect(fieldDay.images.length).toBeGreaterThan(0);
    expect(items.some((item) => item.eventType === "Lucky Draw")).toBe(true);
    const dates = items.map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());

    const image = await request.get(`${SEEDED_URL}${fieldDay.images[0] ?? ""}`);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/webp");

    const one = await expectSuccess(await request.get(`${SEEDED_URL}/api/gallery/${fieldDay._id}`));
    expect(one.data).toEqual(fieldDay);
  });

  test("unknown ids are 404", async ({ request }) => {
    for (const id of ["999999999", "abc", "0", "1e3"]) {
      const { message } = await expectFailure(
        await request.get(`${SEEDED_URL}/api/gallery/${id}`),
        404,
      );
      expect(message).toBe("Gallery item not found.");
    }
  });
});

test.describe("gallery writes (multipart)", () => {
  test("create with two images and a non-image, update with removeImages, delete", async ({
    request,
  }) => {
    const tag = uniqueTag();
    const auth = bearer(await signInToken(request));

    const created = await request.post(`${WORK_URL}/api/gallery`, {
      headers: auth,
      multipart: formOf(
        {
          title: `API Field Day ${tag}`,
          description: "Whitefly scouting with growers.",
          date: "2024-02-29",
          location: "Vehari",
          eventType: "Lucky Draw",
        },
        [
          await pngFile("images", "first.png", "#1565c0"),
          textFile("notes.txt"),
          await pngFile("images", "second.png", "#f9a825"),
        ],
      ),
    });
    const { data, message } = await expectSuccess(created, 201);
    expect(message).toBe("Gallery item created. Skipped: File notes.txt is not a valid image type");
    const item = expectGalleryItem(data);
    expect(item).toMatchObject({
      title: `API Field Day ${tag}`,
      description: "Whitefly scouting with growers.",
      date: "2024-02-29",
      location: "Vehari",
      eventType: "Lucky Draw",
    });
    expect(item.images).toHaveLength(2);
    expect(new Set(item.images).size).toBe(2);
    for (const url of item.images) {
      const image = await request.get(`${WORK_URL}${url}`);
      expect(image.status()).toBe(200);
      expect(image.headers()["content-type"]).toBe("image/webp");
    }

    const one = await expectSuccess(await request.get(`${WORK_URL}/api/gallery/${item._id}`));
    expect(one.data).toEqual(item);
    const listed = await expectSuccess(await request.get(`${WORK_URL}/api/gallery`));
    expect(expectList(listed.data, expectGalleryItem)).toContainEqual(item);

    const [first, second] = item.images;
    if (!first || !second) throw new Error("unreachable");
    const updated = await request.put(`${WORK_URL}/api/gallery/${item._id}`, {
      headers: auth,
      multipart: formOf(
        {
          title: `API Field Day Updated ${tag}`,
          description: "Now with a group photo.",
          date: "2024-03-01",
          location: "Multan",
          eventType: "harvest",
          removeImages: [first, "/uploads/gallery/not-one-of-ours-1280.webp"],
        },
        [await pngFile("images", "third.png", "#6a1b9a"), textFile("readme.md")],
      ),
    });
    const update = await expectSuccess(updated);
    expect(update.message).toBe(
      "Gallery item updated. Skipped: File readme.md is not a valid image type",
    );
    const changed = expectGalleryItem(update.data);
    expect(changed).toMatchObject({
      _id: item._id,
      title: `API Field Day Updated ${tag}`,
      description: "Now with a group photo.",
      date: "2024-03-01",
      location: "Multan",
      eventType: "harvest",
      createdAt: item.createdAt,
    });
    expect(changed.images).toHaveLength(2);
    expect(changed.images[0]).toBe(second);
    expect(changed.images[1]).toMatch(GALLERY_IMAGE_URL);
    expect(changed.images).not.toContain(first);
    expect((await request.get(`${WORK_URL}${first}`)).status()).toBe(404);
    expect((await request.get(`${WORK_URL}${second}`)).status()).toBe(200);

    // An update without files keeps the images (URL-encoded is accepted then too).
    const textOnly = await request.put(`${WORK_URL}/api/gallery/${item._id}`, {
      headers: auth,
      form: {
        title: `API Field Day Final ${tag}`,
        description: "Final.",
        date: "2024-03-02",
        location: "Multan",
        eventType: "other",
      },
    });
    const final = expectGalleryItem((await expectSuccess(textOnly)).data);
    expect(final.images).toEqual(changed.images);
    expect(final.eventType).toBe("other");

    const deleted = await expectSuccess(
      await request.delete(`${WORK_URL}/api/gallery/${item._id}`, { headers: auth }),
    );
    expect(deleted.message).toBe("Gallery item deleted.");
    expect(expectGalleryItem(deleted.data)._id).toBe(item._id);
    await expectFailure(await request.get(`${WORK_URL}/api/gallery/${item._id}`), 404);
    await expectFailure(
      await request.delete(`${WORK_URL}/api/gallery/${item._id}`, { headers: auth }),
      404,
    );
    // Its images are kept while it is in the trash, and go when it is deleted for good.
    for (const url of final.images)
      expect((await request.get(`${WORK_URL}${url}`)).status()).toBe(200);
    await expectSuccess(
      await request.delete(`${WORK_URL}/api/trash/gallery/${item._id}`, { headers: auth }),
    );
    for (const url of final.images)
      expect((await request.get(`${WORK_URL}${url}`)).status()).toBe(404);
  });

  test("an image 5 px wide is stored and then served, as every stored image is", async ({
    request,
  }) => {
    const auth = bearer(await signInToken(request));
    const tag = uniqueTag();
    const created = await request.post(`${WORK_URL}/api/gallery`, {
      headers: auth,
      multipart: formOf(
        {
          title: `API Tiny Picture ${tag}`,
          description: "A 5 px wide picture.",
          date: "2024-11-20",
          location: "Okara",
          eventType: "other",
        },
        [{ field: "images", name: "tiny.png", type: "image/png", buffer: await pngBytes(5, 8) }],
      ),
    });
    const item = expectGalleryItem((await expectSuccess(created, 201)).data);
    try {
      expect(item.images).toEqual([expect.stringMatching(/-5\.webp$/)]);
      const image = await request.get(`${WORK_URL}${item.images[0] ?? ""}`);
      expect(image.status()).toBe(200);
      expect(image.headers()["content-type"]).toBe("image/webp");
    } finally {
      await request.delete(`${WORK_URL}/api/gallery/${item._id}`, { headers: auth });
    }
  });

  test("every event type is accepted", async ({ request }) => {
    const tag = uniqueTag();
    const token = await signInToken(request);
    const auth = bearer(token);
    const item = await createGalleryItem(request, token, tag, "Types");
    for (const eventType of EVENT_TYPES) {
      const response = await request.put(`${WORK_URL}/api/gallery/${item._id}`, {
        headers: auth,
        multipart: formOf({
          title: item.title,
          description: item.description,
          date: item.date,
          location: item.location,
          eventType,
        }),
      });
      expect(expectGalleryItem((await expectSuccess(response)).data).eventType).toBe(eventType);
    }
    await expectSuccess(
      await request.delete(`${WORK_URL}/api/gallery/${item._id}`, { headers: auth }),
    );
  });

  test("invalid input is 400 with errors by field", async ({ request }) => {
    const tag = uniqueTag();
    const token = await signInToken(request);
    const auth = bearer(token);
    const url = `${WORK_URL}/api/gallery`;
    const valid = {
      title: `API Invalid Event ${tag}`,
      description: "Valid.",
      date: "2024-05-01",
      location: "Lahore",
      eventType: "training",
    };

    const empty = await expectFieldErrors(
      await request.post(url, { headers: auth, multipart: formOf({ title: "" }) }),
      400,
      ["title", "description", "date", "location", "eventType", "images"],
    );
    expect(empty.images).toBe("Please upload at least one image for new gallery items");
    expect(empty.eventType).toContain("farm_visit");

    const onlyText = await expectFieldErrors(
      await request.post(url, { headers: auth, multipart: formOf(valid, [textFile("a.txt")]) }),
      400,
      ["images"],
    );
    expect(onlyText.images).toBe(
      "File a.txt is not a valid image type. Please upload at least one image for new gallery items",
    );

    const png = await pngFile("images", "ok.png");
    const badFields = await expectFieldErrors(
      await request.post(url, {
        headers: auth,
        multipart: formOf({ ...valid, date: "2023-02-29", eventType: "Farm Visit" }, [png]),
      }),
      400,
      ["date", "eventType"],
    );
    expect(badFields.date).toBe("Date must be a real date written YYYY-MM-DD");
    await expectFieldErrors(
      await request.post(url, {
        headers: auth,
        multipart: formOf({ ...valid, date: "01/05/2024" }, [png]),
      }),
      400,
      ["date"],
    );

    // An update is checked the same way, and leaves the item as it was.
    const item = await createGalleryItem(request, token, tag, "Invalid Update");
    await expectFieldErrors(
      await request.put(`${url}/${item._id}`, {
        headers: auth,
        multipart: formOf({ ...valid, title: " ", location: "" }),
      }),
      400,
      ["title", "location"],
    );
    const unchanged = await expectSuccess(await request.get(`${url}/${item._id}`));
    expect(unchanged.data).toEqual(item);

    const listed = await expectSuccess(await request.get(url));
    const titles = expectList(listed.data, expectGalleryItem).map((one) => one.title);
    expect(titles).not.toContain(valid.title);
    await expectSuccess(await request.delete(`${url}/${item._id}`, { headers: auth }));
  });

  test("unknown ids are 404 for writes", async ({ request }) => {
    const auth = bearer(await signInToken(request));
    for (const id of ["999999999", "abc"]) {
      await expectFailure(
        await request.put(`${WORK_URL}/api/gallery/${id}`, {
          headers: auth,
          multipart: formOf({
            title: "x",
            description: "x",
            date: "2024-01-01",
            location: "x",
            eventType: "other",
          }),
        }),
        404,
      );
      await expectFailure(
        await request.delete(`${WORK_URL}/api/gallery/${id}`, { headers: auth }),
        404,
      );
    }
  });

  test("JSON is 415; more than 20 files or a file over 5 MB is 413", async ({ request }) => {
    const tag = uniqueTag();
    const auth = bearer(await signInToken(request));
    const url = `${WORK_URL}/api/gallery`;
    const fields = {
      title: `API Too Many ${tag}`,
      description: "Too many files.",
      date: "2024-05-01",
      location: "Lahore",
      eventType: "exhibition",
    };

    const json = await request.post(url, { headers: auth, data: fields });
    await expectFailure(json, 415);

    const png = await pngFile("images", "many.png");
    // Refused before the body is read: each on a connection of its own.
    await withOwnClient(async (own) => {
      const many = await own.post(url, {
        headers: auth,
        multipart: formOf(
          fields,
          Array.from({ length: 21 }, (_, index) => ({ ...png, name: `many-${index}.png` })),
        ),
      });
      expect((await expectFailure(many, 413)).message).toBe(
        "At most 20 files can be sent at once.",
      );
    });
    await withOwnClient(async (own) => {
      const huge = await own.post(url, {
        headers: auth,
        multipart: formOf(fields, [
          png,
          {
            field: "images",
            name: "huge.png",
            type: "image/png",
            buffer: Buffer.alloc(11 * 1024 * 1024, 1),
          },
        ]),
      });
      expect((await expectFailure(huge, 413)).message).toContain("too large (max 5MB)");
    });

    const listed = await expectSuccess(await request.get(url));
    const titles = expectList(listed.data, expectGalleryItem).map((one) => one.title);
    expect(titles).not.toContain(fields.title);
  });
});

test.describe("gallery image order (PUT imageOrder)", () => {
  /** An item with three images; returns it and their URLs in order. */
  async function itemWithThreeImages(request: APIRequestContext, token: string, tag: string) {
    const created = await request.post(`${WORK_URL}/api/gallery`, {
      headers: bearer(token),
      multipart: formOf(
        {
          title: `API Order ${tag}`,
          description: "Three photos to put in order.",
          date: "2024-06-01",
          location: "Okara",
          eventType: "training",
        },
        [
          await pngFile("images", "one.png", "#1565c0"),
          await pngFile("images", "two.png", "#f9a825"),
          await pngFile("images", "three.png", "#6a1b9a"),
        ],
      ),
    });
    const item = expectGalleryItem((await expectSuccess(created, 201)).data);
    const [one, two, three] = item.images;
    if (!one || !two || !three) throw new Error("Expected three images");
    return { item, one, two, three };
  }

  const fieldsOf = (item: GalleryRecord) => ({
    title: item.title,
    description: item.description,
    date: item.date,
    location: item.location,
    eventType: item.eventType,
  });

  test("multipart: repeated imageOrder fields set the order and the cover; new files come after", async ({
    request,
  }) => {
    const token = await signInToken(request);
    const auth = bearer(token);
    const { item, one, two, three } = await itemWithThreeImages(request, token, uniqueTag());
    try {
      const response = await request.put(`${WORK_URL}/api/gallery/${item._id}`, {
        headers: auth,
        multipart: formOf({ ...fieldsOf(item), imageOrder: [three, one] }, [
          await pngFile("images", "four.png", "#2e7d32"),
        ]),
      });
      const updated = expectGalleryItem((await expectSuccess(response)).data);
      // Two was left out: it keeps its place after the named ones, before the new file.
      expect(updated.images.slice(0, 3)).toEqual([three, one, two]);
      expect(updated.images).toHaveLength(4);
      expect(updated.images[3]).toMatch(GALLERY_IMAGE_URL);

      // The public reads show the new cover and order.
      const read = await expectSuccess(await request.get(`${WORK_URL}/api/gallery/${item._id}`));
      expect(expectGalleryItem(read.data).images).toEqual(updated.images);
      const listed = expectList(
        (await expectSuccess(await request.get(`${WORK_URL}/api/gallery`))).data,
        expectGalleryItem,
      );
      expect(listed.find((listedItem) => listedItem._id === item._id)?.images[0]).toBe(three);
    } finally {
      await request.delete(`${WORK_URL}/api/gallery/${item._id}`, { headers: auth });
    }
  });

  test("JSON: imageOrder and removeImages as lists, with the fields; a repeat counts once", async ({
    request,
  }) => {
    const token = await signInToken(request);
    const auth = bearer(token);
    const { item, one, two, three } = await itemWithThreeImages(request, token, uniqueTag());
    try {
      const response = await request.put(`${WORK_URL}/api/gallery/${item._id}`, {
        headers: auth,
        data: {
          ...fieldsOf(item),
          title: `${item.title} (JSON)`,
          imageOrder: [two, three, two, one],
          removeImages: [one],
        },
      });
      const { data, message } = await expectSuccess(response);
      expect(message).toBe("Gallery item updated.");
      const updated = expectGalleryItem(data);
      expect(updated.title).toBe(`${item.title} (JSON)`);
      expect(updated.images).toEqual([two, three]);
      expect((await request.get(`${WORK_URL}${one}`)).status()).toBe(404);

      // A JSON update without image lists keeps the images as they are.
      const again = await request.put(`${WORK_URL}/api/gallery/${item._id}`, {
        headers: auth,
        data: fieldsOf(updated),
      });
      expect(expectGalleryItem((await expectSuccess(again)).data).images).toEqual([two, three]);
    } finally {
      await request.delete(`${WORK_URL}/api/gallery/${item._id}`, { headers: auth });
    }
  });

  test("an order naming an image the item does not have is 400 and changes nothing", async ({
    request,
  }) => {
    const token = await signInToken(request);
    const auth = bearer(token);
    const tag = uniqueTag();
    const { item, one, two } = await itemWithThreeImages(request, token, tag);
    const other = await createGalleryItem(request, token, tag, "Other Order");
    const foreign = other.images[0] ?? "";
    try {
      const url = `${WORK_URL}/api/gallery/${item._id}`;
      const errors = await expectFieldErrors(
        await request.put(url, {
          headers: auth,
          multipart: formOf({
            ...fieldsOf(item),
            title: "Not saved",
            imageOrder: [two, foreign, "/uploads/gallery/not-ours-1280.webp"],
            removeImages: [one],
          }),
        }),
        400,
        ["imageOrder"],
      );
      expect(errors.imageOrder).toBe(
        `The image order names images this gallery item does not have: "${foreign}", "/uploads/gallery/not-ours-1280.webp".`,
      );

      for (const [imageOrder, message] of [
        [two, "Image order must be a list of images"],
        [[two, 3], "Image order must list images as text"],
        [[""], "Image order must not hold an empty entry"],
      ] as const) {
        const refused = await expectFieldErrors(
          await request.put(url, { headers: auth, data: { ...fieldsOf(item), imageOrder } }),
          400,
          ["imageOrder"],
        );
        expect(refused.imageOrder).toContain(message);
      }
      await expectFieldErrors(
        await request.put(url, {
          headers: auth,
          data: { ...fieldsOf(item), removeImages: one },
        }),
        400,
        ["removeImages"],
      );

      const unchanged = await expectSuccess(await request.get(url));
      expect(unchanged.data).toEqual(item);
    } finally {
      await request.delete(`${WORK_URL}/api/gallery/${item._id}`, { headers: auth });
      await request.delete(`${WORK_URL}/api/gallery/${other._id}`, { headers: auth });
    }
  });
});

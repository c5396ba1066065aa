/**
 * The upload route answers for the page whose form it is sent, run by React Router's request
 * handler as the server runs it: the page's own action with its checks (signed-in admin, the
 * same-site rule, the body limits), notices, retry key and left-out files, in JSON.
 */
import { eq } from "drizzle-orm";
import { pageArgs, signedInAdminCookie } from "#tests/setup/page-args";
import { uploadRouteHandler } from "#tests/setup/upload-route-handler";
import { beforeAll, describe, expect, it } from "vitest";
import { pngFile } from "#tests/setup/uploads";
import { takeLeftOut } from "~/admin/actions.server";
import { cropsPageAction } from "~/admin/upload-pages.server";
import { requireAdmin } from "~/auth/auth.server";
import { db } from "~/db/db.server";
import { crops, galleryItems } from "~/db/schema";
import * as uploadRoute from "./admin.upload.$section";

const SITE = "http://localhost";
let cookie = "";

beforeAll(async () => {
  cookie = await signedInAdminCookie();
}, 60_000);

const app = uploadRouteHandler(uploadRoute);

/** A browser's headers for a request from a page of the site, signed in. */
const SIGNED_IN = {
  "Sec-Fetch-Site": "same-origin",
  Origin: SITE,
  get cookie() {
    return cookie;
  },
};

/**
 * The form as a browser uploads it to `path`: multipart with its Content-Length, the headers
 * `headers` (signed in from a page of the site unless they say otherwise).
 */
async function post(
  path: string,
  form: FormData,
  headers: Record<string, string> = { ...SIGNED_IN },
): Promise<Request> {
  const encoded = new Request(`${SITE}${path}`, { method: "POST", body: form });
  const body = new Uint8Array(await encoded.arrayBuffer());
  return new Request(`${SITE}${path}`, {
    method: "POST",
    body,
    headers: {
      "Content-Type": encoded.headers.get("Content-Type") ?? "",
      "Content-Length": String(body.length),
      ...headers,
    },
  });
}

async function upload(
  path: string,
  form: FormData,
  headers?: Record<string, string>,
): Promise<Response> {
  return app(await post(path, form, headers));
}

function cropForm(name: string, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.append("intent", "save");
  form.append("name", name);
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  return form;
}

const cropsNamed = (name: string) => db().select().from(crops).where(eq(crops.name, name)).all();

describe("POST /admin/upload/{page}", () => {
  it("saves as the page's action does and says where the page goes next", async () => {
    const form = cropForm("Sugarcane");
    form.append("image", await pngFile("cane.png", 40));
    const answer = await upload("/admin/upload/crops", form);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(await answer.json()).toEqual({ redirect: "/admin/crops?notice=crop-created" });
    expect(cropsNamed("Sugarcane")).toMatchObject([{ slug: "sugarcane", imageWidth: 40 }]);

    // The page's action, sent the same form without JavaScript, goes to the same place.
    const thrown = await cropsPageAction(
      pageArgs(await post("/admin/crops", cropForm("Maize"))),
    ).catch((error: unknown) => error);
    expect(thrown instanceof Response ? thrown.headers.get("Location") : thrown).toBe(
      "/admin/crops?notice=crop-created",
    );
  });

  it("answers a refused save with the page's messages, the form as typed and its status", async () => {
    const answer = await upload("/admin/upload/crops", cropForm("", { nameUr: "گنا" }));
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      error: "Please correct the highlighted fields.",
      errors: { name: "Name is required" },
      values: { intent: "save", name: "", nameUr: "گنا" },
    });
  });

  it("creates a new record sent again with the same key once", async () => {
    const form = () => cropForm("Sorghum", { submission: "0123456789abcdef0123456789abcdef" });
    const first = await upload("/admin/upload/crops", form());
    const again = await upload("/admin/upload/crops", form());
    expect(await first.json()).toEqual({ redirect: "/admin/crops?notice=crop-created" });
    expect(await again.json()).toEqual({ redirect: "/admin/crops?notice=crop-created" });
    expect(cropsNamed("Sorghum")).toHaveLength(1);
  });

  it("goes back to the list's view, and says on the saved record's form which files were left out", async () => {
    const form = new FormData();
    for (const [field, value] of Object.entries({
      intent: "save",
      title: "Field day at Okara",
      description: "Farmers saw the new sprays at work.",
      date: "2025-03-05",
      location: "Okara",
      eventType: "training",
    }))
      form.append(field, value);
    form.append("images", await pngFile("crowd.png", 30));
    form.append("images", new File(["notes, not a photo"], "notes.txt", { type: "text/plain" }));
    const answer = await upload("/admin/upload/gallery?q=okara&page=2", form);
    const item = db()
      .select()
      .from(galleryItems)
      .where(eq(galleryItems.title, "Field day at Okara"))
      .get();
    expect(item).toBeDefined();
    const edit = `/admin/gallery?q=okara&edit=${item?.id}`;
    expect(await answer.json()).toEqual({ redirect: edit });

    // The page's loader says it once, on that form.
    const session = await requireAdmin(
      pageArgs(new Request(`${SITE}${edit}`, { headers: { cookie } })),
    );
    expect(takeLeftOut(session, new URL(`${SITE}${edit}`), item?.id)).toEqual([
      "File notes.txt is not a valid image type",
    ]);
  });

  it("sends an admin who is not signed in to sign in, and back to the page after", async () => {
    const answer = await upload("/admin/upload/crops?new=1", cropForm("Barley"), {
      "Sec-Fetch-Site": "same-origin",
    });
    expect(await answer.json()).toEqual({ redirect: "/admin-login?redirectTo=%2Fadmin%2Fcrops" });
    // The session cookie is cleared, as by the page.
    expect(answer.headers.get("Set-Cookie")).toMatch(/^admin_session=;.*Max-Age=0/i);
    expect(cropsNamed("Barley")).toEqual([]);
  });

  it.each([
    ["Sec-Fetch-Site", { "Sec-Fetch-Site": "cross-site" }],
    ["Origin", { Origin: "https://evil.example" }],
  ])("refuses a form sent from another site (%s), as the page does", async (_header, from) => {
    const answer = await upload("/admin/upload/crops", cropForm("Oats"), { cookie, ...from });
    expect(answer.status).toBe(403);
    expect(await answer.text()).toMatch(/came from another website/);
    expect(cropsNamed("Oats")).toEqual([]);
  });

  it("refuses a form over the page's limits with the page's message", async () => {
    const request = await post("/admin/upload/crops", cropForm("Rice"));
    const headers = new Headers(request.headers);
    headers.set("Content-Length", String(40 * 2 ** 20));
    const tooLarge = new Request(request, { headers });
    const answer = await app(tooLarge);
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({
      error: expect.stringMatching(/^The form is too large to send/),
    });
    expect(cropsNamed("Rice")).toEqual([]);
  });

  it("takes only the pages with files, and only their forms", async () => {
    expect((await upload("/admin/upload/categories", cropForm("Wheat"))).status).toBe(404);
    const read = await app(new Request(`${SITE}/admin/upload/crops`, { headers: { cookie } }));
    expect(read.status).toBe(405);
    expect(read.headers.get("Allow")).toBe("POST");
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { pageArgs, signedInAdminCookie } from "#tests/setup/page-args";
import { requireAdmin } from "~/auth/auth.server";
import { createCategory, deleteCategory, getCategoryById } from "~/categories/categories.server";
import { findTrashEntry } from "~/db/trash.server";
import { ok } from "~/lib/result";
import { listPageAction, takeLeftOut } from "./actions.server";

const SITE = "http://localhost";
let cookie = "";

beforeAll(async () => {
  cookie = await signedInAdminCookie();
}, 60_000);

function page(path: string): Request {
  return new Request(`${SITE}${path}`, { headers: { cookie, "Sec-Fetch-Site": "same-origin" } });
}

/** A form posted from an admin page of this site. */
function post(path: string, fields: Record<string, string>): Request {
  return new Request(`${SITE}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { cookie, "Sec-Fetch-Site": "same-origin" },
  });
}

/** The Save of a gallery-like list whose save keeps the record and leaves `leftOut` out. */
async function saveLeavingOut(leftOut: string[]): Promise<Response> {
  const request = post("/admin/gallery?q=cotton", { intent: "save", id: "7", title: "Field day" });
  try {
    await listPageAction(
      { request, url: new URL(request.url) },
      {
        limit: { maxFiles: 2 },
        what: "gallery item",
        trashKind: "gallery",
        listPath: "/admin/gallery?q=cotton",
        notice: "gallery",
        failedMessage: "Failed",
        nameOf: () => "Field day",
        remove: () => ok(null),
        save: () => ok({ id: 7, leftOut }),
        leftOutOf: (saved) => ({ id: saved.id, leftOut: saved.leftOut }),
      },
    );
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("Expected a redirect");
}

describe("files a save left out", () => {
  it("are said once, on the saved record's edit form, and never come from the address", async () => {
    const answer = await saveLeavingOut(["File scroll.png is too long and narrow"]);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/admin/gallery?q=cotton&edit=7");

    const session = await requireAdmin(pageArgs(page("/admin/gallery?q=cotton&edit=7")));
    const shown = new URL(`${SITE}/admin/gallery?q=cotton&edit=7&left-out=Evil`);
    expect(takeLeftOut(session, shown, 7)).toEqual(["File scroll.png is too long and narrow"]);
    expect(takeLeftOut(session, shown, 7)).toEqual([]);
  });

  it("are not said on another page or another record's form", async () => {
    const session = await requireAdmin(pageArgs(page("/admin/gallery")));
    await saveLeavingOut(["File a.png is too large (max 5MB)"]);
    expect(takeLeftOut(session, new URL(`${SITE}/admin/products?edit=7`), 7)).toEqual([]);
    await saveLeavingOut(["File a.png is too large (max 5MB)"]);
    expect(takeLeftOut(session, new URL(`${SITE}/admin/gallery?edit=8`), 8)).toEqual([]);
    // Read either way: a later visit of the right form does not say it late.
    expect(takeLeftOut(session, new URL(`${SITE}/admin/gallery?edit=7`), 7)).toEqual([]);
  });

  it("without any, the save goes back to the list with its notice", async () => {
    const answer = await saveLeavingOut([]);
    expect(answer.headers.get("location")).toBe("/admin/gallery?q=cotton&notice=gallery-updated");
  });
});

describe("a confirmed delete", () => {
  it("goes back to the list with its notice and the trash entry its Undo restores", async () => {
    const category = createCategory({ name: "Bio Stimulants", description: "Seaweed." });
    const request = post("/admin/categories?page=2", {
      intent: "delete",
      id: String(category.id),
      confirmed: "yes",
    });
    const answer = await listPageAction(
      { request, url: new URL(request.url) },
      {
        limit: { maxBytes: 4096 },
        what: "category",
        trashKind: "categories",
        listPath: "/admin/categories?page=2",
        notice: "category",
        failedMessage: "Failed",
        nameOf: (id) => getCategoryById(id)?.name,
        remove: deleteCategory,
        save: () => ok(null),
      },
    ).catch((thrown: unknown) => thrown);

    const entry = findTrashEntry("categories", category.id);
    expect(entry).toBeDefined();
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("location")).toBe(
      `/admin/categories?page=2&notice=category-deleted&trashed=${entry!.id}`,
    );
  });
});

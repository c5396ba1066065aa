import { describe, expect, it } from "vitest";
import { inboxExportHref, inboxHref } from "./inbox-links";

describe("inbox addresses", () => {
  it("write only what is set, in one order, page 1 left out, the open message last", () => {
    expect(inboxHref({ status: null, page: 1 })).toBe("/admin/contact");
    expect(inboxHref({ view: 7 })).toBe("/admin/contact?view=7");
    expect(
      inboxHref({
        view: 7,
        page: 3,
        to: "2025-03-31",
        from: "2025-03-01",
        q: "50% off & more",
        status: "new",
      }),
    ).toBe(
      "/admin/contact?status=new&q=50%25+off+%26+more&from=2025-03-01&to=2025-03-31&page=3&view=7",
    );
  });

  it("export what a view filters, never its page or open message", () => {
    expect(inboxExportHref({ status: "read", q: "dhaal", page: 4, view: 9 })).toBe(
      "/admin/contact/export.csv?status=read&q=dhaal",
    );
    expect(inboxExportHref({})).toBe("/admin/contact/export.csv");
  });
});

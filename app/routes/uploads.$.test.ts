import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { variantUrl, variantWidths } from "~/images/image-variants";
import { storeImage } from "~/images/images.server";
import { createAdminUser } from "~/auth/admin-users.server";
import { createAdminSession } from "~/auth/sessions.server";
import { createLoadContext } from "~/load-context";
import { resetDatabase } from "#tests/setup/db-helpers";
import { loader } from "./uploads.$";

/** The uploads route's answer for an address under /uploads/. */
function get(url: string, headers: Record<string, string> = {}): Promise<Response> {
  const name = url.replace(/^\/uploads\//, "");
  const request = new Request(`http://localhost${url}`, { headers });
  return loader({
    request,
    url: new URL(request.url),
    pattern: "/uploads/*",
    params: { "*": name },
    context: createLoadContext({}),
  }) as Promise<Response>;
}

describe("GET /uploads/*", () => {
  it("serves every size of every image it stores, from 1 px wide to the widest", async () => {
    for (const [width, height] of [
      [1, 1],
      [5, 7],
      [9, 300],
      [10, 10],
      [99, 40],
      [1500, 1000],
    ] as const) {
      const png = await sharp({ create: { width, height, channels: 3, background: "#2e7d32" } })
        .png()
        .toBuffer();
      const result = await storeImage(png, "gallery", `${width}x${height}.png`);
      if (!result.ok) throw new Error(result.message);
      const stored = result.value;
      for (const size of variantWidths(stored.width)) {
        const answer = await get(variantUrl(stored.key, size));
        expect(answer.status, `${width} x ${height}, the ${size} px size`).toBe(200);
        expect(answer.headers.get("content-type")).toBe("image/webp");
        expect((await sharp(Buffer.from(await answer.arrayBuffer())).metadata()).width).toBe(size);
      }
    }
  });

  it("sends a farmer's photo of a suspect pack only to signed-in staff, kept by their browser only", async () => {
    resetDatabase();
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c00" } })
      .png()
      .toBuffer();
    const result = await storeImage(png, "pack-reports", "pack.png");
    if (!result.ok) throw new Error(result.message);
    const url = variantUrl(result.value.key, result.value.width);
    expect((await get(url)).status).toBe(404);
    expect((await get(url, { Authorization: "Bearer not-a-session" })).status).toBe(404);
    const user = await createAdminUser("owner", "Kissan-2004!");
    const { token } = createAdminSession(user);
    const answer = await get(url, { Authorization: `Bearer ${token}` });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
  });

  it("answers 404 for names it never writes", async () => {
    for (const url of [
      "/uploads/gallery/0123456789abcdef01234567-0.webp",
      "/uploads/gallery/0123456789abcdef01234567-01.webp",
      "/uploads/gallery/0123456789abcdef01234567-1281.webp",
      "/uploads/gallery/0123456789abcdef01234567-640.png",
      "/uploads/crops/0123456789abcdef01234567-640.webp",
      "/uploads/gallery/../../app.db",
      "/uploads/gallery/0123456789ABCDEF01234567-640.webp",
    ]) {
      expect((await get(url)).status, url).toBe(404);
    }
  });
});

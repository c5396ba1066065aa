import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { variantUrl, variantWidths } from "~/images/image-variants";
import { storeImage } from "~/images/images.server";
import { createLoadContext } from "~/load-context";
import { loader } from "./uploads.$";

/** The uploads route's answer for an address under /uploads/. */
function get(url: string): Promise<Response> {
  const name = url.replace(/^\/uploads\//, "");
  const request = new Request(`http://localhost${url}`);
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

import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import { serverEnv } from "~/config/env.server";
import { readAdminSession } from "~/auth/auth.server";
import { isPrivateImageKey, parseVariantFileName } from "~/images/image-variants";
import type { Route } from "./+types/uploads.$";

/**
 * Uploaded image variants. A variant's name never changes its content, so it caches forever;
 * a private one (a farmer's photo of a suspect pack) only in the signed-in staff's browser.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const name = params["*"] ?? "";
  // Exactly the names images.server.ts writes; anything else (../ included) is not a file here.
  const variant = parseVariantFileName(name);
  if (!variant) return new Response("Not found", { status: 404 });
  const isPrivate = isPrivateImageKey(variant.key);
  if (isPrivate && !(await readAdminSession(request))) {
    return new Response("Not found", { status: 404 });
  }
  const path = join(serverEnv().uploadsDir, name);
  const file = await stat(path).catch(() => null);
  if (!file?.isFile()) return new Response("Not found", { status: 404 });
  const body = Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(file.size),
      "Cache-Control": `${isPrivate ? "private" : "public"}, max-age=31536000, immutable`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}

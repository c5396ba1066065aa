import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import { serverEnv } from "~/config/env.server";
import { readAdminSession } from "~/auth/auth.server";
import { documentFileName, parseDocumentPath } from "~/documents/pdf-file";
import { isPrivateImageKey, parseVariantFileName } from "~/images/image-variants";
import type { Route } from "./+types/uploads.$";

/**
 * Uploaded image variants, and PDF documents under the name a phone saves them as. A stored
 * file's name never changes its content, so it caches forever; a private image (a farmer's
 * photo of a suspect pack) only in the signed-in staff's browser.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const name = params["*"] ?? "";
  // Exactly the names images.server.ts and documents.server.ts write; anything else (../
  // included) is not a file here.
  const document = parseDocumentPath(name);
  const variant = document ? null : parseVariantFileName(name);
  if (!document && !variant) return new Response("Not found", { status: 404 });
  const isPrivate = variant !== null && isPrivateImageKey(variant.key);
  if (isPrivate && !(await readAdminSession(request))) {
    return new Response("Not found", { status: 404 });
  }
  const path = join(serverEnv().uploadsDir, document ? documentFileName(document.key) : name);
  const file = await stat(path).catch(() => null);
  if (!file?.isFile()) return new Response("Not found", { status: 404 });
  const body = Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      "Content-Type": document ? "application/pdf" : "image/webp",
      ...(document && {
        "Content-Disposition": `attachment; filename="${document.downloadName}.pdf"`,
      }),
      "Content-Length": String(file.size),
      "Cache-Control": `${isPrivate ? "private" : "public"}, max-age=31536000, immutable`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}

import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { serverEnv } from "~/config/env.server";
import { IMAGE_FOLDERS } from "~/images/images.server";

/** Exactly the names images.server.ts writes; anything else (../ included) is not a file here. */
const VARIANT_NAME = new RegExp(`^(${IMAGE_FOLDERS.join("|")})/[a-f0-9]{24}-\\d{2,4}\\.webp$`);

/** Uploaded image variants. A variant's name never changes its content, so it caches forever. */
export async function loader({ params }: LoaderFunctionArgs) {
  const name = params["*"] ?? "";
  if (!VARIANT_NAME.test(name)) return new Response("Not found", { status: 404 });
  const path = join(serverEnv().uploadsDir, name);
  const file = await stat(path).catch(() => null);
  if (!file?.isFile()) return new Response("Not found", { status: 404 });
  const body = Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(file.size),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

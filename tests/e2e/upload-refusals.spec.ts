/**
 * A refused upload is answered, never reset: the server answers 413 as soon as it knows, then
 * reads and drops the rest of what the client is still sending (a lingering close), so the
 * client, fast or slow, reads the answer instead of ECONNRESET or EPIPE.
 *
 * An image of a shape its WebP sizes cannot take (a long, narrow strip) is refused with a
 * message naming it, and leaves no file behind.
 */
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { connect } from "node:net";
import { join } from "node:path";
import sharp from "sharp";
import { expectFieldErrors, expectSuccess } from "./support/api-contract";
import { createCategory, createGalleryItem, createProduct } from "./support/api-records";
import { findProduct, removeProduct, uniqueTag } from "./support/database";
import { formOf, makeFile } from "./support/files";
import { openAdmin } from "./support/pages";
import { UPLOADS_DIRS, WORK_URL } from "./support/servers";
import { bearer, signInToken } from "./support/sign-in";
import { adminTest, expect, test } from "./support/test";

const MB = 1024 * 1024;
const BOUNDARY = "----refusal-test-boundary";

/** A multipart body with text fields and one file of `fileBytes` bytes. */
function multipartBody(fields: Record<string, string>, fileField: string, fileBytes: number) {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${fileField}"; filename="phone-photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    Buffer.alloc(fileBytes, 7),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  );
  return Buffer.concat(parts);
}

interface SlowAnswer {
  /** The status line's code, 0 when no answer came. */
  status: number;
  body: string;
  /** How much of the request's body was written before the connection ended. */
  written: number;
  /** The socket's error (ECONNRESET, EPIPE), if any. */
  error: string | null;
}

/**
 * Sends a request over a raw socket, writing its body at about `bytesPerSecond` as a phone on
 * a slow link would, while reading whatever the server answers.
 */
function sendSlowly(
  path: string,
  method: string,
  headers: Record<string, string>,
  body: Buffer,
  bytesPerSecond: number,
): Promise<SlowAnswer> {
  const url = new URL(path, WORK_URL);
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    const received: Buffer[] = [];
    let written = 0;
    let error: string | null = null;
    const head = [
      `${method} ${url.pathname} HTTP/1.1`,
      `Host: ${url.host}`,
      `Content-Length: ${body.length}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      "",
      "",
    ].join("\r\n");
    const chunkBytes = 16 * 1024;
    const pauseMs = (chunkBytes / bytesPerSecond) * 1000;
    const writeNext = () => {
      if (socket.destroyed || written >= body.length) return;
      const chunk = body.subarray(written, written + chunkBytes);
      socket.write(chunk, (failure) => {
        if (failure) return;
        written += chunk.length;
        setTimeout(writeNext, pauseMs);
      });
    };
    socket.on("connect", () => {
      socket.write(head);
      writeNext();
    });
    socket.on("data", (chunk: Buffer) => {
      received.push(chunk);
      const text = Buffer.concat(received).toString("utf8");
      // The whole answer is in, and so is the whole body: this client is done.
      if (answerComplete(text) && written >= body.length) socket.end();
    });
    socket.on(
      "error",
      (failure: NodeJS.ErrnoException) => (error = failure.code ?? failure.message),
    );
    socket.on("close", () => {
      const { head, body: answerBody } = splitAnswer(Buffer.concat(received).toString("utf8"));
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        body: answerBody,
        written,
        error,
      });
    });
    // The server answers early and keeps the connection; once everything is written, a pause
    // with the whole answer in hand ends the exchange.
    const watch = setInterval(() => {
      if (written >= body.length && answerComplete(Buffer.concat(received).toString("utf8"))) {
        clearInterval(watch);
        socket.end();
      }
    }, 200);
    socket.on("close", () => clearInterval(watch));
  });
}

/** Head and body of an HTTP answer; a chunked body is joined. */
function splitAnswer(text: string): { head: string; body: string; complete: boolean } {
  const split = text.indexOf("\r\n\r\n");
  if (split < 0) return { head: text, body: "", complete: false };
  const head = text.slice(0, split);
  const rest = text.slice(split + 4);
  if (/transfer-encoding: chunked/i.test(head)) {
    let body = "";
    let at = 0;
    for (;;) {
      const lineEnd = rest.indexOf("\r\n", at);
      if (lineEnd < 0) return { head, body, complete: false };
      const size = parseInt(rest.slice(at, lineEnd), 16);
      if (size === 0) return { head, body, complete: true };
      body += rest.slice(lineEnd + 2, lineEnd + 2 + size);
      at = lineEnd + 2 + size + 2;
    }
  }
  const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? NaN);
  return { head, body: rest, complete: Buffer.byteLength(rest) >= length };
}

function answerComplete(text: string): boolean {
  return splitAnswer(text).complete;
}

test.describe("refused uploads are answered, never reset", () => {
  test("Node's fetch sending 6 MB and 30 MB gets the 413 and its JSON", async ({ request }) => {
    test.setTimeout(60_000);
    const tag = uniqueTag();
    const token = await signInToken(request);
    const category = await createCategory(request, token, tag, "Refusals");
    const item = await createGalleryItem(request, token, tag, "Refusals");
    try {
      for (const megabytes of [6, 30]) {
        // Refused by its Content-Length before a byte is read (a product takes one file)...
        const product = new FormData();
        product.set("name", `Refused ${tag}`);
        product.set("category", category.name);
        product.set("description", "A photo straight from the phone.");
        product.set(
          "image",
          new Blob([Buffer.alloc(megabytes * MB, 1)], { type: "image/jpeg" }),
          "phone.jpg",
        );
        // ...and in the middle of the stream (an event takes twenty files).
        const event = new FormData();
        event.set("title", `Refused ${tag}`);
        event.set(
          "images",
          new Blob([Buffer.alloc(megabytes * MB, 1)], { type: "image/jpeg" }),
          "phone.jpg",
        );
        const calls = [
          fetch(`${WORK_URL}/api/products`, {
            method: "POST",
            body: product,
            headers: bearer(token),
          }),
          fetch(`${WORK_URL}/api/gallery/${item._id}`, {
            method: "PUT",
            body: event,
            headers: bearer(token),
          }),
        ];
        for (const answer of await Promise.all(calls)) {
          expect(answer.status, `${megabytes} MB`).toBe(413);
          const body = (await answer.json()) as { success: boolean; message: string };
          expect(body.success).toBe(false);
          expect(body.message).toMatch(/too large|larger than/);
        }
      }
    } finally {
      await request.delete(`${WORK_URL}/api/gallery/${item._id}`, { headers: bearer(token) });
      await request.delete(`${WORK_URL}/api/categories/${category._id}`, {
        headers: bearer(token),
      });
    }
  });

  test("a client writing a few hundred KB/s sends all of 6 MB and 30 MB and reads the 413", async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const tag = uniqueTag();
    const token = await signInToken(request);
    const category = await createCategory(request, token, tag, "Slow");
    const product = await createProduct(request, token, category.name, tag);
    const item = await createGalleryItem(request, token, tag, "Slow");
    const headers = {
      ...bearer(token),
      "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`,
    };
    try {
      const [small, large] = await Promise.all([
        sendSlowly(
          `/api/gallery/${item._id}`,
          "PUT",
          headers,
          multipartBody({ title: `Slow ${tag}` }, "images", 6 * MB),
          350 * 1024,
        ),
        sendSlowly(
          `/api/products/${product._id}`,
          "PUT",
          headers,
          multipartBody({ name: `Slow ${tag}` }, "image", 30 * MB),
          900 * 1024,
        ),
      ]);
      for (const [name, answer, size] of [
        ["6 MB", small, 6 * MB],
        ["30 MB", large, 30 * MB],
      ] as const) {
        expect(answer.error, name).toBeNull();
        expect(answer.status, name).toBe(413);
        expect(JSON.parse(answer.body), name).toMatchObject({ success: false });
        // The server read it all: the client was never cut off while sending.
        expect(answer.written, name).toBeGreaterThan(size);
      }
    } finally {
      await expectSuccess(
        await request.delete(`${WORK_URL}/api/gallery/${item._id}`, { headers: bearer(token) }),
      );
      await request.delete(`${WORK_URL}/api/products/${product._id}`, {
        headers: bearer(token),
      });
      await request.delete(`${WORK_URL}/api/categories/${category._id}`, {
        headers: bearer(token),
      });
    }
  });
});

/** A blank PNG 1000 px wide and 40000 px tall: small as a file, far too tall for WebP's sizes. */
function scrollPng(): Promise<Buffer> {
  return sharp({ create: { width: 1000, height: 40000, channels: 3, background: "#fafafa" } })
    .png()
    .toBuffer();
}

const SCROLL_MESSAGE =
  "File scroll.png is too long and narrow to show (1000 × 40000 px): crop it and send it again.";

/** The names of the files in a folder of the work server's uploads. */
async function uploadedFiles(folder: string): Promise<Set<string>> {
  const directory = join(UPLOADS_DIRS.work, folder);
  return new Set(existsSync(directory) ? await readdir(directory) : []);
}

/**
 * Files of `folder` that are new since `before` and of the scroll's shape (320 x 12800, its one
 * size WebP can take): what a refused upload must not leave. Other tests may store images
 * meanwhile; none of theirs is that shape.
 */
async function leftBehind(folder: string, before: Set<string>): Promise<string[]> {
  const found: string[] = [];
  for (const name of await uploadedFiles(folder)) {
    if (before.has(name)) continue;
    const { height } = await sharp(join(UPLOADS_DIRS.work, folder, name)).metadata();
    if (height === 12800) found.push(name);
  }
  return found;
}

test.describe("images of a shape the site cannot make", () => {
  test("the API refuses a 1000 x 40000 image with 400 naming it, and keeps no file", async ({
    request,
  }) => {
    const tag = uniqueTag();
    const token = await signInToken(request);
    const category = await createCategory(request, token, tag, "Shapes");
    const before = await uploadedFiles("products");
    const name = `API Scroll ${tag}`;
    try {
      const errors = await expectFieldErrors(
        await request.post(`${WORK_URL}/api/products`, {
          headers: bearer(token),
          multipart: formOf(
            { name, category: category.name, description: "A very tall picture." },
            [{ field: "image", name: "scroll.png", type: "image/png", buffer: await scrollPng() }],
          ),
        }),
        400,
        ["image"],
      );
      expect(errors.image).toBe(SCROLL_MESSAGE);
      expect(findProduct(name)).toBeUndefined();
      expect(await leftBehind("products", before)).toEqual([]);
    } finally {
      removeProduct(name);
      await request.delete(`${WORK_URL}/api/categories/${category._id}`, {
        headers: bearer(token),
      });
    }
  });
});

adminTest.describe("images of a shape the site cannot make, in the admin", () => {
  adminTest.use({ baseURL: WORK_URL, javaScriptEnabled: false });

  adminTest(
    "a new product with a 1000 x 40000 image shows the message at the image with the form as typed",
    async ({ page, rows }, testInfo) => {
      const tag = uniqueTag();
      const category = rows.category({ name: `E2E Shapes ${tag}` });
      const name = `E2E Scroll ${tag}`;
      const scroll = await makeFile(testInfo, "scroll.png", await scrollPng());
      const before = await uploadedFiles("products");
      try {
        await openAdmin(page, "/admin/products?new=1", false);
        await page.getByLabel("Name *").fill(name);
        await page.getByLabel("Category *").selectOption(category.name);
        await page.getByLabel("Description *").fill("A very tall picture.");
        await page.locator("#product-image").setInputFiles(scroll);
        await page.getByRole("button", { name: "Create Product" }).click();

        await expect(page.locator("#product-image-error")).toHaveText(SCROLL_MESSAGE, {
          timeout: 30_000,
        });
        await expect(page.getByLabel("Name *")).toHaveValue(name);
        expect(findProduct(name)).toBeUndefined();
        expect(await leftBehind("products", before)).toEqual([]);
      } finally {
        removeProduct(name);
      }
    },
  );
});

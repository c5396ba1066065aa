import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { serverEnv } from "~/config/env.server";
import type { Refusal } from "~/lib/result";
import { IMAGE_FOLDERS, type ImageFolder, type StoredImage } from "./image-variants";
import { deleteImage, storeImage } from "./images.server";

/** A write of a variant whose name ends so fails as a full disk would (see the all-or-none test). */
const failing = vi.hoisted(() => ({ nameEnd: null as string | null }));
vi.mock("node:fs/promises", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:fs/promises")>();
  const writeFile: typeof actual.writeFile = async (path, ...rest) => {
    if (failing.nameEnd && String(path).endsWith(failing.nameEnd)) {
      throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
    }
    return actual.writeFile(path, ...rest);
  };
  return { ...actual, writeFile };
});

function uploadsPath(key: string, width: number): string {
  return join(serverEnv().uploadsDir, `${key}-${width}.webp`);
}

/** Names of the files stored for `key` in its folder. */
async function filesOf(key: string): Promise<string[]> {
  const [folder, name] = key.split("/") as [string, string];
  const directory = join(serverEnv().uploadsDir, folder);
  if (!existsSync(directory)) return [];
  return (await readdir(directory)).filter((file) => file.startsWith(`${name}-`)).sort();
}

async function allStoredFiles(): Promise<number> {
  let count = 0;
  for (const folder of IMAGE_FOLDERS) {
    const directory = join(serverEnv().uploadsDir, folder);
    if (existsSync(directory)) count += (await readdir(directory)).length;
  }
  return count;
}

/** The PNG with its header rewritten to claim width x height (the CRC kept valid). */
function withClaimedSize(png: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(png);
  // 8-byte signature, then the IHDR chunk: length (4), type (4), width (4), height (4)...
  copy.writeUInt32BE(width, 16);
  copy.writeUInt32BE(height, 20);
  copy.writeUInt32BE(crc32(copy.subarray(12, 29)), 29);
  return copy;
}

function solid(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: "#33aa77" } });
}

/** The image `input` stored as the file `photo.png`; fails the test when it was refused. */
async function store(input: Buffer, folder: ImageFolder): Promise<StoredImage> {
  const stored = await storeImage(input, folder, "photo.png");
  if (!stored.ok) throw new Error(`Refused: ${stored.message}`);
  return stored.value;
}

/** Why storeImage refused `input`, the file `fileName`; fails the test when it stored it. */
async function refusalOf(input: Buffer, fileName = "photo.png"): Promise<Refusal> {
  const stored = await storeImage(input, "products", fileName);
  if (stored.ok) throw new Error(`Stored as ${JSON.stringify(stored.value)}`);
  return stored;
}

const NOT_AN_IMAGE = {
  ok: false,
  status: 400,
  message: "File photo.png is not a valid image type",
};

describe("storeImage", () => {
  it("stores WebP variants of every width, the largest capped at 1280 with the height scaled", async () => {
    const png = await solid(1500, 1000).png().toBuffer();
    const stored = await store(png, "products");

    expect(stored.key).toMatch(/^products\/[0-9a-f]{24}$/);
    expect(stored.width).toBe(1280);
    expect(stored.height).toBe(853);

    const name = stored.key.split("/")[1] ?? "";
    expect(await filesOf(stored.key)).toEqual(
      [320, 640, 960, 1280].map((width) => `${name}-${width}.webp`).sort(),
    );
    for (const width of [320, 640, 960, 1280]) {
      const metadata = await sharp(uploadsPath(stored.key, width)).metadata();
      expect(metadata.format, `${width}`).toBe("webp");
      expect(metadata.width, `${width}`).toBe(width);
      expect(metadata.height, `${width}`).toBe(Math.round((width * 1000) / 1500));
    }
  });

  it("never enlarges a small image: a 200px image gets only a 200 variant", async () => {
    const png = await solid(200, 150).png().toBuffer();
    const stored = await store(png, "gallery");
    expect(stored).toEqual({
      key: expect.stringMatching(/^gallery\/[0-9a-f]{24}$/),
      width: 200,
      height: 150,
    });
    const name = stored.key.split("/")[1] ?? "";
    expect(await filesOf(stored.key)).toEqual([`${name}-200.webp`]);
    expect(existsSync(uploadsPath(stored.key, 320))).toBe(false);
  });

  it("accepts JPEG and WebP files and gives each upload its own key", async () => {
    const jpeg = await store(await solid(700, 350).jpeg().toBuffer(), "products");
    const webp = await store(await solid(700, 350).webp().toBuffer(), "products");
    expect(jpeg).toMatchObject({ width: 700, height: 350 });
    expect(webp).toMatchObject({ width: 700, height: 350 });
    expect(jpeg.key).not.toBe(webp.key);
    for (const stored of [jpeg, webp]) {
      for (const width of [320, 640, 700]) {
        expect(existsSync(uploadsPath(stored.key, width)), `${stored.key} ${width}`).toBe(true);
      }
    }
  });

  it("turns a photo upright from its EXIF orientation and strips the metadata", async () => {
    const jpeg = await solid(300, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);

    const stored = await store(jpeg, "gallery");
    expect(stored.width).toBe(100);
    expect(stored.height).toBe(300);

    const metadata = await sharp(uploadsPath(stored.key, 100)).metadata();
    expect(metadata.width).toBe(100);
    expect(metadata.height).toBe(300);
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.exif).toBeUndefined();
  });

  it("rejects random bytes and a text file", async () => {
    const before = await allStoredFiles();
    expect(await refusalOf(randomBytes(2048))).toEqual(NOT_AN_IMAGE);
    expect(await refusalOf(Buffer.from("name,price\nBifenthrin,1200\n"), "prices.csv")).toEqual({
      ok: false,
      status: 400,
      message: "File prices.csv is not a valid image type",
    });
    expect(await allStoredFiles()).toBe(before);
  });

  it("rejects an SVG and a GIF: only PNG, JPEG and WebP are accepted", async () => {
    const before = await allStoredFiles();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="green"/></svg>',
    );
    expect(await refusalOf(svg)).toEqual(NOT_AN_IMAGE);
    const gif = await solid(40, 40).gif().toBuffer();
    expect(await refusalOf(gif)).toEqual(NOT_AN_IMAGE);
    expect(await allStoredFiles()).toBe(before);
  });

  it("rejects a damaged PNG (readable header, truncated data) as an invalid image", async () => {
    const png = await solid(600, 400).png().toBuffer();
    const truncated = png.subarray(0, Math.floor(png.length / 2));
    expect(await refusalOf(truncated)).toEqual(NOT_AN_IMAGE);
  });

  it("rejects an image whose dimensions exceed the pixel limit as an invalid image", async () => {
    // 8000 x 6000 = 48 million pixels: a tiny file whose header claims a huge canvas.
    const huge = withClaimedSize(await solid(8, 6).png().toBuffer(), 8000, 6000);
    expect((await sharp(huge).metadata()).width).toBe(8000);
    expect(await refusalOf(huge)).toEqual(NOT_AN_IMAGE);
  });
});

describe("storeImage: shapes WebP cannot hold, and all or none", () => {
  it("refuses a 1000 x 40000 image (its 640 px size would be 25600 px tall) and writes no file", async () => {
    const before = await allStoredFiles();
    const refusal = await refusalOf(await solid(1000, 40000).png().toBuffer(), "scroll.png");
    expect(refusal.status).toBe(400);
    expect(refusal.message).toBe(
      "File scroll.png is too long and narrow to show (1000 × 40000 px): crop it and send it again.",
    );
    expect(await allStoredFiles()).toBe(before);
  });

  it("refuses an image so flat that its 320 px size would be less than a pixel tall", async () => {
    const before = await allStoredFiles();
    const refusal = await refusalOf(await solid(4000, 2).png().toBuffer(), "strip.png");
    expect(refusal.message).toBe(
      "File strip.png is too long and narrow to show (4000 × 2 px): crop it and send it again.",
    );
    expect(await allStoredFiles()).toBe(before);
  });

  it("judges the shape upright: a photo turned by its EXIF orientation counts as turned", async () => {
    // Stored 40000 wide and 1000 tall, shown 1000 wide and 40000 tall.
    const jpeg = await solid(20000, 500).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const refusal = await refusalOf(jpeg, "turned.jpg");
    expect(refusal.message).toBe(
      "File turned.jpg is too long and narrow to show (500 × 20000 px): crop it and send it again.",
    );
  });

  it("stores the tallest and flattest shapes that fit, every size within WebP's 16383 px", async () => {
    const tall = await store(await solid(1000, 16383).png().toBuffer(), "gallery");
    expect(tall).toMatchObject({ width: 1000, height: 16383 });
    const name = tall.key.split("/")[1] ?? "";
    expect(await filesOf(tall.key)).toEqual(
      [320, 640, 960, 1000].map((width) => `${name}-${width}.webp`).sort(),
    );
    const narrow = await store(await solid(5, 16383).png().toBuffer(), "gallery");
    expect(narrow).toMatchObject({ width: 5, height: 16383 });
    // 320 px wide and one pixel tall: the flattest a 2560 x 4 image can be made.
    const flat = await store(await solid(2560, 4).png().toBuffer(), "gallery");
    expect(flat).toMatchObject({ width: 1280, height: 2 });
    expect((await sharp(uploadsPath(flat.key, 320)).metadata()).height).toBe(1);
    expect(await refusalOf(await solid(1000, 16384).png().toBuffer())).toMatchObject({
      ok: false,
      status: 400,
    });
  });

  it("keeps no size of an image when writing one of them fails", async () => {
    const before = await allStoredFiles();
    failing.nameEnd = "-640.webp";
    try {
      await expect(
        storeImage(await solid(1500, 1000).png().toBuffer(), "products", "photo.png"),
      ).rejects.toThrow("ENOSPC");
    } finally {
      failing.nameEnd = null;
    }
    expect(await allStoredFiles()).toBe(before);
  });
});

describe("deleteImage", () => {
  it("removes every variant of the image and leaves other images alone", async () => {
    const doomed = await store(await solid(1000, 500).png().toBuffer(), "products");
    const kept = await store(await solid(400, 200).png().toBuffer(), "products");
    expect(await filesOf(doomed.key)).toHaveLength(4);

    await deleteImage(doomed);
    expect(await filesOf(doomed.key)).toEqual([]);
    expect(await filesOf(kept.key)).toHaveLength(2);
  });

  it("does not fail when the files are already gone", async () => {
    const missing: StoredImage = {
      key: "gallery/000000000000000000000000",
      width: 640,
      height: 480,
    };
    await expect(deleteImage(missing)).resolves.toBeUndefined();
  });
});

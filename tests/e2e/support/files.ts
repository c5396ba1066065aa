/** Image files and multipart forms for uploads. */
import { mkdir, writeFile } from "node:fs/promises";
import type { TestInfo } from "@playwright/test";
import sharp from "sharp";

/** A real PNG image of the given size and colour, in memory. */
export function pngBytes(width = 64, height = 48, color = "#2e7d32"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** Writes `bytes` to a file of the test's output folder; returns its path. */
export async function makeFile(testInfo: TestInfo, name: string, bytes: Buffer): Promise<string> {
  const path = testInfo.outputPath(name);
  await mkdir(testInfo.outputPath(), { recursive: true });
  await writeFile(path, bytes);
  return path;
}

/** Writes a PNG of the given size into the test's output folder; returns its path. */
export async function makePngFile(
  testInfo: TestInfo,
  name: string,
  width = 64,
  height = 48,
): Promise<string> {
  return makeFile(testInfo, name, await pngBytes(width, height));
}

/** A real one-pixel GIF: an image, but not a type the admin accepts. */
export const GIF_BYTES = Buffer.from(
  "R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==",
  "base64",
);

export interface UploadFile {
  field: string;
  name: string;
  type: string;
  buffer: Buffer;
}

/** A multipart form of text fields (a list repeats the field) and files. */
export function formOf(
  fields: Record<string, string | string[]>,
  files: UploadFile[] = [],
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  }
  for (const file of files) {
    form.append(
      file.field,
      new Blob([new Uint8Array(file.buffer)], { type: file.type }),
      file.name,
    );
  }
  return form;
}

export const pngFile = async (
  field: string,
  name: string,
  color?: string,
): Promise<UploadFile> => ({
  field,
  name,
  type: "image/png",
  buffer: await pngBytes(64, 48, color),
});

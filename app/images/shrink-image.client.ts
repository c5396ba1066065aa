/**
 * Photos made small in the browser before they are sent. Staff add pictures from phones over
 * slow links, and a phone photo (3-10 MB, 4000 px wide) is far larger than anything the site
 * shows: with JavaScript, the admin's pickers redraw it at IMAGE_UPLOAD_MAX_SIDE and encode it
 * again, so a few hundred KB go up instead of megabytes, and a photo over IMAGE_MAX_BYTES is
 * accepted instead of refused.
 *
 * The choices (shrink or not, to what size, in which format, which file to send) are the pure
 * functions below; `prepareImage` does the browser's part. A file the browser cannot decode is
 * sent as it is, for the server to check as it does every upload.
 */
import {
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  IMAGE_UPLOAD_MAX_SIDE,
  imageTooLargeMessage,
  imageWrongTypeMessage,
} from "./image-limits";

export interface PixelSize {
  width: number;
  height: number;
}

/** Quality of the re-encoded photo: invisible loss on a phone photo, a tenth of its bytes. */
export const SHRINK_QUALITY = 0.85;

type ShrunkType = "image/jpeg" | "image/webp";

/** Whether a decoded image is redrawn before it is sent: larger than shown, or than allowed. */
export function needsShrinking(size: PixelSize, bytes: number): boolean {
  return Math.max(size.width, size.height) > IMAGE_UPLOAD_MAX_SIDE || bytes > IMAGE_MAX_BYTES;
}

/** The size an image is redrawn at: the same shape, its long side at most `maxSide`. */
export function shrunkSize(size: PixelSize, maxSide = IMAGE_UPLOAD_MAX_SIDE): PixelSize {
  const scale = Math.min(1, maxSide / Math.max(size.width, size.height));
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/**
 * The format a redrawn image is encoded in: JPEG for a JPEG (a photo), WebP for a PNG or WebP,
 * which may be transparent where JPEG cannot be.
 */
export function shrunkType(sourceType: string): ShrunkType {
  return sourceType === "image/jpeg" ? "image/jpeg" : "image/webp";
}

const EXTENSIONS: Record<string, readonly string[]> = {
  "image/jpeg": ["jpg", "jpeg"],
  "image/webp": ["webp"],
  "image/png": ["png"],
};

/**
 * The name of the redrawn file: the original's, with an extension that says its new format
 * (IMG_2041.jpg stays IMG_2041.jpg; logo.png becomes logo.webp).
 */
export function shrunkFileName(name: string, type: string): string {
  const extensions = EXTENSIONS[type] ?? ["jpg"];
  const dot = name.lastIndexOf(".");
  const base = dot > 0 ? name.slice(0, dot) : name || "photo";
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
  return extensions.includes(extension) ? name : `${base}.${extensions[0]}`;
}

/**
 * Which file is sent: the redrawn one when it is smaller, or when the original is over the
 * limit and it is not; otherwise the original, unless that is over the limit too.
 */
export function chooseUpload(
  originalBytes: number,
  shrunkBytes: number | null,
): "original" | "shrunk" | "too-large" {
  const originalFits = originalBytes <= IMAGE_MAX_BYTES;
  if (shrunkBytes !== null && shrunkBytes <= IMAGE_MAX_BYTES) {
    if (shrunkBytes < originalBytes || !originalFits) return "shrunk";
  }
  return originalFits ? "original" : "too-large";
}

export type PreparedImage = { ok: true; file: File } | { ok: false; problem: string };

/**
 * The file to send for a chosen image: the original, a smaller copy of it, or why neither will
 * do (in the words the server would use).
 */
export async function prepareImage(file: File): Promise<PreparedImage> {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return { ok: false, problem: imageWrongTypeMessage(file.name) };
  }
  const asItIs = () => chosen(file, chooseUpload(file.size, null), null);
  const bitmap = await decode(file);
  if (!bitmap) return asItIs();
  try {
    if (!needsShrinking(bitmap, file.size)) return { ok: true, file };
    const blob = await encode(bitmap, shrunkSize(bitmap), shrunkType(file.type));
    return chosen(file, chooseUpload(file.size, blob?.size ?? null), blob);
  } catch {
    // Whatever the browser could not do, the original is still there to send.
    return asItIs();
  } finally {
    bitmap.close();
  }
}

function chosen(
  file: File,
  choice: ReturnType<typeof chooseUpload>,
  blob: Blob | null,
): PreparedImage {
  if (choice === "shrunk" && blob) {
    const name = shrunkFileName(file.name, blob.type);
    return {
      ok: true,
      file: new File([blob], name, { type: blob.type, lastModified: file.lastModified }),
    };
  }
  if (choice === "too-large") return { ok: false, problem: imageTooLargeMessage(file.name) };
  return { ok: true, file };
}

/** The image upright (its EXIF orientation applied, as the server's sharp would), or null. */
async function decode(file: File): Promise<ImageBitmap | null> {
  if (typeof createImageBitmap !== "function") return null;
  try {
    return await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return null;
  }
}

/**
 * The bitmap drawn at `size` and encoded as `type`; null when the browser cannot. A browser
 * that cannot encode WebP gives PNG instead (Safari): still an accepted type, and chooseUpload
 * keeps the original if that came out larger.
 */
async function encode(bitmap: ImageBitmap, size: PixelSize, type: ShrunkType) {
  try {
    if (typeof OffscreenCanvas === "function") {
      const canvas = new OffscreenCanvas(size.width, size.height);
      const context = canvas.getContext("2d");
      if (context) {
        draw(context, bitmap, size);
        return accepted(await canvas.convertToBlob({ type, quality: SHRINK_QUALITY }));
      }
    }
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext("2d");
    if (!context) return null;
    draw(context, bitmap, size);
    return accepted(
      await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, SHRINK_QUALITY)),
    );
  } catch {
    // Out of memory for the canvas, say.
    return null;
  }
}

function draw(
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D,
  bitmap: ImageBitmap,
  size: PixelSize,
) {
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, size.width, size.height);
}

function accepted(blob: Blob | null): Blob | null {
  return blob && (IMAGE_TYPES as readonly string[]).includes(blob.type) ? blob : null;
}

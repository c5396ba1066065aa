/**
 * What an uploaded image may be, in one place: the server's checks, the admin's file pickers,
 * the API description and every message about it read these. Free of server code, so the
 * browser bundle can import it.
 */

/** The most bytes one image file may have. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** IMAGE_MAX_BYTES as the messages write it. */
export const IMAGE_MAX_SIZE_TEXT = "5MB";

/** The types an image may be declared as (and, checked by decoding, must be). */
export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;

/** IMAGE_TYPES as the messages write them. */
export const IMAGE_TYPES_TEXT = "PNG, JPG or WebP";

/** What an image may be, as the pickers' hints and the messages say it. */
export const IMAGE_RULE_TEXT = `${IMAGE_TYPES_TEXT}, up to ${IMAGE_MAX_SIZE_TEXT}`;

/** The `accept` attribute of the admin's file pickers. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(",");

/**
 * With JavaScript, the admin's pickers shrink a photo whose long side is over this many pixels
 * before it is sent: the site never shows an image larger (its widest stored size is
 * MAX_IMAGE_WIDTH, 1280 px, and a tall photo still needs that width), so the extra pixels only
 * cost upload time on a phone's slow link.
 */
export const IMAGE_UPLOAD_MAX_SIDE = 2000;

/** Decoding is refused past this many pixels: a small file can claim a huge canvas. */
export const IMAGE_MAX_PIXELS = 40_000_000;

export function imageTooLargeMessage(fileName: string): string {
  return `File ${fileName} is too large (max ${IMAGE_MAX_SIZE_TEXT})`;
}

export function imageWrongTypeMessage(fileName: string): string {
  return `File ${fileName} is not a valid image type`;
}

/** A picture so long and narrow that one of its sizes cannot be made (see variantsFit). */
export function imageShapeMessage(fileName: string, width: number, height: number): string {
  return `File ${fileName} is too long and narrow to show (${width} × ${height} px): crop it and send it again.`;
}

/**
 * Why a chosen file cannot be an image, in the words the admin sees; null when it may be one.
 * Scripts (curl -F, say) send files without a type or as application/octet-stream: the server
 * takes those (`untypedAllowed`) and checks the content by decoding it; a browser always names
 * the type of an image, so the pickers need not.
 */
export function imageFileProblem(
  file: { name: string; type: string; size: number },
  { untypedAllowed }: { untypedAllowed: boolean },
): string | null {
  const declared = (IMAGE_TYPES as readonly string[]).includes(file.type);
  const untyped = file.type === "" || file.type === "application/octet-stream";
  if (!declared && !(untypedAllowed && untyped)) return imageWrongTypeMessage(file.name);
  if (file.size > IMAGE_MAX_BYTES) return imageTooLargeMessage(file.name);
  return null;
}

import { setImmediate as nextTurn } from "node:timers/promises";
import { deflateSync, strToU8, Zip, ZipPassThrough } from "fflate";
import QRCode from "qrcode";
import { toCsv } from "~/lib/csv";
import { pakistanDate } from "~/lib/dates";
import { slugify } from "~/lib/slug";
import { formatPackCode } from "~/verification/pack-code";
import type { CodeRun } from "./pack-codes.server";

/*
 * The file a run of pack codes is downloaded as, for the label printer: `codes.csv` (a row per
 * code: the code, the batch, the product, the verification link and its QR image's file name)
 * and one QR image per code under `qr/`, SVG (the smallest, and sharp at any print size). It is
 * the only copy of the codes there will ever be: only their hashes are stored.
 */

export const CODE_SHEET_CSV = "codes.csv";
export const CODE_SHEET_HEADER = [
  "Code",
  "Batch number",
  "Product",
  "Verification link",
  "QR image",
] as const;

/** The address a pack's QR code opens: the verify page with the code filled in. */
export function packCodeLink(origin: string, code: string): string {
  return `${origin}/verify?code=${formatPackCode(code)}`;
}

/** The QR image of a code's link, as its file in the zip names it. */
export const qrImageFile = (code: string) => `qr/${formatPackCode(code)}.svg`;

/** The QR code of a link as SVG: medium error correction survives a scuffed label. */
export function qrSvg(link: string): Promise<string> {
  return QRCode.toString(link, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
}

/** codes.csv of a run: a row per code, in the order drawn. */
export function codeSheetCsv({ batch, codes }: CodeRun, origin: string): string {
  return toCsv(
    CODE_SHEET_HEADER,
    codes.map((code) => [
      formatPackCode(code),
      batch.batchNumber,
      batch.productName,
      packCodeLink(origin, code),
      qrImageFile(code),
    ]),
  );
}

/** The zip's name: `codes-<batch>-<date>.zip`, the date in Pakistan. */
export function codeSheetFilename(batchNumber: string, at = new Date()): string {
  return `codes-${slugify(batchNumber) || "batch"}-${pakistanDate(at)}.zip`;
}

/** QR images drawn per slice of the stream: the server answers other requests in between. */
const CODES_PER_SLICE = 100;

/**
 * A file of the zip, deflated whole (fflate's way for a custom compression): far quicker for
 * many small files than its streaming ZipDeflate, which sets up a compressor per file.
 */
class DeflatedFile extends ZipPassThrough {
  constructor(name: string) {
    super(name);
    this.compression = 8;
  }

  protected override process(chunk: Uint8Array<ArrayBuffer>, final: boolean): void {
    this.ondata(null, deflateSync(chunk, { level: 6 }), final);
  }
}

/**
 * The zip of a run, made as it is sent: a slice of QR images at a time, so 10,000 codes never
 * hold the server up for long and the download starts at once.
 */
export function codeSheetZip(run: CodeRun, origin: string): ReadableStream<Uint8Array> {
  let pending: Uint8Array[] = [];
  let failure: Error | null = null;
  let finished = false;
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error;
    else pending.push(chunk);
    if (final) finished = true;
  });
  const addFile = (name: string, text: string) => {
    const file = new DeflatedFile(name);
    zip.add(file);
    file.push(strToU8(text), true);
  };
  /** What the zip wrote since the last slice, as one chunk. */
  const drain = () => {
    const size = pending.reduce((sum, chunk) => sum + chunk.length, 0);
    const out = new Uint8Array(size);
    let offset = 0;
    for (const chunk of pending) {
      out.set(chunk, offset);
      offset += chunk.length;
    }
    pending = [];
    return out;
  };
  let next = 0;
  return new ReadableStream<Uint8Array>({
    start() {
      addFile(CODE_SHEET_CSV, codeSheetCsv(run, origin));
    },
    async pull(controller) {
      // Drawing QR codes never yields by itself: let the server's other work run first.
      await nextTurn();
      const end = Math.min(next + CODES_PER_SLICE, run.codes.length);
      for (; next < end; next++) {
        const code = run.codes[next] as string;
        addFile(qrImageFile(code), await qrSvg(packCodeLink(origin, code)));
      }
      if (next === run.codes.length) zip.end();
      if (failure) {
        controller.error(failure);
        return;
      }
      controller.enqueue(drain());
      if (finished) controller.close();
    },
  });
}

/** A run's zip as the download answering its Generate: never cached, as it is the only copy. */
export function codeSheetDownload(run: CodeRun, origin: string, status = 200): Response {
  return new Response(codeSheetZip(run, origin), {
    status,
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${codeSheetFilename(run.batch.batchNumber)}"`,
      "Cache-Control": "no-store",
    },
  });
}

import { describe, expect, it } from "vitest";
import {
  cutOffPdfMessage,
  documentUrl,
  isDocumentKey,
  notAPdfMessage,
  parseDocumentPath,
  PDF_MAX_BYTES,
  pdfFileProblem,
  pdfProblem,
  pdfTooLargeMessage,
} from "./pdf-file";
import { simplePdf } from "./simple-pdf";

const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const text = (value: string) => new TextEncoder().encode(value);

describe("pdfProblem", () => {
  it("takes a PDF by its content: the header first, the end marker last", () => {
    const pdf = simplePdf("Dhaal Imidacloprid 20% SL", ["Registration No. 0873/2014"]);
    expect(pdfProblem(pdf, "label.pdf")).toBeNull();
    // A copy may add a line break or a few bytes after the marker.
    expect(pdfProblem(text("%PDF-1.7\n...\n%%EOF\r\n\0\0"), "label.pdf")).toBeNull();
  });

  it("refuses a picture renamed .pdf, naming the file", () => {
    const png = new Uint8Array([...PNG_HEADER, ...text("IHDR...%%EOF")]);
    expect(pdfProblem(png, "photo.pdf")).toBe(notAPdfMessage("photo.pdf"));
    expect(notAPdfMessage("photo.pdf")).toMatch(/^File photo\.pdf is not a PDF/);
    // A header a few bytes in is not where a PDF's is.
    expect(pdfProblem(text(" %PDF-1.4\n%%EOF"), "a.pdf")).toBe(notAPdfMessage("a.pdf"));
    expect(pdfProblem(new Uint8Array(), "empty.pdf")).toBe(notAPdfMessage("empty.pdf"));
  });

  it("refuses a PDF cut off in copying: no end marker in its last bytes", () => {
    const whole = simplePdf("Label", ["First aid"]);
    const cut = whole.subarray(0, whole.byteLength - 20);
    expect(pdfProblem(cut, "label.pdf")).toBe(cutOffPdfMessage("label.pdf"));
    const markerTooEarly = new Uint8Array([...text("%PDF-1.4\n%%EOF\n"), ...new Uint8Array(2000)]);
    expect(pdfProblem(markerTooEarly, "label.pdf")).toBe(cutOffPdfMessage("label.pdf"));
  });

  it("refuses more than 10 MB, and takes exactly 10 MB", () => {
    const exact = new Uint8Array(PDF_MAX_BYTES);
    exact.set(text("%PDF-1.4\n"));
    exact.set(text("%%EOF\n"), PDF_MAX_BYTES - 6);
    expect(pdfProblem(exact, "big.pdf")).toBeNull();
    const over = new Uint8Array(PDF_MAX_BYTES + 1);
    over.set(exact);
    expect(pdfProblem(over, "big.pdf")).toBe(pdfTooLargeMessage("big.pdf"));
    expect(pdfTooLargeMessage("big.pdf")).toBe("File big.pdf is too large (max 10MB)");
  });
});

describe("pdfFileProblem", () => {
  it("refuses a file over the limit by its size, without reading it", async () => {
    let read = false;
    const file = {
      name: "scan.pdf",
      size: 11 * 1024 * 1024,
      arrayBuffer: () => {
        read = true;
        return Promise.resolve(new ArrayBuffer(0));
      },
    };
    expect(await pdfFileProblem(file)).toBe(pdfTooLargeMessage("scan.pdf"));
    expect(read).toBe(false);
  });

  it("checks a chosen file's content", async () => {
    const pdf = new File([simplePdf("Label", [])], "label.pdf", { type: "application/pdf" });
    expect(await pdfFileProblem(pdf)).toBeNull();
    const renamed = new File([new Uint8Array(PNG_HEADER)], "label.pdf", {
      type: "application/pdf",
    });
    expect(await pdfFileProblem(renamed)).toBe(notAPdfMessage("label.pdf"));
  });
});

describe("document addresses", () => {
  const key = "documents/0123456789abcdef01234567";

  it("are read back as the key and the download name they were made of", () => {
    const url = documentUrl(key, "dhaal-imidacloprid-20-sl-label");
    expect(url).toBe(
      "/uploads/documents/0123456789abcdef01234567/dhaal-imidacloprid-20-sl-label.pdf",
    );
    expect(parseDocumentPath(url.replace(/^\/uploads\//, ""))).toEqual({
      key,
      downloadName: "dhaal-imidacloprid-20-sl-label",
    });
    expect(isDocumentKey(key)).toBe(true);
  });

  it("are nothing else: other folders, names, cases and climbing out of the folder", () => {
    for (const path of [
      "documents/0123456789abcdef01234567.pdf",
      "documents/0123456789ABCDEF01234567/label.pdf",
      "documents/0123456789abcdef0123456/label.pdf",
      "products/0123456789abcdef01234567/label.pdf",
      "documents/0123456789abcdef01234567/../../app.db",
      "documents/0123456789abcdef01234567/label.PDF",
      "documents/0123456789abcdef01234567/-label.pdf",
      "documents/0123456789abcdef01234567/my label.pdf",
    ]) {
      expect(parseDocumentPath(path), path).toBeNull();
    }
    expect(isDocumentKey("documents/../app")).toBe(false);
  });
});

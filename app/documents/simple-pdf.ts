/**
 * A one-page PDF of plain text lines (Latin letters only, in Helvetica): what the demo catalogue
 * draws for its labels, and the tests for a PDF that passes the uploads' checks. Written by
 * hand, to the letter of PDF 1.4: a catalogue, one page, its font and text, and the table of
 * where each object starts.
 */

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;

/** Characters of 11 pt Helvetica that fit between the margins, about. */
const LINE_CHARACTERS = 85;

/** A long line broken at spaces into lines that fit the page. */
function wrapped(line: string): string[] {
  const out: string[] = [];
  let current = "";
  for (const word of line.split(" ")) {
    if (current && current.length + 1 + word.length > LINE_CHARACTERS) {
      out.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  out.push(current);
  return out;
}

function escapeText(line: string): string {
  // Outside Latin-1 a character cannot be drawn in Helvetica: it becomes a question mark.
  return line.replace(/[^\x20-\x7e]/g, "?").replace(/[\\()]/g, "\\$&");
}

/** The PDF's bytes: `title` in bold, then each of `lines`. */
export function simplePdf(title: string, lines: readonly string[]): Uint8Array<ArrayBuffer> {
  const text = [
    "BT",
    "/F2 18 Tf",
    `${MARGIN} ${PAGE_HEIGHT - MARGIN} Td`,
    `(${escapeText(title)}) Tj`,
    "/F1 11 Tf",
    "16 TL",
    "0 -10 Td",
    ...lines.flatMap(wrapped).map((line) => `(${escapeText(line)}) '`),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>",
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const table = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, "0")} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${table}\n%%EOF\n`;
  // Every character is ASCII: one byte each, so the offsets above are byte offsets.
  return new TextEncoder().encode(pdf);
}

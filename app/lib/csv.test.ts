import { describe, expect, it } from "vitest";
import { parseCsv } from "#tests/setup/csv-rows";
import { csvAttachment, csvField, csvFieldValue, toCsv } from "./csv";

describe("csvField", () => {
  it("leaves plain text as it is", () => {
    expect(csvField("Muhammad Aslam")).toBe("Muhammad Aslam");
    expect(csvField("")).toBe("");
    expect(csvField("aslam@example.com")).toBe("aslam@example.com");
  });

  it("quotes a field with a comma, a quote or a line break, doubling the quotes", () => {
    expect(csvField("Okara, Punjab")).toBe('"Okara, Punjab"');
    expect(csvField('The "Dhaal" pack')).toBe('"The ""Dhaal"" pack"');
    expect(csvField("line one\nline two")).toBe('"line one\nline two"');
    expect(csvField("line one\r\nline two")).toBe('"line one\r\nline two"');
    expect(csvField('"')).toBe('""""');
  });

  it("neutralises a field a spreadsheet would read as a formula with a leading quote", () => {
    expect(csvField("=1+1")).toBe("'=1+1");
    expect(csvField("+92 300 1234567")).toBe("'+92 300 1234567");
    expect(csvField("-5")).toBe("'-5");
    expect(csvField("@SUM(A1:A2)")).toBe("'@SUM(A1:A2)");
    expect(csvField("\t=1+1")).toBe("'\t=1+1");
    expect(csvField("\r=1+1")).toBe('"\'\r=1+1"');
    expect(csvField('=HYPERLINK("http://evil.example","Click")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""Click"")"`,
    );
  });

  it("leaves formula characters alone after the first one", () => {
    expect(csvField("a=b")).toBe("a=b");
    expect(csvField("2+2")).toBe("2+2");
    expect(csvField("name@example.com")).toBe("name@example.com");
  });
});

describe("csvFieldValue", () => {
  it("reads back a neutralised field as it was, and leaves other quotes alone", () => {
    for (const value of ["=1+1", "+92 300 1234567", "-5", "@SUM(A1:A2)", "\t=1+1"]) {
      expect(csvFieldValue(csvField(value))).toBe(value);
    }
    expect(csvFieldValue("'Tis the season")).toBe("'Tis the season");
    expect(csvFieldValue("Multan")).toBe("Multan");
  });
});

describe("toCsv", () => {
  it("starts with a byte order mark and ends each row with CRLF", () => {
    const csv = toCsv(["Name", "Message"], [["Aslam", "Hello"]]);
    expect(csv).toBe("\uFEFFName,Message\r\nAslam,Hello\r\n");
  });

  it("writes only the header when there are no rows", () => {
    expect(toCsv(["Name"], [])).toBe("\uFEFFName\r\n");
  });

  it("keeps Urdu text as it is, UTF-8 encoded after the byte order mark", () => {
    const urdu = "کپاس پر سفید مکھی کا حملہ ہے۔ کون سی دوا لگائیں؟";
    const csv = toCsv(["Message"], [[urdu]]);
    const bytes = Buffer.from(csv, "utf8");
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString("utf8")).toBe(`Message\r\n${urdu}\r\n`);
  });

  it("reads back as the same cells, a neutralised formula keeping its quote", () => {
    const rows = [
      ["Bilal, Okara", 'He said "Dhaal"', "line one\nline two"],
      ["=cmd|' /C calc'!A0", "", "رشید احمد"],
    ];
    const csv = toCsv(["A", "B", "C"], rows);
    expect(parseCsv(csv.slice(1))).toEqual([
      ["A", "B", "C"],
      rows[0],
      ["'=cmd|' /C calc'!A0", "", "رشید احمد"],
    ]);
  });
});

describe("csvAttachment", () => {
  it("is a UTF-8 CSV download with its file name, never cached", async () => {
    const answer = csvAttachment(toCsv(["A"], [["ب"]]), "messages-2025-03-05.csv");
    expect(answer.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("Content-Disposition")).toBe(
      'attachment; filename="messages-2025-03-05.csv"',
    );
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(bytes.toString("utf8")).toBe("\uFEFFA\r\nب\r\n");
  });
});

import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { contactMessages } from "~/db/schema";
import { resetDatabase } from "#tests/setup/db-helpers";
import { exportContactMessages } from "./contacts-export.server";

beforeEach(resetDatabase);

type NewRow = Partial<typeof contactMessages.$inferInsert> & { name: string };

function addMessage(row: NewRow): void {
  db()
    .insert(contactMessages)
    .values({
      email: "visitor@example.com",
      subject: "general",
      message: "Hello.",
      status: "new",
      createdAt: "2025-03-05T10:00:00.000Z",
      ...row,
    })
    .run();
}

/** The file's rows, split as RFC 4180 says (no field here holds a line break unquoted). */
function rowsOf(csv: string): string[] {
  expect(csv.startsWith("\uFEFF")).toBe(true);
  expect(csv.endsWith("\r\n")).toBe(true);
  return csv.slice(1, -2).split(/\r\n(?=(?:[^"]*"[^"]*")*[^"]*$)/);
}

describe("exportContactMessages", () => {
  it("labels every column in its header row", () => {
    const { csv } = exportContactMessages({});
    expect(rowsOf(csv)).toEqual([
      "Received (Pakistan time),Name,Email,Phone,Subject,Language,Status,Message,Notes",
    ]);
  });

  it("writes one row per message, newest first, times in Pakistan, labels as the admin shows them", () => {
    addMessage({
      name: "Muhammad Aslam",
      email: "aslam@example.com",
      phone: "0300-1234567",
      subject: "bulk-order",
      message: "Rates for 200 litres, please.",
      status: "replied",
      adminNotes: "Sent rates on 6 March.",
      createdAt: "2025-03-05T10:30:00.000Z",
    });
    addMessage({
      name: "رشید احمد",
      email: "rashid@example.com",
      subject: "technical-support",
      language: "ur",
      message: "کپاس پر سفید مکھی کا حملہ ہے، کون سی دوا لگائیں؟",
      createdAt: "2025-03-05T19:10:00.000Z",
    });
    const [header, urdu, english, ...rest] = rowsOf(exportContactMessages({}).csv);
    expect(header).toContain("Received");
    expect(rest).toEqual([]);
    expect(urdu).toBe(
      // The Urdu comma is not the CSV's: nothing to quote.
      "2025-03-06 00:10,رشید احمد,rashid@example.com,,Technical Support,Urdu,New,کپاس پر سفید مکھی کا حملہ ہے، کون سی دوا لگائیں؟,",
    );
    expect(english).toBe(
      '2025-03-05 15:30,Muhammad Aslam,aslam@example.com,0300-1234567,Bulk Order,English,Replied,"Rates for 200 litres, please.",Sent rates on 6 March.',
    );
  });

  it("neutralises text a spreadsheet would run as a formula, wherever a visitor typed it", () => {
    addMessage({
      name: '=HYPERLINK("http://evil.example","Prize")',
      phone: "+92 300 1234567",
      message: "@SUM(1+1)*cmd|' /C calc'!A0",
      adminNotes: "-check this",
    });
    const [, row] = rowsOf(exportContactMessages({}).csv);
    expect(row).toBe(
      `2025-03-05 15:00,"'=HYPERLINK(""http://evil.example"",""Prize"")",visitor@example.com,'+92 300 1234567,General,English,New,'@SUM(1+1)*cmd|' /C calc'!A0,'-check this`,
    );
  });

  it("leaves the e-mail cell empty for a message that came with a phone only", () => {
    addMessage({ name: "Ghulam Rasool", email: null, phone: "+923001234567" });
    const [, row] = rowsOf(exportContactMessages({}).csv);
    // The leading + is kept as text, so a spreadsheet shows the number as it was stored.
    expect(row).toBe("2025-03-05 15:00,Ghulam Rasool,,'+923001234567,General,English,New,Hello.,");
  });

  it("keeps line breaks and quotes inside one quoted field", () => {
    addMessage({ name: "Bilal", message: 'Line one\nHe said "two"' });
    const [, row] = rowsOf(exportContactMessages({}).csv);
    expect(row).toContain(',"Line one\nHe said ""two""",');
  });

  it("exports every message the filter keeps, on all pages, and only those", () => {
    for (let index = 0; index < 30; index += 1) {
      addMessage({ name: `Okara dealer ${index}`, status: index % 2 === 0 ? "new" : "read" });
    }
    addMessage({ name: "Multan dealer", status: "new" });
    expect(rowsOf(exportContactMessages({}).csv)).toHaveLength(32);
    expect(rowsOf(exportContactMessages({ q: "okara" }).csv)).toHaveLength(31);
    const newOkara = rowsOf(exportContactMessages({ q: "okara", status: "new" }).csv).slice(1);
    expect(newOkara).toHaveLength(15);
    expect(newOkara.every((row) => row.includes(",New,") && row.includes("Okara"))).toBe(true);
    expect(rowsOf(exportContactMessages({ from: "2025-03-06" }).csv)).toHaveLength(1);
  });

  it("names the file for the day it is made in Pakistan", () => {
    expect(exportContactMessages({}, new Date("2025-03-04T18:59:00.000Z")).filename).toBe(
      "messages-2025-03-04.csv",
    );
    expect(exportContactMessages({}, new Date("2025-03-04T19:00:00.000Z")).filename).toBe(
      "messages-2025-03-05.csv",
    );
  });
});

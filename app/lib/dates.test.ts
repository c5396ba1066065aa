import { afterEach, describe, expect, it, vi } from "vitest";
import { messagesFor } from "~/i18n/messages.server";
import {
  ENGLISH_MONTHS,
  formatCalendarDate,
  formatInstantAsLongUsDate,
  formatLongUsDate,
  isCalendarDate,
  pakistanDate,
  pakistanDateTime,
  pakistanDayEnd,
  pakistanDayStart,
} from "./dates";

// Node re-reads process.env.TZ when it is assigned, so these zones really change what
// `new Date(...)` reports for local calendar fields.
const TIME_ZONES = [
  "UTC",
  "America/Los_Angeles",
  "Pacific/Honolulu",
  "Asia/Karachi",
  "Pacific/Kiritimati",
];

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe("formatLongUsDate", () => {
  it("writes a calendar date in long US format", () => {
    expect(formatLongUsDate("2025-03-05")).toBe("March 5, 2025");
    expect(formatLongUsDate("2025-11-20")).toBe("November 20, 2025");
  });

  it("keeps the first and last day of the year and leap days on their own day", () => {
    expect(formatLongUsDate("2024-01-01")).toBe("January 1, 2024");
    expect(formatLongUsDate("2024-12-31")).toBe("December 31, 2024");
    expect(formatLongUsDate("2024-02-29")).toBe("February 29, 2024");
  });

  it("gives the same day in every time zone (no drift to the day before)", () => {
    for (const zone of TIME_ZONES) {
      vi.stubEnv("TZ", zone);
      expect(formatLongUsDate("2024-01-01"), zone).toBe("January 1, 2024");
      expect(formatLongUsDate("2024-12-31"), zone).toBe("December 31, 2024");
      expect(formatLongUsDate("2024-02-29"), zone).toBe("February 29, 2024");
      expect(formatLongUsDate("2025-03-05"), zone).toBe("March 5, 2025");
    }
    // The trap the function avoids: read through Date, the same string is the day before
    // west of UTC.
    vi.stubEnv("TZ", "America/Los_Angeles");
    expect(new Date("2024-01-01").getDate()).toBe(31);
  });

  it("never reads a calendar date through Date", () => {
    class ForbiddenDate {
      constructor() {
        throw new Error("Date must not be used to format a calendar date");
      }
    }
    vi.stubGlobal("Date", ForbiddenDate);
    const formatted = formatLongUsDate("2024-02-29");
    vi.unstubAllGlobals();
    expect(formatted).toBe("February 29, 2024");
  });

  it("returns input that is not a YYYY-MM-DD date unchanged", () => {
    for (const input of [
      "",
      "2025-3-5",
      "March 5, 2025",
      "2025/03/05",
      " 2025-03-05",
      "2025-03-05T00:00:00Z",
      "2025-13-01",
      "2025-00-10",
    ]) {
      expect(formatLongUsDate(input)).toBe(input);
    }
  });

  it("returns a day that does not exist unchanged instead of inventing 'February 30'", () => {
    expect(formatLongUsDate("2025-02-30")).toBe("2025-02-30");
    expect(formatLongUsDate("2025-04-31")).toBe("2025-04-31");
  });
});

describe("isCalendarDate", () => {
  it("accepts real dates, leap days included", () => {
    for (const value of ["2024-02-29", "2000-02-29", "2025-01-31", "2025-12-31", "2025-03-05"]) {
      expect(isCalendarDate(value), value).toBe(true);
    }
  });

  it("rejects days that do not exist", () => {
    for (const value of ["2025-02-29", "1900-02-29", "2025-04-31", "2025-01-00", "2025-01-32"]) {
      expect(isCalendarDate(value), value).toBe(false);
    }
  });

  it("rejects months outside 1-12", () => {
    expect(isCalendarDate("2025-13-01")).toBe(false);
    expect(isCalendarDate("2025-00-01")).toBe(false);
  });

  it("rejects anything but zero-padded YYYY-MM-DD", () => {
    for (const value of [
      "2025-3-5",
      "2025-03-5",
      "25-03-05",
      "2025-03-05 ",
      "2025-03-05T00:00",
      "",
    ]) {
      expect(isCalendarDate(value), JSON.stringify(value)).toBe(false);
    }
  });

  it("answers the same in every time zone", () => {
    for (const zone of TIME_ZONES) {
      vi.stubEnv("TZ", zone);
      expect(isCalendarDate("2024-02-29"), zone).toBe(true);
      expect(isCalendarDate("2025-02-29"), zone).toBe(false);
      expect(isCalendarDate("2025-03-31"), zone).toBe(true);
      expect(isCalendarDate("2025-04-31"), zone).toBe(false);
    }
  });
});

describe("formatInstantAsLongUsDate", () => {
  it("shows an instant as its date in Pakistan time, whatever the server's zone", () => {
    for (const zone of TIME_ZONES) {
      vi.stubEnv("TZ", zone);
      // 19:30 UTC is 00:30 the next day in Lahore (UTC+5).
      expect(formatInstantAsLongUsDate("2025-03-04T19:30:00.000Z"), zone).toBe("March 5, 2025");
      expect(formatInstantAsLongUsDate("2025-03-04T18:59:59.000Z"), zone).toBe("March 4, 2025");
    }
  });

  it("returns text that is not an instant unchanged", () => {
    expect(formatInstantAsLongUsDate("not a date")).toBe("not a date");
  });
});

describe("formatCalendarDate", () => {
  const urduMonths = messagesFor("ur").chrome.months;

  it("writes a date the Urdu way with Urdu month names", () => {
    expect(formatCalendarDate("2024-03-05", "ur", urduMonths)).toBe("5 مارچ 2024");
    expect(formatCalendarDate("2025-12-31", "ur", urduMonths)).toBe("31 دسمبر 2025");
    expect(formatCalendarDate("2024-03-05", "en", ENGLISH_MONTHS)).toBe("March 5, 2024");
  });

  it("names each month by its place in the catalogue", () => {
    const written = urduMonths.map((_, index) =>
      formatCalendarDate(`2025-${String(index + 1).padStart(2, "0")}-15`, "ur", urduMonths),
    );
    expect(written).toEqual(urduMonths.map((month) => `15 ${month} 2025`));
    expect(formatCalendarDate("2024-02-29", "ur", urduMonths)).toBe("29 فروری 2024");
  });

  it("never moves a date through a time zone", () => {
    // The first and last day of a year are where a UTC shift would show.
    for (const zone of TIME_ZONES) {
      vi.stubEnv("TZ", zone);
      expect(formatCalendarDate("2025-01-01", "ur", urduMonths), zone).toBe("1 جنوری 2025");
      expect(formatCalendarDate("2024-12-31", "ur", urduMonths), zone).toBe("31 دسمبر 2024");
      expect(formatCalendarDate("2024-03-05", "ur", urduMonths), zone).toBe("5 مارچ 2024");
    }
  });

  it("never reads a calendar date through Date", () => {
    class ForbiddenDate {
      constructor() {
        throw new Error("Date must not be used to format a calendar date");
      }
    }
    vi.stubGlobal("Date", ForbiddenDate);
    const formatted = formatCalendarDate("2025-01-01", "ur", urduMonths);
    vi.unstubAllGlobals();
    expect(formatted).toBe("1 جنوری 2025");
  });

  it("leaves a day that does not exist, or a non-date, as written", () => {
    for (const input of ["2025-02-30", "2025-13-01", "2025-3-5", "", "5 مارچ 2024"]) {
      expect(formatCalendarDate(input, "ur", urduMonths), input).toBe(input);
    }
  });
});

describe("Pakistan days and times", () => {
  it("starts a calendar date at midnight in Pakistan, 19:00 UTC the day before", () => {
    expect(pakistanDayStart("2025-03-05")).toBe("2025-03-04T19:00:00.000Z");
    expect(pakistanDayStart("2025-01-01")).toBe("2024-12-31T19:00:00.000Z");
    expect(pakistanDayStart("2024-03-01")).toBe("2024-02-29T19:00:00.000Z");
  });

  it("ends a calendar date where the next one starts, across months and leap days", () => {
    expect(pakistanDayEnd("2025-03-05")).toBe("2025-03-05T19:00:00.000Z");
    expect(pakistanDayEnd("2024-02-28")).toBe("2024-02-28T19:00:00.000Z");
    expect(pakistanDayEnd("2024-02-29")).toBe("2024-02-29T19:00:00.000Z");
    expect(pakistanDayStart("2024-03-01")).toBe(pakistanDayEnd("2024-02-29"));
    expect(pakistanDayEnd("2024-12-31")).toBe("2024-12-31T19:00:00.000Z");
  });

  it("gives an instant's date and time on a clock in Pakistan", () => {
    expect(pakistanDateTime("2025-03-05T10:30:59.999Z")).toBe("2025-03-05 15:30");
    expect(pakistanDateTime("2025-03-04T18:59:59.999Z")).toBe("2025-03-04 23:59");
    expect(pakistanDateTime("2025-03-04T19:00:00.000Z")).toBe("2025-03-05 00:00");
    expect(pakistanDate("2025-03-04T19:00:00.000Z")).toBe("2025-03-05");
    expect(pakistanDate(new Date("2025-12-31T18:59:00.000Z"))).toBe("2025-12-31");
    expect(pakistanDate(new Date("2025-12-31T19:00:00.000Z"))).toBe("2026-01-01");
  });

  it("does not depend on the server's time zone", () => {
    for (const zone of TIME_ZONES) {
      vi.stubEnv("TZ", zone);
      expect(pakistanDayStart("2025-03-05"), zone).toBe("2025-03-04T19:00:00.000Z");
      expect(pakistanDateTime("2025-03-05T10:30:00.000Z"), zone).toBe("2025-03-05 15:30");
    }
  });
});

/** English month names, as the long dates of the admin and the English pages write them. */
export const ENGLISH_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** How a calendar date is written, YYYY-MM-DD; the API description states it too. */
export const CALENDAR_DATE_PATTERN = "^[0-9]{4}-[0-9]{2}-[0-9]{2}$";

const CALENDAR_DATE = new RegExp(CALENDAR_DATE_PATTERN);

/** The year, month and day of a date written YYYY-MM-DD (not checked to exist), else null. */
function calendarParts(value: string): { year: string; month: number; day: number } | null {
  if (!CALENDAR_DATE.test(value)) return null;
  return { year: value.slice(0, 4), month: Number(value.slice(5, 7)), day: Number(value.slice(8)) };
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return leap ? 29 : 28;
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True for a real calendar date written YYYY-MM-DD (2025-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  const parts = calendarParts(value);
  if (!parts) return false;
  const { year, month, day } = parts;
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(Number(year), month);
}

/**
 * "2025-03-05" -> "March 5, 2025". The date is read as a calendar date, never through the
 * local time zone, so it cannot drift to the day before on servers or phones west of UTC.
 */
export function formatLongUsDate(calendarDate: string): string {
  return formatCalendarDate(calendarDate, "en", ENGLISH_MONTHS);
}

/**
 * A calendar date as a page in `locale` writes it, with that language's month names:
 * "March 5, 2025" in English, "5 مارچ 2025" in Urdu. Like formatLongUsDate, it never passes
 * through a time zone.
 */
export function formatCalendarDate(
  calendarDate: string,
  locale: "en" | "ur",
  months: readonly string[],
): string {
  const parts = calendarParts(calendarDate);
  if (!parts || !isCalendarDate(calendarDate)) return calendarDate;
  const month = months[parts.month - 1] ?? String(parts.month);
  return locale === "ur"
    ? `${parts.day} ${month} ${parts.year}`
    : `${month} ${parts.day}, ${parts.year}`;
}

/** A stored instant (ISO 8601) as a long US date in Pakistan time, e.g. "March 5, 2025". */
export function formatInstantAsLongUsDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "Asia/Karachi",
    year: "numeric",
    month: "long",
    day: "numeric",
  }).format(date);
}

/*
 * Pakistan time for the inbox: its date filters and the times of its export. Pakistan keeps
 * UTC+5 all year (it last had daylight saving in 2009, long before any message here), so a
 * fixed offset is exact, and stored instants (ISO 8601, UTC) compare as text.
 */
const PAKISTAN_OFFSET_MS = 5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant (ISO 8601, UTC) a calendar date YYYY-MM-DD begins in Pakistan. */
export function pakistanDayStart(calendarDate: string): string {
  return new Date(Date.parse(`${calendarDate}T00:00:00Z`) - PAKISTAN_OFFSET_MS).toISOString();
}

/** The instant (ISO 8601, UTC) a calendar date YYYY-MM-DD ends in Pakistan: the next begins. */
export function pakistanDayEnd(calendarDate: string): string {
  return new Date(Date.parse(pakistanDayStart(calendarDate)) + DAY_MS).toISOString();
}

/** Where a clock in Pakistan stood at an instant, as ISO 8601 text without a zone. */
function pakistanClock(instant: Date | string): string {
  return new Date(new Date(instant).getTime() + PAKISTAN_OFFSET_MS).toISOString();
}

/** An instant's calendar date in Pakistan, YYYY-MM-DD. */
export function pakistanDate(instant: Date | string): string {
  return pakistanClock(instant).slice(0, 10);
}

/**
 * An instant's date and time in Pakistan, "2025-03-05 15:30": how staff see when a message
 * came, the same in the inbox, its e-mail and its CSV. Sorts as text, reads anywhere.
 */
export function pakistanDateTime(instant: Date | string): string {
  const clock = pakistanClock(instant);
  return `${clock.slice(0, 10)} ${clock.slice(11, 16)}`;
}

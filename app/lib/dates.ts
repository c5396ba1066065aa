const MONTHS = [
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
];

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD (2025-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one; UTC keeps it free of local offsets.
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/**
 * "2025-03-05" -> "March 5, 2025". The date is read as a calendar date, never through the
 * local time zone, so it cannot drift to the day before on servers or phones west of UTC.
 */
export function formatLongUsDate(calendarDate: string): string {
  const match = CALENDAR_DATE.exec(calendarDate);
  if (!match) return calendarDate;
  const month = MONTHS[Number(match[2]) - 1];
  if (!month) return calendarDate;
  return `${month} ${Number(match[3])}, ${match[1]}`;
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

import { z } from "zod";
import { CALENDAR_DATE_PATTERN, isCalendarDate } from "./dates";

/**
 * A calendar date as the forms and the API send it, YYYY-MM-DD (what `<input type="date">`
 * submits); its messages name the field: "Expiry date is required".
 */
export function calendarDateField(label: string) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .refine(isCalendarDate, `${label} must be a real date written YYYY-MM-DD`)
    .meta({
      description: "A real calendar date, YYYY-MM-DD.",
      // The syntax; isCalendarDate also refuses days a month does not have.
      format: "date",
      pattern: CALENDAR_DATE_PATTERN,
    });
}

/**
 * A calendar date as a list's filter reads it from an address (?from=, ?to=); its message names
 * the parameter and shows the form a date takes.
 */
export function calendarDateParam(label: string) {
  return z
    .string()
    .trim()
    .refine(isCalendarDate, `${label} must be a real date written YYYY-MM-DD, such as 2025-03-05.`);
}

/** The refusal of a list filter's dates that end before they begin. */
export const DATE_ORDER_MESSAGE = "The To date must be on or after the From date.";

import { z } from "zod";
import { GALLERY_LIMITS } from "./gallery-limits";
import { CALENDAR_DATE_PATTERN, isCalendarDate } from "~/lib/dates";
import { requiredText, urduText } from "~/lib/text-schemas";
import { EVENT_TYPES } from "./event-types";

/** The kind of a gallery event: the filter bar's choices. */
export const eventTypeSchema = z
  .enum(EVENT_TYPES, { error: `Event type must be one of: ${EVENT_TYPES.join(", ")}` })
  .meta({ id: "EventType" });

/** The day of a gallery event, as the form and the API send it and the records show it. */
export const calendarDateSchema = z
  .string({ error: "Date is required" })
  .trim()
  .min(1, "Date is required")
  .refine(isCalendarDate, "Date must be a real date written YYYY-MM-DD")
  .meta({
    id: "CalendarDate",
    description: "A real calendar date, YYYY-MM-DD.",
    // The syntax; isCalendarDate also refuses days a month does not have.
    format: "date",
    pattern: CALENDAR_DATE_PATTERN,
    examples: ["2025-03-05"],
  });

/** A gallery item's fields as the admin form and the API send them; images come separately. */
export const galleryInputSchema = z
  .object({
    title: requiredText("Title", GALLERY_LIMITS.title),
    description: requiredText("Description", GALLERY_LIMITS.description),
    date: calendarDateSchema,
    location: requiredText("Location", GALLERY_LIMITS.location),
    eventType: eventTypeSchema,
    titleUr: urduText("Urdu title", GALLERY_LIMITS.title),
    descriptionUr: urduText("Urdu description", GALLERY_LIMITS.description),
    locationUr: urduText("Urdu location", GALLERY_LIMITS.location),
  })
  .meta({ id: "GalleryInput" });

export type GalleryInput = z.output<typeof galleryInputSchema>;

/** An event's fields as a form or a caller sends them, before validation. */
export type GalleryFields = z.input<typeof galleryInputSchema>;

export const AT_LEAST_ONE_IMAGE = "Please upload at least one image for new gallery items";

import { z } from "zod";
import { GALLERY_LIMITS } from "./gallery-limits";
import { isCalendarDate } from "~/lib/dates";
import { EVENT_TYPES } from "./event-types";

/** A gallery item's fields as the admin form and the API send them; images come separately. */
export const galleryInputSchema = z.object({
  title: z
    .string({ error: "Title is required" })
    .trim()
    .min(1, "Title is required")
    .max(GALLERY_LIMITS.title, `Title must be at most ${GALLERY_LIMITS.title} characters`),
  description: z
    .string({ error: "Description is required" })
    .trim()
    .min(1, "Description is required")
    .max(
      GALLERY_LIMITS.description,
      `Description must be at most ${GALLERY_LIMITS.description} characters`,
    ),
  date: z
    .string({ error: "Date is required" })
    .trim()
    .min(1, "Date is required")
    .refine(isCalendarDate, "Date must be a real date written YYYY-MM-DD"),
  location: z
    .string({ error: "Location is required" })
    .trim()
    .min(1, "Location is required")
    .max(GALLERY_LIMITS.location, `Location must be at most ${GALLERY_LIMITS.location} characters`),
  eventType: z.enum(EVENT_TYPES, {
    error: `Event type must be one of: ${EVENT_TYPES.join(", ")}`,
  }),
});

export type GalleryInput = z.output<typeof galleryInputSchema>;

export const AT_LEAST_ONE_IMAGE = "Please upload at least one image for new gallery items";

import { z } from "zod";
import { GALLERY_LIMITS } from "./gallery-limits";
import { calendarDateField } from "~/lib/date-schema";
import { requiredText, urduText } from "~/lib/text-schemas";
import { EVENT_TYPES } from "./event-types";

/** The kind of a gallery event: the filter bar's choices. */
export const eventTypeSchema = z
  .enum(EVENT_TYPES, { error: `Event type must be one of: ${EVENT_TYPES.join(", ")}` })
  .meta({ id: "EventType" });

/** The day of a gallery event, as the form and the API send it and the records show it. */
export const calendarDateSchema = calendarDateField("Date").meta({
  id: "CalendarDate",
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

/** An order (or a removal list) names at most this many images, repeats included. */
export const IMAGE_LIST_MAX = 100;
/** A key, or the API's URL of an image: far shorter than this. */
const IMAGE_REF_MAX = 300;

/** What an image order means, as the API describes it. */
export const IMAGE_ORDER_RULE_TEXT =
  "in the order wanted, the first being the cover, each named by its URL as in `images` of the record. Images left out keep their order after the named ones; an image named twice counts where first named; an image the item does not have is refused (400, errors.imageOrder). New files are added after all of them.";

/**
 * The saved images of an event in the order wanted, the first being the cover (see
 * image-order.ts for the rule): the admin form's repeated `imageOrder` fields (keys), the
 * API's `imageOrder` list (URLs, turned into keys by the route).
 */
export const imageOrderSchema = z
  .array(
    z
      .string({ error: "Image order must list images as text" })
      .trim()
      .min(1, "Image order must not hold an empty entry")
      .max(IMAGE_REF_MAX, "Image order holds an entry that is no image"),
    { error: "Image order must be a list of images" },
  )
  .max(IMAGE_LIST_MAX, `Image order must list at most ${IMAGE_LIST_MAX} images`)
  .meta({
    description: `The saved images ${IMAGE_ORDER_RULE_TEXT}`,
    examples: [["/uploads/gallery/0123456789abcdef01234567-1280.webp"]],
  });

/** What an update of an event may say about its saved images besides its fields. */
export const galleryImageChangesSchema = z.object({
  imageOrder: imageOrderSchema.optional(),
  removeImages: z
    .array(z.string({ error: "Images to remove must be listed as text" }), {
      error: "Images to remove must be a list of image URLs",
    })
    .max(IMAGE_LIST_MAX, `Images to remove must list at most ${IMAGE_LIST_MAX} images`)
    .meta({
      description:
        "URLs (as in `images` of the record) of saved images to drop; a URL of none of them is ignored.",
    })
    .optional(),
});

/** A JSON update of an event: its fields, and optionally the order and removal of its images. */
export const galleryUpdateSchema = galleryInputSchema
  .extend(galleryImageChangesSchema.shape)
  .meta({ id: "GalleryUpdate" });

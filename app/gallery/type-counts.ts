import { EVENT_TYPES, type EventType } from "./event-types";

export interface GalleryFilter {
  /** null is "All Events". */
  type: EventType | null;
  label: string;
  count: number;
}

/**
 * The gallery's filter bar: 'All Events' with the total, then each event type that has at least
 * one item, in the fixed order of EVENT_TYPES, with its count.
 */
export function galleryFilters(
  counts: Partial<Record<EventType, number>>,
  labels: { allEvents: string; eventTypes: Readonly<Record<EventType, string>> },
): GalleryFilter[] {
  const present = EVENT_TYPES.filter((type) => (counts[type] ?? 0) > 0);
  const total = present.reduce((sum, type) => sum + (counts[type] ?? 0), 0);
  return [
    { type: null, label: labels.allEvents, count: total },
    ...present.map((type) => ({
      type,
      label: labels.eventTypes[type],
      count: counts[type] ?? 0,
    })),
  ];
}

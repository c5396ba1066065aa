/** Event types of gallery items, in the order the filter bar shows them. */
export const EVENT_TYPES = [
  "farm_visit",
  "training",
  "exhibition",
  "harvest",
  "Lucky Draw",
  "other",
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

export const DEFAULT_EVENT_TYPE: EventType = "farm_visit";

export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  farm_visit: "Farm Visit",
  training: "Training",
  exhibition: "Exhibition",
  harvest: "Harvest",
  "Lucky Draw": "Lucky Draw",
  other: "Other",
};

export function isEventType(value: unknown): value is EventType {
  return typeof value === "string" && (EVENT_TYPES as readonly string[]).includes(value);
}

import { describe, expect, it } from "vitest";
import { messagesFor } from "~/i18n/messages.server";
import { galleryFilters } from "./type-counts";

const english = messagesFor("en").gallery;
const urdu = messagesFor("ur").gallery;

describe("galleryFilters", () => {
  it("shows only 'All Events' with zero when there are no items", () => {
    expect(galleryFilters({}, english)).toEqual([{ type: null, label: "All Events", count: 0 }]);
  });

  it("lists every type in the fixed order with its label and count, after All Events", () => {
    expect(
      galleryFilters(
        {
          other: 1,
          "Lucky Draw": 2,
          harvest: 3,
          exhibition: 4,
          training: 5,
          farm_visit: 6,
        },
        english,
      ),
    ).toEqual([
      { type: null, label: "All Events", count: 21 },
      { type: "farm_visit", label: "Farm Visit", count: 6 },
      { type: "training", label: "Training", count: 5 },
      { type: "exhibition", label: "Exhibition", count: 4 },
      { type: "harvest", label: "Harvest", count: 3 },
      { type: "Lucky Draw", label: "Lucky Draw", count: 2 },
      { type: "other", label: "Other", count: 1 },
    ]);
  });

  it("leaves out types with no items, including ones counted as zero", () => {
    expect(galleryFilters({ "Lucky Draw": 4, farm_visit: 0, exhibition: 1 }, english)).toEqual([
      { type: null, label: "All Events", count: 5 },
      { type: "exhibition", label: "Exhibition", count: 1 },
      { type: "Lucky Draw", label: "Lucky Draw", count: 4 },
    ]);
  });

  it("names the filters in the page's language", () => {
    expect(galleryFilters({ harvest: 2, training: 1 }, urdu)).toEqual([
      { type: null, label: "تمام تقریبات", count: 3 },
      { type: "training", label: "تربیت", count: 1 },
      { type: "harvest", label: "کٹائی", count: 2 },
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { pagerPages } from "./AdminListControls";

describe("pagerPages", () => {
  it("offers every page of a short list", () => {
    expect(pagerPages(1, 1)).toEqual([1]);
    expect(pagerPages(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerPages(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("offers the first, the last and two either side of the current page, with gaps", () => {
    expect(pagerPages(1, 81)).toEqual([1, 2, 3, "gap", 81]);
    expect(pagerPages(40, 81)).toEqual([1, "gap", 38, 39, 40, 41, 42, "gap", 81]);
    expect(pagerPages(81, 81)).toEqual([1, "gap", 79, 80, 81]);
  });

  it("shows a single missing page rather than a gap that hides it", () => {
    expect(pagerPages(5, 81)).toEqual([1, 2, 3, 4, 5, 6, 7, "gap", 81]);
    expect(pagerPages(77, 81)).toEqual([1, "gap", 75, 76, 77, 78, 79, 80, 81]);
  });
});

import { describe, expect, it } from "vitest";
import {
  choosePacks,
  MAX_ACRES,
  planSpray,
  readArea,
  readTankLitres,
  readTypedNumber,
} from "./spray-calculator";

describe("readTypedNumber", () => {
  it("reads decimals, fractions and Urdu digits", () => {
    for (const typed of ["3.5", "3 1/2", "3½", "۳.۵", "٣٫٥", "3,5", " 3.50 "]) {
      expect(readTypedNumber(typed), typed).toEqual({ ok: true, value: 3.5 });
    }
    expect(readTypedNumber("1/2")).toEqual({ ok: true, value: 0.5 });
    expect(readTypedNumber("1,500")).toEqual({ ok: true, value: 1500 });
    expect(readTypedNumber("500,000")).toEqual({ ok: true, value: 500_000 });
  });

  it("says why it refuses", () => {
    expect(readTypedNumber("")).toEqual({ ok: false, problem: "empty" });
    expect(readTypedNumber("abc")).toEqual({ ok: false, problem: "not-a-number" });
    expect(readTypedNumber("3 acres")).toEqual({ ok: false, problem: "not-a-number" });
    expect(readTypedNumber("1/0")).toEqual({ ok: false, problem: "not-a-number" });
    expect(readTypedNumber("0")).toEqual({ ok: false, problem: "not-positive" });
    expect(readTypedNumber("-2")).toEqual({ ok: false, problem: "not-positive" });
  });
});

describe("readArea", () => {
  it("turns kanals into acres, 8 to the acre", () => {
    expect(readArea("28", "kanal")).toEqual({ ok: true, value: 3.5 });
    expect(readArea("3 1/2", "acre")).toEqual({ ok: true, value: 3.5 });
  });

  it("refuses an area larger than any farm", () => {
    expect(readArea("500,000", "acre")).toEqual({ ok: false, problem: "too-large" });
    expect(readArea(String(MAX_ACRES), "acre").ok).toBe(true);
    expect(readArea(String(MAX_ACRES * 8 + 8), "kanal")).toEqual({
      ok: false,
      problem: "too-large",
    });
    expect(readTankLitres("5000")).toEqual({ ok: false, problem: "too-large" });
    expect(readTankLitres("20")).toEqual({ ok: true, value: 20 });
  });
});

describe("choosePacks", () => {
  const sizes = [100, 250, 500, 1000];

  it("buys the least left over, then the fewest packs", () => {
    expect(choosePacks(750, sizes)).toEqual([
      { size: 500, count: 1 },
      { size: 250, count: 1 },
    ]);
    expect(choosePacks(1000, sizes)).toEqual([{ size: 1000, count: 1 }]);
    expect(choosePacks(1, sizes)).toEqual([{ size: 100, count: 1 }]);
    expect(choosePacks(2350, sizes)).toEqual([
      { size: 1000, count: 2 },
      { size: 250, count: 1 },
      { size: 100, count: 1 },
    ]);
  });

  it("finds combinations a greedy choice misses", () => {
    // Greedy takes 400 and then 400 again (800); 250 + 400 makes 650 exactly.
    expect(choosePacks(650, [250, 400])).toEqual([
      { size: 400, count: 1 },
      { size: 250, count: 1 },
    ]);
    expect(choosePacks(1000, [400, 250])).toEqual([{ size: 250, count: 4 }]);
  });

  it("handles a large area quickly and without a huge table", () => {
    expect(choosePacks(4_000_000, sizes)).toEqual([{ size: 1000, count: 4000 }]);
    expect(choosePacks(4_000_100, sizes)).toEqual([
      { size: 1000, count: 4000 },
      { size: 100, count: 1 },
    ]);
  });

  it("buys nothing when nothing is sold or needed", () => {
    expect(choosePacks(750, [])).toEqual([]);
    expect(choosePacks(0, sizes)).toEqual([]);
  });
});

describe("planSpray", () => {
  const packs = [100, 250, 500, 1000];

  it("plans 3.5 acres at 250 ml per acre in a 16-litre knapsack", () => {
    const plan = planSpray({ amount: 250, unit: "ml", area: "acre" }, 3.5, 16, packs);
    expect(plan.total).toEqual({ low: 875, high: 875 });
    expect(plan.packs).toEqual([
      { size: 500, count: 1 },
      { size: 100, count: 4 },
    ]);
    expect(plan.leftOver).toBe(25);
    // 100 litres of water per acre assumed: 16 L carries 16/100 of an acre's 250 ml.
    expect(plan.waterAssumed).toBe(true);
    expect(plan.perTank).toEqual({ low: 40, high: 40 });
    expect(plan.tanks).toBe(22);
  });

  it("gives a range for a range, and uses the label's water", () => {
    const plan = planSpray(
      { amount: 200, amountMax: 250, unit: "ml", area: "acre", waterLitres: 80 },
      2,
      20,
      packs,
    );
    expect(plan.total).toEqual({ low: 400, high: 500 });
    expect(plan.packs).toEqual([{ size: 500, count: 1 }]);
    expect(plan.waterAssumed).toBe(false);
    expect(plan.perTank).toEqual({ low: 50, high: 62.5 });
    expect(plan.tanks).toBe(8);
  });

  it("converts litres, kilograms, kanals and hectares", () => {
    expect(planSpray({ amount: 1.5, unit: "L", area: "acre" }, 2, 16, []).total.low).toBe(3000);
    expect(planSpray({ amount: 5, unit: "kg", area: "acre" }, 1, 16, []).baseUnit).toBe("g");
    expect(planSpray({ amount: 50, unit: "g", area: "kanal" }, 1, 16, []).total.low).toBe(400);
    expect(
      planSpray({ amount: 1, unit: "L", area: "hectare" }, 2.471054, 16, []).total.low,
    ).toBeCloseTo(1000, 6);
  });
});

import { describe, expect, it } from "vitest";
import { dealersPath, parseDealerQuery } from "./dealer-query";

describe("parseDealerQuery", () => {
  it("reads a district of the list, a town of it and a product, trimmed", () => {
    expect(
      parseDealerQuery("?district=multan&town=+Shujabad+&product=dhaal-imidacloprid-20-sl"),
    ).toEqual({ district: "multan", town: "Shujabad", product: "dhaal-imidacloprid-20-sl" });
    expect(parseDealerQuery(new URLSearchParams("product=12"))).toEqual({
      district: null,
      town: null,
      product: "12",
    });
  });

  it("ignores a district not on the list, and a town without a district", () => {
    expect(parseDealerQuery("?district=atlantis&town=Shujabad")).toEqual({
      district: null,
      town: null,
      product: null,
    });
    expect(parseDealerQuery("?district=&town=&product=")).toEqual({
      district: null,
      town: null,
      product: null,
    });
    expect(parseDealerQuery(`?district=multan&town=${"x".repeat(500)}`).town).toHaveLength(120);
  });
});

describe("dealersPath", () => {
  it("writes the address of a view, a town only within its district", () => {
    expect(dealersPath({})).toBe("/dealers");
    expect(dealersPath({ product: "dhaal" })).toBe("/dealers?product=dhaal");
    expect(dealersPath({ district: "multan", town: "Jalalpur Pirwala", product: "dhaal" })).toBe(
      "/dealers?district=multan&town=Jalalpur+Pirwala&product=dhaal",
    );
    expect(dealersPath({ town: "Shujabad" })).toBe("/dealers");
  });
});

import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BidiText } from "./BidiText";

const html = (text: string) => renderToStaticMarkup(<BidiText text={text} />);

describe("BidiText", () => {
  it("isolates the Latin formulation of an Urdu product name", () => {
    expect(html("ڈھال امیڈاکلوپرڈ 20% SL")).toBe(
      'ڈھال امیڈاکلوپرڈ <bdi dir="ltr" class="latin-code">20% SL</bdi>',
    );
  });

  it("keeps units, brackets and signs in one run", () => {
    expect(html("امیڈاکلوپرڈ 200 g/L (20% w/v) SL")).toBe(
      'امیڈاکلوپرڈ <bdi dir="ltr" class="latin-code">200 g/L (20% w/v) SL</bdi>',
    );
  });

  it("keeps a fertilizer's grade and its plus sign in one run", () => {
    expect(html("سبز شکتی این پی کے 20-20-20 + TE")).toBe(
      'سبز شکتی این پی کے <bdi dir="ltr" class="latin-code">20-20-20 + TE</bdi>',
    );
  });

  it("isolates each plot number and Latin word of an Urdu address", () => {
    expect(html("12-B، مین بلیوارڈ، گلبرگ III، لاہور")).toBe(
      '<bdi dir="ltr" class="latin-code">12-B</bdi>، مین بلیوارڈ، گلبرگ <bdi dir="ltr" class="latin-code">III</bdi>، لاہور',
    );
  });

  it("lets a long English phrase inside Urdu wrap at its spaces", () => {
    const phrase = "Bacillus thuringiensis subspecies kurstaki strain ABTS-351";
    expect(html(`حیاتیاتی دوا ${phrase}`)).toBe(`حیاتیاتی دوا <bdi dir="ltr">${phrase}</bdi>`);
  });

  it("leaves plain numbers in Urdu text alone", () => {
    expect(html("250 ملی لیٹر فی ایکڑ، 100 سے 120 لیٹر پانی میں")).toBe(
      "250 ملی لیٹر فی ایکڑ، 100 سے 120 لیٹر پانی میں",
    );
  });

  it("returns English text unchanged", () => {
    expect(html("Dhaal Imidacloprid 20% SL")).toBe("Dhaal Imidacloprid 20% SL");
  });
});

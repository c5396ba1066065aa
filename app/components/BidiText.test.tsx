import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BidiText } from "./BidiText";

const html = (text: string) => renderToStaticMarkup(<BidiText text={text} />);

describe("BidiText", () => {
  it("isolates the Latin formulation of an Urdu product name", () => {
    expect(html("ڈھال امیڈاکلوپرڈ 20% SL")).toBe('ڈھال امیڈاکلوپرڈ <bdi dir="ltr">20% SL</bdi>');
  });

  it("keeps units, brackets and signs in one run", () => {
    expect(html("امیڈاکلوپرڈ 200 g/L (20% w/v) SL")).toBe(
      'امیڈاکلوپرڈ <bdi dir="ltr">200 g/L (20% w/v) SL</bdi>',
    );
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

import { describe, expect, it } from "vitest";
import { pdfProblem } from "~/documents/pdf-file";
import { productInputSchema } from "~/products/product-schema";
import { DEMO_CATEGORIES } from "./catalogue";
import { demoLabelPdf } from "./label-pdf";
import { DEMO_SAFETY } from "./safety-facts";

const products = DEMO_CATEGORIES.flatMap((category) => category.products);

describe("the demo catalogue's safety facts", () => {
  it("give every product, and only the catalogue's, its label's facts in both languages", () => {
    expect(Object.keys(DEMO_SAFETY).sort()).toEqual(products.map((product) => product.name).sort());
    for (const [name, safety] of Object.entries(DEMO_SAFETY)) {
      expect(safety.protectiveWear.length, name).toBeGreaterThan(0);
      expect(safety.firstAidUr, name).toMatch(/[\u0600-\u06FF]/);
      expect(safety.antidoteUr, name).toMatch(/[\u0600-\u06FF]/);
      // An Urdu page carries no English words: these are read out as they are written.
      expect(`${safety.firstAidUr} ${safety.antidoteUr}`, name).not.toMatch(/[A-Za-z]/);
      expect(safety.registrationNumber, name).toMatch(/^\d{4}\/20\d\d$/);
    }
  });

  it("pass the product form's checks, as the seed sends them", () => {
    for (const product of products) {
      const safety = DEMO_SAFETY[product.name];
      const parsed = productInputSchema.safeParse({
        name: product.name,
        category: "Insecticides",
        description: product.description,
        ...safety,
        protectiveWear: safety?.protectiveWear.join(","),
      });
      expect(parsed.error?.issues ?? [], product.name).toEqual([]);
    }
  });

  it("warn where labels of such products warn: bees for the neonicotinoids, fish for the pyrethroid", () => {
    expect(DEMO_SAFETY["Dhaal Imidacloprid 20% SL"]?.warnsBees).toBe(true);
    expect(DEMO_SAFETY["Makai Beej Thiamethoxam 70% WS"]?.warnsBees).toBe(true);
    expect(DEMO_SAFETY["Shikra Lambda-cyhalothrin 2.5% EC"]?.warnsFish).toBe(true);
    expect(DEMO_SAFETY["Shikra Lambda-cyhalothrin 2.5% EC"]?.antidote).toMatch(
      /^No specific antidote/,
    );
  });

  it("draw the labels as PDFs the uploads would take", () => {
    const labelled = products.filter((product) => DEMO_SAFETY[product.name]?.labelPdf);
    expect(labelled.length).toBeGreaterThanOrEqual(3);
    for (const product of labelled) {
      const safety = DEMO_SAFETY[product.name];
      if (!safety) throw new Error(product.name);
      const pdf = demoLabelPdf(product, safety);
      expect(pdfProblem(pdf, `${product.name}.pdf`)).toBeNull();
      const text = new TextDecoder().decode(pdf);
      expect(text).toContain(`Registration No. ${safety.registrationNumber}`);
      expect(text).toContain("Rescue 1122");
    }
  });
});

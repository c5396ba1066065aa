import { SITE } from "~/config/site";
import { simplePdf } from "~/documents/simple-pdf";
import { RESCUE_NUMBER, SAFETY_WORDS, warningsOf } from "~/products/safety";
import type { DemoProduct } from "./catalogue";
import type { DemoSafety } from "./safety-facts";

/** A demo product's printed label as a one-page PDF: what is on the pack, in English. */
export function demoLabelPdf(product: DemoProduct, safety: DemoSafety): Uint8Array<ArrayBuffer> {
  const words = SAFETY_WORDS.en;
  const warnings = warningsOf({
    warnsBees: safety.warnsBees ?? false,
    warnsFish: safety.warnsFish ?? false,
    warnsLivestock: safety.warnsLivestock ?? false,
  });
  return simplePdf(product.name, [
    `${SITE.name}, Lahore`,
    "",
    ...(product.composition ? [`Composition: ${product.composition}`] : []),
    `Registration No. ${safety.registrationNumber} under the Agricultural Pesticides Ordinance`,
    `WHO hazard class ${safety.hazardClass}: ${words.hazard[safety.hazardClass]}`,
    ...(product.dosage ? [`Dose: ${product.dosage}`] : []),
    ...(product.waitingPeriod ? [`Waiting period: ${product.waitingPeriod}`] : []),
    "",
    `Wear: ${safety.protectiveWear.map((item) => words.wear[item].toLowerCase()).join(", ")}`,
    `First aid: ${safety.firstAid}`,
    `Antidote: ${safety.antidote}`,
    ...warnings.map((warning) => words.warnings[warning]),
    `In an emergency call Rescue ${RESCUE_NUMBER}.`,
    "",
    "A demo label: the brand is fictional.",
  ]);
}

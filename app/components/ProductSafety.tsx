import { BidiText } from "~/components/BidiText";
import { Icon } from "~/components/icons";
import { textLanguage } from "~/i18n/content";
import { format } from "~/i18n/format";
import { useLocale } from "~/i18n/site-text";
import type { Messages } from "~/i18n/messages/types";
import type { LocalizedSafety } from "~/products/products.server";
import {
  bandColour,
  hasSafetyFacts,
  PRODUCT_DOCUMENTS,
  productDocumentUrl,
  RESCUE_NUMBER,
  RESCUE_PHONE_HREF,
  SAFETY_WORDS,
  warningsOf,
} from "~/products/safety";

/**
 * A product page's safety facts, as compact as the label's panel: the hazard class's colour
 * band, the protective wear as pictograms with their words and the emergency number first (a
 * farmer sees them right after the uses), then first aid, the antidote, the warnings, the
 * registration number and the label's PDF files. Nothing for a product with no facts.
 */
export function ProductSafety({
  product,
  text,
}: {
  product: { slug: string; safety: LocalizedSafety };
  text: Messages["product"]["safety"];
}) {
  const words = SAFETY_WORDS[useLocale()];
  const { safety } = product;
  if (!hasSafetyFacts(safety)) return null;
  const warnings = warningsOf(safety);
  const facts = (["firstAid", "antidote", "registrationNumber"] as const).flatMap((field) => {
    const value = safety[field];
    return value ? [{ field, label: text[field], value }] : [];
  });
  const documents = PRODUCT_DOCUMENTS.flatMap((document) => {
    const url = productDocumentUrl(product, document);
    return url ? [{ document, url }] : [];
  });
  return (
    <section className="product-safety" aria-labelledby="safety-heading">
      <h2 id="safety-heading">{text.heading}</h2>
      {safety.hazardClass ? (
        <p className={`hazard-band band-${bandColour(safety.hazardClass)}`}>
          {words.hazard[safety.hazardClass]}
        </p>
      ) : null}
      {safety.protectiveWear.length > 0 ? (
        <div className="safety-wear">
          <p>{text.wear}</p>
          <ul>
            {safety.protectiveWear.map((item) => (
              <li key={item}>
                <Icon name={item} />
                {words.wear[item]}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <a href={RESCUE_PHONE_HREF} className="button button-rescue">
        <Icon name="phone" /> {format(text.rescue, { number: RESCUE_NUMBER })}
      </a>
      {facts.length > 0 ? (
        <dl className="safety-facts">
          {facts.map(({ field, label, value }) => (
            <div key={field}>
              <dt>{label}</dt>
              <dd {...textLanguage(safety, field)}>
                <BidiText text={value} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {warnings.length > 0 ? (
        <ul className="safety-warnings">
          {warnings.map((warning) => (
            <li key={warning}>{words.warnings[warning]}</li>
          ))}
        </ul>
      ) : null}
      {documents.length > 0 ? (
        <p className="button-row">
          {documents.map(({ document, url }) => (
            <a key={document} href={url} className="button button-outline" download>
              {text[document]}
            </a>
          ))}
        </p>
      ) : null}
    </section>
  );
}

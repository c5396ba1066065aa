import { Link } from "react-router";
import { Fragment } from "react";
import { BidiText } from "~/components/BidiText";
import { Icon } from "~/components/icons";
import { ProductImagePlaceholder, productUrl } from "~/components/ProductCard";
import { ResponsiveImg } from "~/components/ResponsiveImg";
import { findDistrict, districtName } from "~/dealers/districts";
import { textLanguage } from "~/i18n/content";
import { format, formatParts } from "~/i18n/format";
import type { Messages } from "~/i18n/messages/types";
import { useSiteText } from "~/i18n/site-text";
import { formatCalendarDate, pakistanDate } from "~/lib/dates";
import { PACK_CODE_EXAMPLE, type Verification } from "~/verification/verification";

type Words = Messages["verify"];

/** The heading and the line of an answer, and how it looks: green, amber or red. */
function wordsFor(answer: Verification, text: Words) {
  const { method, outcome, wellFormed } = answer;
  if (outcome === "expired") return { tone: "danger", title: text.expired, line: text.expiredText };
  if (outcome === "recalled") {
    return { tone: "danger", title: text.recalled, line: text.recalledText };
  }
  if (method === "batch") {
    return outcome === "unknown"
      ? { tone: "danger", title: text.batchUnknown, line: text.batchUnknownText }
      : { tone: "ok", title: text.batchFound, line: text.batchFoundText };
  }
  if (outcome === "repeat") return { tone: "warn", title: text.repeat, line: text.repeatText };
  if (outcome === "genuine") return { tone: "ok", title: text.genuine, line: text.genuineText };
  return {
    tone: "danger",
    title: text.unknown,
    line: wellFormed ? text.unknownText : `${text.unknownText} ${text.malformed}`,
  };
}

/** A message with the example code kept left to right inside Urdu. */
export function withExample(message: string) {
  const code = (
    <bdi dir="ltr" className="latin-code">
      {PACK_CODE_EXAMPLE}
    </bdi>
  );
  return formatParts(message, { example: code }).map((part, index) => (
    <Fragment key={index}>{part}</Fragment>
  ));
}

/**
 * A check's answer in one glance: a big green 'Genuine', amber 'Checked before' or red 'Do
 * not use' with why and what to do, then the product, its batch and dates.
 */
export function VerifyAnswer({ answer, text }: { answer: Verification; text: Words }) {
  const { chrome, href, locale } = useSiteText();
  const { tone, title, line } = wordsFor(answer, text);
  const { product, batch, firstCheck } = answer;
  const date = (calendarDate: string) => formatCalendarDate(calendarDate, locale, chrome.months);
  const district = firstCheck?.district ? findDistrict(firstCheck.district) : undefined;
  // A code checked before says when and where, whatever else its batch says.
  const firstCheckLine = firstCheck
    ? format(text.repeatText, {
        date: date(pakistanDate(firstCheck.at)),
        place: district
          ? format(text.repeatPlace, { district: districtName(district, locale) })
          : "",
      })
    : null;
  const shown =
    answer.outcome === "repeat"
      ? (firstCheckLine ?? line)
      : format(line, { date: batch ? date(batch.expiresOn) : "" });
  return (
    <section
      className={`verify-answer verify-${tone}`}
      aria-labelledby="verify-answer-title"
      id="answer"
    >
      <h2 id="verify-answer-title">
        <Icon name={tone === "ok" ? "shieldCheck" : "warning"} /> {title}
      </h2>
      <p>{withExample(shown)}</p>
      {batch?.recallNote ? (
        <p>
          <BidiText text={format(text.recallReason, { note: batch.recallNote })} />
        </p>
      ) : null}
      {answer.outcome !== "repeat" && firstCheckLine ? <p>{firstCheckLine}</p> : null}
      {product && batch ? (
        <div className="verify-product">
          {product.image ? (
            <ResponsiveImg image={product.image} alt="" sizes="96px" priority />
          ) : (
            <ProductImagePlaceholder />
          )}
          <dl>
            <dt>{text.product}</dt>
            <dd {...textLanguage(product, "name")}>
              <Link to={href(productUrl(product))}>
                <BidiText text={product.name} />
              </Link>
            </dd>
            <dt>{text.batchNumber}</dt>
            <dd>
              <bdi dir="ltr">{batch.number}</bdi>
            </dd>
            <dt>{text.manufactured}</dt>
            <dd>{date(batch.manufacturedOn)}</dd>
            <dt>{text.expires}</dt>
            <dd>{date(batch.expiresOn)}</dd>
          </dl>
        </div>
      ) : null}
      <p className="verify-checked">
        {formatParts(text.checked, {
          code: (
            <bdi dir="ltr" className="latin-code">
              {answer.checked}
            </bdi>
          ),
        }).map((part, index) => (
          <Fragment key={index}>{part}</Fragment>
        ))}
      </p>
    </section>
  );
}

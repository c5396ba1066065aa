import { Fragment, type ReactNode } from "react";
import { BidiText } from "~/components/BidiText";
import { PHONE_EXAMPLE } from "~/contacts/contact-fields";
import type { ContactAnswer } from "~/contacts/contact-answer";
import { format, formatParts } from "~/i18n/format";
import type { Messages } from "~/i18n/messages/types";
import { useSiteText } from "~/i18n/site-text";
import { IMAGE_ACCEPT, IMAGE_MAX_SIZE_TEXT } from "~/images/image-limits";
import { PACK_REPORT_PHOTO_FIELD, VERIFY_LIMITS, VERIFY_PATH } from "~/verification/verification";
import { AnswerBanner, BotTraps, fieldsOf } from "../PublicFormParts";
import { DistrictSelect } from "./DistrictSelect";

/**
 * The report of a suspect pack: where it was bought (district and shop), the farmer's phone,
 * his name if he gives it, a note and a photo of the pack. A plain multipart form posted to the
 * verify page's action, so it works without JavaScript; what he checked rides along. Open for
 * an unknown code; otherwise (`collapsed`) behind a 'Report this pack' switch.
 */
export function PackReportForm({
  text,
  packCode,
  started,
  answer,
  collapsed = false,
}: {
  text: Messages["verify"];
  /** The code or batch number he checked, as shown to him. */
  packCode: string;
  started: string;
  /** The answer to a report sent before: its field errors and what was typed. */
  answer?: ContactAnswer;
  collapsed?: boolean;
}) {
  const { report: words } = text;
  const { href } = useSiteText();
  const values = answer && "values" in answer ? answer.values : {};
  const errors = answer?.status === "invalid" ? answer.errors : {};
  const { field, fieldError } = fieldsOf("report", errors);
  const typed = (name: string) => ({ defaultValue: values[name] ?? "" });
  const form = (
    <form
      method="post"
      action={href(VERIFY_PATH)}
      encType="multipart/form-data"
      className="verify-report-form"
      noValidate
    >
      <p>{words.intro}</p>
      <AnswerBanner answer={answer} checkFields={words.checkFields} />
      <div className="field">
        <label htmlFor="report-district">{words.district}</label>
        <DistrictSelect
          {...field("district")}
          {...typed("district")}
          placeholder={text.chooseDistrict}
          required
        />
        {fieldError("district")}
      </div>
      <div className="field">
        <label htmlFor="report-shop">{words.shop}</label>
        <input
          {...field("shop")}
          {...typed("shop")}
          type="text"
          maxLength={VERIFY_LIMITS.shop}
          required
        />
        {fieldError("shop")}
      </div>
      <div className="field">
        <label htmlFor="report-phone">{words.phone}</label>
        <p className="field-hint" id="report-phone-hint">
          {formatParts(words.phoneHint, {
            example: (
              <bdi dir="ltr" className="latin-code">
                {PHONE_EXAMPLE}
              </bdi>
            ),
          }).map((part, index) => (
            <Fragment key={index}>{part}</Fragment>
          ))}
        </p>
        <input
          {...field("phone", "report-phone-hint")}
          {...typed("phone")}
          type="tel"
          dir="ltr"
          autoComplete="tel"
          required
        />
        {fieldError("phone")}
      </div>
      <div className="field">
        <label htmlFor="report-name">{words.name}</label>
        <input
          {...field("name")}
          {...typed("name")}
          type="text"
          maxLength={VERIFY_LIMITS.name}
          autoComplete="name"
        />
        {fieldError("name")}
      </div>
      <div className="field">
        <label htmlFor="report-photo">{words.photo}</label>
        <input
          {...field(PACK_REPORT_PHOTO_FIELD, "report-photo-hint")}
          type="file"
          accept={IMAGE_ACCEPT}
        />
        <p className="field-hint" id="report-photo-hint">
          <BidiText text={format(words.photoHint, { size: IMAGE_MAX_SIZE_TEXT })} />
        </p>
        {fieldError(PACK_REPORT_PHOTO_FIELD)}
      </div>
      <div className="field">
        <label htmlFor="report-note">{words.note}</label>
        <textarea {...field("note")} {...typed("note")} rows={3} maxLength={VERIFY_LIMITS.note} />
        {fieldError("note")}
      </div>
      <input type="hidden" name="packCode" value={values.packCode ?? packCode} />
      {fieldError("packCode")}
      <BotTraps form="report" started={started} label={words.honeypot} />
      <button type="submit" className="button">
        {words.send}
      </button>
    </form>
  );
  const heading: ReactNode = <h2 id="verify-report-title">{words.title}</h2>;
  if (collapsed) {
    return (
      <details className="card verify-report">
        <summary>{words.open}</summary>
        {heading}
        {form}
      </details>
    );
  }
  return (
    <section className="card verify-report" aria-labelledby="verify-report-title">
      {heading}
      {form}
    </section>
  );
}

import { VERIFY_FIELDS, VERIFY_LIMITS, VERIFY_PATH } from "~/verification/verification";
import type { Messages } from "~/i18n/messages/types";
import { useSiteText } from "~/i18n/site-text";
import type { FieldErrors } from "~/lib/validation";
import { fieldsOf } from "../PublicFormParts";
import { DistrictSelect } from "./DistrictSelect";
import { withExample } from "./VerifyAnswer";

/** What the farmer typed, shown again in the form. */
export interface TypedQuery {
  code: string;
  batch: string;
  district: string;
}

/**
 * The check: a GET form, so a QR code's link (/verify?code=...) answers at once and the
 * answer's address can be checked again. The code under the scratch panel, or behind a switch
 * the batch number alone, and the farmer's district if he wants to say.
 */
export function VerifyForm({
  text,
  typed,
  errors = {},
  again,
}: {
  text: Messages["verify"];
  typed: TypedQuery;
  errors?: FieldErrors;
  /** Whether an answer is shown above: the form is then for another pack. */
  again: boolean;
}) {
  const { href } = useSiteText();
  const fields = fieldsOf("verify", errors);
  const field = (name: keyof TypedQuery, hint?: string) => ({
    ...fields.field(VERIFY_FIELDS[name], hint),
    defaultValue: typed[name],
  });
  const { fieldError } = fields;
  // The batch number alone: behind its switch unless it was what was checked.
  const byBatch = typed.batch !== "" && typed.code === "";
  return (
    <form method="get" action={href(VERIFY_PATH)} className="card verify-form" noValidate>
      {again ? <h2>{text.checkAnother}</h2> : null}
      <div className="field">
        <label htmlFor="verify-code">{text.code}</label>
        <p className="field-hint" id="verify-code-hint">
          {withExample(text.codeHint)}
        </p>
        <input
          {...field("code", "verify-code-hint")}
          type="text"
          dir="ltr"
          className="verify-code"
          maxLength={VERIFY_LIMITS.code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        {fieldError("code")}
      </div>
      <details className="verify-batch" open={byBatch || errors.batch !== undefined}>
        <summary>{text.batchSwitch}</summary>
        <div className="field">
          <label htmlFor="verify-batch">{text.batch}</label>
          <p className="field-hint" id="verify-batch-hint">
            {text.batchHint}
          </p>
          <input
            {...field("batch", "verify-batch-hint")}
            type="text"
            dir="ltr"
            maxLength={VERIFY_LIMITS.batch}
            autoComplete="off"
            spellCheck={false}
          />
          {fieldError("batch")}
        </div>
      </details>
      <div className="field">
        <label htmlFor="verify-district">{text.district}</label>
        <DistrictSelect {...field("district")} placeholder={text.chooseDistrict} />
        {fieldError("district")}
      </div>
      <button type="submit" className="button">
        {text.check}
      </button>
    </form>
  );
}

import { useEffect, useRef, type InputHTMLAttributes } from "react";
import {
  type CalculatorAtAddress,
  type CalculatorErrors,
  type CalculatorSetup,
  type CheckedField,
  type SprayAnswer,
} from "~/doses/spray-answer";
import { TANK_CHOICES } from "~/doses/spray-calculator";
import { format } from "~/i18n/format";
import type { Messages } from "~/i18n/messages/types";
import {
  CALCULATOR_ANSWER_ID,
  CALCULATOR_ID,
  enhanceSprayCalculator,
} from "./spray-calculator-behaviour";

/** The id of the message beside a field, which the field names in aria-describedby. */
function calculatorErrorId(name: CheckedField): string {
  return `calculator-${name}-error`;
}

/** The answer, as the page's script renders it too (spray-calculator-behaviour.ts). */
function SprayAnswerView({ answer }: { answer: SprayAnswer }) {
  return (
    <>
      <dl className="calculator-facts">
        {answer.facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>
              {fact.value}
              {fact.note ? <small>{fact.note}</small> : null}
            </dd>
          </div>
        ))}
      </dl>
      <p className="calculator-water">{answer.water}</p>
    </>
  );
}

function Choice(props: { name: string; value: string; label: string; checked: boolean }) {
  return (
    <label className="calculator-choice">
      <input type="radio" name={props.name} value={props.value} defaultChecked={props.checked} />
      <span>{props.label}</span>
    </label>
  );
}

/**
 * A field a number is typed into, written left to right in either language, with the message
 * the server renders beside it when it was refused.
 */
function NumberField({
  name,
  value,
  errors,
  hint,
  ...input
}: {
  name: CheckedField;
  value: string;
  errors: CalculatorErrors;
  hint?: string;
} & InputHTMLAttributes<HTMLInputElement>) {
  const message = errors[name];
  const describedBy = [message ? calculatorErrorId(name) : null, hint ?? null].filter(Boolean);
  return (
    <>
      <input
        name={name}
        dir="ltr"
        autoComplete="off"
        defaultValue={value}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy.length > 0 ? describedBy.join(" ") : undefined}
        {...input}
      />
      {message ? (
        <p className="field-error" id={calculatorErrorId(name)}>
          {message}
        </p>
      ) : null}
    </>
  );
}

/**
 * What the server refused, in the answer's place, each message leading to its field: the form's
 * address leads a phone's screen to the answer, so what to put right is said there too.
 */
function CalculatorRefusals({
  errors,
  labels,
}: {
  errors: CalculatorErrors;
  labels: Record<CheckedField, string>;
}) {
  return (Object.keys(labels) as CheckedField[]).map((name) =>
    errors[name] ? (
      <p key={name} className="field-error">
        <a href={`#calculator-${name}`}>{`${labels[name]}: ${errors[name]}`}</a>
      </p>
    ) : null,
  );
}

/**
 * The spray calculator of a product page: a GET form whose answer the server renders at the
 * form's address (?use=2&area=3.5&unit=acre&tank=16#calculator-answer, which a phone's screen
 * opens at the answer), answered as the farmer types by the page's script. `uses` are the uses
 * with a dose, in reading order.
 */
export function SprayCalculator({
  action,
  text,
  uses,
  setup,
  state: { question, use, answer, errors },
}: {
  action: string;
  text: Messages["product"]["calculator"];
  uses: { number: string; label: string }[];
  setup: CalculatorSetup;
  state: CalculatorAtAddress;
}) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => (form.current ? enhanceSprayCalculator(form.current) : undefined), []);

  return (
    <section id={CALCULATOR_ID} className="calculator" aria-labelledby="calculator-heading">
      <h2 id="calculator-heading">{text.heading}</h2>
      <form
        ref={form}
        method="get"
        action={`${action}#${CALCULATOR_ANSWER_ID}`}
        className="calculator-form"
        data-calculator={JSON.stringify(setup)}
        noValidate
      >
        <div className="field">
          <label htmlFor="calculator-use">{text.use}</label>
          <select id="calculator-use" name="use" defaultValue={use}>
            {uses.map((offered) => (
              <option key={offered.number} value={offered.number}>
                {offered.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="calculator-area">{text.area}</label>
          <p className="field-hint" id="calculator-area-hint">
            {text.areaHint}
          </p>
          <NumberField
            id="calculator-area"
            name="area"
            value={question.area}
            errors={errors}
            hint="calculator-area-hint"
          />
        </div>
        <fieldset className="calculator-choices">
          <legend>{text.unit}</legend>
          <Choice name="unit" value="acre" label={text.acres} checked={question.unit === "acre"} />
          <Choice
            name="unit"
            value="kanal"
            label={text.kanals}
            checked={question.unit === "kanal"}
          />
        </fieldset>
        <fieldset className="calculator-choices">
          <legend>{text.tank}</legend>
          {TANK_CHOICES.map((choice) => (
            <Choice
              key={choice}
              name="tank"
              value={String(choice)}
              label={format(text.tankLitres, { litres: choice })}
              checked={question.tank === String(choice)}
            />
          ))}
          <Choice
            name="tank"
            value="other"
            label={text.otherTank}
            checked={question.tank === "other"}
          />
          <NumberField
            id="calculator-litres"
            name="litres"
            value={question.litres}
            errors={errors}
            className="calculator-litres"
            aria-label={text.otherTankLitres}
            inputMode="decimal"
          />
        </fieldset>
        <button type="submit" className="button">
          {text.submit}
        </button>
      </form>
      <div id={CALCULATOR_ANSWER_ID} className="calculator-answer" aria-live="polite">
        {answer ? (
          <SprayAnswerView answer={answer} />
        ) : (
          <CalculatorRefusals
            errors={errors}
            labels={{ area: text.area, litres: text.otherTankLitres }}
          />
        )}
      </div>
    </section>
  );
}

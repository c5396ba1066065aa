/**
 * What JavaScript adds to the spray calculator (SprayCalculator), written once as plain DOM
 * behaviour on the markup the server rendered. The product page is sent without the router's
 * scripts: its own inline script (product-page.inline.ts) runs this; when React renders the page
 * after a client-side navigation, <SprayCalculator> runs it from an effect. Nothing here may
 * import React.
 *
 * Without it the form is sent as a GET and the server renders the answer, or the refusals beside
 * the fields, at the form's address. With it the answer is worked out as the farmer types, by
 * the module the server answers with (app/doses/spray-answer.ts), and shown as the server shows
 * it; the address becomes the one the form would have gone to, so the answer can be shared.
 * What cannot be answered is sent as without it, and the server says why beside the field: the
 * page carries the answer's words, not the refusals', to stay within its first round trip.
 */
import {
  answerCalculator,
  readCalculatorQuestion,
  type CalculatorSetup,
  type SprayAnswer,
} from "~/doses/spray-answer";
import type { Stop } from "../page-behaviour";

/** The id of the section the form's address leads to, and of the answer's box. */
export const CALCULATOR_ID = "calculator";
export const CALCULATOR_ANSWER_ID = "calculator-answer";

function element(tag: string, className = "", text = ""): HTMLElement {
  const made = document.createElement(tag);
  made.className = className;
  made.textContent = text;
  return made;
}

/** Shows the answer in its box as SprayAnswerView renders it. */
function showAnswer(box: HTMLElement, answer: SprayAnswer) {
  const facts = box.appendChild(element("dl", "calculator-facts"));
  answer.facts.forEach(function (fact) {
    const row = facts.appendChild(element("div"));
    row.appendChild(element("dt", "", fact.label));
    const value = row.appendChild(element("dd", "", fact.value));
    if (fact.note) value.appendChild(element("small", "", fact.note));
  });
  box.appendChild(element("p", "calculator-water", answer.water));
}

export function enhanceSprayCalculator(form: HTMLFormElement): Stop {
  const setup = JSON.parse(form.dataset.calculator as string) as CalculatorSetup;
  // Rendered with the form, right after it.
  const answerBox = document.getElementById(CALCULATOR_ANSWER_ID) as HTMLElement;

  /** The answer to what the form asks now, or null when it cannot be answered. */
  function work(): SprayAnswer | null {
    // The form has text fields only: its data are pairs of strings.
    const fields = new URLSearchParams(new FormData(form) as unknown as string[][]);
    const question = readCalculatorQuestion(fields.get.bind(fields));
    // The form offers only uses with a dose.
    const answer = answerCalculator(question, question.use, setup);
    answerBox.textContent = "";
    if (!answer) return null;
    // The refusals the server showed are answered now. (A field's aria-describedby may still
    // name its message: a description that is not there is none.)
    form.querySelectorAll(".field-error, [aria-invalid]").forEach(function (marked) {
      if (marked.hasAttribute("aria-invalid")) marked.removeAttribute("aria-invalid");
      else marked.remove();
    });
    showAnswer(answerBox, answer);
    // The address the form would have gone to: the answer can be shared or saved.
    history.replaceState(null, "", "?" + fields + "#" + CALCULATOR_ANSWER_ID);
    return answer;
  }

  function onInput(event: Event) {
    // Typing a tank's litres chooses the 'other' tank.
    if ((event.target as HTMLInputElement).name === "litres") {
      const other = form.querySelector<HTMLInputElement>("[name=tank][value=other]");
      if (other) other.checked = true;
    }
    work();
  }
  function onSubmit(event: Event) {
    // Answered here, the page stays; the answer comes into view as the server's page would.
    if (work()) {
      event.preventDefault();
      answerBox.scrollIntoView();
    }
  }
  // Choosing a use, a unit or a tank is an input event too.
  form.addEventListener("input", onInput);
  form.addEventListener("submit", onSubmit);
  return function stop() {
    form.removeEventListener("input", onInput);
    form.removeEventListener("submit", onSubmit);
  };
}

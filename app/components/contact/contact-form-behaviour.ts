/**
 * What JavaScript adds to the contact form (ContactForm), written once as plain DOM behaviour on
 * the markup the server rendered. The contact page is sent without the router's scripts: its own
 * inline script (contact-page.inline.ts) runs this; when React renders the page after a
 * client-side navigation, <ContactForm> runs it on its form from an effect. Nothing here may
 * import React.
 *
 * Without it the form posts as a page and the server renders its answer into the page. With it
 * the form is sent by fetch to the page's JSON twin (CONTACT_SEND_PATH), which answers the same
 * (a ContactAnswer), and the answer is shown in place as the server would render it. A send that
 * never reaches the server (no signal in the field) is kept on the phone and sent when the
 * connection returns (app/offline/contact-outbox.ts); where it cannot be kept, the typed values
 * stay.
 */
import { CONTACT_SUBMISSION_KEY_FIELD } from "~/contacts/contact-fields";
import type { ContactAnswer } from "~/contacts/contact-answer";
import { keepToSendLater, newSubmissionKey, sendKeptMessages } from "~/offline/contact-outbox";
import { fieldErrorId } from "../field-ids";
import type { Stop } from "../page-behaviour";

/** The id of the message beside a field, which the field names in aria-describedby. */
export function contactFieldErrorId(name: string): string {
  return fieldErrorId("contact", name);
}

/** What the page shows after a send: the server's answer, or the browser's own when none came. */
type Outcome = ContactAnswer | { status: "kept" } | { status: "offline" };

function isAnswer(value: unknown): value is ContactAnswer {
  const status = value && typeof value === "object" ? (value as { status?: unknown }).status : null;
  return status === "sent" || status === "invalid" || status === "failed";
}

function textFieldsOf(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  new FormData(form).forEach(function (value, name) {
    if (typeof value === "string" && !(name in fields)) fields[name] = value;
  });
  return fields;
}

/** Empties what the visitor typed, for the next message (the form's own values stay). */
function emptyFields(form: HTMLFormElement) {
  form
    .querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input:not([type=hidden]), textarea")
    .forEach(function (field) {
      field.defaultValue = "";
      field.value = "";
    });
  form.querySelectorAll("select").forEach(function (select) {
    Array.prototype.forEach.call(select.options, function (option: HTMLOptionElement) {
      option.defaultSelected = false;
    });
    select.value = "";
  });
}

/**
 * Ties a field to its message, or unties it, keeping what else describes it (the phone's hint),
 * as the server renders it: the message first.
 */
function describeWith(field: Element, id: string, tied: boolean) {
  const ids = (field.getAttribute("aria-describedby") || "").split(/\s+/).filter(function (each) {
    return each !== "" && each !== id;
  });
  if (tied) ids.unshift(id);
  if (ids.length > 0) field.setAttribute("aria-describedby", ids.join(" "));
  else field.removeAttribute("aria-describedby");
}

/** Takes away the answer shown before: its banner, the messages beside fields and their marks. */
function clearAnswer(form: HTMLFormElement) {
  form
    .querySelectorAll(":scope > .banner-success, :scope > .banner-error, .field-error")
    .forEach(function (element) {
      element.remove();
    });
  form.querySelectorAll("[aria-invalid]").forEach(function (field) {
    field.removeAttribute("aria-invalid");
    describeWith(field, contactFieldErrorId(field.getAttribute("name") || ""), false);
  });
}

/** Shows an outcome as the server renders an answer: a banner first, messages beside fields. */
function showOutcome(form: HTMLFormElement, outcome: Outcome) {
  const words = form.dataset;
  const done = outcome.status === "sent" || outcome.status === "kept";
  const banner = document.createElement("p");
  banner.className = done ? "banner-success" : "banner-error";
  banner.setAttribute("role", done ? "status" : "alert");
  banner.textContent =
    outcome.status === "sent" || outcome.status === "failed"
      ? outcome.message
      : (outcome.status === "kept"
          ? words.kept
          : outcome.status === "invalid"
            ? words.checkFields
            : words.networkError) || "";
  form.prepend(banner);
  if (outcome.status === "invalid") {
    Object.keys(outcome.errors).forEach(function (name) {
      const field = form.querySelector("#contact-" + name);
      if (!field) return;
      const message = document.createElement("p");
      message.className = "field-error";
      message.id = contactFieldErrorId(name);
      message.textContent = outcome.errors[name] || "";
      field.after(message);
      field.setAttribute("aria-invalid", "true");
      describeWith(field, message.id, true);
    });
    const first = form.querySelector<HTMLElement>("[aria-invalid='true']");
    if (first) first.focus();
  }
  if (done) {
    emptyFields(form);
    // Send is at the foot of a long form on a phone: the answer is at its head.
    banner.scrollIntoView({ block: "nearest" });
  }
}

/** Sends the form to the page's JSON twin; without an answer, keeps it on the phone if it can. */
function send(form: HTMLFormElement): Promise<Outcome> {
  const fields = textFieldsOf(form);
  return fetch(form.dataset.sendTo || form.action, {
    method: "POST",
    body: new FormData(form),
    headers: { Accept: "application/json" },
    credentials: "same-origin",
  }).then(
    function (response) {
      // An answer that is not the form's (a proxy's error page, say) is the server failing.
      const failed: Outcome = {
        status: "failed",
        message: form.dataset.failed || "",
        values: fields,
      };
      return response.json().then(
        function (answer: unknown) {
          return isAnswer(answer) ? answer : failed;
        },
        function () {
          return failed;
        },
      );
    },
    function () {
      // The request never left or never came back: no connection.
      const language = document.documentElement.lang || "en";
      return keepToSendLater(Object.assign({}, fields, { language })).then(
        function (kept): Outcome {
          return kept ? { status: "kept" } : { status: "offline" };
        },
      );
    },
  );
}

/** Sends the contact form in place, and the messages kept on the phone when it can. */
export function enhanceContactForm(form: HTMLFormElement): Stop {
  // A very old browser posts the form as a page, as without JavaScript.
  if (typeof fetch !== "function") return function () {};
  const key = form.querySelector<HTMLInputElement>(
    "input[name=" + CONTACT_SUBMISSION_KEY_FIELD + "]",
  );
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  // Each message the form sends carries a key of its own: sent twice, it is stored once.
  function newKey() {
    if (key) key.value = newSubmissionKey();
  }
  newKey();
  let sending = false;
  function onSubmit(event: SubmitEvent) {
    event.preventDefault();
    if (sending) return;
    sending = true;
    const label = button ? button.textContent : "";
    if (button) {
      button.disabled = true;
      button.textContent = form.dataset.sending || "";
    }
    send(form)
      .catch(function (): Outcome {
        return { status: "offline" };
      })
      .then(function (outcome) {
        sending = false;
        if (button) {
          button.disabled = false;
          button.textContent = label;
        }
        clearAnswer(form);
        showOutcome(form, outcome);
        newKey();
      });
  }
  // Messages kept on the phone go now, and when the connection returns: the service worker
  // sends them too where there is one; their keys make that harmless.
  function sendKept() {
    sendKeptMessages().catch(function () {
      // Still no connection: they wait for the next chance.
    });
  }
  if (navigator.onLine) sendKept();
  form.addEventListener("submit", onSubmit);
  window.addEventListener("online", sendKept);
  return function stop() {
    form.removeEventListener("submit", onSubmit);
    window.removeEventListener("online", sendKept);
  };
}

import { requestValues } from "~/load-context";
import { answerContactForm } from "~/contacts/contact-form.server";
import { pageLocale } from "~/i18n/messages.server";
import type { Route } from "./+types/($lang).contact.send";

/**
 * The contact form sent by the contact page's own script (contact-form-behaviour.ts), answered
 * as JSON (a ContactAnswer, app/contacts/contact-answer.ts) in the page's language: the same
 * answer the page's action renders for a form posted as a page.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { answer, status, headers } = await answerContactForm(
    request,
    pageLocale(params),
    requestValues(context).clientAddress,
  );
  return Response.json(answer, { status, headers: { ...headers, "Cache-Control": "no-store" } });
}

/** Only the page's script posts here; the form itself is the contact page's. */
export function loader() {
  return new Response("Method not allowed: send the contact form from the contact page.\n", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}

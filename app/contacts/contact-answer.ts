import type { FieldErrors } from "~/lib/validation";

/**
 * What the server answers a contact form sent from the contact page: rendered into the page for
 * a form posted as a page (without JavaScript), sent as JSON to the page's own script
 * (CONTACT_SEND_PATH). Refused or failed, it carries the typed values back.
 */
export type ContactAnswer =
  | { status: "sent"; message: string }
  | { status: "invalid"; errors: FieldErrors; values: Record<string, string> }
  | { status: "failed"; message: string; values: Record<string, string> };

/**
 * Where the contact page's script sends the form (in the page's language: /ur first for Urdu)
 * and reads the server's answer as JSON (app/routes/($lang).contact.send.ts).
 */
export const CONTACT_SEND_PATH = "/contact/send";

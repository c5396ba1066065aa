import { contactSubjectLabel } from "./contact-fields";
import type { ContactMessage } from "./contacts.server";

/** An e-mail answer to a message: its subject, and the visitor's words quoted below. */
export function replyMailto(
  message: Pick<ContactMessage, "email" | "subject" | "message">,
): string {
  const quoted = message.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join("\n");
  const query = new URLSearchParams({
    subject: `Re: ${contactSubjectLabel(message.subject)}`,
    body: `\n\n${quoted}`,
  });
  // mailto wants %20 for spaces, not the "+" of form encoding.
  return `mailto:${message.email}?${query.toString().replace(/\+/g, "%20")}`;
}

import { Link, useFetcher } from "react-router";
import { inboxHref, type InboxView } from "~/admin/inbox-links";
import {
  CONTACT_STATUSES,
  CONTACT_STATUS_LABELS,
  contactSubjectLabel,
  isContactStatus,
} from "~/contacts/contact-fields";
import type { ContactMessage } from "~/contacts/contacts.server";
import type { AnsweredMessage } from "~/contacts/reply-links";
import { pakistanDateTime } from "~/lib/dates";
import { DeleteForm } from "../DeleteForm";
import { useHydrated } from "../useHydrated";
import { districtLabel, LanguageBadge, PackReportBadge, senderName, StatusBadge } from "./badges";

/**
 * Changes a message's status. With JavaScript it sends as soon as a status is picked, and the
 * list shows the new status once the server has saved it; without, the Update button sends.
 */
function StatusSelector({ contact }: { contact: ContactMessage }) {
  const fetcher = useFetcher();
  const hydrated = useHydrated();
  const pending = fetcher.formData?.get("status");
  const shown = typeof pending === "string" && isContactStatus(pending) ? pending : contact.status;
  return (
    <fetcher.Form method="post" className="inline-actions">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="id" value={contact.id} />
      <label className="visually-hidden" htmlFor={`status-${contact.id}`}>
        Status of the message from {senderName(contact)}
      </label>
      <select
        id={`status-${contact.id}`}
        name="status"
        value={shown}
        onChange={(event) => fetcher.submit(event.currentTarget.form)}
      >
        {CONTACT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {CONTACT_STATUS_LABELS[status]}
          </option>
        ))}
      </select>
      {hydrated ? null : (
        <button type="submit" className="button button-small button-outline">
          Update
        </button>
      )}
    </fetcher.Form>
  );
}

/** A page of messages: who wrote, about what, when, its status, and what staff can do. */
export function InboxTable({ messages, view }: { messages: AnsweredMessage[]; view: InboxView }) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">Contact</th>
            <th scope="col">Subject</th>
            <th scope="col">Date</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {messages.map((contact) => (
            <tr key={contact.id}>
              <td>
                <strong dir="auto">{senderName(contact)}</strong>
                {/* Call, WhatsApp and e-mail as buttons a thumb can tap, side by side. */}
                <div className="reply-links">
                  {contact.phone && contact.reply.call ? (
                    <a
                      href={contact.reply.call}
                      className="button button-small button-outline"
                      dir="ltr"
                    >
                      {contact.phone}
                    </a>
                  ) : null}
                  {contact.reply.whatsapp ? (
                    <a
                      href={contact.reply.whatsapp}
                      className="button button-small button-chat"
                      aria-label={`WhatsApp ${senderName(contact)}`}
                      rel="noopener noreferrer"
                    >
                      WhatsApp
                    </a>
                  ) : null}
                  {contact.email ? (
                    <a
                      href={`mailto:${contact.email}`}
                      className="button button-small button-outline"
                    >
                      {contact.email}
                    </a>
                  ) : null}
                </div>
              </td>
              <td>
                {contact.kind === "pack-report" ? (
                  <>
                    <PackReportBadge />
                    <br />
                    {districtLabel(contact.district)}: <bdi>{contact.shop}</bdi>
                  </>
                ) : (
                  contactSubjectLabel(contact.subject)
                )}
                {contact.language === "ur" ? (
                  <>
                    <br />
                    <LanguageBadge />
                  </>
                ) : null}
              </td>
              <td>{pakistanDateTime(contact.createdAt)}</td>
              <td>
                <StatusBadge status={contact.status} />
              </td>
              <td className="cell-actions">
                <div className="inline-actions">
                  <Link
                    to={inboxHref({ ...view, view: contact.id })}
                    className="button button-small button-outline"
                    preventScrollReset
                  >
                    View
                  </Link>
                  <StatusSelector contact={contact} />
                  <DeleteForm id={contact.id} what={`the message from ${senderName(contact)}`} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import {
  Link,
  useActionData,
  useFetcher,
  useLoaderData,
  useLocation,
  useNavigate,
} from "@remix-run/react";
import { useCallback, useEffect, useRef } from "react";
import { adminRefusal, deleteStep, readAdminForm, unknownAction } from "~/admin/actions.server";
import { requireAdmin } from "~/auth/auth.server";
import { AdminMessages } from "~/components/admin/AdminMessages";
import { ConfirmDeletePanel, DeleteForm } from "~/components/admin/DeleteForm";
import { useHydrated } from "~/components/admin/useHydrated";
import { useFocusTrap, useReturnFocus } from "~/components/use-focus-trap";
import {
  CONTACT_STATUSES,
  CONTACT_STATUS_LABELS,
  CONTACT_SUBJECT_TABLE_LABELS,
  isContactStatus,
  type ContactStatus,
} from "~/contacts/contact-fields";
import {
  contactStats,
  deleteContactMessage,
  getContactMessage,
  listContactMessages,
  updateContactStatus,
  type ContactMessage,
} from "~/contacts/contacts.server";
import { parseId } from "~/lib/ids";
import { textFieldsOf } from "~/lib/validation";

const PATH = "/admin/contact";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const statusParam = url.searchParams.get("status");
  const status = isContactStatus(statusParam) ? statusParam : null;
  const viewId = parseId(url.searchParams.get("view"));
  return {
    stats: contactStats(),
    status,
    contacts: listContactMessages({ status: status ?? undefined }),
    viewing: viewId === null ? null : (getContactMessage(viewId) ?? null),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const read = await readAdminForm(request, { maxBytes: 16 * 1024 });
  if (!read.ok) return adminRefusal(read);
  const fields = textFieldsOf(read.value);
  const id = parseId(fields.id);
  if (id === null) return data({ error: "Message not found." }, { status: 404 });
  if (fields.intent === "status") {
    const result = updateContactStatus(id, fields.status);
    return result.ok ? data({ updated: id }) : adminRefusal(result);
  }
  if (fields.intent === "delete") {
    return deleteStep({
      fields,
      id,
      what: "message",
      nameOf: (contactId) => getContactMessage(contactId)?.name,
      remove: deleteContactMessage,
      redirectTo: `${PATH}?notice=contact-deleted`,
    });
  }
  return unknownAction();
}

type ActionData = { error?: string; confirmDelete?: { id: number; name: string } | null };

function StatusBadge({ status }: { status: ContactStatus }) {
  return <span className={`status-badge status-${status}`}>{CONTACT_STATUS_LABELS[status]}</span>;
}

function subjectLabel(subject: string): string {
  return subject in CONTACT_SUBJECT_TABLE_LABELS
    ? CONTACT_SUBJECT_TABLE_LABELS[subject as keyof typeof CONTACT_SUBJECT_TABLE_LABELS]
    : subject;
}

function formatReceived(iso: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "Asia/Karachi",
    dateStyle: "medium",
    timeStyle: "short",
  }).format(new Date(iso));
}

/**
 * Changes a message's status. With JavaScript it sends as soon as a status is picked, and the
 * list shows the new status once the server has saved it; without, the Update button sends.
 */
function StatusSelector({ contact }: { contact: ContactMessage }) {
  const fetcher = useFetcher<{ error?: string }>();
  const hydrated = useHydrated();
  const pending = fetcher.formData?.get("status");
  const shown = typeof pending === "string" && isContactStatus(pending) ? pending : contact.status;
  return (
    <fetcher.Form method="post" className="inline-actions">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="id" value={contact.id} />
      <label className="visually-hidden" htmlFor={`status-${contact.id}`}>
        Status of the message from {contact.name}
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

/** Marks a message written on the Urdu site, so staff answer in Urdu. */
function LanguageBadge() {
  return (
    <span className="badge badge-language">
      Urdu <span lang="ur">اردو</span>
    </span>
  );
}

/** An e-mail answer to a message: its subject, and the visitor's words quoted below. */
function replyMailto(message: Pick<ContactMessage, "email" | "subject" | "message">): string {
  const quoted = message.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join("\n");
  const query = new URLSearchParams({
    subject: `Re: ${subjectLabel(message.subject)}`,
    body: `\n\n${quoted}`,
  });
  // mailto wants %20 for spaces, not the "+" of form encoding.
  return `mailto:${message.email}?${query.toString().replace(/\+/g, "%20")}`;
}

export default function AdminContacts() {
  const { stats, status, contacts, viewing } = useLoaderData<typeof loader>();
  const result = useActionData<ActionData>();
  const location = useLocation();
  const listUrl = status ? `${PATH}?status=${status}` : PATH;
  const dialog = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const closeDetails = useCallback(
    () => navigate(listUrl, { preventScrollReset: true }),
    [listUrl, navigate],
  );
  const viewingId = viewing?.id ?? null;
  // The message's details are a page state (?view=ID) that works without JavaScript; with it,
  // focus moves in, stays inside until Escape or Close, then goes back to the row's View link.
  useReturnFocus(viewingId !== null, () =>
    document.querySelector<HTMLElement>(`a[href$="view=${viewingId}"]`),
  );
  useFocusTrap(dialog, viewingId !== null, closeDetails);
  useEffect(() => {
    if (viewingId !== null) dialog.current?.focus();
  }, [viewingId]);
  const tiles = [
    { label: "Total", value: stats.total },
    { label: "New", value: stats.new },
    { label: "Replied", value: stats.replied },
    { label: "Closed", value: stats.closed },
  ];
  const filters: { label: string; value: ContactStatus | null }[] = [
    { label: "All Messages", value: null },
    ...CONTACT_STATUSES.map((value) => ({ label: CONTACT_STATUS_LABELS[value], value })),
  ];

  return (
    <>
      <div className="admin-title-row">
        <h1>Contact Messages</h1>
      </div>
      <AdminMessages error={result?.error} />
      {result?.confirmDelete ? (
        <ConfirmDeletePanel
          id={result.confirmDelete.id}
          what={`the message from ${result.confirmDelete.name}`}
          cancelTo={listUrl}
        />
      ) : null}
      <ul className="stat-grid">
        {tiles.map((tile) => (
          <li key={tile.label} className="stat-card">
            <span className="stat-value">{tile.value}</span>
            <span className="stat-label">{tile.label}</span>
          </li>
        ))}
      </ul>

      <nav className="filter-row" aria-label="Filter by status">
        {filters.map((filter) => (
          <Link
            key={filter.label}
            to={filter.value ? `?status=${filter.value}` : PATH}
            className={`button button-small ${filter.value === status ? "" : "button-outline"}`}
            aria-current={filter.value === status ? "page" : undefined}
          >
            {filter.label}
          </Link>
        ))}
        <Link
          to={`${location.pathname}${location.search}`}
          className="button button-small button-outline"
        >
          Refresh
        </Link>
      </nav>

      {contacts.length === 0 ? (
        <p className="admin-panel empty-text">No contacts yet</p>
      ) : (
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
              {contacts.map((contact) => (
                <tr key={contact.id}>
                  <td>
                    <strong dir="auto">{contact.name}</strong>
                    <br />
                    <a href={`mailto:${contact.email}`}>{contact.email}</a>
                    {contact.phone ? (
                      <>
                        <br />
                        <a href={`tel:${contact.phone}`}>{contact.phone}</a>
                      </>
                    ) : null}
                  </td>
                  <td>
                    {subjectLabel(contact.subject)}
                    {contact.language === "ur" ? (
                      <>
                        <br />
                        <LanguageBadge />
                      </>
                    ) : null}
                  </td>
                  <td>{formatReceived(contact.createdAt)}</td>
                  <td>
                    <StatusBadge status={contact.status} />
                  </td>
                  <td className="cell-actions">
                    <div className="inline-actions">
                      <Link
                        to={`?${new URLSearchParams({ ...(status ? { status } : {}), view: String(contact.id) })}`}
                        className="button button-small button-outline"
                        preventScrollReset
                      >
                        View
                      </Link>
                      <StatusSelector contact={contact} />
                      <DeleteForm id={contact.id} what={`the message from ${contact.name}`} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {viewing ? (
        <div className="modal-backdrop">
          <div
            className="modal"
            role="dialog"
            aria-modal="true"
            aria-labelledby="contact-details-title"
            tabIndex={-1}
            ref={dialog}
          >
            <h2 id="contact-details-title">
              Message from <bdi>{viewing.name}</bdi>
            </h2>
            <dl className="details-list">
              <div>
                <dt>Name</dt>
                <dd dir="auto">{viewing.name}</dd>
              </div>
              <div>
                <dt>Email</dt>
                <dd>{viewing.email}</dd>
              </div>
              <div>
                <dt>Phone</dt>
                <dd>{viewing.phone ?? "Not given"}</dd>
              </div>
              <div>
                <dt>Subject</dt>
                <dd>{subjectLabel(viewing.subject)}</dd>
              </div>
              <div>
                <dt>Language</dt>
                <dd>
                  {viewing.language === "ur" ? (
                    <>
                      <LanguageBadge /> Sent from the Urdu site: reply in Urdu.
                    </>
                  ) : (
                    "English"
                  )}
                </dd>
              </div>
              <div>
                <dt>Status</dt>
                <dd>
                  <StatusBadge status={viewing.status} />
                </dd>
              </div>
              <div>
                <dt>Received</dt>
                <dd>{formatReceived(viewing.createdAt)}</dd>
              </div>
              <div>
                <dt>Message</dt>
                <dd dir="auto" className="message-text">
                  {viewing.message}
                </dd>
              </div>
              {viewing.adminNotes ? (
                <div>
                  <dt>Admin notes</dt>
                  <dd>{viewing.adminNotes}</dd>
                </div>
              ) : null}
            </dl>
            <div className="inline-actions">
              <a href={replyMailto(viewing)} className="button">
                Reply via Email
              </a>
              <Link to={listUrl} className="button button-outline" preventScrollReset>
                Close
              </Link>
            </div>
          </div>
        </div>
      ) : null}
    </>
  );
}

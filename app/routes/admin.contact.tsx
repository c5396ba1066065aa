import {
  data,
  redirect,
  Form,
  Link,
  useActionData,
  useFetcher,
  useLocation,
  useNavigate,
} from "react-router";
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { adminRefusal, deleteStep, readAdminForm, unknownAction } from "~/admin/actions.server";
import { requireAdmin } from "~/auth/auth.server";
import { isFromThisSite } from "~/auth/same-origin.server";
import { AdminMessages } from "~/components/admin/AdminMessages";
import { ConfirmDeletePanel, DeleteForm } from "~/components/admin/DeleteForm";
import { FieldError, fieldA11y } from "~/components/admin/fields";
import { useHydrated } from "~/components/admin/useHydrated";
import { usePendingIntent } from "~/components/admin/usePending";
import { useFocusTrap, useReturnFocus } from "~/components/use-focus-trap";
import {
  CONTACT_LIMITS,
  CONTACT_STATUSES,
  CONTACT_STATUS_LABELS,
  contactSubjectLabel,
  INBOX_SEARCH_MAX_LENGTH,
  isContactStatus,
  type ContactStatus,
} from "~/contacts/contact-fields";
import { parseContactListQuery } from "~/contacts/contact-list-query";
import {
  contactStats,
  deleteContactMessage,
  getContactMessage,
  listContactPage,
  openContactMessage,
  updateContactNotes,
  updateContactStatus,
  type ContactMessage,
  type ContactStats,
} from "~/contacts/contacts.server";
import { inboxExportHref, inboxHref, type InboxView } from "~/contacts/inbox-links";
import { parseId } from "~/lib/ids";
import { isPastLast, parsePageRequest } from "~/lib/paging";
import { textFieldsOf } from "~/lib/validation";
import type { Route } from "./+types/admin.contact";

const PATH = "/admin/contact";

/** What the filter, search and date fields hold: as typed, so a refused value can be fixed. */
type TypedView = { status: ContactStatus | null; q: string; from: string; to: string };

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin({ request, url });
  const params = new URL(request.url).searchParams;
  const viewId = parseId(params.get("view"));
  // Opened before the counts and the list are read, so they already show it read.
  const viewing =
    viewId === null
      ? null
      : (openContactMessage(viewId, { fromThisSite: isFromThisSite(request) }) ?? null);
  const stats = contactStats();
  const statusParam = params.get("status");
  const typed: TypedView = {
    status: isContactStatus(statusParam) ? statusParam : null,
    q: params.get("q") ?? "",
    from: params.get("from") ?? "",
    to: params.get("to") ?? "",
  };
  const query = parseContactListQuery(params);
  if (!query.ok) {
    return { stats, typed, viewing, page: null, problem: query };
  }
  const page = listContactPage(query.value, parsePageRequest(params, { view: true }));
  // A page past the last (messages were deleted meanwhile, a typed address) shows the last.
  if (isPastLast(page)) {
    const last = { ...query.value, page: page.pages };
    throw redirect(inboxHref(viewId === null ? last : { ...last, view: viewId }));
  }
  return { stats, typed, viewing, page, problem: null };
}

/** The open message's details again after a change to it, with the notice of the change. */
function backToDetails(request: Request, id: number, notice: string) {
  const params = new URL(request.url).searchParams;
  params.delete("notice");
  params.set("view", String(id));
  params.set("notice", notice);
  return redirect(`${PATH}?${params.toString()}`);
}

export async function action({ request, url }: Route.ActionArgs) {
  await requireAdmin({ request, url });
  // 2,000 characters of notes, percent-encoded, can take 18 KB (3 bytes a character, 3 each).
  const read = await readAdminForm(request, { maxBytes: 32 * 1024 });
  if (!read.ok) return adminRefusal(read);
  const fields = textFieldsOf(read.value);
  const id = parseId(fields.id);
  if (id === null) return data({ error: "Message not found." }, { status: 404 });
  if (fields.intent === "status") {
    const result = updateContactStatus(id, fields.status);
    return result.ok ? data({ updated: id }) : adminRefusal(result);
  }
  if (fields.intent === "notes") {
    const result = updateContactNotes(id, { adminNotes: fields.adminNotes });
    if (!result.ok) {
      return adminRefusal(result, {
        errors: result.errors ?? {},
        values: { adminNotes: fields.adminNotes ?? "" },
      });
    }
    throw backToDetails(request, id, "contact-notes-saved");
  }
  if (fields.intent === "replied") {
    const result = updateContactStatus(id, "replied");
    if (!result.ok) return adminRefusal(result);
    throw backToDetails(request, id, "contact-marked-replied");
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

type ActionData = {
  error?: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
  confirmDelete?: { id: number; name: string } | null;
};

const count = (value: number) => value.toLocaleString("en-US");

function StatusBadge({ status }: { status: ContactStatus }) {
  return <span className={`status-badge status-${status}`}>{CONTACT_STATUS_LABELS[status]}</span>;
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
    subject: `Re: ${contactSubjectLabel(message.subject)}`,
    body: `\n\n${quoted}`,
  });
  // mailto wants %20 for spaces, not the "+" of form encoding.
  return `mailto:${message.email}?${query.toString().replace(/\+/g, "%20")}`;
}

/**
 * Search words and a date range, a plain GET form: the address holds the whole view, so it
 * works without JavaScript, can be bookmarked, and Back goes to the previous search.
 */
function SearchForm({ typed, errors }: { typed: TypedView; errors: Record<string, string> }) {
  const field = (name: "q" | "from" | "to") => ({
    id: `inbox-${name}`,
    name,
    defaultValue: typed[name],
    ...fieldA11y(`inbox-${name}`, errors[name]),
  });
  const filtered = typed.q !== "" || typed.from !== "" || typed.to !== "";
  return (
    <Form
      method="get"
      action={PATH}
      role="search"
      aria-label="Search messages"
      className="admin-panel inbox-search"
      // New defaults when the address changes (a tab, Clear, Back).
      key={`${typed.q}|${typed.from}|${typed.to}`}
    >
      {typed.status ? <input type="hidden" name="status" value={typed.status} /> : null}
      <div className="field inbox-search-words">
        <label htmlFor="inbox-q">Search</label>
        <input
          type="search"
          maxLength={INBOX_SEARCH_MAX_LENGTH}
          placeholder="Name, email, phone or words of the message"
          {...field("q")}
        />
        <FieldError id="inbox-q" message={errors.q} />
      </div>
      <div className="field">
        <label htmlFor="inbox-from">From</label>
        <input type="date" {...field("from")} />
        <FieldError id="inbox-from" message={errors.from} />
      </div>
      <div className="field">
        <label htmlFor="inbox-to">To</label>
        <input type="date" {...field("to")} />
        <FieldError id="inbox-to" message={errors.to} />
      </div>
      <div className="inline-actions">
        <button type="submit" className="button button-small">
          Search
        </button>
        {filtered ? (
          <Link
            to={inboxHref({ status: typed.status })}
            className="button button-small button-outline"
          >
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/** The status tabs, each with how many messages the search and dates leave under it. */
function StatusTabs({ typed, counts }: { typed: TypedView; counts: ContactStats | null }) {
  const location = useLocation();
  const tabs: { label: string; value: ContactStatus | null; count: number | undefined }[] = [
    { label: "All Messages", value: null, count: counts?.total },
    ...CONTACT_STATUSES.map((value) => ({
      label: CONTACT_STATUS_LABELS[value],
      value,
      count: counts?.[value],
    })),
  ];
  return (
    <nav className="filter-row" aria-label="Filter by status">
      {tabs.map((tab) => (
        <Link
          key={tab.label}
          to={inboxHref({ ...typed, status: tab.value })}
          className={`button button-small ${tab.value === typed.status ? "" : "button-outline"}`}
          aria-current={tab.value === typed.status ? "page" : undefined}
        >
          {tab.label}
          {tab.count === undefined ? null : (
            <>
              {" "}
              <span className="filter-count">{count(tab.count)}</span>
            </>
          )}
        </Link>
      ))}
      <Link
        to={`${location.pathname}${location.search}`}
        className="button button-small button-outline"
      >
        Refresh
      </Link>
    </nav>
  );
}

/** Previous and Next, plain links that keep the filter, search and dates. */
function Pager({ view, pageCount }: { view: InboxView; pageCount: number }) {
  const page = view.page ?? 1;
  if (pageCount <= 1) return null;
  return (
    <nav className="inbox-pager" aria-label="Pages of messages">
      {page > 1 ? (
        <Link
          to={inboxHref({ ...view, page: page - 1 })}
          rel="prev"
          className="button button-small button-outline"
        >
          ← Previous
        </Link>
      ) : null}
      <p>{`Page ${count(page)} of ${count(pageCount)}`}</p>
      {page < pageCount ? (
        <Link
          to={inboxHref({ ...view, page: page + 1 })}
          rel="next"
          className="button button-small button-outline"
        >
          Next →
        </Link>
      ) : null}
    </nav>
  );
}

/**
 * Staff's notes on a message: a plain POST form (post/redirect/get), saved as typed; an empty
 * box clears them. A refused save comes back with the text as typed and why.
 */
function NotesForm({
  message,
  result,
  textarea,
}: {
  message: ContactMessage;
  result: ActionData | undefined;
  textarea: RefObject<HTMLTextAreaElement | null>;
}) {
  const saving = usePendingIntent("notes");
  const error = result?.errors?.adminNotes;
  const id = "contact-adminNotes";
  return (
    <Form method="post" className="notes-form" preventScrollReset>
      <input type="hidden" name="intent" value="notes" />
      <input type="hidden" name="id" value={message.id} />
      <div className="field">
        <label htmlFor={id}>{message.adminNotes ? "Edit notes" : "Write notes"}</label>
        <textarea
          id={id}
          name="adminNotes"
          rows={3}
          maxLength={CONTACT_LIMITS.adminNotes}
          defaultValue={result?.values?.adminNotes ?? message.adminNotes ?? ""}
          dir="auto"
          ref={textarea}
          {...(error
            ? { "aria-invalid": true, "aria-describedby": `${id}-error ${id}-hint` }
            : { "aria-describedby": `${id}-hint` })}
        />
        <p className="field-hint" id={`${id}-hint`}>
          Only staff see notes. Up to {count(CONTACT_LIMITS.adminNotes)} characters; save an empty
          box to clear them.
        </p>
        <FieldError id={id} message={error} />
      </div>
      <div>
        <button type="submit" className="button button-small" disabled={saving}>
          {saving ? "Saving..." : "Save notes"}
        </button>
      </div>
    </Form>
  );
}

export default function AdminContacts({ loaderData }: Route.ComponentProps) {
  const { stats, typed, viewing, page, problem } = loaderData;
  const result = useActionData<ActionData>();
  const view: InboxView = { ...typed, page: page?.page };
  const listUrl = inboxHref(view);
  const dialog = useRef<HTMLDivElement>(null);
  const notes = useRef<HTMLTextAreaElement>(null);
  const markReplied = useRef<HTMLButtonElement>(null);
  const [replyStarted, setReplyStarted] = useState(false);
  const navigate = useNavigate();
  const closeDetails = useCallback(() => {
    // Typed notes are not thrown away by a stray Escape.
    const typedNotes = notes.current;
    if (typedNotes && typedNotes.value !== typedNotes.defaultValue) {
      if (!window.confirm("Close without saving the notes you typed?")) return;
    }
    navigate(listUrl, { preventScrollReset: true });
  }, [listUrl, navigate]);
  const viewingId = viewing?.id ?? null;
  // The message's details are a page state (?view=ID) that works without JavaScript; with it,
  // focus moves in, stays inside until Escape or Close, then goes back to the row's View link.
  useReturnFocus(viewingId !== null, () =>
    document.querySelector<HTMLElement>(`a[href$="view=${viewingId}"]`),
  );
  useFocusTrap(dialog, viewingId !== null, closeDetails);
  useEffect(() => {
    if (viewingId !== null) dialog.current?.focus();
    setReplyStarted(false);
  }, [viewingId]);
  useEffect(() => {
    if (replyStarted) markReplied.current?.focus();
  }, [replyStarted]);
  const tiles = [
    { label: "Total", value: stats.total },
    { label: "New", value: stats.new },
    { label: "Replied", value: stats.replied },
    { label: "Closed", value: stats.closed },
  ];
  const first = page ? (page.page - 1) * page.limit + 1 : 0;
  const last = page ? first + page.items.length - 1 : 0;

  return (
    <>
      <div className="admin-title-row">
        <h1>Contact Messages</h1>
      </div>
      {viewing ? null : <AdminMessages error={result?.error} />}
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
            <span className="stat-value">{count(tile.value)}</span>
            <span className="stat-label">{tile.label}</span>
          </li>
        ))}
      </ul>

      <SearchForm typed={typed} errors={problem?.errors ?? {}} />
      {problem ? (
        <p className="alert alert-error" role="alert">
          {problem.message}
        </p>
      ) : null}
      <StatusTabs typed={typed} counts={page?.counts ?? null} />

      {!page ? null : stats.total === 0 ? (
        <p className="admin-panel empty-text">No contacts yet</p>
      ) : page.total === 0 ? (
        <p className="admin-panel empty-text">No messages match this filter.</p>
      ) : (
        <>
          <div className="inbox-results">
            <p>{`Showing ${count(first)}–${count(last)} of ${count(page.total)}`}</p>
            <a href={inboxExportHref(view)} className="button button-small button-outline" download>
              Download CSV
            </a>
          </div>
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
                {page.items.map((contact) => (
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
                      {contactSubjectLabel(contact.subject)}
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
                          to={inboxHref({ ...view, view: contact.id })}
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
          <Pager view={view} pageCount={page.pages} />
        </>
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
            <AdminMessages error={result?.error} />
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
                <dd>{contactSubjectLabel(viewing.subject)}</dd>
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
                  <dd dir="auto" className="message-text">
                    {viewing.adminNotes}
                  </dd>
                </div>
              ) : null}
            </dl>
            <NotesForm
              key={`${viewing.id}|${viewing.adminNotes ?? ""}`}
              message={viewing}
              result={result}
              textarea={notes}
            />
            {replyStarted && viewing.status !== "replied" ? (
              <p className="field-hint" role="status">
                Sent your reply? Mark the message Replied.
              </p>
            ) : null}
            <div className="inline-actions">
              <a
                href={replyMailto(viewing)}
                className="button"
                onClick={() => setReplyStarted(true)}
              >
                Reply via Email
              </a>
              {viewing.status === "replied" ? null : (
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="replied" />
                  <input type="hidden" name="id" value={viewing.id} />
                  <button type="submit" className="button button-outline" ref={markReplied}>
                    Mark as Replied
                  </button>
                </Form>
              )}
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

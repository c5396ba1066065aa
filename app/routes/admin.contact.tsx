import { data, redirect, Link, useActionData, useLocation } from "react-router";
import { adminRefusal, deleteStep, readAdminForm, unknownAction } from "~/admin/actions.server";
import { inboxExportHref, inboxHref, INBOX_PATH, type InboxView } from "~/admin/inbox-links";
import { adminListPage } from "~/admin/list-query";
import { actorOf, requireAdmin } from "~/auth/auth.server";
import { isFromThisSite } from "~/auth/same-origin.server";
import type { AdminActionData } from "~/components/admin/AdminList";
import {
  ListFilterTabs,
  ListPager,
  ListSearchForm,
  ListSummary,
} from "~/components/admin/AdminListControls";
import { AdminMessages } from "~/components/admin/AdminMessages";
import { ConfirmDeletePanel } from "~/components/admin/DeleteForm";
import { FieldError, fieldA11y } from "~/components/admin/fields";
import { InboxTable } from "~/components/admin/inbox/InboxTable";
import { MessageDetails } from "~/components/admin/inbox/MessageDetails";
import {
  CONTACT_KIND_LABELS,
  CONTACT_KINDS,
  CONTACT_STATUSES,
  CONTACT_STATUS_LABELS,
  INBOX_SEARCH_MAX_LENGTH,
  isContactKind,
  isContactStatus,
  type ContactKind,
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
} from "~/contacts/contacts.server";
import { withReplyLinks } from "~/contacts/reply-links";
import { parseId } from "~/lib/ids";
import { parsePageRequest } from "~/lib/paging";
import { refuse } from "~/lib/result";
import { textFieldsOf } from "~/lib/validation";
import type { Route } from "./+types/admin.contact";

/** What the filter, search and date fields hold: as typed, so a refused value can be fixed. */
type TypedView = {
  status: ContactStatus | null;
  kind: ContactKind | null;
  q: string;
  from: string;
  to: string;
};

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin({ request, url });
  const params = new URL(request.url).searchParams;
  const viewId = parseId(params.get("view"));
  // Opened before the counts and the list are read, so they already show it read.
  const opened =
    viewId === null
      ? undefined
      : openContactMessage(viewId, { fromThisSite: isFromThisSite(request) });
  const viewing = opened ? withReplyLinks(opened) : null;
  const stats = contactStats();
  const statusParam = params.get("status");
  const kindParam = params.get("kind");
  const typed: TypedView = {
    status: isContactStatus(statusParam) ? statusParam : null,
    kind: isContactKind(kindParam) ? kindParam : null,
    q: params.get("q") ?? "",
    from: params.get("from") ?? "",
    to: params.get("to") ?? "",
  };
  const query = parseContactListQuery(params);
  if (!query.ok) {
    return { stats, typed, viewing, page: null, problem: query };
  }
  const view = { ...query.value, page: parsePageRequest(params, { view: true }).page };
  const page = adminListPage(url, INBOX_PATH, view, (asked) => {
    const listed = listContactPage(query.value, asked);
    return { ...listed, items: listed.items.map(withReplyLinks) };
  });
  return { stats, typed, viewing, page, problem: null };
}

/** The open message's details again after a change to it, with the notice of the change. */
function backToDetails(request: Request, id: number, notice: string) {
  const params = new URL(request.url).searchParams;
  params.delete("notice");
  params.set("view", String(id));
  params.set("notice", notice);
  return redirect(`${INBOX_PATH}?${params.toString()}`);
}

export async function action({ request, url }: Route.ActionArgs) {
  const by = actorOf(await requireAdmin({ request, url }), request);
  // 2,000 characters of notes, percent-encoded, can take 18 KB (3 bytes a character, 3 each).
  const read = await readAdminForm(request, { maxBytes: 32 * 1024 });
  if (!read.ok) return adminRefusal(read);
  const fields = textFieldsOf(read.value);
  const id = parseId(fields.id);
  if (id === null) return adminRefusal(refuse(404, "Message not found."));
  if (fields.intent === "status") {
    const result = updateContactStatus(id, fields.status, by);
    // Sent in place by the list's status menu: the list shows the change when it reloads.
    return result.ok ? data<AdminActionData>({}) : adminRefusal(result);
  }
  if (fields.intent === "notes") {
    const result = updateContactNotes(id, { adminNotes: fields.adminNotes }, by);
    if (!result.ok) {
      return adminRefusal(result, {
        errors: result.errors ?? {},
        values: { adminNotes: fields.adminNotes ?? "" },
      });
    }
    throw backToDetails(request, id, "contact-notes-saved");
  }
  if (fields.intent === "replied") {
    const result = updateContactStatus(id, "replied", by);
    if (!result.ok) return adminRefusal(result);
    throw backToDetails(request, id, "contact-marked-replied");
  }
  if (fields.intent === "delete") {
    return deleteStep({
      fields,
      id,
      what: "message",
      nameOf: (contactId) => getContactMessage(contactId)?.name,
      remove: (contactId) => deleteContactMessage(contactId, by),
      redirectTo: `${INBOX_PATH}?notice=contact-deleted`,
      trashKind: "contacts",
    });
  }
  return unknownAction();
}

const count = (value: number) => value.toLocaleString("en-US");

/** The search words and the dates, a plain GET form that keeps the status tab. */
function InboxSearch({ typed, errors }: { typed: TypedView; errors: Record<string, string> }) {
  const dateField = (name: "from" | "to", label: string) => (
    <div className="field">
      <label htmlFor={`inbox-${name}`}>{label}</label>
      <input
        type="date"
        id={`inbox-${name}`}
        name={name}
        defaultValue={typed[name]}
        {...fieldA11y(`inbox-${name}`, errors[name])}
      />
      <FieldError id={`inbox-${name}`} message={errors[name]} />
    </div>
  );
  return (
    <ListSearchForm
      path={INBOX_PATH}
      idPrefix="inbox"
      label="Search messages"
      placeholder="Name, email, phone, shop, code or words of the message"
      view={{ q: typed.q, kind: typed.kind, from: typed.from, to: typed.to }}
      kept={{ status: typed.status }}
      maxLength={INBOX_SEARCH_MAX_LENGTH}
      error={errors.q}
      filters={
        <>
          <div className="field">
            <label htmlFor="inbox-kind">Kind</label>
            <select
              id="inbox-kind"
              name="kind"
              defaultValue={typed.kind ?? ""}
              {...fieldA11y("inbox-kind", errors.kind)}
            >
              <option value="">Enquiries and pack reports</option>
              {CONTACT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {CONTACT_KIND_LABELS[kind]}
                </option>
              ))}
            </select>
            <FieldError id="inbox-kind" message={errors.kind} />
          </div>
          {dateField("from", "From")}
          {dateField("to", "To")}
        </>
      }
    />
  );
}

export default function AdminContacts({ loaderData }: Route.ComponentProps) {
  const { stats, typed, viewing, page, problem } = loaderData;
  const result = useActionData<AdminActionData>();
  const location = useLocation();
  const view: InboxView = { ...typed, page: page?.page };
  const listUrl = inboxHref(view);
  const tiles = [
    { label: "Total", value: stats.total },
    { label: "New", value: stats.new },
    { label: "Replied", value: stats.replied },
    { label: "Closed", value: stats.closed },
  ];
  const counts = page?.counts;
  const tabs = [null, ...CONTACT_STATUSES].map((status) => ({
    label: status === null ? "All Messages" : CONTACT_STATUS_LABELS[status],
    href: inboxHref({ ...typed, status }),
    current: status === typed.status,
    count: counts === undefined ? undefined : status === null ? counts.total : counts[status],
  }));

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
      <ul className="stat-grid stat-line">
        {tiles.map((tile) => (
          <li key={tile.label} className="stat-card">
            <span className="stat-value">{count(tile.value)}</span>{" "}
            <span className="stat-label">{tile.label}</span>
          </li>
        ))}
      </ul>

      {/* Folded, so the first message is on a phone's first screen; open while it narrows the
          list or was refused. */}
      <details
        className="list-search-fold"
        open={Boolean(problem || typed.q || typed.kind || typed.from || typed.to)}
      >
        <summary>Search and filter</summary>
        <InboxSearch typed={typed} errors={problem?.errors ?? {}} />
      </details>
      {problem ? (
        <p className="alert alert-error" role="alert">
          {problem.message}
        </p>
      ) : null}
      <ListFilterTabs label="Filter by status" tabs={tabs}>
        <Link
          to={`${location.pathname}${location.search}`}
          className="button button-small button-outline"
        >
          Refresh
        </Link>
      </ListFilterTabs>

      {!page ? null : stats.total === 0 ? (
        <p className="admin-panel empty-text">No contacts yet</p>
      ) : page.total === 0 ? (
        <p className="admin-panel empty-text">No messages match this filter.</p>
      ) : (
        <>
          <div className="inbox-results">
            <ListSummary page={page} />
            <a href={inboxExportHref(view)} className="button button-small button-outline" download>
              Download CSV
            </a>
          </div>
          <InboxTable messages={page.items} view={view} />
          <ListPager
            page={page}
            hrefOf={(number) => inboxHref({ ...view, page: number })}
            label="Pages of messages"
          />
        </>
      )}

      {viewing ? (
        <MessageDetails key={viewing.id} message={viewing} result={result} closeTo={listUrl} />
      ) : null}
    </>
  );
}

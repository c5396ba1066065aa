import { Form, Link, redirect, useActionData, useSearchParams } from "react-router";
import {
  adminRefusal,
  deleteStep,
  readAdminForm,
  unknownAction,
  withNotice,
} from "~/admin/actions.server";
import { adminListHref, adminListPage } from "~/admin/list-query";
import { adminBackPath, BACK_FIELD, recordAdminHref, TRASH_PATH } from "~/admin/trash-links";
import { actorOf, requireAdmin } from "~/auth/auth.server";
import type { AdminActionData } from "~/components/admin/AdminList";
import { ListFilterTabs, ListPager, ListSummary } from "~/components/admin/AdminListControls";
import { AdminMessages } from "~/components/admin/AdminMessages";
import { ConfirmDeletePanel, DeleteForm } from "~/components/admin/DeleteForm";
import {
  isTrashKind,
  NOT_IN_TRASH_MESSAGE,
  TRASH_DAYS,
  TRASH_KIND_INFO,
  TRASH_KINDS,
  type TrashKind,
} from "~/db/trash-kinds";
import { parseId } from "~/lib/ids";
import { formatInstantAsLongUsDate } from "~/lib/dates";
import { parsePageRequest } from "~/lib/paging";
import { refuse } from "~/lib/result";
import { textFieldsOf } from "~/lib/validation";
import {
  countTrashByKind,
  deleteTrashEntryForGood,
  getTrashEntry,
  listTrashPage,
  restoreTrashEntry,
  type TrashEntry,
} from "~/trash/trash.server";
import type { Route } from "./+types/admin.trash";

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the address asks for: a kind of record (`?kind=`, one of TRASH_KINDS) and a page. */
function viewOf(params: URLSearchParams) {
  const kind = params.get("kind");
  return {
    kind: isTrashKind(kind) ? kind : null,
    page: parsePageRequest(params, { view: true }).page,
  };
}

/** The record a restore brought back (`?restored=products-12`), to open it from the notice. */
function restoredOf(params: URLSearchParams) {
  const [kind, id] = (params.get("restored") ?? "").split("-");
  const recordId = parseId(id);
  return isTrashKind(kind) && recordId !== null ? recordAdminHref(kind, recordId) : null;
}

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin({ request, url });
  const view = viewOf(url.searchParams);
  const page = adminListPage(url, TRASH_PATH, view, (asked) =>
    listTrashPage({ kind: view.kind }, asked),
  );
  const now = Date.now();
  return {
    view,
    counts: countTrashByKind(),
    // Read on the server, so the page says the same with and without JavaScript.
    page: {
      ...page,
      items: page.items.map((entry) => ({
        ...entry,
        daysLeft: Math.max(0, Math.ceil((Date.parse(entry.purgeAt) - now) / DAY_MS)),
      })),
    },
    restoredHref: restoredOf(url.searchParams),
  };
}

/** How a trashed record is named in questions and messages: 'the product "Dhaal"'. */
const describeEntry = (entry: Pick<TrashEntry, "kind" | "name">) =>
  `the ${TRASH_KIND_INFO[entry.kind].one} "${entry.name}"`;

/**
 * Restore (from this list, or the Undo of a list's notice, which names the page to go back
 * to) and Delete for good, which asks first like every Delete.
 */
export async function action({ request, url }: Route.ActionArgs) {
  const by = actorOf(await requireAdmin({ request, url }), request);
  const read = await readAdminForm(request, { maxBytes: 8 * 1024 });
  if (!read.ok) return adminRefusal(read);
  const fields = textFieldsOf(read.value);
  const id = parseId(fields.id);
  const listPath = adminListHref(TRASH_PATH, viewOf(url.searchParams));
  if (id === null) return adminRefusal(refuse(404, NOT_IN_TRASH_MESSAGE));
  if (fields.intent === "restore") {
    const restored = restoreTrashEntry(id, by);
    if (!restored.ok) {
      return adminRefusal({ ...restored, message: `Not restored: ${restored.message}` });
    }
    const back = adminBackPath(fields[BACK_FIELD]);
    const { kind, recordId } = restored.value;
    throw redirect(
      withNotice(
        back ??
          adminListHref(TRASH_PATH, viewOf(url.searchParams), { restored: `${kind}-${recordId}` }),
        "trash-restored",
      ),
    );
  }
  if (fields.intent === "delete") {
    return deleteStep({
      fields,
      id,
      what: "it for good",
      nameOf: (entryId) => {
        const entry = getTrashEntry(entryId);
        return entry && describeEntry(entry);
      },
      remove: (entryId) => deleteTrashEntryForGood(entryId, by),
      redirectTo: withNotice(listPath, "trash-deleted"),
    });
  }
  return unknownAction();
}

const daysLeftText = (days: number) =>
  days === 0 ? "Deleted for good today" : `${days} ${days === 1 ? "day" : "days"} left`;

function TrashCard({ entry }: { entry: TrashEntry & { daysLeft: number } }) {
  const what = describeEntry(entry);
  return (
    <li className="trash-card">
      <p className="trash-card-kind">
        <span className="badge">{TRASH_KIND_INFO[entry.kind].one}</span>
        <span
          className={entry.daysLeft <= 3 ? "trash-card-days trash-card-soon" : "trash-card-days"}
        >
          {daysLeftText(entry.daysLeft)}
        </span>
      </p>
      <h2>{entry.name}</h2>
      {entry.detail ? <p>{entry.detail}</p> : null}
      <p className="trash-card-date">Deleted {formatInstantAsLongUsDate(entry.deletedAt)}</p>
      <div className="inline-actions">
        <Form method="post">
          <input type="hidden" name="intent" value="restore" />
          <input type="hidden" name="id" value={entry.id} />
          <button type="submit" className="button button-small" aria-label={`Restore ${what}`}>
            Restore
          </button>
        </Form>
        <DeleteForm id={entry.id} what={what} forGood label="Delete for good" />
      </div>
    </li>
  );
}

export default function AdminTrash({ loaderData }: Route.ComponentProps) {
  const { view, counts, page, restoredHref } = loaderData;
  const result = useActionData<AdminActionData>();
  const [searchParams] = useSearchParams();
  const listPath = adminListHref(TRASH_PATH, view);
  const total = TRASH_KINDS.reduce((sum, kind) => sum + (counts[kind] ?? 0), 0);
  const tabs = [
    {
      label: "All",
      href: adminListHref(TRASH_PATH, {}),
      current: view.kind === null,
      count: total,
    },
    ...TRASH_KINDS.filter((kind) => counts[kind] || kind === view.kind).map((kind: TrashKind) => ({
      label: TRASH_KIND_INFO[kind].many,
      href: adminListHref(TRASH_PATH, { kind }),
      current: view.kind === kind,
      count: counts[kind] ?? 0,
    })),
  ];
  return (
    <>
      <div className="admin-title-row">
        <h1>Trash ({page.total.toLocaleString("en-US")})</h1>
      </div>
      <AdminMessages error={result?.error} />
      {restoredHref && searchParams.get("notice") === "trash-restored" && !result?.error ? (
        <p className="trash-open">
          <Link to={restoredHref}>Open what was restored</Link>
        </p>
      ) : null}
      {result?.confirmDelete ? (
        <ConfirmDeletePanel
          id={result.confirmDelete.id}
          what={result.confirmDelete.name}
          cancelTo={listPath}
          forGood
        />
      ) : null}
      <p className="admin-intro">
        Deleted records stay here {TRASH_DAYS} days. Restore puts one back exactly as it was.
      </p>
      <ListFilterTabs label="Filter by kind" tabs={tabs} />
      <ListSummary page={page} />
      {page.items.length === 0 ? (
        <p className="admin-panel empty-text">
          {view.kind
            ? `No ${TRASH_KIND_INFO[view.kind].many.toLowerCase()} in the trash.`
            : "The trash is empty."}
        </p>
      ) : (
        <ul className="trash-cards">
          {page.items.map((entry) => (
            <TrashCard key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
      <ListPager
        page={page}
        hrefOf={(number) => adminListHref(TRASH_PATH, { ...view, page: number })}
        label="Pages of the trash"
      />
    </>
  );
}

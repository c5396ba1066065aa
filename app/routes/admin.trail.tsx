import { Form, Link } from "react-router";
import { adminListHref, adminListPage } from "~/admin/list-query";
import { recordAdminHref } from "~/admin/trash-links";
import { recordTrailHref, TRAIL_PATH } from "~/admin/trail-links";
import { listAccounts } from "~/auth/accounts.server";
import { requireAdmin } from "~/auth/auth.server";
import { ListFilterSelect, ListPager, ListSummary } from "~/components/admin/AdminListControls";
import { FieldError, fieldA11y } from "~/components/admin/fields";
import { isTrashKind } from "~/db/trash-kinds";
import { pakistanDateTime } from "~/lib/dates";
import { parsePageRequest } from "~/lib/paging";
import { listTrailPage, type TrailEntry } from "~/trail/trail.server";
import {
  parseTrailQuery,
  TRAIL_ACTIONS,
  TRAIL_CHANNELS,
  TRAIL_KIND_NAMES,
  TRAIL_KINDS,
  TRAIL_PARAMETERS,
  type TrailFilter,
} from "~/trail/trail-query";
import type { Route } from "./+types/admin.trail";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin({ request, url });
  const params = url.searchParams;
  const parsed = parseTrailQuery(params);
  // A bad filter is said beside its field; the list shows everything meanwhile.
  const filter: TrailFilter = parsed.ok ? parsed.value : {};
  const typed = Object.fromEntries(TRAIL_PARAMETERS.map((name) => [name, params.get(name) ?? ""]));
  const view = { ...typed, page: parsePageRequest(params, { view: true }).page };
  const page = adminListPage(url, TRAIL_PATH, view, (asked) => listTrailPage(filter, asked));
  return {
    typed,
    view,
    errors: parsed.ok ? {} : (parsed.errors ?? {}),
    page,
    people: listAccounts().map((account) => ({
      value: String(account.id),
      label: account.name || account.username,
    })),
  };
}

/** "Nadia updated the product "Dhaal"": who did what to which record. */
function what(entry: TrailEntry) {
  const kind = TRAIL_KIND_NAMES[entry.kind].one;
  const action = TRAIL_ACTIONS[entry.action];
  if (entry.action === "sign-in") return action;
  if (entry.action === "import") return `${action} ${entry.recordName}`;
  if (entry.kind === "accounts") return `${action} ${entry.recordName}`;
  return `${action} the ${kind} “${entry.recordName}”`;
}

function TrailCard({ entry }: { entry: TrailEntry }) {
  const changes = Object.entries(entry.changes);
  const { recordId } = entry;
  const open =
    // A deleted record is in the trash, or gone: its form does not open.
    recordId !== null && isTrashKind(entry.kind) && !entry.action.startsWith("delete")
      ? recordAdminHref(entry.kind, recordId)
      : null;
  return (
    <li className="trail-card">
      <p className="trail-card-when">
        <span className="badge">{TRAIL_KIND_NAMES[entry.kind].one}</span>
        <time dateTime={entry.at}>{pakistanDateTime(entry.at)}</time>
      </p>
      <p>
        <strong>{entry.actorName}</strong> {what(entry)}
        {entry.channel === "api" ? ` (${TRAIL_CHANNELS.api})` : null}
      </p>
      {changes.length > 0 ? (
        <dl className="trail-changes">
          {changes.map(([field, change]) => (
            <div key={field}>
              <dt>{field}</dt>
              <dd>
                {change.from === undefined ? <i>empty</i> : <del>{change.from}</del>}
                {" → "}
                {change.to === undefined ? <i>empty</i> : <ins>{change.to}</ins>}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {recordId !== null ? (
        <p className="inline-actions">
          {open ? <Link to={open}>Open</Link> : null}
          <Link to={recordTrailHref(entry.kind, recordId)}>
            All changes of this {TRAIL_KIND_NAMES[entry.kind].one}
          </Link>
        </p>
      ) : null}
    </li>
  );
}

export default function AdminTrail({ loaderData }: Route.ComponentProps) {
  const { typed, view, errors, page, people } = loaderData;
  const filtered = TRAIL_PARAMETERS.some((name) => typed[name]);
  const dateField = (name: "from" | "to", label: string) => (
    <div className="field">
      <label htmlFor={`trail-${name}`}>{label}</label>
      <input
        type="date"
        id={`trail-${name}`}
        name={name}
        defaultValue={typed[name]}
        {...fieldA11y(`trail-${name}`, errors[name])}
      />
      <FieldError id={`trail-${name}`} message={errors[name]} />
    </div>
  );
  return (
    <>
      <div className="admin-title-row">
        <h1>Trail ({page.total.toLocaleString("en-US")})</h1>
      </div>
      <p className="admin-intro">
        Every change made in the admin or through the API: who, when, and what changed.
      </p>
      <Form
        method="get"
        action={TRAIL_PATH}
        aria-label="Filter the trail"
        className="admin-panel list-search"
        key={TRAIL_PARAMETERS.map((name) => typed[name]).join("|")}
      >
        {typed.record ? <input type="hidden" name="record" value={typed.record} /> : null}
        <ListFilterSelect
          id="trail-person"
          name="person"
          label="Person"
          value={typed.person || null}
          allLabel="Everyone"
          options={people}
        />
        <ListFilterSelect
          id="trail-kind"
          name="kind"
          label="Kind"
          value={typed.kind || null}
          allLabel="Every kind"
          options={TRAIL_KINDS.map((kind) => ({ value: kind, label: TRAIL_KIND_NAMES[kind].many }))}
        />
        {dateField("from", "From")}
        {dateField("to", "To")}
        <div className="inline-actions">
          <button type="submit" className="button button-small">
            Show
          </button>
          {filtered ? (
            <Link to={TRAIL_PATH} className="button button-small button-outline">
              Clear
            </Link>
          ) : null}
        </div>
        {errors.person || errors.record || errors.kind ? (
          <p className="alert alert-error" role="alert">
            {[errors.person, errors.record, errors.kind].filter(Boolean).join(" ")}
          </p>
        ) : null}
      </Form>
      <ListSummary page={page} />
      {page.items.length === 0 ? (
        <p className="admin-panel empty-text">
          {filtered ? "No changes match." : "No changes yet."}
        </p>
      ) : (
        <ul className="trail-cards">
          {page.items.map((entry) => (
            <TrailCard key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
      <ListPager
        page={page}
        hrefOf={(number) => adminListHref(TRAIL_PATH, { ...view, page: number })}
        label="Pages of the trail"
      />
    </>
  );
}

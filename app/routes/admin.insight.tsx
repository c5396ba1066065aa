import { Form, Link, redirect, useActionData } from "react-router";
import { adminRefusal, readAdminForm, unknownAction, withNotice } from "~/admin/actions.server";
import { requireAdmin } from "~/auth/auth.server";
import type { AdminActionData } from "~/components/admin/AdminList";
import { ListFilterTabs } from "~/components/admin/AdminListControls";
import { AdminMessages } from "~/components/admin/AdminMessages";
import { VisitsChart } from "~/components/admin/VisitsChart";
import {
  INSIGHT_PERIODS,
  percentOf,
  periodOf,
  PERIOD_MESSAGE,
  type InsightList,
  type InsightPeriod,
} from "~/insight/insight-lists";
import { insightReport, markSearchHandled } from "~/insight/insight.server";
import { RETENTION_DAYS } from "~/insight/tally.server";
import { refuse } from "~/lib/result";
import { textFieldsOf } from "~/lib/validation";
import type { Route } from "./+types/admin.insight";

const INSIGHT_PATH = "/admin/insight";

const periodHref = (period: InsightPeriod) => `${INSIGHT_PATH}?days=${period}`;
const csvHref = (list: string, period: InsightPeriod) =>
  `${INSIGHT_PATH}/csv/${list}?days=${period}`;

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin({ request, url });
  const period = periodOf(url.searchParams.get("days"));
  if (period === null) throw new Response(PERIOD_MESSAGE, { status: 400 });
  return { period, report: insightReport(period), retentionDays: RETENTION_DAYS };
}

/** Mark as handled: a search that found nothing leaves the list until it is searched again. */
export async function action({ request, url }: Route.ActionArgs) {
  await requireAdmin({ request, url });
  const read = await readAdminForm(request, { maxBytes: 4 * 1024 });
  if (!read.ok) return adminRefusal(read);
  const fields = textFieldsOf(read.value);
  if (fields.intent !== "handled") return unknownAction();
  const handled = markSearchHandled(fields.query ?? "");
  if (handled === null) return adminRefusal(refuse(400, "No search to mark as handled."));
  const period = periodOf(url.searchParams.get("days")) ?? undefined;
  throw redirect(
    `${withNotice(period ? periodHref(period) : INSIGHT_PATH, "search-handled")}#unfound-searches`,
  );
}

export const meta = () => [{ title: "Insight - Admin" }];

const count = (value: string | number) =>
  typeof value === "number" ? value.toLocaleString("en-US") : value;

/** A searched text as a link to the catalogue's search for it, as a farmer saw it. */
function SearchLink({ query }: { query: string }) {
  return (
    <a href={`/search?q=${encodeURIComponent(query)}`} target="_blank" rel="noreferrer">
      {query}
    </a>
  );
}

/**
 * A list's rows as a table: the first column names the row, the others are exact counts (on a
 * phone each row a card). `rowEnd` adds a cell of actions to each row.
 */
function ListTable({
  list,
  rowEnd,
}: {
  list: InsightList;
  rowEnd?: (row: InsightList["rows"][number]) => React.ReactNode;
}) {
  const [name, ...counts] = list.columns;
  if (!name) return null;
  const isSearch = list.name === "searches" || list.name === "unfound-searches";
  return (
    <div className="admin-table-wrap">
      <table className="admin-table verification-table">
        <thead>
          <tr>
            <th scope="col">{name?.label}</th>
            {counts.map((column) => (
              <th scope="col" key={column.key}>
                {column.label}
              </th>
            ))}
            {rowEnd ? (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {list.rows.map((row, index) => {
            const label = String(row[name.key] ?? "");
            return (
              <tr key={`${label}-${index}`}>
                <th scope="row">
                  {isSearch ? <SearchLink query={label} /> : label || "(not named)"}
                </th>
                {counts.map((column) => (
                  <td data-label={column.label} key={column.key}>
                    {count(row[column.key] ?? "")}
                  </td>
                ))}
                {rowEnd ? <td className="insight-row-actions">{rowEnd(row)}</td> : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** One list in a panel of its own, with its CSV file. */
function InsightTable({
  list,
  period,
  empty,
  rowEnd,
}: {
  list: InsightList;
  period: InsightPeriod;
  empty: string;
  rowEnd?: (row: InsightList["rows"][number]) => React.ReactNode;
}) {
  return (
    <section
      className="admin-panel insight-list"
      id={list.name}
      aria-labelledby={`${list.name}-title`}
    >
      <div className="insight-list-head">
        <h2 id={`${list.name}-title`}>{list.title}</h2>
        <a
          href={csvHref(list.name, period)}
          className="button button-small button-outline"
          download
        >
          CSV<span className="visually-hidden">: {list.title}</span>
        </a>
      </div>
      {list.rows.length === 0 ? (
        <p className="admin-intro">{empty}</p>
      ) : (
        <ListTable list={list} rowEnd={rowEnd} />
      )}
    </section>
  );
}

export default function AdminInsight({ loaderData }: Route.ComponentProps) {
  const { period, report, retentionDays } = loaderData;
  const result = useActionData<AdminActionData>();
  const days = report.visits.rows.map((row) => ({
    day: String(row.day),
    visits: Number(row.visits),
    urdu: Number(row.urdu),
  }));
  const visits = days.reduce((sum, day) => sum + day.visits, 0);
  const urdu = days.reduce((sum, day) => sum + day.urdu, 0);
  return (
    <>
      <div className="admin-title-row">
        <h1>Insight</h1>
      </div>
      <AdminMessages error={result?.error} />
      <p className="admin-intro">
        What farmers looked at, searched for and asked about, counted per day on the server: no
        cookie, no address, no browser kept, and staff&apos;s own visits left out. Counts are kept{" "}
        {retentionDays} days.
      </p>
      <ListFilterTabs
        label="Period"
        tabs={INSIGHT_PERIODS.map((value) => ({
          label: `${value} days`,
          href: periodHref(value),
          current: value === period,
        }))}
      />

      <section className="admin-panel" id="visits" aria-labelledby="visits-title">
        <div className="insight-list-head">
          <h2 id="visits-title">Visits</h2>
          <a
            href={csvHref("visits", period)}
            className="button button-small button-outline"
            download
          >
            CSV<span className="visually-hidden">: visits by day</span>
          </a>
        </div>
        <p id="visits-summary" className="insight-summary">
          {count(visits)} visits in the last {period} days, {count(urdu)} of them in Urdu (
          {percentOf(urdu, visits)}).
        </p>
        <VisitsChart days={days} summaryId="visits-summary" />
        <p className="chart-key" aria-hidden="true">
          <span className="chart-key-all" /> all visits <span className="chart-key-urdu" /> in Urdu
        </p>
        <details className="insight-days">
          <summary>Visits day by day</summary>
          <ListTable list={report.visits} />
        </details>
      </section>

      <InsightTable list={report.languages} period={period} empty="No visits yet." />
      <InsightTable list={report.products} period={period} empty="No product page opened yet." />
      <InsightTable list={report.crops} period={period} empty="No crop page opened yet." />
      <InsightTable list={report.searches} period={period} empty="No searches yet." />
      <InsightTable
        list={report["unfound-searches"]}
        period={period}
        empty="Every search found something (or was marked as handled)."
        rowEnd={(row) => (
          <Form method="post" action={`${INSIGHT_PATH}?days=${period}`}>
            <input type="hidden" name="intent" value="handled" />
            <input type="hidden" name="query" value={String(row.query)} />
            <button type="submit" className="button button-small button-outline">
              Mark as handled<span className="visually-hidden">: {String(row.query)}</span>
            </button>
          </Form>
        )}
      />
      <InsightTable list={report["enquiry-subjects"]} period={period} empty="No enquiries yet." />
      <InsightTable
        list={report["enquiry-products"]}
        period={period}
        empty="No enquiry sent from a product page yet."
      />
      <InsightTable list={report.districts} period={period} empty="No pack checked yet." />
      <p className="admin-intro">
        <Link to="/admin/dashboard#verification">Pack checks by product</Link> are on the dashboard.
      </p>
    </>
  );
}

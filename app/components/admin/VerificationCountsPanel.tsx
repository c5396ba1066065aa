import { Link } from "react-router";
import { findDistrict } from "~/dealers/districts";
import type { VerificationCounts } from "~/verification/verify.server";

export type CountsPeriod = "30d" | "all";

/** Where the dashboard's verification counts are: their own place in its address. */
export const CHECKS_PARAM = "checks";

interface Row extends VerificationCounts {
  label: string;
}

const count = (value: number) => value.toLocaleString("en-US");

function CountsTable({ caption, what, rows }: { caption: string; what: string; rows: Row[] }) {
  if (rows.length === 0) return null;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table verification-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{what}</th>
            <th scope="col">Checks</th>
            <th scope="col">Again</th>
            <th scope="col">Unknown</th>
            <th scope="col">Expired, recalled</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {/* The labels again, for a phone, where each row is a card of its own. */}
              <td data-label="Checks">{count(row.checks)}</td>
              <td data-label="Again">{count(row.repeats)}</td>
              <td data-label="Unknown" className={row.unknown > 0 ? "count-alert" : undefined}>
                {count(row.unknown)}
              </td>
              <td data-label="Expired, recalled">{count(row.warnings)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * How farmers' checks of packs went, per product and per district, the last 30 days or all
 * time: where copies (codes checked again), fakes (unknown codes) and old stock turn up.
 */
export function VerificationCountsPanel({
  period,
  byProduct,
  byDistrict,
}: {
  period: CountsPeriod;
  byProduct: (VerificationCounts & { productId: number | null; name: string | null })[];
  byDistrict: (VerificationCounts & { district: string | null })[];
}) {
  const periods: { value: CountsPeriod; label: string; href: string }[] = [
    { value: "30d", label: "Last 30 days", href: "/admin/dashboard#verification" },
    { value: "all", label: "All time", href: `/admin/dashboard?${CHECKS_PARAM}=all#verification` },
  ];
  const products = byProduct.map((row) => ({
    ...row,
    label: row.name ?? (row.productId === null ? "Not ours (unknown codes)" : "Deleted product"),
  }));
  const districts = byDistrict.map((row) => ({
    ...row,
    label: row.district ? (findDistrict(row.district)?.name ?? row.district) : "Not said",
  }));
  return (
    <section className="admin-panel" id="verification" aria-labelledby="verification-title">
      <h2 id="verification-title">Pack verification</h2>
      <p className="admin-intro">
        Farmers&apos; checks of pack codes and batch numbers. <strong>Again</strong>: a code checked
        before, maybe a copied pack. <strong>Unknown</strong>: a code or batch that is not ours,
        maybe a fake. Where they cluster, a shop may sell fakes.
      </p>
      <nav className="filter-row" aria-label="Period of the counts">
        {periods.map((choice) => (
          <Link
            key={choice.value}
            to={choice.href}
            className={`button button-small ${choice.value === period ? "" : "button-outline"}`}
            aria-current={choice.value === period ? "page" : undefined}
          >
            {choice.label}
          </Link>
        ))}
      </nav>
      {products.length === 0 ? (
        <p className="empty-text">
          No pack was checked {period === "all" ? "yet" : "in the last 30 days"}.
        </p>
      ) : (
        <>
          <CountsTable caption="Per product" what="Product" rows={products} />
          <CountsTable
            caption="Per district (as the farmer said)"
            what="District"
            rows={districts}
          />
        </>
      )}
    </section>
  );
}

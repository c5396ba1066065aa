import { Link } from "react-router";
import { adminListHref, adminListPage, parseAdminListQuery } from "~/admin/list-query";
import { requireAdmin } from "~/auth/auth.server";
import { ListPager, ListSummary } from "~/components/admin/AdminListControls";
import { listTextDosesPage } from "~/products/products.server";
import type { Route } from "./+types/admin.doses";

const PATH = "/admin/doses";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin({ request, url });
  const { page } = parseAdminListQuery(url.searchParams);
  return { page: adminListPage(url, PATH, { page }, listTextDosesPage) };
}

/**
 * The recommended uses whose dose is kept as text, for the staff to give as an amount per area
 * where the label allows: each with its product (a link to edit it), crop, target and text.
 */
export default function AdminDoses({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <div className="admin-title-row">
        <h1>Doses kept as text ({page.total.toLocaleString("en-US")})</h1>
      </div>
      <p className="field-hint">
        These recommended uses give their dose as text, not as an amount per area, so the spray
        calculator leaves them out. A seed treatment&apos;s dose (per kg of seed) stays text; for
        the others, open the product and give the dose as its amount, unit and area.
      </p>
      {page.total === 0 ? (
        <p>Every dose is given as an amount per area.</p>
      ) : (
        <>
          <ListSummary page={page} />
          <ul className="text-dose-list">
            {page.items.map((use, index) => (
              <li key={`${use.productId}-${index}`}>
                <Link to={`/admin/products?edit=${use.productId}`}>{use.productName}</Link>
                <span>
                  {use.cropName}: {use.target}
                </span>
                <span className="text-dose">{use.doseText}</span>
                {use.doseTextUr ? (
                  <span className="text-dose" lang="ur" dir="rtl">
                    {use.doseTextUr}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
          <ListPager
            page={page}
            hrefOf={(number) => adminListHref(PATH, { page: number })}
            label="Pages of doses kept as text"
          />
        </>
      )}
    </>
  );
}

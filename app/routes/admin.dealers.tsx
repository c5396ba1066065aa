import { Link } from "react-router";
import { listPageAction } from "~/admin/actions.server";
import { adminListHref, adminListPage, listPageQuery } from "~/admin/list-query";
import { requireAdmin } from "~/auth/auth.server";
import {
  AdminListPage,
  describeRecord,
  RowActions,
  type InlineForm,
} from "~/components/admin/AdminList";
import {
  ListNoMatch,
  ListPager,
  ListSearchForm,
  ListSummary,
} from "~/components/admin/AdminListControls";
import { DistrictSelect } from "~/components/admin/DistrictSelect";
import { FieldError, TextField, UrduFields } from "~/components/admin/fields";
import {
  DEALER_ACTIVE_FILTERS,
  dealerFieldsOfForm,
  dealerFilterOf,
  isDealerListFiltered,
  parseDealerListQuery,
  STOCK_SEPARATOR,
  typedDealerForm,
  type DealerListQuery,
} from "~/dealers/dealer-form";
import { DEALER_LIMITS, DEALER_MAP_BOX } from "~/dealers/dealer-limits";
import {
  deleteDealer,
  getDealerById,
  listDealersPage,
  saveDealer,
  stockChoices,
  type Dealer,
  type StockChoice,
} from "~/dealers/dealers.server";
import { findDistrict } from "~/dealers/districts";
import type { Route } from "./+types/admin.dealers";

const PATH = "/admin/dealers";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin({ request, url });
  const query = parseDealerListQuery(url.searchParams);
  const page = adminListPage(url, PATH, query, (asked) =>
    listDealersPage(dealerFilterOf(query), asked),
  );
  const { editing, creating } = listPageQuery(request, getDealerById);
  // Only the form offers the catalogue to tick.
  return { page, query, editing, creating, stock: editing || creating ? stockChoices() : [] };
}

export const action = ({ request, url }: Route.ActionArgs) => {
  const query = parseDealerListQuery(url.searchParams);
  return listPageAction(
    { request, url },
    {
      limit: { maxBytes: 64 * 1024 },
      what: "dealer",
      trashKind: "dealers",
      // A new dealer shows first, on page 1 of the view it was added from.
      listPath: (change) =>
        adminListHref(PATH, change === "created" ? { ...query, page: 1 } : query),
      notice: "dealer",
      failedMessage: "Failed to save dealer. Please try again.",
      nameOf: (id) => getDealerById(id)?.shopName,
      remove: deleteDealer,
      save: ({ fields, id, formData, by }) =>
        saveDealer(dealerFieldsOfForm(formData, fields), id ?? undefined, by),
      typedValues: typedDealerForm,
    },
  );
};

const districtNameOf = (code: string) => findDistrict(code)?.name ?? code;

type Ticked = { categories: Set<string>; products: Set<string> };

/** The box of one category or product, posted as its slug in the list's field. */
function StockBox({
  list,
  item,
  ticked,
}: {
  list: keyof Ticked;
  item: { slug: string; name: string };
  ticked: Ticked;
}) {
  return (
    <label className="checkbox-label">
      <input
        type="checkbox"
        name={list}
        value={item.slug}
        defaultChecked={ticked[list].has(item.slug)}
      />
      {item.name}
    </label>
  );
}

/** The catalogue as boxes to tick: each category, and inside it its products. */
function StockFields({
  stock,
  ticked,
  error,
}: {
  stock: StockChoice[];
  ticked: Ticked;
  error: { categories?: string; products?: string };
}) {
  if (stock.length === 0) return null;
  return (
    <fieldset className="field stock-fields">
      <legend>Stocks (optional)</legend>
      <p className="field-hint">
        Tick a whole category, or only some of its products. Farmers looking for a product see the
        dealers who stock it or its category.
      </p>
      <FieldError id="dealer-categories" message={error.categories} />
      <FieldError id="dealer-products" message={error.products} />
      {stock.map((category) => (
        <div key={category.slug} className="stock-category">
          <StockBox list="categories" item={category} ticked={ticked} />
          {category.products.length > 0 ? (
            <details open={category.products.some(({ slug }) => ticked.products.has(slug))}>
              <summary>{`Only some of its ${category.products.length} products`}</summary>
              <ul className="stock-products">
                {category.products.map((product) => (
                  <li key={product.slug}>
                    <StockBox list="products" item={product} ticked={ticked} />
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </div>
      ))}
    </fieldset>
  );
}

/** The slugs of a stock list as the form shows it: typed after a refused save, or stored. */
function tickedSlugs(typed: string, saved: { slug: string }[] | undefined): Set<string> {
  return new Set(typed ? typed.split(STOCK_SEPARATOR) : (saved ?? []).map((item) => item.slug));
}

function DealerFields({
  form: { errors, current, text, result },
  stock,
}: {
  form: InlineForm<Dealer>;
  stock: StockChoice[];
}) {
  const field = (
    name: keyof typeof DEALER_LIMITS & keyof Dealer,
    label: string,
    options: { rows?: number; required?: boolean } = {},
  ) => (
    <TextField
      idPrefix="dealer"
      name={name}
      label={label}
      required={options.required ?? true}
      rows={options.rows}
      maxLength={DEALER_LIMITS[name]}
      defaultValue={text(name, current?.[name])}
      error={errors[name]}
    />
  );
  const urdu = (
    name: "shopNameUr" | "contactNameUr" | "townUr" | "addressUr",
    label: string,
    max: number,
  ) => (
    <TextField
      idPrefix="dealer"
      name={name}
      label={label}
      urdu
      maxLength={max}
      defaultValue={text(name, current?.[name])}
      error={errors[name]}
    />
  );
  const typed = result?.values;
  const active = typed ? typed.active === "true" : (current?.active ?? true);
  return (
    <>
      <div className="field-grid">
        {field("shopName", "Shop name")}
        {field("contactName", "Owner or contact name")}
        <DistrictSelect
          id="dealer-district"
          label="District"
          none="Choose a district"
          required
          value={text("district", current?.district) || null}
          error={errors.district}
        />
        {field("town", "Tehsil or town")}
      </div>
      {field("address", "Address", { rows: 2 })}
      <div className="field-grid">
        {field("phone", "Phone")}
        <TextField
          idPrefix="dealer"
          name="whatsapp"
          label="WhatsApp number (optional)"
          maxLength={DEALER_LIMITS.phone}
          defaultValue={text("whatsapp", current?.whatsapp)}
          error={errors.whatsapp}
        />
        {(["latitude", "longitude"] as const).map((name) => (
          <TextField
            key={name}
            idPrefix="dealer"
            name={name}
            label={`${name === "latitude" ? "Latitude" : "Longitude"} (optional, ${DEALER_MAP_BOX[name].min} to ${DEALER_MAP_BOX[name].max})`}
            maxLength={20}
            defaultValue={text(name, current?.[name]?.toString())}
            error={errors[name]}
          />
        ))}
      </div>
      <div className="field dealer-active">
        <label className="checkbox-label">
          <input type="checkbox" name="active" value="true" defaultChecked={active} /> Active:
          listed to farmers
        </label>
      </div>
      <StockFields
        stock={stock}
        ticked={{
          categories: tickedSlugs(text("categories", null), current?.categories),
          products: tickedSlugs(text("products", null), current?.products),
        }}
        error={errors}
      />
      <UrduFields>
        {urdu("shopNameUr", "Urdu shop name", DEALER_LIMITS.shopName)}
        {urdu("contactNameUr", "Urdu contact name", DEALER_LIMITS.contactName)}
        {urdu("townUr", "Urdu tehsil or town", DEALER_LIMITS.town)}
        {urdu("addressUr", "Urdu address", DEALER_LIMITS.address)}
      </UrduFields>
    </>
  );
}

/** The dealers of a page as cards: shop, town and district, phone, listed or not, Edit and Delete. */
function DealerCards({ dealers, query }: { dealers: Dealer[]; query: DealerListQuery }) {
  return (
    <ul className="dealer-cards">
      {dealers.map((dealer) => (
        <li key={dealer.id} className="dealer-card">
          <div className="dealer-card-title">
            <h2>{dealer.shopName}</h2>
            {dealer.active ? null : <span className="status-badge status-read">Inactive</span>}
          </div>
          {dealer.shopNameUr ? (
            <p lang="ur" dir="rtl">
              {dealer.shopNameUr}
            </p>
          ) : null}
          <p>
            {dealer.town}, {districtNameOf(dealer.district)}
          </p>
          <p>
            {dealer.contactName} · <a href={`tel:${dealer.phone}`}>{dealer.phone}</a>
          </p>
          <RowActions
            id={dealer.id}
            what={describeRecord("Dealer", dealer.shopName)}
            editTo={adminListHref(PATH, query, { edit: String(dealer.id) })}
          />
        </li>
      ))}
    </ul>
  );
}

export default function AdminDealers({ loaderData }: Route.ComponentProps) {
  const { page, query, editing, creating, stock } = loaderData;
  const listPath = adminListHref(PATH, query);
  const exportHref = adminListHref(`${PATH}/export.csv`, { ...query, page: undefined });
  const narrowedTo = [
    query.district ? `the district "${districtNameOf(query.district)}"` : null,
    query.active ? `the ${DEALER_ACTIVE_FILTERS[query.active].toLowerCase()} dealers` : null,
  ]
    .filter(Boolean)
    .join(" and ");
  return (
    <AdminListPage
      title="Dealers"
      what="Dealer"
      idPrefix="dealer"
      count={page.total}
      editing={editing}
      creating={creating}
      listPath={listPath}
      addTo={adminListHref(PATH, query, { new: "1" })}
      intro={
        <>
          <p className="admin-intro">
            Authorised dealers, where farmers buy: the active ones are listed on the site&apos;s
            Where to buy pages by district and town.
          </p>
          <div className="inline-actions admin-file-actions">
            <Link to={`${PATH}/import`} className="button button-small button-outline">
              Import CSV
            </Link>
            {/* A download, not a page: the router must not fetch it. */}
            <a href={exportHref} className="button button-small button-outline" download>
              Export CSV
            </a>
          </div>
        </>
      }
      fields={(form) => <DealerFields form={form} stock={stock} />}
    >
      <ListSearchForm
        path={PATH}
        idPrefix="dealers"
        label="Search dealers"
        placeholder="Shop, contact, town or phone"
        view={{ q: query.q, district: query.district, active: query.active }}
        filters={
          <>
            <DistrictSelect
              id="dealers-search-district"
              label="District"
              none="All districts"
              value={query.district}
            />
            <div className="field">
              <label htmlFor="dealers-search-active">Listed</label>
              <select id="dealers-search-active" name="active" defaultValue={query.active ?? ""}>
                <option value="">Active and inactive</option>
                {Object.entries(DEALER_ACTIVE_FILTERS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
          </>
        }
      />
      <ListSummary page={page} />
      {page.items.length > 0 ? (
        <DealerCards dealers={page.items} query={query} />
      ) : isDealerListFiltered(query) ? (
        <ListNoMatch
          path={PATH}
          plural="dealers"
          query={{ q: query.q, category: null, page: query.page }}
          narrowedTo={narrowedTo || null}
        />
      ) : (
        <p className="admin-panel empty-text">
          No dealers yet. Add one, or import your dealer list from a spreadsheet.
        </p>
      )}
      <ListPager
        page={page}
        hrefOf={(number) => adminListHref(PATH, { ...query, page: number })}
        label="Pages of dealers"
      />
    </AdminListPage>
  );
}

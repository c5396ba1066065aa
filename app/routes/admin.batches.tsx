import { Link } from "react-router";
import { listPageAction } from "~/admin/actions.server";
import { adminListHref, adminListPage, isFiltered, listPageQuery } from "~/admin/list-query";
import { requireAdmin } from "~/auth/auth.server";
import { BATCH_LIMITS, CODE_RUN_MAX } from "~/batches/batch-limits";
import { parseBatchListQuery, type BatchListQuery } from "~/batches/batch-list-query";
import { isExpired } from "~/batches/expiry";
import {
  deleteBatch,
  getBatchById,
  listBatchesPage,
  saveBatch,
  type Batch,
} from "~/batches/batches.server";
import { AdminListPage, RowActions } from "~/components/admin/AdminList";
import {
  ListFilterSelect,
  ListNoMatch,
  ListPager,
  ListSearchForm,
  ListSummary,
} from "~/components/admin/AdminListControls";
import { FieldError, fieldA11y, TextField, UrduFields } from "~/components/admin/fields";
import { parseId } from "~/lib/ids";
import { formatLongUsDate, pakistanDate } from "~/lib/dates";
import { listProductChoices } from "~/products/products.server";
import type { Route } from "./+types/admin.batches";

const PATH = "/admin/batches";

/** The view of the list an address asks for: its search, product and page. */
const viewOf = ({ q, product, page }: BatchListQuery) => ({ q, product, page });

/** The address of the generate-codes panel of a batch, in the list's view. */
const codesHref = (query: BatchListQuery, id: number) =>
  adminListHref(PATH, viewOf(query), { codes: String(id) });

const codesMade = (count: number) =>
  `${count.toLocaleString("en-US")} ${count === 1 ? "code" : "codes"} made`;

/** How a batch is named when its deletion is confirmed: its codes go with it. */
const describeBatch = (name: string) =>
  `the batch "${name}" and all its pack codes (while it is in the trash, farmers checking a printed code of it are told it is unknown)`;

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin({ request, url });
  const products = listProductChoices().map(({ name, slug }) => ({ name, slug }));
  const asked = parseBatchListQuery(url.searchParams);
  // A product that is not there (renamed, deleted, mistyped) is no filter.
  const product = products.some(({ slug }) => slug === asked.product) ? asked.product : null;
  const query = { ...asked, product };
  const page = adminListPage(url, PATH, viewOf(query), (request) =>
    listBatchesPage({ q: query.q, productSlug: query.product }, request),
  );
  const codesId = parseId(url.searchParams.get("codes"));
  return {
    page,
    query,
    products,
    ...listPageQuery(request, getBatchById),
    codesFor: codesId === null ? null : (getBatchById(codesId) ?? null),
    today: pakistanDate(new Date()),
  };
}

export const action = ({ request, url }: Route.ActionArgs) => {
  const query = parseBatchListQuery(url.searchParams);
  return listPageAction(
    { request, url },
    {
      limit: { maxBytes: 64 * 1024 },
      what: "batch",
      trashKind: "batches",
      // A save goes back to the view it was opened from, a new batch to its first page.
      listPath: (change) =>
        adminListHref(PATH, viewOf(change === "created" ? { ...query, page: 1 } : query)),
      notice: "batch",
      failedMessage: "Failed to save batch. Please try again.",
      nameOf: (id) => getBatchById(id)?.batchNumber,
      remove: deleteBatch,
      save: ({ fields, id, by }) => saveBatch(fields, id ?? undefined, by),
    },
  );
};

/** A batch as a card: what is printed on its packs, its state, its codes, and what to do. */
function BatchCard({
  batch,
  query,
  today,
}: {
  batch: Batch;
  query: BatchListQuery;
  today: string;
}) {
  const count = (value: number) => value.toLocaleString("en-US");
  return (
    <li className="admin-panel batch-card">
      <div className="batch-card-head">
        <h2>
          <code>{batch.batchNumber}</code>
        </h2>
        {batch.recalled ? <span className="status-badge status-recalled">Recalled</span> : null}
        {isExpired(batch.expiresOn, today) ? (
          <span className="status-badge status-expired">Expired</span>
        ) : null}
      </div>
      <p className="batch-card-product">{batch.productName}</p>
      <dl className="batch-card-facts">
        <div>
          <dt>Made</dt>
          <dd>{formatLongUsDate(batch.manufacturedOn)}</dd>
        </div>
        <div>
          <dt>Expires</dt>
          <dd>{formatLongUsDate(batch.expiresOn)}</dd>
        </div>
        <div>
          <dt>Packs</dt>
          <dd>{batch.quantity === null ? "Not known" : count(batch.quantity)}</dd>
        </div>
        <div>
          <dt>Codes issued</dt>
          <dd>{count(batch.codesIssued)}</dd>
        </div>
        <div>
          <dt>Codes checked</dt>
          <dd>{count(batch.codesChecked)}</dd>
        </div>
      </dl>
      {batch.recalled && batch.recallNote ? (
        <div className="batch-card-note">
          <p>{batch.recallNote}</p>
          {batch.recallNoteUr ? (
            <p lang="ur" dir="rtl">
              {batch.recallNoteUr}
            </p>
          ) : null}
        </div>
      ) : null}
      <RowActions
        id={batch.id}
        what={describeBatch(batch.batchNumber)}
        editTo={adminListHref(PATH, viewOf(query), { edit: String(batch.id) })}
      >
        <Link to={codesHref(query, batch.id)} className="button button-small">
          Pack codes
        </Link>
      </RowActions>
    </li>
  );
}

/**
 * Generating a batch's pack codes: said first that the download is their only copy. A plain
 * form posted to the download's own address, so the browser saves the file, with JavaScript
 * or without, and the page stays as it is.
 */
function CodesPanel({ batch, closeTo }: { batch: Batch; closeTo: string }) {
  const left = batch.quantity === null ? 0 : batch.quantity - batch.codesIssued;
  const suggested = Math.min(Math.max(left, 0), CODE_RUN_MAX);
  return (
    <section className="admin-panel" aria-labelledby="codes-title">
      <h2 id="codes-title">
        Pack codes for batch <code>{batch.batchNumber}</code>
      </h2>
      <p>
        {batch.productName}: {codesMade(batch.codesIssued)} so far,{" "}
        {batch.codesChecked.toLocaleString("en-US")} checked by farmers.
      </p>
      <div className="alert alert-warning" role="note">
        <p>
          The new codes are shown once only, in the file you download now. Only a scrambled form of
          each code is stored, so nobody can show them again, not even this page. Keep the file safe
          and send it to the label printer; if it is lost, make new codes.
        </p>
      </div>
      <form method="post" action={`${PATH}/${batch.id}/codes`} className="admin-form">
        <div className="field">
          <label htmlFor="codes-count">Number of codes *</label>
          <input
            id="codes-count"
            name="count"
            type="number"
            inputMode="numeric"
            min={1}
            max={CODE_RUN_MAX}
            required
            defaultValue={suggested > 0 ? suggested : undefined}
            aria-describedby="codes-count-hint"
          />
          <p className="field-hint" id="codes-count-hint">
            One per pack, up to {CODE_RUN_MAX.toLocaleString("en-US")} at a time. The zip holds
            codes.csv (code, batch, product, verification link, QR image name) and a QR image (SVG)
            for each code.
          </p>
        </div>
        <div className="inline-actions">
          <button type="submit" className="button">
            Generate and download
          </button>
          <Link to={closeTo} className="button button-outline">
            Close
          </Link>
        </div>
      </form>
    </section>
  );
}

export default function AdminBatches({ loaderData }: Route.ComponentProps) {
  const { page, query, products, editing, creating, codesFor, today } = loaderData;
  const listPath = adminListHref(PATH, viewOf(query));
  const productName = products.find(({ slug }) => slug === query.product)?.name;
  const filter = { q: query.q, category: query.product, page: query.page };

  return (
    <AdminListPage
      title="Batches"
      what="Batch"
      idPrefix="batch"
      count={page.total}
      editing={editing}
      creating={creating}
      listPath={listPath}
      addTo={adminListHref(PATH, viewOf(query), { new: "1" })}
      describe={describeBatch}
      intro={
        <>
          <p className="admin-intro">
            Production batches as printed on the packs. Farmers check a pack by the code under its
            scratch panel, or by the batch number: an expired or recalled batch warns them not to
            use it.
          </p>
          <p className="inline-actions">
            <Link to={`${PATH}/import`} className="button button-small button-outline">
              Import CSV
            </Link>
            <a
              href={adminListHref(`${PATH}/export.csv`, { q: query.q, product: query.product })}
              className="button button-small button-outline"
            >
              Download CSV
            </a>
          </p>
          {codesFor ? <CodesPanel batch={codesFor} closeTo={listPath} /> : null}
        </>
      }
      formBefore={
        products.length === 0 ? (
          <p className="alert alert-warning">
            Add a product first: every batch is of one.{" "}
            <Link to="/admin/products?new=1">Add a product</Link>
          </p>
        ) : null
      }
      fields={({ result, errors, current, text }) => (
        <>
          <div className="field-grid">
            <div className="field">
              <label htmlFor="batch-product">Product *</label>
              <select
                id="batch-product"
                name="product"
                required
                defaultValue={text("product", current?.productSlug)}
                {...fieldA11y("batch-product", errors.product)}
              >
                <option value="">Select a product</option>
                {products.map(({ name, slug }) => (
                  <option key={slug} value={slug}>
                    {name}
                  </option>
                ))}
              </select>
              <FieldError id="batch-product" message={errors.product} />
            </div>
            <TextField
              idPrefix="batch"
              name="batchNumber"
              label="Batch number, as printed"
              required
              maxLength={BATCH_LIMITS.batchNumber}
              defaultValue={text("batchNumber", current?.batchNumber)}
              error={errors.batchNumber}
            />
            <TextField
              idPrefix="batch"
              name="manufacturedOn"
              label="Manufacturing date"
              type="date"
              required
              maxLength={10}
              defaultValue={text("manufacturedOn", current?.manufacturedOn)}
              error={errors.manufacturedOn}
            />
            <TextField
              idPrefix="batch"
              name="expiresOn"
              label="Expiry date"
              type="date"
              required
              maxLength={10}
              defaultValue={text("expiresOn", current?.expiresOn)}
              error={errors.expiresOn}
            />
            <div className="field">
              <label htmlFor="batch-quantity">Packs made (optional)</label>
              <input
                id="batch-quantity"
                name="quantity"
                type="number"
                inputMode="numeric"
                min={1}
                max={BATCH_LIMITS.quantity}
                defaultValue={text("quantity", current?.quantity?.toString())}
                {...fieldA11y("batch-quantity", errors.quantity)}
              />
              <FieldError id="batch-quantity" message={errors.quantity} />
            </div>
          </div>
          <fieldset className="field batch-recall">
            <legend>Recall</legend>
            <label className="checkbox-label">
              <input
                type="checkbox"
                name="recalled"
                value="true"
                // After a refused save, as it was sent: an unticked box sends nothing.
                defaultChecked={
                  result?.values ? result.values.recalled === "true" : (current?.recalled ?? false)
                }
              />
              Recalled: farmers checking it are told not to use it
            </label>
            <TextField
              idPrefix="batch"
              name="recallNote"
              label="Why it is recalled (farmers are told)"
              rows={3}
              maxLength={BATCH_LIMITS.recallNote}
              defaultValue={text("recallNote", current?.recallNote)}
              error={errors.recallNote}
            />
            <UrduFields>
              <TextField
                idPrefix="batch"
                name="recallNoteUr"
                label="Urdu: why it is recalled"
                rows={3}
                urdu
                maxLength={BATCH_LIMITS.recallNote}
                defaultValue={text("recallNoteUr", current?.recallNoteUr)}
                error={errors.recallNoteUr}
              />
            </UrduFields>
          </fieldset>
        </>
      )}
    >
      <ListSearchForm
        path={PATH}
        idPrefix="batches"
        label="Search batches"
        placeholder="Batch number"
        view={{ q: query.q, product: query.product }}
        filters={
          <ListFilterSelect
            id="batches-search-product"
            name="product"
            label="Filter by product"
            value={query.product}
            allLabel="All products"
            options={products.map(({ name, slug }) => ({ value: slug, label: name }))}
          />
        }
      />
      <ListSummary page={page} />
      {page.items.length > 0 ? (
        <ul className="batch-cards">
          {page.items.map((batch) => (
            <BatchCard key={batch.id} batch={batch} query={query} today={today} />
          ))}
        </ul>
      ) : isFiltered(filter) ? (
        <ListNoMatch
          path={PATH}
          plural="batches"
          query={filter}
          narrowedTo={productName ? `the product "${productName}"` : null}
        />
      ) : (
        <p className="admin-panel empty-text">No batches found</p>
      )}
      <ListPager
        page={page}
        hrefOf={(number) => adminListHref(PATH, { ...viewOf(query), page: number })}
        label="Pages of batches"
      />
    </AdminListPage>
  );
}

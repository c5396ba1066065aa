import { Link } from "react-router";
import { takeLeftOut } from "~/admin/actions.server";
import { uploadingClientAction } from "~/admin/upload-action";
import { productsPageAction } from "~/admin/upload-pages.server";
import { UPLOAD_PAGES } from "~/admin/upload-route";
import { adminListPage, listPageQuery, parseAdminListQuery } from "~/admin/list-query";
import { requireAdmin } from "~/auth/auth.server";
import { listCategories } from "~/categories/categories.server";
import { listCrops } from "~/crops/crops.server";
import { AdminPagedListPage, ListFilterSelect } from "~/components/admin/AdminListControls";
import { FieldError, fieldA11y, TextField, UrduFields } from "~/components/admin/fields";
import { AdminThumb } from "~/components/admin/AdminThumb";
import { ImagePicker } from "~/components/admin/ImagePicker";
import { ProductSafetyFields } from "~/components/admin/ProductSafetyFields";
import { ProductUsesFields } from "~/components/admin/ProductUsesFields";
import { SlugFields } from "~/components/admin/SlugFields";
import { PACK_SIZES_EXAMPLE, PACK_SIZES_MAX_LENGTH, packSizesText } from "~/doses/pack-sizes";
import { responsiveImage } from "~/images/image-variants";
import { formatInstantAsLongUsDate } from "~/lib/dates";
import { PRODUCT_LIMITS } from "~/products/product-limits";
import { productDocumentUrl } from "~/products/safety";
import {
  getProductById,
  listProductAdminPage,
  type ProductSpecifications,
} from "~/products/products.server";
import type { Route } from "./+types/admin.products";

const PATH = UPLOAD_PAGES.products;

export async function loader({ request, url }: Route.LoaderArgs) {
  const session = await requireAdmin({ request, url });
  const categories = listCategories().map(({ name, slug }) => ({ name, slug }));
  const asked = parseAdminListQuery(url.searchParams);
  // A category that is not there (renamed, deleted, mistyped) is no filter.
  const category = categories.some(({ slug }) => slug === asked.category) ? asked.category : null;
  const query = { ...asked, category };
  const page = adminListPage(url, PATH, query, (request) =>
    listProductAdminPage({ q: query.q, categorySlug: query.category }, request),
  );
  const { editing, creating } = listPageQuery(request, getProductById);
  return {
    page,
    query,
    categories,
    // Only the form offers crops.
    crops: editing || creating ? listCrops().map(({ slug, name }) => ({ slug, name })) : undefined,
    editing,
    creating,
    leftOut: takeLeftOut(session, url, editing?.id),
  };
}

export const action = ({ request, url }: Route.ActionArgs) => productsPageAction({ request, url });

/** With JavaScript, the form's photos go up with their progress shown. */
export const clientAction = uploadingClientAction("products");

/** A product's long texts, asked in English and again, optional, in Urdu (`${name}Ur`). */
const LONG_TEXTS = [
  { name: "description", label: "Description", rows: 4 },
  { name: "features", label: "Key features (one per line)", rows: 4 },
  { name: "usage", label: "Usage instructions", rows: 3 },
] as const;

const SPECIFICATIONS = [
  { name: "composition", label: "Composition" },
  { name: "dosage", label: "Dosage" },
  { name: "waitingPeriod", label: "Waiting period" },
] as const;

/** A product's texts and specifications in one language, as its form asks for them. */
function ProductTexts({
  urdu = false,
  text,
  errors,
  saved,
}: {
  urdu?: boolean;
  text: (field: string, saved: string | null | undefined) => string;
  errors: Record<string, string>;
  saved:
    | {
        description: string | null;
        features: string[];
        usage: string | null;
        specifications: ProductSpecifications;
      }
    | undefined;
}) {
  const field = (name: string) => (urdu ? `${name}Ur` : name);
  const savedText = {
    description: saved?.description,
    features: saved?.features.join("\n"),
    usage: saved?.usage,
  };
  const fieldOf = (
    name: string,
    english: string,
    maxLength: number,
    savedValue: string | null | undefined,
    rows?: number,
  ) => (
    <TextField
      key={name}
      idPrefix="product"
      name={field(name)}
      label={urdu ? `Urdu ${english.toLowerCase()}` : english}
      rows={rows}
      // The Urdu is optional: the Urdu pages show the English of a field left empty.
      required={name === "description" && !urdu}
      urdu={urdu}
      maxLength={maxLength}
      defaultValue={text(field(name), savedValue)}
      error={errors[field(name)]}
    />
  );
  return (
    <>
      {LONG_TEXTS.map(({ name, label, rows }) =>
        fieldOf(name, label, PRODUCT_LIMITS[name], savedText[name], rows),
      )}
      <div className="field-grid">
        {SPECIFICATIONS.map(({ name, label }) =>
          fieldOf(name, label, PRODUCT_LIMITS.specification, saved?.specifications[name]),
        )}
      </div>
    </>
  );
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const { query, categories, crops, leftOut } = loaderData;
  const categoryName = categories.find(({ slug }) => slug === query.category)?.name;

  return (
    <AdminPagedListPage
      path={PATH}
      view={loaderData}
      title="Products"
      what="Product"
      idPrefix="product"
      plural="products"
      multipart
      otherSubmits
      formBefore={
        categories.length === 0 ? (
          <p className="alert alert-warning">
            Add a category first: every product belongs to one.{" "}
            <Link to="/admin/categories?new=1">Add a category</Link>
          </p>
        ) : null
      }
      fields={({ result, errors, formId, current, text }) => (
        <>
          <div className="field-grid">
            <SlugFields
              idPrefix="product"
              name={text("name", current?.name)}
              slug={text("slug", current?.slug)}
              errors={errors}
              maxName={PRODUCT_LIMITS.name}
              maxSlug={PRODUCT_LIMITS.slug}
            />
            <div className="field">
              <label htmlFor="product-category">Category *</label>
              <select
                id="product-category"
                name="category"
                required
                defaultValue={text("category", current?.categoryName)}
                {...fieldA11y("product-category", errors.category)}
              >
                <option value="">Select a category</option>
                {categories.map(({ name }) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
              <FieldError id="product-category" message={errors.category} />
            </div>
            <ImagePicker
              id="product-image"
              name="image"
              required={formId === null}
              currentSrc={current?.image ? responsiveImage(current.image, 320).src : null}
              error={errors.image ?? leftOut[0]}
            />
          </div>
          <ProductTexts text={text} errors={errors} saved={current ?? undefined} />
          <TextField
            idPrefix="product"
            name="packSizes"
            label={`Pack sizes it is sold in, for example ${PACK_SIZES_EXAMPLE}`}
            maxLength={PACK_SIZES_MAX_LENGTH}
            defaultValue={text("packSizes", current && packSizesText(current.packSizes))}
            error={errors.packSizes}
          />
          <UrduFields>
            <TextField
              idPrefix="product"
              name="nameUr"
              label="Urdu name"
              urdu
              maxLength={PRODUCT_LIMITS.name}
              defaultValue={text("nameUr", current?.nameUr)}
              error={errors.nameUr}
            />
            <ProductTexts
              urdu
              text={text}
              errors={errors}
              saved={
                current
                  ? {
                      description: current.descriptionUr,
                      features: current.featuresUr,
                      usage: current.usageUr,
                      specifications: current.specificationsUr,
                    }
                  : undefined
              }
            />
          </UrduFields>
          <ProductUsesFields
            // A new answer from the server (a refused save, another row) starts the rows afresh.
            key={JSON.stringify(result?.values ?? null)}
            crops={crops ?? []}
            saved={current?.uses ?? []}
            values={result?.values}
            errors={errors}
          />
          <ProductSafetyFields
            saved={current?.safety}
            documentUrls={{
              labelPdf: current ? productDocumentUrl(current, "labelPdf") : null,
              safetyDataSheetPdf: current
                ? productDocumentUrl(current, "safetyDataSheetPdf")
                : null,
            }}
            values={result?.values}
            errors={errors}
          />
        </>
      )}
      search={{
        idPrefix: "products",
        label: "Search products",
        placeholder: "Name, slug or category",
        filters: (
          <ListFilterSelect
            id="products-search-category"
            name="category"
            label="Filter by category"
            value={query.category}
            allLabel="All categories"
            options={categories.map(({ name, slug }) => ({ value: slug, label: name }))}
          />
        ),
      }}
      narrowedTo={categoryName ? `the category "${categoryName}"` : null}
      columns={["Image", "Name", "Description", "Category", "Slug", "Created"]}
      nameOf={(product) => product.name}
    >
      {(product) => (
        <>
          <td>
            <AdminThumb image={product.image} missing="No image" />
          </td>
          <td>
            <strong>{product.name}</strong>
          </td>
          <td className="cell-description">{product.description}</td>
          <td>
            <span className="badge">{product.categoryName}</span>
          </td>
          <td>
            <code>{product.slug}</code>
          </td>
          <td>{formatInstantAsLongUsDate(product.createdAt)}</td>
        </>
      )}
    </AdminPagedListPage>
  );
}

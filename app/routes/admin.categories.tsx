import { listPageAction } from "~/admin/actions.server";
import { listPageQuery } from "~/admin/list-query";
import { requireAdmin } from "~/auth/auth.server";
import {
  deleteCategory,
  getCategoryById,
  listCategories,
  saveCategory,
} from "~/categories/categories.server";
import { CATEGORY_LIMITS } from "~/categories/category-limits";
import { AdminListPage, AdminTable } from "~/components/admin/AdminList";
import { TextField, UrduFields } from "~/components/admin/fields";
import { SlugFields } from "~/components/admin/SlugFields";
import { formatInstantAsLongUsDate } from "~/lib/dates";
import type { Route } from "./+types/admin.categories";

const PATH = "/admin/categories";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin({ request, url });
  const categories = listCategories();
  return { categories, ...listPageQuery(request, categories) };
}

export const action = ({ request, url }: Route.ActionArgs) =>
  listPageAction(
    { request, url },
    {
      limit: { maxBytes: 64 * 1024 },
      what: "category",
      trashKind: "categories",
      listPath: PATH,
      notice: "category",
      failedMessage: "Failed to save category. Please try again.",
      nameOf: (id) => getCategoryById(id)?.name,
      remove: deleteCategory,
      save: ({ fields, id, by }) => saveCategory(fields, id ?? undefined, by),
    },
  );

export default function AdminCategories({ loaderData }: Route.ComponentProps) {
  const { categories, editing, creating } = loaderData;

  return (
    <AdminListPage
      title="Categories"
      what="Category"
      idPrefix="category"
      count={categories.length}
      records={categories}
      editing={editing}
      creating={creating}
      listPath={PATH}
      fields={({ errors, current, text }) => (
        <>
          <div className="field-grid">
            <SlugFields
              idPrefix="category"
              name={text("name", current?.name)}
              slug={text("slug", current?.slug)}
              errors={errors}
              maxName={CATEGORY_LIMITS.name}
              maxSlug={CATEGORY_LIMITS.slug}
            />
          </div>
          <TextField
            idPrefix="category"
            name="description"
            label="Description"
            rows={4}
            required
            maxLength={CATEGORY_LIMITS.description}
            defaultValue={text("description", current?.description)}
            error={errors.description}
          />
          <UrduFields>
            <TextField
              idPrefix="category"
              name="nameUr"
              label="Urdu name"
              urdu
              maxLength={CATEGORY_LIMITS.name}
              defaultValue={text("nameUr", current?.nameUr)}
              error={errors.nameUr}
            />
            <TextField
              idPrefix="category"
              name="descriptionUr"
              label="Urdu description"
              rows={4}
              urdu
              maxLength={CATEGORY_LIMITS.description}
              defaultValue={text("descriptionUr", current?.descriptionUr)}
              error={errors.descriptionUr}
            />
          </UrduFields>
        </>
      )}
    >
      <AdminTable
        columns={["Name", "Description", "Slug", "Created"]}
        rows={categories}
        what="Category"
        nameOf={(category) => category.name}
        empty={
          <p className="admin-panel empty-text">No categories found. Create your first category!</p>
        }
      >
        {(category) => (
          <>
            <td>
              <strong>{category.name}</strong>
            </td>
            <td className="cell-description">{category.description}</td>
            <td>
              <code>{category.slug}</code>
            </td>
            <td>{formatInstantAsLongUsDate(category.createdAt)}</td>
          </>
        )}
      </AdminTable>
    </AdminListPage>
  );
}

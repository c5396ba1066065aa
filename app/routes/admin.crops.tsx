import { uploadingClientAction } from "~/admin/upload-action";
import { cropsPageAction } from "~/admin/upload-pages.server";
import { UPLOAD_PAGES } from "~/admin/upload-route";
import { listPageQuery } from "~/admin/list-query";
import { requireAdmin } from "~/auth/auth.server";
import {
  AdminFormPanel,
  AdminListTop,
  RowActions,
  useAdminListForm,
} from "~/components/admin/AdminList";
import { TextField, UrduFields } from "~/components/admin/fields";
import { AdminThumb } from "~/components/admin/AdminThumb";
import { ImagePicker } from "~/components/admin/ImagePicker";
import { SlugFields } from "~/components/admin/SlugFields";
import { CROP_LIMITS } from "~/crops/crop-limits";
import { listCropsWithProductCounts } from "~/crops/crops.server";
import { responsiveImage } from "~/images/image-variants";
import type { Route } from "./+types/admin.crops";

const PATH = UPLOAD_PAGES.crops;

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin({ request, url });
  const crops = listCropsWithProductCounts();
  return { crops, ...listPageQuery(request, crops) };
}

export const action = ({ request, url }: Route.ActionArgs) => cropsPageAction({ request, url });

/** With JavaScript, the form's photos go up with their progress shown. */
export const clientAction = uploadingClientAction("crops");

export default function AdminCrops({ loaderData }: Route.ComponentProps) {
  const { crops, editing, creating } = loaderData;
  const { result, errors, formOpen, formId, current, text, panel, saving } = useAdminListForm(
    crops,
    editing,
    creating,
    PATH,
  );

  return (
    <>
      <AdminListTop
        title="Crops"
        count={crops.length}
        addLabel="Add Crop"
        formOpen={formOpen}
        result={result}
        describe={(name) => `the crop "${name}"`}
        listPath={PATH}
      />
      <p className="admin-intro">
        The crops of the crop guide. A product&apos;s recommended uses name one of these; the guide
        lists a crop once a product recommends a use on it.
      </p>

      {formOpen ? (
        <AdminFormPanel
          idPrefix="crop"
          what="Crop"
          formId={formId}
          listPath={PATH}
          panel={panel}
          saving={saving}
          multipart
        >
          <div className="field-grid">
            <SlugFields
              idPrefix="crop"
              name={text("name", current?.name)}
              slug={text("slug", current?.slug)}
              errors={errors}
              maxName={CROP_LIMITS.name}
              maxSlug={CROP_LIMITS.slug}
            />
          </div>
          <UrduFields>
            <TextField
              idPrefix="crop"
              name="nameUr"
              label="Urdu name"
              urdu
              maxLength={CROP_LIMITS.name}
              defaultValue={text("nameUr", current?.nameUr)}
              error={errors.nameUr}
            />
          </UrduFields>
          <div className="field-grid">
            <ImagePicker
              id="crop-image"
              name="image"
              label="Picture"
              required={false}
              optional
              currentSrc={current?.image ? responsiveImage(current.image, 320).src : null}
              error={errors.image}
            />
            {current?.image ? (
              <div className="field">
                <label className="checkbox-label">
                  <input type="checkbox" name="removeImage" value="true" /> Remove the picture
                </label>
              </div>
            ) : null}
          </div>
        </AdminFormPanel>
      ) : null}

      {crops.length === 0 ? (
        <p className="admin-panel empty-text">
          No crops found. Add the crops your products are for.
        </p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Picture</th>
                <th scope="col">Name</th>
                <th scope="col">Urdu name</th>
                <th scope="col">Slug</th>
                <th scope="col">Products</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {crops.map((crop) => (
                <tr key={crop.id}>
                  <td>
                    <AdminThumb image={crop.image} missing="No picture" />
                  </td>
                  <td>
                    <strong>{crop.name}</strong>
                  </td>
                  <td lang="ur" dir="rtl">
                    {crop.nameUr ?? ""}
                  </td>
                  <td>
                    <code>{crop.slug}</code>
                  </td>
                  <td>{crop.productCount}</td>
                  <td className="cell-actions">
                    <RowActions id={crop.id} what={`the crop "${crop.name}"`} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

import { uploadingClientAction } from "~/admin/upload-action";
import { cropsPageAction } from "~/admin/upload-pages.server";
import { UPLOAD_PAGES } from "~/admin/upload-route";
import { listPageQuery } from "~/admin/list-query";
import { requireAdmin } from "~/auth/auth.server";
import { AdminListPage, AdminTable } from "~/components/admin/AdminList";
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

  return (
    <AdminListPage
      title="Crops"
      what="Crop"
      idPrefix="crop"
      count={crops.length}
      records={crops}
      editing={editing}
      creating={creating}
      listPath={PATH}
      intro={
        <p className="admin-intro">
          The crops of the crop guide. A product&apos;s recommended uses name one of these; the
          guide lists a crop once a product recommends a use on it. Search finds a crop&apos;s
          products by its names in Roman Urdu too, as farmers type them (kapas, narma).
        </p>
      }
      multipart
      fields={({ errors, current, text }) => (
        <>
          <div className="field-grid">
            <SlugFields
              idPrefix="crop"
              name={text("name", current?.name)}
              slug={text("slug", current?.slug)}
              errors={errors}
              maxName={CROP_LIMITS.name}
              maxSlug={CROP_LIMITS.slug}
            />
            <TextField
              idPrefix="crop"
              name="nameRoman"
              label="In Roman Urdu, comma-separated"
              maxLength={CROP_LIMITS.romanNames}
              defaultValue={text("nameRoman", current?.nameRoman)}
              error={errors.nameRoman}
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
        </>
      )}
    >
      <AdminTable
        columns={["Picture", "Name", "Urdu name", "Roman Urdu", "Slug", "Products"]}
        rows={crops}
        what="Crop"
        nameOf={(crop) => crop.name}
        empty={
          <p className="admin-panel empty-text">
            No crops found. Add the crops your products are for.
          </p>
        }
      >
        {(crop) => (
          <>
            <td>
              <AdminThumb image={crop.image} missing="No picture" />
            </td>
            <td>
              <strong>{crop.name}</strong>
            </td>
            <td lang="ur" dir="rtl">
              {crop.nameUr ?? ""}
            </td>
            <td>{crop.nameRoman ?? ""}</td>
            <td>
              <code>{crop.slug}</code>
            </td>
            <td data-label="Products">{crop.productCount}</td>
          </>
        )}
      </AdminTable>
    </AdminListPage>
  );
}

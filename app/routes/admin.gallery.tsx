import { takeLeftOut } from "~/admin/actions.server";
import { uploadingClientAction } from "~/admin/upload-action";
import { galleryPageAction } from "~/admin/upload-pages.server";
import { UPLOAD_PAGES } from "~/admin/upload-route";
import { adminListPage, listPageQuery, parseAdminListQuery } from "~/admin/list-query";
import { requireAdmin } from "~/auth/auth.server";
import { AdminPagedListPage } from "~/components/admin/AdminListControls";
import { AdminThumb } from "~/components/admin/AdminThumb";
import { FieldError, fieldA11y, TextField, UrduFields } from "~/components/admin/fields";
import { GalleryImagesPicker } from "~/components/admin/GalleryImagesPicker";
import { SavedImagesField } from "~/components/admin/SavedImagesField";
import { DEFAULT_EVENT_TYPE, EVENT_TYPES, EVENT_TYPE_LABELS } from "~/gallery/event-types";
import { GALLERY_LIMITS } from "~/gallery/gallery-limits";
import { getGalleryItem, listGalleryAdminPage } from "~/gallery/gallery.server";
import { IMAGE_ORDER_FIELD } from "~/gallery/image-order";
import { formatLongUsDate } from "~/lib/dates";
import type { Route } from "./+types/admin.gallery";

const PATH = UPLOAD_PAGES.gallery;

export async function loader({ request, url }: Route.LoaderArgs) {
  const session = await requireAdmin({ request, url });
  const query = { ...parseAdminListQuery(url.searchParams), category: null };
  const page = adminListPage(url, PATH, query, (request) =>
    listGalleryAdminPage({ q: query.q }, request),
  );
  const { editing, creating } = listPageQuery(request, getGalleryItem);
  const leftOut = takeLeftOut(session, url, editing?.id);
  return { page, query, editing, creating, leftOut };
}

export const action = ({ request, url }: Route.ActionArgs) => galleryPageAction({ request, url });

/** With JavaScript, the form's photos go up with their progress shown. */
export const clientAction = uploadingClientAction("gallery");

export default function AdminGallery({ loaderData }: Route.ComponentProps) {
  const { leftOut } = loaderData;

  return (
    <AdminPagedListPage
      path={PATH}
      view={loaderData}
      title="Gallery"
      what="Gallery Item"
      idPrefix="gallery"
      plural="gallery items"
      multipart
      otherSubmits
      fields={({ result, errors, formId, current, text }) => (
        <>
          <div className="field-grid">
            <TextField
              idPrefix="gallery"
              name="title"
              label="Title"
              required
              maxLength={GALLERY_LIMITS.title}
              defaultValue={text("title", current?.title)}
              error={errors.title}
            />
            <div className="field">
              <label htmlFor="gallery-eventType">Event type *</label>
              <select
                id="gallery-eventType"
                name="eventType"
                required
                defaultValue={text("eventType", current?.eventType ?? DEFAULT_EVENT_TYPE)}
                {...fieldA11y("gallery-eventType", errors.eventType)}
              >
                {EVENT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {EVENT_TYPE_LABELS[type]}
                  </option>
                ))}
              </select>
              <FieldError id="gallery-eventType" message={errors.eventType} />
            </div>
            <TextField
              idPrefix="gallery"
              name="date"
              label="Date"
              type="date"
              required
              maxLength={10}
              defaultValue={text("date", current?.date)}
              error={errors.date}
            />
            <TextField
              idPrefix="gallery"
              name="location"
              label="Location"
              required
              maxLength={GALLERY_LIMITS.location}
              defaultValue={text("location", current?.location)}
              error={errors.location}
            />
          </div>
          <TextField
            idPrefix="gallery"
            name="description"
            label="Description"
            rows={4}
            required
            maxLength={GALLERY_LIMITS.description}
            defaultValue={text("description", current?.description)}
            error={errors.description}
          />
          <UrduFields>
            <div className="field-grid">
              <TextField
                idPrefix="gallery"
                name="titleUr"
                label="Urdu title"
                urdu
                maxLength={GALLERY_LIMITS.title}
                defaultValue={text("titleUr", current?.titleUr)}
                error={errors.titleUr}
              />
              <TextField
                idPrefix="gallery"
                name="locationUr"
                label="Urdu location"
                urdu
                maxLength={GALLERY_LIMITS.location}
                defaultValue={text("locationUr", current?.locationUr)}
                error={errors.locationUr}
              />
            </div>
            <TextField
              idPrefix="gallery"
              name="descriptionUr"
              label="Urdu description"
              rows={4}
              urdu
              maxLength={GALLERY_LIMITS.description}
              defaultValue={text("descriptionUr", current?.descriptionUr)}
              error={errors.descriptionUr}
            />
          </UrduFields>
          {current && current.images.length > 0 ? (
            <SavedImagesField
              images={current.images}
              values={result?.values}
              error={errors[IMAGE_ORDER_FIELD]}
            />
          ) : null}
          <GalleryImagesPicker
            required={formId === null}
            error={errors.images ?? (leftOut.length > 0 ? leftOut.join(". ") : undefined)}
          />
        </>
      )}
      search={{ idPrefix: "gallery", label: "Search events", placeholder: "Title or location" }}
      columns={["Cover", "Event", "Type", "Date", "Location", "Images"]}
      nameOf={(item) => item.title}
    >
      {(item) => (
        <>
          <td>
            <AdminThumb image={item.cover} missing="No images" />
          </td>
          <td>
            <strong>{item.title}</strong>
            <p className="cell-description">{item.description}</p>
          </td>
          <td>
            <span className="badge">{EVENT_TYPE_LABELS[item.eventType]}</span>
          </td>
          <td>{formatLongUsDate(item.date)}</td>
          <td>{item.location}</td>
          <td data-label="Images">{item.imageCount}</td>
        </>
      )}
    </AdminPagedListPage>
  );
}

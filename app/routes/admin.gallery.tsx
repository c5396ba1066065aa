import { takeLeftOut } from "~/admin/actions.server";
import { uploadingClientAction } from "~/admin/upload-action";
import { galleryPageAction } from "~/admin/upload-pages.server";
import { UPLOAD_PAGES } from "~/admin/upload-route";
import {
  adminListHref,
  adminListPage,
  isFiltered,
  listPageQuery,
  parseAdminListQuery,
} from "~/admin/list-query";
import { requireAdmin } from "~/auth/auth.server";
import {
  AdminFormPanel,
  AdminListTop,
  RowActions,
  useAdminListForm,
} from "~/components/admin/AdminList";
import {
  ListNoMatch,
  ListPager,
  ListSearchForm,
  ListSummary,
} from "~/components/admin/AdminListControls";
import { AdminThumb } from "~/components/admin/AdminThumb";
import { FieldError, fieldA11y, TextField, UrduFields } from "~/components/admin/fields";
import { GalleryImagesPicker } from "~/components/admin/GalleryImagesPicker";
import { LeftOutNotice } from "~/components/admin/LeftOutNotice";
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
  const { page, query, editing, creating, leftOut } = loaderData;
  const listUrl = adminListHref(PATH, query);
  // The item being edited is read by its id: it need not be on the page shown.
  const { result, errors, formOpen, formId, current, text, panel, saving } = useAdminListForm(
    editing ? [editing] : [],
    editing,
    creating,
    listUrl,
  );

  return (
    <>
      <AdminListTop
        title="Gallery"
        count={page.total}
        addLabel="Add Gallery Item"
        addTo={adminListHref(PATH, query, { new: "1" })}
        formOpen={formOpen}
        result={result}
        describe={(name) => `the gallery item "${name}"`}
        listPath={listUrl}
      >
        <LeftOutNotice messages={leftOut} />
      </AdminListTop>

      {formOpen ? (
        <AdminFormPanel
          idPrefix="gallery"
          what="Gallery Item"
          formId={formId}
          listPath={listUrl}
          panel={panel}
          saving={saving}
          multipart
          otherSubmits
        >
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
        </AdminFormPanel>
      ) : null}

      <ListSearchForm
        path={PATH}
        idPrefix="gallery"
        label="Search events"
        placeholder="Title or location"
        query={query}
      />
      <ListSummary page={page} />

      {page.total === 0 ? (
        isFiltered(query) ? (
          <ListNoMatch path={PATH} plural="gallery items" query={query} />
        ) : (
          <p className="admin-panel empty-text">No gallery items found</p>
        )
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Cover</th>
                <th scope="col">Event</th>
                <th scope="col">Type</th>
                <th scope="col">Date</th>
                <th scope="col">Location</th>
                <th scope="col">Images</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((item) => (
                <tr key={item.id}>
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
                  <td>{item.imageCount}</td>
                  <td className="cell-actions">
                    <RowActions
                      id={item.id}
                      what={`the gallery item "${item.title}"`}
                      editTo={adminListHref(PATH, query, { edit: String(item.id) })}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ListPager
        page={page}
        hrefOf={(number) => adminListHref(PATH, { ...query, page: number })}
        label="Pages of gallery items"
      />
    </>
  );
}

import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { listPageAction } from "~/admin/actions.server";
import { uploadingClientAction } from "~/admin/upload-action";
import { listPageQuery } from "~/admin/list-query";
import { requireAdmin } from "~/auth/auth.server";
import {
  AdminFormPanel,
  AdminListTop,
  RowActions,
  useAdminListForm,
} from "~/components/admin/AdminList";
import { FieldError, fieldA11y, TextField, UrduFields } from "~/components/admin/fields";
import { GalleryImagesPicker } from "~/components/admin/GalleryImagesPicker";
import { LeftOutNotice } from "~/components/admin/LeftOutNotice";
import { DEFAULT_EVENT_TYPE, EVENT_TYPES, EVENT_TYPE_LABELS } from "~/gallery/event-types";
import { GALLERY_LIMITS } from "~/gallery/gallery-limits";
import {
  deleteGalleryItem,
  getGalleryItem,
  listGalleryItems,
  saveGalleryItem,
} from "~/gallery/gallery.server";
import { responsiveImage } from "~/images/image-variants";
import { chosenFiles } from "~/images/uploads.server";
import { formatLongUsDate } from "~/lib/dates";

const PATH = "/admin/gallery";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const items = listGalleryItems();
  return { items, ...listPageQuery(request, items) };
}

export const action = ({ request }: ActionFunctionArgs) =>
  listPageAction(request, {
    limit: { maxFiles: GALLERY_LIMITS.images },
    what: "gallery item",
    listPath: PATH,
    notice: "gallery",
    failedMessage: "Failed to save gallery item",
    nameOf: (id) => getGalleryItem(id)?.title,
    remove: deleteGalleryItem,
    save: ({ fields, id, formData }) =>
      saveGalleryItem(
        fields,
        chosenFiles(formData, "images"),
        id ?? undefined,
        formData.getAll("removeImages").filter((key) => typeof key === "string"),
      ),
    // Saved, but some files were left out: say which, on the item's edit form.
    leftOutOf: ({ item, skipped }) => ({ id: item.id, leftOut: skipped }),
  });

/** With JavaScript, the form's photos go up with their progress shown. */
export const clientAction = uploadingClientAction;

export default function AdminGallery() {
  const { items, editing, creating, leftOut } = useLoaderData<typeof loader>();
  const { result, errors, formOpen, formId, current, text, panel, saving } = useAdminListForm(
    items,
    editing,
    creating,
    PATH,
  );

  return (
    <>
      <AdminListTop
        title="Gallery"
        count={items.length}
        addLabel="Add Gallery Item"
        formOpen={formOpen}
        result={result}
        describe={(name) => `the gallery item "${name}"`}
        listPath={PATH}
      >
        <LeftOutNotice messages={leftOut} />
      </AdminListTop>

      {formOpen ? (
        <AdminFormPanel
          idPrefix="gallery"
          what="Gallery Item"
          formId={formId}
          listPath={PATH}
          panel={panel}
          saving={saving}
          multipart
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
            <fieldset className="field">
              <legend>Saved images (tick to remove)</legend>
              <ul className="preview-grid">
                {current.images.map((image, index) => (
                  <li key={image.key}>
                    <img src={responsiveImage(image, 320).src} alt="" width="110" height="82" />
                    <label>
                      <input type="checkbox" name="removeImages" value={image.key} /> Remove
                      <span className="visually-hidden"> image {index + 1}</span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ) : null}
          <GalleryImagesPicker
            required={formId === null}
            error={errors.images ?? (leftOut.length > 0 ? leftOut.join(". ") : undefined)}
          />
        </AdminFormPanel>
      ) : null}

      {items.length === 0 ? (
        <p className="admin-panel empty-text">No gallery items found</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">Type</th>
                <th scope="col">Date</th>
                <th scope="col">Location</th>
                <th scope="col">Images</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <td>
                    <strong>{item.title}</strong>
                    <p className="cell-description">{item.description}</p>
                    <div className="thumb-row">
                      {item.images.slice(0, 4).map((image) => (
                        <img
                          key={image.key}
                          src={responsiveImage(image, 320).src}
                          alt=""
                          className="thumb"
                          width="64"
                          height="48"
                          loading="lazy"
                        />
                      ))}
                    </div>
                  </td>
                  <td>
                    <span className="badge">{EVENT_TYPE_LABELS[item.eventType]}</span>
                  </td>
                  <td>{formatLongUsDate(item.date)}</td>
                  <td>{item.location}</td>
                  <td>{item.images.length}</td>
                  <td className="cell-actions">
                    <RowActions id={item.id} what={`the gallery item "${item.title}"`} />
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

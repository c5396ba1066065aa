import { useEffect, useRef, useState } from "react";
import {
  IMAGE_ORDER_FIELD,
  imageMoveValue,
  keyListOf,
  moveImageKey,
  MOVE_IMAGE_FIELD,
  orderImages,
  type ImageMove,
  type ImageMoveKind,
} from "~/gallery/image-order";
import { responsiveImage, type StoredImage } from "~/images/image-variants";
import { FieldError } from "./fields";
import { useHydrated } from "./useHydrated";

/** The saved images in the order a form that came back holds them; unknown keys are dropped. */
function initialOrder(images: readonly StoredImage[], typed: string | undefined): string[] {
  const keys = images.map((image) => image.key);
  const wanted = keyListOf(typed).filter((key) => keys.includes(key));
  const ordered = orderImages(images, wanted);
  return ordered.ok ? ordered.images.map((image) => image.key) : keys;
}

/** Where focus goes after a move in place: the same control if the image still has it. */
const FOCUS_AFTER: Record<ImageMoveKind, ImageMoveKind[]> = {
  up: ["up", "down"],
  down: ["down", "up"],
  cover: ["down"],
};

/**
 * A gallery item's saved images in their order, the first being the cover, each with a box to
 * tick to remove it and buttons to move it. The form sends the keys in order as repeated
 * `imageOrder` fields. The buttons are submits of the form: without JavaScript the server
 * answers with the form as typed and the image moved, nothing saved (see the gallery route's
 * formStep); with it they move the image in place, keep focus on the image moved and say
 * where it went.
 */
export function SavedImagesField({
  images,
  values,
  error,
}: {
  images: StoredImage[];
  /** The form as last posted, when it came back (its `imageOrder` and `removeImages`). */
  values: Record<string, string> | undefined;
  error?: string;
}) {
  const hydrated = useHydrated();
  const [order, setOrder] = useState(() => initialOrder(images, values?.[IMAGE_ORDER_FIELD]));
  const [announcement, setAnnouncement] = useState("");
  const focusAfter = useRef<ImageMove | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const removed = keyListOf(values?.removeImages);
  const byKey = new Map(images.map((image) => [image.key, image]));

  useEffect(() => {
    const moved = focusAfter.current;
    if (!moved || !list.current) return;
    focusAfter.current = null;
    const item = [...list.current.querySelectorAll<HTMLElement>("li[data-key]")].find(
      (element) => element.dataset.key === moved.key,
    );
    const target =
      FOCUS_AFTER[moved.kind]
        .map((kind) => item?.querySelector<HTMLElement>(`button[data-move="${kind}"]`))
        .find(Boolean) ?? item?.querySelector<HTMLElement>("input[type=checkbox]");
    target?.focus();
  }, [order]);

  const move = (wanted: ImageMove) => {
    const from = order.indexOf(wanted.key) + 1;
    const next = moveImageKey(order, wanted);
    const to = next.indexOf(wanted.key) + 1;
    focusAfter.current = wanted;
    setOrder(next);
    setAnnouncement(
      wanted.kind === "cover"
        ? `Image ${from} is now the cover, image 1 of ${next.length}.`
        : `Moved image ${from} ${wanted.kind}: it is now image ${to} of ${next.length}.`,
    );
  };

  const moveButton = (key: string, kind: ImageMoveKind, number: number) => {
    const [before, hidden, after] =
      kind === "up"
        ? ["Move", ` image ${number}`, " up"]
        : kind === "down"
          ? ["Move", ` image ${number}`, " down"]
          : ["Make", ` image ${number} the`, " cover"];
    return (
      <button
        type="submit"
        name={MOVE_IMAGE_FIELD}
        value={imageMoveValue({ kind, key })}
        data-move={kind}
        formNoValidate
        className="button button-small button-outline"
        onClick={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          move({ kind, key });
        }}
      >
        {before}
        <span className="visually-hidden">{hidden}</span>
        {after}
      </button>
    );
  };

  return (
    <fieldset
      className="field saved-images"
      aria-describedby={
        error ? "gallery-imageOrder-error gallery-saved-images-hint" : "gallery-saved-images-hint"
      }
    >
      <legend>Saved images (tick to remove)</legend>
      <p className="field-hint" id="gallery-saved-images-hint">
        The first image is the cover the gallery shows. Move images to change their order; the order
        is saved with the item.
      </p>
      <FieldError id="gallery-imageOrder" message={error} />
      <ul className="preview-grid saved-images-list" ref={list}>
        {order.map((key, index) => {
          const image = byKey.get(key);
          if (!image) return null;
          const number = index + 1;
          return (
            <li key={key} data-key={key}>
              <input type="hidden" name={IMAGE_ORDER_FIELD} value={key} />
              <img src={responsiveImage(image, 320).src} alt="" width="110" height="82" />
              {index === 0 ? <span className="badge cover-badge">Cover</span> : null}
              <label>
                <input
                  type="checkbox"
                  name="removeImages"
                  value={key}
                  defaultChecked={removed.includes(key)}
                />{" "}
                Remove
                <span className="visually-hidden"> image {number}</span>
              </label>
              <div className="saved-image-moves">
                {index > 0 ? moveButton(key, "up", number) : null}
                {index < order.length - 1 ? moveButton(key, "down", number) : null}
                {index > 0 ? moveButton(key, "cover", number) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </fieldset>
  );
}

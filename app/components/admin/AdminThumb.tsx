import { responsiveImage, type StoredImage } from "~/images/image-variants";

/** A list row's small picture: the smallest variant, lazy; a named blank when there is none. */
export function AdminThumb({ image, missing }: { image: StoredImage | null; missing: string }) {
  return image ? (
    <img
      src={responsiveImage(image, 320).src}
      alt=""
      className="thumb"
      width="64"
      height="48"
      loading="lazy"
    />
  ) : (
    <span className="thumb" role="img" aria-label={missing} />
  );
}

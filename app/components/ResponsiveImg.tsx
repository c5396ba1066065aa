import { responsiveImage, type StoredImage } from "~/images/image-variants";

/**
 * An uploaded image with its WebP variants in srcset, its size always set (no layout shift),
 * and lazy loading unless it is the page's main image.
 */
export function ResponsiveImg({
  image,
  alt,
  sizes,
  priority = false,
  className,
}: {
  image: StoredImage;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const { src, srcSet, width, height } = responsiveImage(image);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      className={className}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
    />
  );
}

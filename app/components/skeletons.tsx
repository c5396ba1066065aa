/** Grey placeholders shown while a page's data is on its way. */
import { useSiteText } from "~/i18n/site-text";
import { PageHero } from "./PageHero";

export const GALLERY_SKELETON_CARDS = 6;

export function SkeletonCards({ count, className }: { count: number; className: string }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={`card skeleton-card ${className}`} data-testid="skeleton">
          <div className="skeleton skeleton-image" />
          <div className="skeleton skeleton-line" />
          <div className="skeleton skeleton-line short" />
        </li>
      ))}
    </>
  );
}

export function CategorySkeleton() {
  const { chrome } = useSiteText();
  return (
    <div aria-busy="true" aria-label={chrome.loadingCategory}>
      <section className="page-hero">
        <div className="container">
          <div className="skeleton skeleton-title" />
        </div>
      </section>
      <div className="container section">
        <ul className="card-grid">
          <SkeletonCards count={6} className="product-card" />
        </ul>
      </div>
    </div>
  );
}

export function GallerySkeleton() {
  const { chrome } = useSiteText();
  return (
    <div aria-busy="true" aria-label={chrome.loadingGallery}>
      <PageHero title={chrome.galleryTitle} />
      <div className="container section">
        <ul className="card-grid">
          <SkeletonCards count={GALLERY_SKELETON_CARDS} className="event-card" />
        </ul>
      </div>
    </div>
  );
}

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Link,
  useLoaderData,
  useNavigation,
  useRouteError,
} from "@remix-run/react";
import { EventCard } from "~/components/gallery/EventCard";
import { EventModal } from "~/components/gallery/EventModal";
import { PageMessage } from "~/components/PageMessage";
import { GALLERY_SKELETON_CARDS, SkeletonCards } from "~/components/skeletons";
import { SITE } from "~/config/site";
import type { EventType } from "~/gallery/event-types";
import { countGalleryItemsByType, getGalleryItem, listGalleryPage } from "~/gallery/gallery.server";
import { galleryPath, parseGalleryQuery } from "~/gallery/gallery-query";
import { galleryFilters } from "~/gallery/type-counts";
import { galleryCanonicalPath, galleryTitle } from "~/seo/canonical";
import { originFromMatches, pageMeta } from "~/seo/meta";
import { uploadedShareImage } from "~/seo/share-image";

export async function loader({ request }: LoaderFunctionArgs) {
  const query = parseGalleryQuery(new URL(request.url).searchParams);
  const activeType = query.type;
  const openItem = query.event === null ? undefined : getGalleryItem(query.event);
  const counts = countGalleryItemsByType();
  const filters = galleryFilters(counts);
  const { items, page, pageCount } = listGalleryPage(
    { eventType: activeType, page: query.page },
    counts,
  );
  return {
    filters,
    total: filters[0]?.count ?? 0,
    activeType,
    items,
    page,
    pageCount,
    openItem: openItem ?? null,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches, location }) => {
  const view = parseGalleryQuery(location.search);
  const openItem = loaded?.openItem ?? undefined;
  const cover = openItem?.images[0];
  return pageMeta({
    origin: originFromMatches(matches),
    path: galleryCanonicalPath(view),
    title: galleryTitle(view, openItem?.title),
    description:
      openItem?.description ??
      `Farm visits, trainings, exhibitions, harvests and lucky draws of ${SITE.name} with farmers and dealers across Pakistan.`,
    image: cover && openItem ? uploadedShareImage(cover, openItem.title) : undefined,
  });
};

/** Newer and older pages of the gallery: plain links, so they work without JavaScript. */
function GalleryPagination({
  type,
  page,
  pageCount,
}: {
  type: EventType | null;
  page: number;
  pageCount: number;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav className="cta-strip gallery-pages" aria-label="Gallery pages">
      {page > 1 ? (
        <Link
          to={galleryPath({ type, page: page - 1 })}
          rel="prev"
          className="button button-outline"
        >
          ← Newer events
        </Link>
      ) : (
        <span />
      )}
      <p>
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={galleryPath({ type, page: page + 1 })} rel="next" className="button">
          Older events →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

function GalleryHero({ total }: { total?: number }) {
  return (
    <section className="page-hero">
      <div className="container">
        <h1>Events &amp; Activities Gallery</h1>
        <p>
          {total === undefined
            ? "Our work with farmers and dealers across Pakistan"
            : `${total} ${total === 1 ? "event" : "events"} from our work with farmers and dealers across Pakistan`}
        </p>
      </div>
    </section>
  );
}

function GalleryCallToAction() {
  return (
    <section className="banner">
      <div className="container banner-inner">
        <div>
          <h2>Want us at your village or dealership?</h2>
          <p>We run field days, trainings and soil testing camps across Pakistan.</p>
        </div>
        <div className="button-row">
          <Link to="/contact" className="button button-accent">
            Contact Us
          </Link>
          <Link to="/about" className="button button-outline-light">
            About Our Company
          </Link>
        </div>
      </div>
    </section>
  );
}

export default function GalleryPage() {
  const { filters, total, activeType, items, page, pageCount, openItem } =
    useLoaderData<typeof loader>();
  const navigation = useNavigation();
  // A new filter is loading: show placeholders instead of the old filter's cards.
  const pendingType =
    navigation.state === "loading" && navigation.location.pathname === "/gallery"
      ? new URLSearchParams(navigation.location.search).get("type")
      : undefined;
  const loadingFilter = pendingType !== undefined && pendingType !== activeType;

  return (
    <>
      <GalleryHero total={total} />
      <nav className="filter-bar" aria-label="Filter events by type">
        <ul className="container filter-list">
          {filters.map((filter) => (
            <li key={filter.label}>
              <Link
                to={galleryPath({ type: filter.type })}
                preventScrollReset
                className="filter-chip"
                aria-current={filter.type === activeType ? "page" : undefined}
              >
                {filter.label} <span className="filter-count">{filter.count}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className="section">
        <div className="container">
          {loadingFilter ? (
            <ul className="card-grid" aria-busy="true">
              <SkeletonCards count={GALLERY_SKELETON_CARDS} className="event-card" />
            </ul>
          ) : items.length === 0 ? (
            <PageMessage icon="📷" title="No Events Found">
              {total === 0
                ? "No gallery events have been added yet. Please check back later."
                : "There are no events in this category at the moment."}
            </PageMessage>
          ) : (
            <ul className="card-grid">
              {items.map((item, index) => (
                <EventCard
                  key={item.id}
                  item={item}
                  openUrl={galleryPath({ type: activeType, page, event: item.id })}
                  priority={index === 0}
                />
              ))}
            </ul>
          )}
          {loadingFilter ? null : (
            <GalleryPagination type={activeType} page={page} pageCount={pageCount} />
          )}
        </div>
      </section>
      <GalleryCallToAction />
      {openItem ? (
        <EventModal item={openItem} closeUrl={galleryPath({ type: activeType, page })} />
      ) : null}
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <>
      <GalleryHero />
      <section className="section">
        <div className="container">
          <p className="banner-warning" role="alert">
            Failed to load gallery items. Please try again later.
          </p>
          <PageMessage icon="📷" title="No Events Found">
            No gallery events to show right now.
          </PageMessage>
        </div>
      </section>
      <GalleryCallToAction />
    </>
  );
}

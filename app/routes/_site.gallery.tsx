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
import { isEventType, type EventType } from "~/gallery/event-types";
import { countGalleryItemsByType, getGalleryItem, listGalleryPage } from "~/gallery/gallery.server";
import { galleryFilters } from "~/gallery/type-counts";
import { galleryCanonicalPath, galleryTitle, galleryView } from "~/seo/canonical";
import { originFromMatches, pageMeta } from "~/seo/meta";
import { uploadedShareImage } from "~/seo/share-image";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const typeParam = url.searchParams.get("type");
  const activeType = isEventType(typeParam) ? typeParam : null;
  const pageParam = url.searchParams.get("page") ?? "";
  const requestedPage = /^\d{1,6}$/.test(pageParam) ? Number(pageParam) : 1;
  const eventParam = url.searchParams.get("event") ?? "";
  const openItem = /^\d{1,15}$/.test(eventParam) ? getGalleryItem(Number(eventParam)) : undefined;
  const counts = countGalleryItemsByType();
  const filters = galleryFilters(counts);
  const { items, page, pageCount } = listGalleryPage(
    { eventType: activeType, page: requestedPage },
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
  const view = galleryView(location.search);
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

/** The gallery address for a filter, a page of it and, optionally, an open event. */
function galleryUrl(type: EventType | null, page = 1, eventId?: number): string {
  const params = new URLSearchParams();
  if (type) params.set("type", type);
  if (page > 1) params.set("page", String(page));
  if (eventId !== undefined) params.set("event", String(eventId));
  const query = params.toString();
  return query ? `/gallery?${query}` : "/gallery";
}

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
        <Link to={galleryUrl(type, page - 1)} rel="prev" className="button button-outline">
          ← Newer events
        </Link>
      ) : (
        <span />
      )}
      <p>
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={galleryUrl(type, page + 1)} rel="next" className="button">
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
                to={galleryUrl(filter.type)}
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
                  openUrl={galleryUrl(activeType, page, item.id)}
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
      {openItem ? <EventModal item={openItem} closeUrl={galleryUrl(activeType, page)} /> : null}
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

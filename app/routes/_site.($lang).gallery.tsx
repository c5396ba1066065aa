import {
  isRouteErrorResponse,
  Link,
  useLoaderData,
  useLocation,
  useNavigation,
  useRouteError,
} from "react-router";
import { useEffect } from "react";
import { EventCard } from "~/components/gallery/EventCard";
import { EventModal } from "~/components/gallery/EventModal";
import { focusClosedEventCard } from "~/components/gallery/gallery-behaviour";
import galleryPageScript from "~/components/gallery/gallery-page.inline?inline-script";
import { PageMessage } from "~/components/PageMessage";
import { GALLERY_SKELETON_CARDS, SkeletonCards } from "~/components/skeletons";
import type { EventType } from "~/gallery/event-types";
import {
  countGalleryItemsByType,
  GALLERY_PAGE_SIZE,
  getGalleryItem,
  listGalleryPage,
  localizeGalleryItem,
} from "~/gallery/gallery.server";
import { eventCardId, galleryPath, parseGalleryQuery } from "~/gallery/gallery-query";
import { galleryFilters } from "~/gallery/type-counts";
import { format, plural } from "~/i18n/format";
import { messagesFor, pageLocale } from "~/i18n/messages.server";
import type { Messages } from "~/i18n/messages/types";
import { useSiteText } from "~/i18n/site-text";
import { staticPage } from "~/lib/hydration";
import { galleryCanonicalPath, galleryTitle } from "~/seo/canonical";
import { galleryDescription, pageMeta, siteFromMatches } from "~/seo/meta";
import { uploadedShareImage } from "~/seo/share-image";
import type { Route } from "./+types/_site.($lang).gallery";
import { PageHero } from "~/components/PageHero";
import { PageStyle } from "~/styles/inline-style";
import galleryStyle from "~/styles/gallery.css?inline";

// Sent without the router's scripts: what the event dialog and the covers need of JavaScript is
// the page's own small script. (Reached by a client-side navigation, React renders the page and
// its components run the same behaviour.)
export const handle = staticPage(import.meta.env.SSR ? galleryPageScript : "");

export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = pageLocale(params);
  const text = messagesFor(locale).gallery;
  const query = parseGalleryQuery(new URL(request.url).searchParams);
  const activeType = query.type;
  const openItem = query.event === null ? undefined : getGalleryItem(query.event);
  const counts = countGalleryItemsByType();
  const filters = galleryFilters(counts, text);
  const { items, page, pages } = listGalleryPage(
    { eventType: activeType },
    { page: query.page, limit: GALLERY_PAGE_SIZE },
    counts,
  );
  return {
    text,
    filters,
    total: filters[0]?.count ?? 0,
    activeType,
    items: items.map((item) => localizeGalleryItem(item, locale)),
    page,
    pageCount: pages,
    openItem: openItem ? localizeGalleryItem(openItem, locale) : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData: loaded, matches, location }) => {
  const site = siteFromMatches(matches);
  const view = parseGalleryQuery(location.search);
  const openItem = loaded?.openItem ?? undefined;
  const cover = openItem?.images[0];
  const text = loaded?.text;
  return pageMeta({
    site,
    path: galleryCanonicalPath(view),
    title: text
      ? galleryTitle(
          view,
          { gallery: text, galleryTitle: site.chrome.galleryTitle },
          openItem?.title,
        )
      : site.chrome.galleryTitle,
    description: text ? galleryDescription(site, openItem, text) : "",
    image: cover && openItem ? uploadedShareImage(cover, openItem.title) : undefined,
  });
};

/** Newer and older pages of the gallery: plain links, so they work without JavaScript. */
function GalleryPagination({
  type,
  page,
  pageCount,
  text,
}: {
  type: EventType | null;
  page: number;
  pageCount: number;
  text: Messages["gallery"];
}) {
  const { href } = useSiteText();
  if (pageCount <= 1) return null;
  // The arrows point the way the page reads: back is to the left in English, right in Urdu.
  return (
    <nav className="cta-strip gallery-pages" aria-label={text.pagesLabel}>
      {page > 1 ? (
        <Link
          to={href(galleryPath({ type, page: page - 1 }))}
          rel="prev"
          className="button button-outline"
        >
          <span className="arrow-back" aria-hidden="true" /> {text.newer}
        </Link>
      ) : (
        <span />
      )}
      <p>{format(text.pageOf, { page, count: pageCount })}</p>
      {page < pageCount ? (
        <Link to={href(galleryPath({ type, page: page + 1 }))} rel="next" className="button">
          {text.older} <span className="arrow-forward" aria-hidden="true" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

function GalleryHero({ total, text }: { total?: number; text?: Messages["gallery"] }) {
  const { locale, chrome } = useSiteText();
  return (
    <PageHero
      title={chrome.galleryTitle}
      intro={
        text
          ? total === undefined
            ? text.subtitle
            : plural(locale, text.subtitleCount, total)
          : undefined
      }
    />
  );
}

function GalleryCallToAction({ text }: { text: Messages["gallery"] }) {
  const { href } = useSiteText();
  return (
    <section className="banner">
      <div className="container banner-inner">
        <div>
          <h2>{text.ctaTitle}</h2>
          <p>{text.ctaText}</p>
        </div>
        <div className="button-row">
          <Link to={href("/contact")} className="button button-accent">
            {text.contactUs}
          </Link>
          <Link to={href("/about")} className="button button-outline-light">
            {text.aboutCompany}
          </Link>
        </div>
      </div>
    </section>
  );
}

export default function GalleryPage() {
  const { text, filters, total, activeType, items, page, pageCount, openItem } =
    useLoaderData<typeof loader>();
  const { href } = useSiteText();
  const navigation = useNavigation();
  const location = useLocation();
  // An event closed in place: focus goes to its card, as on the gallery as sent.
  useEffect(() => focusClosedEventCard(), [location.key]);
  // A new filter is loading: show placeholders instead of the old filter's cards.
  const pendingType =
    navigation.state === "loading" && navigation.location.pathname === href("/gallery")
      ? new URLSearchParams(navigation.location.search).get("type")
      : undefined;
  const loadingFilter = pendingType !== undefined && pendingType !== activeType;

  return (
    <>
      <PageStyle css={galleryStyle} />
      <GalleryHero total={total} text={text} />
      <nav className="filter-bar" aria-label={text.filterLabel}>
        <ul className="container filter-list">
          {filters.map((filter) => (
            <li key={filter.label}>
              <Link
                to={href(galleryPath({ type: filter.type }))}
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
            <PageMessage icon="camera" title={text.empty}>
              {total === 0 ? text.emptyNone : text.emptyType}
            </PageMessage>
          ) : (
            <ul className="card-grid">
              {items.map((item, index) => (
                <EventCard
                  key={item.id}
                  item={item}
                  openUrl={href(galleryPath({ type: activeType, page, event: item.id }))}
                  text={text}
                  priority={index === 0}
                />
              ))}
            </ul>
          )}
          {loadingFilter ? null : (
            <GalleryPagination type={activeType} page={page} pageCount={pageCount} text={text} />
          )}
        </div>
      </section>
      <GalleryCallToAction text={text} />
      {openItem ? (
        <EventModal
          item={openItem}
          closeUrl={`${href(galleryPath({ type: activeType, page }))}#${eventCardId(openItem.id)}`}
          text={text}
        />
      ) : null}
    </>
  );
}

/** The gallery whose events could not be loaded: its texts come with the site's frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { chrome } = useSiteText();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <>
      <GalleryHero />
      <section className="section">
        <div className="container">
          <p className="banner-warning" role="alert">
            {chrome.galleryFailed.alert}
          </p>
          <PageMessage icon="camera" title={chrome.galleryFailed.title}>
            {chrome.galleryFailed.text}
          </PageMessage>
        </div>
      </section>
    </>
  );
}

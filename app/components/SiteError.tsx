import { Link, useRouteLoaderData } from "react-router";
import type { ReactNode } from "react";
import { textLanguage } from "~/i18n/content";
import {
  SITE_LAYOUT_ROUTE_ID,
  useSiteText,
  type CategoryLink,
  type SiteLayoutData,
} from "~/i18n/site-text";
import type { NotFoundKind } from "~/seo/not-found";
import type { IconName } from "./icons";
import { PageMessage } from "./PageMessage";

/** The categories the site layout loaded, when it did (an error page may render without them). */
export function useSiteCategories(): CategoryLink[] {
  const layout = useRouteLoaderData<SiteLayoutData>(SITE_LAYOUT_ROUTE_ID);
  return layout?.categories ?? [];
}

/**
 * The product categories as links, a way on from a page that could not show what was asked
 * for (an error, a search with no results). Nothing when there are no categories.
 */
export function CategoryLinks({ label, heading }: { label: string; heading?: string }) {
  const categories = useSiteCategories();
  const { href } = useSiteText();
  if (categories.length === 0) return null;
  return (
    <nav className="page-message-links" aria-label={label}>
      {heading ? <h2>{heading}</h2> : null}
      <ul>
        {categories.map((category) => (
          <li key={category.slug}>
            <Link to={href(`/category/${category.slug}`)} {...textLanguage(category, "name")}>
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The body of a not-found or error page inside the site's header and footer: what happened,
 * and the ways on: home, the product categories and the contact page.
 */
export function SiteErrorMessage({
  icon,
  title,
  children,
  action,
}: {
  icon: IconName;
  title: string;
  children: ReactNode;
  /** A way back that fits the page, shown before the usual ones. */
  action?: ReactNode;
}) {
  const { chrome, href } = useSiteText();
  return (
    <section className="section">
      <div className="container">
        <PageMessage
          icon={icon}
          title={title}
          headingLevel={1}
          action={
            <>
              <div className="button-row page-message-actions">
                {action}
                <Link to={href("/")} className="button">
                  {chrome.returnHome}
                </Link>
                <Link to={href("/contact")} className="button button-outline">
                  {chrome.contactUs}
                </Link>
              </div>
              <CategoryLinks label={chrome.productCategories} heading={chrome.browseProducts} />
            </>
          }
        >
          {children}
        </PageMessage>
      </div>
    </section>
  );
}

/** The message of a page that is not there, with a way back that fits it. */
export function SiteNotFound({ kind, action }: { kind: NotFoundKind; action?: ReactNode }) {
  const { chrome } = useSiteText();
  const { title, text } = chrome.notFound[kind];
  return (
    <SiteErrorMessage icon="search" title={title} action={action}>
      {text}
    </SiteErrorMessage>
  );
}

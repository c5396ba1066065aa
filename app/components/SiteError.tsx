import { Link, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import type { CategoryLink } from "~/categories/categories.server";
import { NOT_FOUND, type NotFoundKind } from "~/seo/not-found";
import { PageMessage } from "./PageMessage";

/** The categories the site layout loaded, when it did (an error page may render without them). */
export function useSiteCategories(): CategoryLink[] {
  const layout = useRouteLoaderData<{ categories: CategoryLink[] }>("routes/_site");
  return layout?.categories ?? [];
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
  icon: string;
  title: string;
  children: ReactNode;
  /** A way back that fits the page, shown before the usual ones. */
  action?: ReactNode;
}) {
  const categories = useSiteCategories();
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
                <Link to="/" className="button">
                  Return to Home
                </Link>
                <Link to="/contact" className="button button-outline">
                  Contact Us
                </Link>
              </div>
              {categories.length > 0 ? (
                <nav className="page-message-links" aria-label="Product categories">
                  <h2>Browse our products</h2>
                  <ul>
                    {categories.map((category) => (
                      <li key={category.slug}>
                        <Link to={`/category/${category.slug}`}>{category.name}</Link>
                      </li>
                    ))}
                  </ul>
                </nav>
              ) : null}
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
  return (
    <SiteErrorMessage icon="🔍" title={NOT_FOUND[kind].title} action={action}>
      {NOT_FOUND[kind].text}
    </SiteErrorMessage>
  );
}

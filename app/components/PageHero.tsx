import type { HTMLAttributes, ReactNode } from "react";

/**
 * The band at the top of a public page: its one heading, a line under it, and what else
 * belongs up there (a breadcrumb).
 */
export function PageHero({
  title,
  intro,
  titleProps,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  /** The heading's own attributes, such as the lang and dir of a name written in one language. */
  titleProps?: HTMLAttributes<HTMLHeadingElement>;
  children?: ReactNode;
}) {
  return (
    <section className="page-hero">
      <div className="container">
        <h1 {...titleProps}>{title}</h1>
        {intro === undefined ? null : <p>{intro}</p>}
        {children}
      </div>
    </section>
  );
}

import type { ReactNode } from "react";

/** The body of a not-found, empty or error state: an icon, a heading, a line and a way on. */
export function PageMessage({
  icon,
  title,
  children,
  action,
}: {
  icon: string;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="page-message">
      <span className="page-message-icon" aria-hidden="true">
        {icon}
      </span>
      <h2>{title}</h2>
      <p>{children}</p>
      {action}
    </div>
  );
}

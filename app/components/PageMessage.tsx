import type { ReactNode } from "react";
import { Icon, type IconName } from "./icons";

/** The body of a not-found, empty or error state: an icon, a heading, a line and a way on. */
export function PageMessage({
  icon,
  title,
  children,
  action,
  headingLevel = 2,
}: {
  icon: IconName;
  title: string;
  /** 1 when the message is the whole page (not found, error), 2 inside a page. */
  headingLevel?: 1 | 2;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="page-message">
      <span className="page-message-icon">
        <Icon name={icon} />
      </span>
      {headingLevel === 1 ? <h1>{title}</h1> : <h2>{title}</h2>}
      <p>{children}</p>
      {action}
    </div>
  );
}

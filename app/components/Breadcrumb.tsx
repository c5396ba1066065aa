import { BidiText } from "./BidiText";
import { Link } from "react-router";
import { useSiteText } from "~/i18n/site-text";

export interface Crumb {
  label: string;
  /** An English address; the page's language is added. */
  to?: string;
  /** Set when the label is English text on an Urdu page. */
  lang?: "en";
}

export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const { chrome, href } = useSiteText();
  return (
    <nav aria-label={chrome.breadcrumb} className="breadcrumb">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`}>
            {crumb.to ? (
              <Link to={href(crumb.to)} lang={crumb.lang} dir={crumb.lang && "ltr"}>
                <BidiText text={crumb.label} />
              </Link>
            ) : (
              <span
                aria-current={index === crumbs.length - 1 ? "page" : undefined}
                lang={crumb.lang}
                dir={crumb.lang && "ltr"}
              >
                <BidiText text={crumb.label} />
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

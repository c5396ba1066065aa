import { Form, Link, NavLink, useLocation } from "react-router";
import { useEffect, useRef } from "react";
import { PRIMARY_PHONE, SITE } from "~/config/site";
import { format } from "~/i18n/format";
import { textLanguage } from "~/i18n/content";
import { twinPath, unlocalizedPath } from "~/i18n/locale";
import { SEARCH_QUERY_MAX_LENGTH } from "~/search/search-query";
import { useSiteText, type CategoryLink } from "~/i18n/site-text";
import { BidiText } from "./BidiText";
import { CallLinks } from "./CallBar";
import { Icon, LogoMark } from "./icons";
import { closeMenus, enhanceSiteHeader } from "./page-behaviour";

/**
 * Top bar, navigation with the Products dropdown, the call and WhatsApp buttons, and the mobile
 * drawer; the search box under them. The dropdown and the drawer are <details> elements so they
 * open without JavaScript. Their keyboard behaviour (enhanceSiteHeader: Escape closes them and
 * focus goes back to the button that opened them, Tab stays inside the open drawer, the dropdown
 * closes when focus leaves it) is run by the page's own script or, when React renders the page,
 * by the header; then they also close when the visitor moves to another page.
 *
 * Once the visitor scrolls, only the navigation row stays pinned (CSS alone: the header sticks
 * with the top bar's height above the screen, and the search box scrolls away), so on a phone
 * the logo, Call and WhatsApp stay in reach in a strip of about a tenth of the screen.
 */
/** The menu's first entry, in the bar and in the phone menu alike. */
function HomeLink() {
  const { chrome, href } = useSiteText();
  return (
    <li>
      <NavLink to={href("/")} end>
        {chrome.nav.home}
      </NavLink>
    </li>
  );
}

/** The site's pages after Products, in the bar and in the phone menu alike. */
function PageLinks() {
  const { chrome, href } = useSiteText();
  return (
    <>
      <li>
        <NavLink to={href("/crops")}>{chrome.nav.crops}</NavLink>
      </li>
      <li>
        <NavLink to={href("/dealers")}>{chrome.nav.dealers}</NavLink>
      </li>
      <li>
        <NavLink to={href("/about")}>{chrome.nav.about}</NavLink>
      </li>
      <li>
        <NavLink to={href("/gallery")}>{chrome.nav.gallery}</NavLink>
      </li>
      <li>
        <NavLink to={href("/contact")}>{chrome.nav.contact}</NavLink>
      </li>
    </>
  );
}

/**
 * The same page in the other language, named in that language. A plain link: the twin has
 * the same address under /ur (or without it), with the same query.
 */
function LanguageLink({ className }: { className: string }) {
  const { chrome } = useSiteText();
  const location = useLocation();
  const twin = twinPath(location.pathname, location.search);
  return (
    <Link
      to={twin.path}
      className={className}
      hrefLang={twin.locale}
      lang={twin.locale}
      title={chrome.otherLanguage.name}
    >
      {chrome.otherLanguage.label}
    </Link>
  );
}

/**
 * The search box of every page: a plain GET form to the results page of the page's language,
 * so it works before and without JavaScript. On the results page it shows what was typed.
 * `noValidate`: the browser's own bubble (in its language, not the page's) never stops a search;
 * the results page reads whatever is sent, cut to its length, and answers in the page's language.
 */
function SearchBox() {
  const { chrome, href } = useSiteText();
  const location = useLocation();
  const onResults = unlocalizedPath(location.pathname) === "/search";
  const query = onResults ? (new URLSearchParams(location.search).get("q") ?? "") : "";
  return (
    <Form
      method="get"
      action={href("/search")}
      role="search"
      aria-label={chrome.search.label}
      className="site-search"
      noValidate
    >
      <label htmlFor="site-search-q" className="visually-hidden">
        {chrome.search.label}
      </label>
      <input
        key={query}
        id="site-search-q"
        type="search"
        name="q"
        defaultValue={query}
        placeholder={chrome.search.placeholder}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        enterKeyHint="search"
        autoComplete="off"
      />
      <button type="submit" className="button button-small">
        {chrome.search.button}
      </button>
    </Form>
  );
}

export function SiteHeader({ categories }: { categories: CategoryLink[] }) {
  const header = useRef<HTMLElement>(null);
  const location = useLocation();
  const { chrome, company, href } = useSiteText();

  useEffect(() => (header.current ? enhanceSiteHeader(header.current) : undefined), []);
  useEffect(() => {
    if (header.current) closeMenus(header.current);
  }, [location.key]);

  return (
    <>
      <header className="site-header" ref={header}>
        <div className="topbar">
          <div className="container topbar-inner">
            {/* On a phone the number is what a farmer looks for; the e-mail waits for wider screens. */}
            <a href={`tel:${PRIMARY_PHONE.tel}`} className="topbar-phone">
              <Icon name="phone" /> <bdi dir="ltr">{PRIMARY_PHONE.display}</bdi>
            </a>
            <a href={`mailto:${SITE.email}`} className="topbar-email" dir="ltr">
              <Icon name="mail" /> {SITE.email}
            </a>
            <span className="topbar-address">
              <Icon name="pin" /> <BidiText text={company.address} />
            </span>
            <LanguageLink className="language-link" />
          </div>
        </div>
        <nav className="navbar container" aria-label={chrome.mainNavigation}>
          <Link to={href("/")} className="brand">
            <LogoMark size={36} />
            <span>
              <strong>{company.shortName}</strong>
              <small>{format(chrome.since, { year: SITE.established })}</small>
            </span>
          </Link>
          <ul className="nav-links">
            <HomeLink />
            <li>
              <details className="dropdown">
                <summary>
                  {chrome.nav.products} <Icon name="chevronDown" />
                </summary>
                <CategoryList categories={categories} className="dropdown-menu" />
              </details>
            </li>
            <PageLinks />
          </ul>
          <div className="header-actions">
            <CallLinks />
          </div>
          <details className="drawer">
            <summary aria-label={chrome.menu}>
              <Icon name="menu" className="drawer-open-icon" />
              <Icon name="close" className="drawer-close-icon" />
            </summary>
            <div className="drawer-panel">
              <ul className="drawer-links">
                <HomeLink />
                <li>
                  <span className="drawer-heading">{chrome.nav.products}</span>
                  <CategoryList categories={categories} className="drawer-categories" />
                </li>
                <PageLinks />
              </ul>
            </div>
          </details>
        </nav>
      </header>
      <div className="container site-search-row">
        <SearchBox />
      </div>
    </>
  );
}

function CategoryList({
  categories,
  className,
}: {
  categories: CategoryLink[];
  className: string;
}) {
  const { chrome, href } = useSiteText();
  if (categories.length === 0) {
    return (
      <ul className={className}>
        <li className="menu-empty">{chrome.noCategories}</li>
      </ul>
    );
  }
  return (
    <ul className={className}>
      {categories.map((category) => (
        <li key={category.slug}>
          <NavLink to={href(`/category/${category.slug}`)} {...textLanguage(category, "name")}>
            {category.name}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

import { Link, NavLink, useLocation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type FocusEvent } from "react";
import type { CategoryLink } from "~/categories/categories.server";
import { FULL_ADDRESS, PRIMARY_PHONE, SITE, WHATSAPP_URL } from "~/config/site";
import { Icon } from "./icons";
import { useFocusTrap } from "./use-focus-trap";

/** Closes a <details> and gives focus back to its <summary>, the control that opened it. */
function closeDetails(details: HTMLDetailsElement | null) {
  if (!details?.open) return;
  details.open = false;
  details.querySelector("summary")?.focus();
}

/**
 * Top bar, navigation with the Products dropdown, and the mobile drawer. The dropdown and the
 * drawer are <details> elements so they open without JavaScript; with it, they also close
 * when the visitor moves to another page or presses Escape (focus goes back to the button that
 * opened them), Tab stays inside the open drawer, and the dropdown closes when focus leaves it.
 */
/** The menu's first entry, in the bar and in the phone menu alike. */
function HomeLink() {
  return (
    <li>
      <NavLink to="/" end>
        Home
      </NavLink>
    </li>
  );
}

/** The site's pages after Products, in the bar and in the phone menu alike. */
function PageLinks() {
  return (
    <>
      <li>
        <NavLink to="/about">About Us</NavLink>
      </li>
      <li>
        <NavLink to="/gallery">Gallery</NavLink>
      </li>
      <li>
        <NavLink to="/contact">Contact</NavLink>
      </li>
    </>
  );
}

export function SiteHeader({ categories }: { categories: CategoryLink[] }) {
  const dropdown = useRef<HTMLDetailsElement>(null);
  const drawer = useRef<HTMLDetailsElement>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();

  useEffect(() => {
    if (dropdown.current) dropdown.current.open = false;
    if (drawer.current) drawer.current.open = false;
  }, [location.key]);

  const closeDrawer = useCallback(() => closeDetails(drawer.current), []);
  useFocusTrap(drawer, drawerOpen, closeDrawer);

  useEffect(() => {
    function closeDropdownOnEscape(event: KeyboardEvent) {
      if (event.key === "Escape") closeDetails(dropdown.current);
    }
    document.addEventListener("keydown", closeDropdownOnEscape);
    return () => document.removeEventListener("keydown", closeDropdownOnEscape);
  }, []);

  function closeDropdownOnFocusOut(event: FocusEvent<HTMLDetailsElement>) {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    // Only when focus moved elsewhere on the page, not when the window lost focus.
    if (next !== null) event.currentTarget.open = false;
  }

  return (
    <header className="site-header">
      <div className="topbar">
        <div className="container topbar-inner">
          <a href={`mailto:${SITE.email}`}>
            <Icon name="mail" /> {SITE.email}
          </a>
          <span className="topbar-address">
            <Icon name="pin" /> {FULL_ADDRESS}
          </span>
        </div>
      </div>
      <nav className="navbar container" aria-label="Main">
        <Link to="/" className="brand">
          <img src="/logo.svg" alt="" width="40" height="40" />
          <span>
            <strong>{SITE.shortName}</strong>
            <small>Since {SITE.established}</small>
          </span>
        </Link>
        <ul className="nav-links">
          <HomeLink />
          <li>
            <details className="dropdown" ref={dropdown} onBlur={closeDropdownOnFocusOut}>
              <summary>
                Products <Icon name="chevronDown" />
              </summary>
              <CategoryList categories={categories} className="dropdown-menu" />
            </details>
          </li>
          <PageLinks />
        </ul>
        <details
          className="drawer"
          ref={drawer}
          onToggle={(event) => setDrawerOpen(event.currentTarget.open)}
        >
          <summary aria-label="Menu">
            <Icon name="menu" className="drawer-open-icon" />
            <Icon name="close" className="drawer-close-icon" />
          </summary>
          <div className="drawer-panel">
            <ul className="drawer-links">
              <HomeLink />
              <li>
                <span className="drawer-heading">Products</span>
                <CategoryList categories={categories} className="drawer-categories" />
              </li>
              <PageLinks />
            </ul>
            <div className="drawer-contact">
              <p>
                <a href={`tel:${PRIMARY_PHONE.tel}`}>
                  <Icon name="phone" /> {PRIMARY_PHONE.display}
                </a>
              </p>
              <p>
                <a href={`mailto:${SITE.email}`}>
                  <Icon name="mail" /> {SITE.email}
                </a>
              </p>
              <p>
                <a href={WHATSAPP_URL}>
                  <Icon name="chat" /> WhatsApp
                </a>
              </p>
              <p>
                <Icon name="pin" /> {FULL_ADDRESS}
              </p>
            </div>
          </div>
        </details>
      </nav>
    </header>
  );
}

function CategoryList({
  categories,
  className,
}: {
  categories: CategoryLink[];
  className: string;
}) {
  if (categories.length === 0) {
    return (
      <ul className={className}>
        <li className="menu-empty">No categories found</li>
      </ul>
    );
  }
  return (
    <ul className={className}>
      {categories.map((category) => (
        <li key={category.slug}>
          <NavLink to={`/category/${category.slug}`}>{category.name}</NavLink>
        </li>
      ))}
    </ul>
  );
}

import { Link, NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { CategoryLink } from "~/categories/categories.server";
import { FULL_ADDRESS, PRIMARY_PHONE, SITE, WHATSAPP_URL } from "~/config/site";
import { Icon } from "./icons";

/**
 * Top bar, navigation with the Products dropdown, and the mobile drawer. The dropdown and the
 * drawer are <details> elements so they open without JavaScript; with it, they also close
 * when the visitor moves to another page or presses Escape.
 */
export function SiteHeader({ categories }: { categories: CategoryLink[] }) {
  const dropdown = useRef<HTMLDetailsElement>(null);
  const drawer = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  useEffect(() => {
    if (dropdown.current) dropdown.current.open = false;
    if (drawer.current) drawer.current.open = false;
  }, [location.key]);

  useEffect(() => {
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      for (const details of [dropdown.current, drawer.current]) {
        if (details?.open) {
          details.open = false;
          details.querySelector("summary")?.focus();
        }
      }
    }
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, []);

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
          <li>
            <NavLink to="/" end>
              Home
            </NavLink>
          </li>
          <li>
            <details className="dropdown" ref={dropdown}>
              <summary>
                Products <Icon name="chevronDown" />
              </summary>
              <CategoryList categories={categories} className="dropdown-menu" />
            </details>
          </li>
          <li>
            <NavLink to="/about">About Us</NavLink>
          </li>
          <li>
            <NavLink to="/gallery">Gallery</NavLink>
          </li>
          <li>
            <NavLink to="/contact">Contact</NavLink>
          </li>
        </ul>
        <details className="drawer" ref={drawer}>
          <summary aria-label="Menu">
            <Icon name="menu" className="drawer-open-icon" />
            <Icon name="close" className="drawer-close-icon" />
          </summary>
          <div className="drawer-panel">
            <ul className="drawer-links">
              <li>
                <NavLink to="/" end>
                  Home
                </NavLink>
              </li>
              <li>
                <span className="drawer-heading">Products</span>
                <CategoryList categories={categories} className="drawer-categories" />
              </li>
              <li>
                <NavLink to="/about">About Us</NavLink>
              </li>
              <li>
                <NavLink to="/gallery">Gallery</NavLink>
              </li>
              <li>
                <NavLink to="/contact">Contact</NavLink>
              </li>
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

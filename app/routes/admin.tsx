import { Form, Link, NavLink, Outlet } from "react-router";
import { getAccount } from "~/auth/accounts.server";
import { requireAdmin } from "~/auth/auth.server";
import { newMessagesText } from "~/contacts/contact-fields";
import { contactStats } from "~/contacts/contacts.server";
import { editedRecordOf, type EditedRecordChange } from "~/admin/trail-links";
import { SkipLink } from "~/components/SkipLink";
import { lastChangeOf } from "~/trail/trail.server";
import { privatePageMeta } from "~/seo/meta";
import adminStylesUrl from "~/styles/admin.css?url";
import type { Route } from "./+types/admin";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStylesUrl }];

/**
 * Every admin page (none has meta of its own) stays out of search results; its title says how
 * many messages are new, so a tab left open shows when one arrives.
 */
export const meta: Route.MetaFunction = ({ loaderData: data }) =>
  privatePageMeta(data?.newMessages ? `Admin (${newMessagesText(data.newMessages)})` : "Admin");

/** Admin pages are personal and change often: never stored by browsers or proxies. */
export const headers = () => ({ "Cache-Control": "no-store" });

export async function loader({ request, url }: Route.LoaderArgs) {
  const session = await requireAdmin({ request, url });
  const you = getAccount(session.user.id)?.name ?? session.user.username;
  // The last change of the record whose form is open, for its LastChanged line.
  const edited = editedRecordOf(url);
  const lastChange: EditedRecordChange | null = edited && {
    ...edited,
    ...lastChangeOf(edited.kind, edited.id),
  };
  return { newMessages: contactStats().new, you, lastChange };
}

const SECTIONS = [
  { to: "/admin/dashboard", label: "Dashboard" },
  { to: "/admin/categories", label: "Categories" },
  { to: "/admin/products", label: "Products" },
  { to: "/admin/batches", label: "Batches" },
  { to: "/admin/crops", label: "Crops" },
  { to: "/admin/gallery", label: "Gallery" },
  { to: "/admin/dealers", label: "Dealers" },
  { to: "/admin/contact", label: "Contacts" },
  { to: "/admin/insight", label: "Insight" },
  { to: "/admin/accounts", label: "Accounts" },
  { to: "/admin/trash", label: "Trash" },
  { to: "/admin/trail", label: "Trail" },
] as const;

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { newMessages, you } = loaderData;
  return (
    <div className="admin">
      <SkipLink label="Skip to main content" />
      <header className="admin-header">
        <div className="admin-container admin-header-inner">
          <Link to="/admin/dashboard" className="admin-brand">
            <img src="/logo.svg" alt="" width="32" height="32" />
            <span>Admin Panel</span>
          </Link>
          <Link to="/admin/account" className="admin-welcome">
            Welcome, {you}
          </Link>
          <div className="admin-header-actions">
            <Link to="/" className="admin-link">
              View site
            </Link>
            <Form method="post" action="/admin/logout">
              <button type="submit" className="button button-small button-outline">
                Logout
              </button>
            </Form>
          </div>
        </div>
        <nav className="admin-nav" aria-label="Admin">
          <ul className="admin-container">
            {SECTIONS.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to}>
                  {section.label}
                  {section.to === "/admin/contact" && newMessages > 0 ? (
                    <span className="nav-badge" title={newMessagesText(newMessages)}>
                      <span aria-hidden="true">{newMessages.toLocaleString("en-US")}</span>
                      <span className="visually-hidden">{newMessagesText(newMessages)}</span>
                    </span>
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" tabIndex={-1} className="admin-container admin-main">
        <Outlet />
      </main>
    </div>
  );
}

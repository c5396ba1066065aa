import { Link } from "react-router";
import { requireAdmin } from "~/auth/auth.server";
import { countCategories } from "~/categories/categories.server";
import { newMessagesText } from "~/contacts/contact-fields";
import { contactStats } from "~/contacts/contacts.server";
import { NotificationStatusPanel } from "~/components/admin/NotificationStatusPanel";
import {
  CHECKS_PARAM,
  VerificationCountsPanel,
  type CountsPeriod,
} from "~/components/admin/VerificationCountsPanel";
import { countGalleryItems } from "~/gallery/gallery.server";
import { notificationStatus } from "~/notifications/outbox.server";
import { countProducts, countTextDoses } from "~/products/products.server";
import { verificationCounts } from "~/verification/verify.server";
import type { Route } from "./+types/admin.dashboard";
import { log } from "~/lib/log.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A count that cannot be read shows as zero rather than taking the dashboard down. */
function countOrZero(count: () => number): number {
  try {
    return count();
  } catch (error) {
    log().error({ event: "dashboard", err: error }, "Dashboard count failed");
    return 0;
  }
}

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin({ request, url });
  const period: CountsPeriod =
    new URL(request.url).searchParams.get(CHECKS_PARAM) === "all" ? "all" : "30d";
  const since = period === "all" ? undefined : new Date(Date.now() - 30 * DAY_MS).toISOString();
  return {
    period,
    verification: verificationCounts(since),
    categories: countOrZero(countCategories),
    products: countOrZero(countProducts),
    gallery: countOrZero(countGalleryItems),
    contacts: countOrZero(() => contactStats().total),
    newContacts: countOrZero(() => contactStats().new),
    textDoses: countOrZero(countTextDoses),
    notifications: notificationStatus(),
  };
}

/** "1 dose is kept as text", "9 doses are kept as text". */
const textDosesText = (count: number) =>
  `${count.toLocaleString("en-US")} ${count === 1 ? "dose is" : "doses are"} kept as text, not as an amount per area`;

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const counts = loaderData;
  const cards = [
    { to: "/admin/categories", label: "Categories", count: counts.categories },
    { to: "/admin/products", label: "Products", count: counts.products },
    { to: "/admin/gallery", label: "Gallery Items", count: counts.gallery },
    { to: "/admin/contact", label: "Contacts", count: counts.contacts, badge: counts.newContacts },
  ];
  return (
    <>
      <div className="admin-title-row">
        <h1>Dashboard</h1>
      </div>
      {counts.newContacts > 0 ? (
        <p className="alert alert-warning">
          <Link to="/admin/contact?status=new">{newMessagesText(counts.newContacts)}</Link>
        </p>
      ) : null}
      {counts.textDoses > 0 ? (
        <p className="alert alert-warning">
          <Link to="/admin/doses">{textDosesText(counts.textDoses)}</Link>
        </p>
      ) : null}
      <ul className="stat-grid">
        {cards.map((card) => (
          <li key={card.to}>
            <Link to={card.to} className="stat-card">
              <span className="stat-value">{card.count}</span>
              <span className="stat-label">Manage {card.label}</span>
              {card.badge ? (
                <span className="count-badge" title={newMessagesText(card.badge)}>
                  {card.badge}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
      <VerificationCountsPanel period={counts.period} {...counts.verification} />
      <NotificationStatusPanel status={counts.notifications} />
    </>
  );
}

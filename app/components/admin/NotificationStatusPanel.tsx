import { Link } from "react-router";
import type { NotificationStatus } from "~/notifications/outbox.server";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The dashboard's word on e-mail notifications: off (and how to turn them on), on and to whom,
 * what is waiting, and each message whose notification was given up.
 */
export function NotificationStatusPanel({ status }: { status: NotificationStatus }) {
  if (!status.on) {
    return (
      <section className="admin-panel notification-status" aria-labelledby="notifications-title">
        <h2 id="notifications-title">E-mail notifications are off</h2>
        <p>
          New messages wait in the inbox until someone looks. Set <code>SMTP_URL</code> and{" "}
          <code>NOTIFY_EMAIL</code> (see the README) to e-mail the staff about each one at once.
        </p>
      </section>
    );
  }
  return (
    <section className="admin-panel notification-status" aria-labelledby="notifications-title">
      <h2 id="notifications-title">E-mail notifications are on</h2>
      <p>Each new message is e-mailed to {status.to.join(", ")}.</p>
      {status.waiting > 0 ? (
        <p className={status.retryingError ? "alert alert-warning" : undefined}>
          {plural(status.waiting, "notification is", "notifications are")} waiting to be sent
          {status.retryingError ? `; the mail server said: ${status.retryingError}` : "."}
        </p>
      ) : null}
      {status.failedCount > 0 ? (
        <div className="alert alert-error" role="alert">
          <p>
            {plural(status.failedCount, "notification", "notifications")} could not be sent for a
            day and {status.failedCount === 1 ? "was" : "were"} given up. Read{" "}
            {status.failedCount === 1 ? "this message" : "these messages"} in the inbox:
          </p>
          <ul>
            {status.failed.map((failure) => (
              <li key={failure.contactId}>
                <Link to={`/admin/contact?view=${failure.contactId}`}>{failure.contactName}</Link>
                {failure.lastError ? ` (${failure.lastError})` : ""}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

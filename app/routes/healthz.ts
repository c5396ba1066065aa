import { databaseIsUsable } from "~/db/health.server";
import { replicationReport } from "~/replication/report.server";

/**
 * For a monitor or load balancer: 200 `ok` only while the database answers, else 503. Where the
 * site is replicated, a line each for the database's and the uploads' replica says how far it
 * lags (README, "Replication"); a lagging replica does not make the site unavailable. Says
 * nothing else about the site, and is never cached.
 */
export function loader() {
  const usable = databaseIsUsable();
  const lines = [usable ? "ok" : "unavailable", ...replicationReport()];
  return new Response(lines.join("\n"), {
    status: usable ? 200 : 503,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

import { databaseIsUsable } from "~/db/health.server";

/**
 * For a monitor or load balancer: 200 `ok` only while the database answers, else 503. Says
 * nothing else about the site, and is never cached.
 */
export function loader() {
  const usable = databaseIsUsable();
  return new Response(usable ? "ok" : "unavailable", {
    status: usable ? 200 : 503,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

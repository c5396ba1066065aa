import { requestValues } from "~/load-context";
import { serviceWorkerScript } from "~/offline/service-worker-source.server";
import type { Route } from "./+types/sw[.]js";

/**
 * The service worker, from the site's root so that it serves every page. Asked again on every
 * visit (no-cache), so a new release's worker is found at once.
 */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(serviceWorkerScript(requestValues(context).offlineVersion ?? "development"), {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "no-cache",
    },
  });
}

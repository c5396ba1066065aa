import type { LoaderFunctionArgs } from "@remix-run/node";
import { serviceWorkerScript } from "~/offline/service-worker-source.server";

/**
 * The service worker, from the site's root so that it serves every page. Asked again on every
 * visit (no-cache), so a new release's worker is found at once.
 */
export function loader({ context }: LoaderFunctionArgs) {
  return new Response(serviceWorkerScript(context.offlineVersion ?? "development"), {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "no-cache",
    },
  });
}

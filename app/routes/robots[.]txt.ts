import { absoluteUrl } from "~/seo/meta";
import { publicOrigin } from "~/seo/origin.server";
import { robotsTxt } from "~/seo/sitemap";
import type { Route } from "./+types/robots[.]txt";

/** Crawlers may read the public site but not the admin panel or the API. */
export async function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(absoluteUrl(publicOrigin(request), "/sitemap.xml")), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}

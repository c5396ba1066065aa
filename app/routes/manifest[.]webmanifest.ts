import { webManifest } from "~/seo/web-manifest";

/** The web app manifest, so a phone can add the site to its home screen. */
export async function loader() {
  return new Response(JSON.stringify(webManifest()), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}

import { manifestResponse } from "~/seo/web-manifest";

/** The web app manifest of the English pages, so a phone can add the site to its home screen. */
export async function loader() {
  return manifestResponse("en");
}

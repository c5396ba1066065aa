import { manifestResponse } from "~/seo/web-manifest";

/** The manifest of the Urdu pages: an app named in Urdu that opens on /ur. */
export async function loader() {
  return manifestResponse("ur");
}

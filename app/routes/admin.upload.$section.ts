import { UPLOAD_PAGE_ACTIONS } from "~/admin/upload-pages.server";
import { isUploadPage } from "~/admin/upload-route";
import { pageArgsOf, uploadAnswer } from "~/admin/upload-route.server";
import type { Route } from "./+types/admin.upload.$section";

/**
 * With JavaScript, the form of an admin page with files (`/admin/{section}`) is posted here by
 * XMLHttpRequest, to show its progress, and answered in JSON by the page's own action, run on
 * the request as the page would have it: signed-in admin, same-site rule, body limits, the
 * notices and the retry key are the page's (see app/admin/upload-route.ts).
 */
export function action({ request, params }: Route.ActionArgs) {
  const page = params.section;
  if (!isUploadPage(page)) throw new Response("Not Found", { status: 404 });
  return uploadAnswer(() => UPLOAD_PAGE_ACTIONS[page](pageArgsOf(request, page)));
}

/** Nothing to read here: only the page's form is posted here. */
export function loader() {
  throw new Response(null, { status: 405, headers: { Allow: "POST" } });
}

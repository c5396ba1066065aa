/**
 * The upload route (`/admin/upload/{page}`, app/routes/admin.upload.$section.ts): with
 * JavaScript, the form of an admin page with files is posted there by XMLHttpRequest, so that
 * its progress shows (decision 13), and the route answers in JSON for the page's own action.
 * Its address and answers, shared by the page's clientAction and the route.
 */

/** The admin pages whose forms carry files, by their name in the upload route's address. */
export const UPLOAD_PAGES = {
  products: "/admin/products",
  gallery: "/admin/gallery",
  crops: "/admin/crops",
} as const;

export type UploadPage = keyof typeof UPLOAD_PAGES;

export function isUploadPage(name: string | undefined): name is UploadPage {
  return name !== undefined && Object.hasOwn(UPLOAD_PAGES, name);
}

/**
 * Where the form of `page`, opened at `pageUrl`, is uploaded: the page's upload route with the
 * page's query, which says the list view to go back to.
 */
export function uploadUrlOf(page: UploadPage, pageUrl: string): string {
  const url = new URL(pageUrl);
  return new URL(`/admin/upload/${page}${url.search}`, url).href;
}

/** The address of the page whose form was uploaded to `uploadUrl`, its query kept. */
export function pageUrlOf(page: UploadPage, uploadUrl: string): string {
  const url = new URL(uploadUrl);
  return new URL(`${UPLOAD_PAGES[page]}${url.search}`, url).href;
}

/**
 * The upload route's answer when the page's action redirects (a save went through, or the
 * admin must sign in again): where the page goes next. Any other answer is the action's data,
 * as JSON with the action's status; those never have a `redirect`.
 */
export type RedirectAnswer = { redirect: string };

export function isRedirectAnswer(value: unknown): value is RedirectAnswer {
  return (
    typeof value === "object" &&
    value !== null &&
    "redirect" in value &&
    typeof value.redirect === "string"
  );
}

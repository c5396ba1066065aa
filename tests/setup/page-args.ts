import type { PageArgs } from "~/auth/auth.server";

/** What a loader or action is given for a request sent straight to its page's address. */
export function pageArgs(request: Request): PageArgs {
  return { request, url: new URL(request.url) };
}

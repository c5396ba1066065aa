import type { PageArgs } from "~/auth/auth.server";
import { pageUrlOf, type RedirectAnswer, type UploadPage } from "./upload-route";

/**
 * What the page's action would have been given for an upload: the page's address and
 * query, with the upload's method, headers (cookie, Origin, Sec-Fetch-Site, Content-Length),
 * body and signal. So the action's checks (signed-in admin, the same-site rule, the body
 * limits) are the page's, and a signed-out admin is sent back to the page after signing in.
 */
export function pageArgsOf(request: Request, page: UploadPage): PageArgs {
  const url = new URL(pageUrlOf(page, request.url));
  return { request: new Request(url, request), url };
}

/**
 * The page action's answer as the upload route gives it. A redirect, returned or thrown,
 * becomes JSON saying where to go (XMLHttpRequest would follow a redirect itself and fetch the
 * whole next page), its other headers kept (the Set-Cookie of a session that ended). Anything
 * else is answered by the framework as for any resource route: the action's data as JSON with
 * its status, an error response as it is, an error as a logged 500.
 */
export async function uploadAnswer<T>(run: () => Promise<T>): Promise<T | Response> {
  try {
    const answer = await run();
    return answer instanceof Response && isRedirect(answer) ? redirectAnswer(answer) : answer;
  } catch (thrown) {
    if (thrown instanceof Response && isRedirect(thrown)) return redirectAnswer(thrown);
    throw thrown;
  }
}

function isRedirect(response: Response): boolean {
  return response.status >= 300 && response.status < 400 && response.headers.has("Location");
}

function redirectAnswer(response: Response): Response {
  const headers = new Headers(response.headers);
  const answer: RedirectAnswer = { redirect: headers.get("Location") ?? "/" };
  for (const name of ["Location", "Content-Type", "Content-Length"]) headers.delete(name);
  return Response.json(answer, { headers });
}

import type { HeadersFunction } from "react-router";

/** Headers of an action's refusal that the page answering it must carry. */
const PASSED_ON = ["Retry-After"] as const;

/**
 * A page's `headers`: its parent's, plus the Retry-After (429) its action answered with. By itself React Router passes on only an action's cookies.
 */
export const headersWithActionRefusal: HeadersFunction = ({ parentHeaders, actionHeaders }) => {
  const headers = new Headers(parentHeaders);
  for (const name of PASSED_ON) {
    const value = actionHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
};

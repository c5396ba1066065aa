import { useMatches } from "@remix-run/react";

/**
 * What a route's `handle` says about its page's client-side code. A page whose route says
 * `hydrate: false` is sent without Remix's scripts: it works as it does without JavaScript,
 * helped only by the small inline script every page carries (app/components/page-script.ts).
 */
export interface HydrationHandle {
  hydrate?: boolean;
}

/** The `handle` of a page that needs no client-side code of its own. */
export const STATIC_PAGE = { hydrate: false } as const satisfies HydrationHandle;

/** Whether the page loads its scripts and hydrates: yes, unless its deepest route says not. */
export function useShouldHydrate(): boolean {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as HydrationHandle | undefined;
    if (typeof handle?.hydrate === "boolean") return handle.hydrate;
  }
  return true;
}

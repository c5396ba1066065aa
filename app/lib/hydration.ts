import { useMatches } from "react-router";

/**
 * What a route's `handle` says about its page's client-side code. Every public page says
 * `hydrate: false`: it is sent without the router's scripts and works as it does without
 * JavaScript, helped only by small inline scripts (app/components/page-script.tsx): the one
 * every page carries and, in `script`, the page's own. Their behaviours are plain DOM modules,
 * which React's components run too when React renders the page after a client-side navigation
 * (from the admin, whose pages hydrate).
 */
export interface HydrationHandle {
  hydrate?: boolean;
  /**
   * On a page sent without the router's scripts, JavaScript of the page's own, run after the
   * page script at the end of its body (the source text; the CSP allows it by its hash).
   */
  script?: string;
}

/** The `handle` of a page that needs no client-side code of its own. */
export const STATIC_PAGE = { hydrate: false } as const satisfies HydrationHandle;

/** The `handle` of a page whose little client-side code is `script`, not React. */
export function staticPage(script: string): HydrationHandle {
  return { hydrate: false, script };
}

/**
 * Whether a page loads the router's scripts and hydrates, from the handles of its routes, root
 * first: yes, unless its deepest route that says says not.
 */
export function shouldHydrate(handles: readonly unknown[]): boolean {
  for (let index = handles.length - 1; index >= 0; index -= 1) {
    const handle = handles[index] as HydrationHandle | undefined;
    if (typeof handle?.hydrate === "boolean") return handle.hydrate;
  }
  return true;
}

/** Whether the page being rendered loads its scripts and hydrates (see shouldHydrate). */
export function useShouldHydrate(): boolean {
  return shouldHydrate(useMatches().map((match) => match.handle));
}

/**
 * The scripts of their own that the page's routes add (see HydrationHandle.script). Not those of
 * a route whose loader failed: an error page shows instead of its page (the router leaves such a
 * route without loader data; every route with a script of its own has a loader).
 */
export function usePageOwnScripts(): string[] {
  return useMatches().flatMap((match) => {
    const script = (match.handle as HydrationHandle | undefined)?.script;
    return typeof script === "string" && match.loaderData !== undefined ? [script] : [];
  });
}

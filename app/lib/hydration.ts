import { useMatches } from "react-router";

/**
 * What a route's `handle` says about its page's client-side code. A page whose route says
 * `hydrate: false` is sent without Remix's scripts: it works as it does without JavaScript,
 * helped only by the small inline script every page carries (app/components/page-script.ts).
 */
export interface HydrationHandle {
  hydrate?: boolean;
  /**
   * Load the page's scripts only once it has loaded and painted (LateScripts): for the public
   * pages, where a farmer's slow link should carry the page and its main image first. Pages
   * without it (the admin) load them at once.
   */
  hydrateLate?: boolean;
  /**
   * On a page sent without Remix's scripts, JavaScript of the page's own, run after the page
   * script at the end of its body (source text, with the nonce of every inline script).
   */
  script?: string;
}

/** The `handle` of a page that needs no client-side code of its own. */
export const STATIC_PAGE = { hydrate: false } as const satisfies HydrationHandle;

/** The `handle` of a page whose little client-side code is `script`, not React. */
export function staticPage(script: string): HydrationHandle {
  return { hydrate: false, script };
}

/** Whether the page loads its scripts and hydrates: yes, unless its deepest route says not. */
export function useShouldHydrate(): boolean {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as HydrationHandle | undefined;
    if (typeof handle?.hydrate === "boolean") return handle.hydrate;
  }
  return true;
}

/** Whether the page's scripts load late: yes when its deepest route that says so says yes. */
export function useHydrateLate(): boolean {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as HydrationHandle | undefined;
    if (typeof handle?.hydrateLate === "boolean") return handle.hydrateLate;
  }
  return false;
}

/** The scripts of their own that the page's routes add (see HydrationHandle.script). */
export function usePageOwnScripts(): string[] {
  return useMatches().flatMap((match) => {
    const script = (match.handle as HydrationHandle | undefined)?.script;
    return typeof script === "string" ? [script] : [];
  });
}

import pageScript from "./page-script.inline?inline-script";

/** The script every page runs (only the server build carries its text). */
const PAGE_SCRIPT = import.meta.env.SSR ? pageScript : "";

/**
 * The page's own small scripts, at the end of its body: what every page needs of JavaScript
 * (page-behaviour.ts), then, on a page sent without the router's scripts, what its route adds
 * of its own (HydrationHandle.script). Their text is the same on every response, so the CSP
 * allows them by their hashes (computed from the built scripts by vite.inline-scripts.ts), not
 * by the response's nonce: a page without the router's scripts carries nothing that changes
 * from one response to the next. (Rendered by React in the browser, they are inert: there the
 * components run the same behaviours.)
 */
export function PageScripts({ pageOwn = [] }: { pageOwn?: string[] }) {
  return (
    <>
      {[PAGE_SCRIPT, ...pageOwn].map((source, index) => (
        <script key={index} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: source }} />
      ))}
    </>
  );
}

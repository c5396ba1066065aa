import pageScript from "./page-script.inline?inline-script";

/** The script every page runs (only the server build carries its text). */
const PAGE_SCRIPT = import.meta.env.SSR ? pageScript : "";

/**
 * The page's own small scripts, at the end of its body: what every page needs of JavaScript
 * before Remix's scripts arrive, or without them (page-behaviour.ts), then what a page sent
 * without Remix's scripts adds of its own. Their text is the same on every response, so the
 * CSP allows them by their hashes (page-script.server.ts), not by the response's nonce: a page
 * without Remix's scripts carries nothing that changes from one response to the next.
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

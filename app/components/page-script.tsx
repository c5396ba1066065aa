import pageScript from "./page-script.inline?inline-script";

/** The script every page runs (only the server build carries its text). */
const PAGE_SCRIPT = import.meta.env.SSR ? pageScript : "";

/**
 * The page's own small script, at the end of its body (with the CSP nonce, like every inline
 * script): what a page needs of JavaScript before Remix's scripts arrive, or without them
 * (page-behaviour.ts), and what a page sent without Remix's scripts adds of its own.
 */
export function PageScript({
  nonce,
  pageOwn = [],
}: {
  nonce: string | undefined;
  /** The page's own additions (a page sent without Remix's scripts). */
  pageOwn?: string[];
}) {
  const source = [PAGE_SCRIPT, ...pageOwn].join("\n");
  return (
    <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: source }} />
  );
}

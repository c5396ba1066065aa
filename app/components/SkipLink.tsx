/**
 * The first stop of the Tab key on every page: jumps past the header and navigation to the
 * page's <main id="main">. Hidden until it has keyboard focus. Worded by the page's language.
 */
export function SkipLink({ label }: { label: string }) {
  return (
    <a href="#main" className="skip-link">
      {label}
    </a>
  );
}

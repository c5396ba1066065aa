import { useEffect, useState } from "react";

/** False in the server's HTML and until JavaScript has taken over the page. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

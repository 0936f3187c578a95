import { useEffect, useState } from 'react';

/** The community view's loader at start (spec/2 §2.2): 1.5 seconds. */
export const START_LOADER_MS = 1500;

let shown = false;

/**
 * True during the first 1.5 s after the community remote first renders in this page load; later
 * navigations inside the community do not show it again.
 */
export function useStartLoader(): boolean {
  const [loading, setLoading] = useState(!shown);
  useEffect(() => {
    if (shown) return;
    const timer = setTimeout(() => {
      shown = true;
      setLoading(false);
    }, START_LOADER_MS);
    return () => clearTimeout(timer);
  }, []);
  return loading;
}

/** Tests: show the loader again on the next render. */
export function resetStartLoader(): void {
  shown = false;
}

import { useEffect, useState, useSyncExternalStore } from 'react';

/** The community view's loader at start (spec/2 §2.2): 1.5 seconds. */
export const START_LOADER_MS = 1500;

let shown = false;

const subscribeNever = () => () => undefined;

/**
 * True while React renders markup the server made (the community's request-time render, and the
 * browser hydrating it): React reads a store's server snapshot in both, and the client snapshot
 * in any other render.
 */
function useServedMarkup(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
}

/**
 * True during the first 1.5 s after the community remote first renders in this page load; later
 * navigations inside the community do not show it again. A page that came with its content
 * already rendered (the served page, hydrated as it is: issue 27) has started: its content stays
 * on screen instead of giving way to the loader.
 */
export function useStartLoader(): boolean {
  const served = useServedMarkup();
  const [loading, setLoading] = useState(() => !shown && !served);
  useEffect(() => {
    if (shown) return;
    if (!loading) {
      shown = true;
      return;
    }
    const timer = setTimeout(() => {
      shown = true;
      setLoading(false);
    }, START_LOADER_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  return loading;
}

/** Tests: show the loader again on the next render. */
export function resetStartLoader(): void {
  shown = false;
}

/**
 * Rendering below the fold later: a page wraps the sections under its first screen in <Later>;
 * those sections start their reads at once but show their placeholders (of their final size) until
 * the browser is idle after the first paint, and render their answer in the background: React
 * yields to the browser between pieces of that work (a transition / deferred value) instead of one
 * long task when the data arrives. Outside <Later> everything is shown at once.
 */
import { createContext, startTransition, useContext, useDeferredValue, useEffect, useState, type ReactNode } from 'react';

const Shown = createContext(true);

/** Whether a section may render its content now (false: keep showing its placeholders). */
export const useShown = () => useContext(Shown);

/**
 * A section's answer as it may render it: `pending` while the section waits for the first screen
 * or while React renders a newly arrived answer in the background (the placeholders stay until then).
 */
export function useLater<T>(data: T): { data: T; pending: boolean } {
  const shown = useShown();
  const deferred = useDeferredValue(data);
  return { data: deferred, pending: !shown || deferred !== data };
}

/** How long the browser may stay busy before the later sections render anyway. */
const IDLE_TIMEOUT_MS = 1500;

export function Later({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setShown(true));
    // After the first paint: the next frame, then the first idle period.
    let idle: number | undefined;
    const frame = requestAnimationFrame(() => {
      idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(show, { timeout: IDLE_TIMEOUT_MS }) : window.setTimeout(show, 1);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (idle === undefined) return;
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return <Shown.Provider value={shown}>{children}</Shown.Provider>;
}

/**
 * Rendering below the fold later: a page wraps the sections under its first screen in <Later>;
 * those sections start their reads at once but show their placeholders (of their final size) until
 * the browser is idle after the first paint, then render in a transition (React yields to the
 * browser between pieces of work instead of one long task). Outside <Later> everything is shown.
 */
import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

const Shown = createContext(true);

/** Whether a section may render its content now (false: keep showing its placeholders). */
export const useShown = () => useContext(Shown);

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

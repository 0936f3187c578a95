/**
 * Rendering below the fold later: a page wraps the sections under its first screen in <Later>;
 * those sections start their reads at once but show their placeholders (of their final size) until
 * the browser is idle after the first paint, and render their answer in the background: React
 * yields to the browser between pieces of that work (a transition / deferred value) instead of one
 * long task when the data arrives. Outside <Later> everything is shown at once.
 */
import { Children, createContext, isValidElement, startTransition, useContext, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from '@ironscore/ui';

const Shown = createContext(true);

/** Whether a section may render its content now (false: keep showing its placeholders). */
export const useShown = () => useContext(Shown);

/**
 * A section's answer as it may render it: `pending` while the section waits for the first screen
 * or while React renders a newly arrived answer in the background (the placeholders stay until
 * then) — an answer already in the cache when the section mounts too: the page's first commit holds
 * the placeholders, not the list. `data` is the answer rendered so far (undefined before the first).
 */
export function useLater<T>(data: T): { data: T | undefined; pending: boolean } {
  const shown = useShown();
  const deferred = useDeferredValue<T | undefined>(data, undefined);
  return { data: deferred, pending: !shown || deferred !== data };
}

/** How long the browser may stay busy before the later sections render anyway. */
const IDLE_TIMEOUT_MS = 1500;

/**
 * The sections under the first screen, shown one after the other: each in its own idle period and
 * transition, so that each has its own (smaller) render and commit instead of one long task for all.
 */
export function Later({ children }: { children: ReactNode }) {
  const sections = Children.toArray(children);
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown >= sections.length) return;
    // After the first paint (then after the previous section's commit), in the first idle period.
    return whenIdle(() => startTransition(() => setShown((n) => n + 1)), { timeout: IDLE_TIMEOUT_MS });
  }, [shown, sections.length]);
  return sections.map((section, i) => (
    <Shown.Provider key={isValidElement(section) && section.key !== null ? section.key : i} value={i < shown}>
      {section}
    </Shown.Provider>
  ));
}

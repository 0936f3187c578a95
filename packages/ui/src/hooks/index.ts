import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { on, type IronEventName, type IronEvents } from '@ironscore/events';

/** Subscribes to an event of packages/events for the component's lifetime (latest handler wins). */
export function useEvent<K extends IronEventName>(name: K, handler: (detail: IronEvents[K]) => void): void {
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => on(name, (detail) => ref.current(detail)), [name]);
}

/** The value, updated only after it stayed unchanged for `ms` (search boxes). */
export function useDebouncedValue<T>(value: T, ms = 300): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

const noSubscription = () => () => {};

/**
 * False on the server and while React hydrates server markup, true once the page is live (and on a
 * client render). What the markup was rendered without (data a later answer brings) waits for it,
 * so hydration finds the same markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Breakpoints of tokens.css (px, min-width). */
export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;

/** Whether a media query matches, live (false where matchMedia is missing). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}

import { createContext, useContext, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { AnalyticsAdapter } from './adapters';

const AnalyticsContext = createContext<AnalyticsAdapter>({ pageView: () => undefined });
export const AnalyticsProvider = AnalyticsContext.Provider;

/**
 * Reports each navigation (a new pathname or query) as one page view, with the previous page of
 * the site as its referrer (the document's referrer for the first one). Rendered once, inside the
 * router.
 */
export function PageViewReporter() {
  const analytics = useContext(AnalyticsContext);
  const { pathname, search } = useLocation();
  const path = pathname + search;
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (previous.current === path) return; // StrictMode re-runs effects: one view per navigation
    const referrer = previous.current ?? (typeof document !== 'undefined' ? document.referrer : '');
    previous.current = path;
    analytics.pageView({ path, referrer });
  }, [analytics, path]);
  return null;
}

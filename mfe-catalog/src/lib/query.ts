/**
 * Query parameters of the list screens (spec/1 §4 "Lists"): the page and the filters live in the
 * address. Changing a filter resets the page to 1; the page is written as `page`, filters under
 * their own names; default values are left out of the address.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A positive integer from a query value, else `fallback`. */
export function readInt(value: string | null, fallback: number, min = 1): number {
  if (value === null || value.trim() === '') return fallback;
  const n = Number(value);
  return Number.isInteger(n) && n >= min ? n : fallback;
}

export interface ListQuery {
  page: number;
  /** Read a query parameter (null when absent). */
  get: (name: string) => string | null;
  /** Go to a page (filters kept). */
  setPage: (page: number) => void;
  /**
   * Change filters: each value is written (null/''/default removes it) and the page goes back to 1.
   */
  setFilters: (patch: Record<string, string | number | boolean | null | undefined>) => void;
}

/** The page and filters of a list screen, kept in the address query. */
export function useListQuery(): ListQuery {
  const [params, setParams] = useSearchParams();
  const page = readInt(params.get('page'), 1);

  const setPage = useCallback(
    (next: number) => {
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          out.set('page', String(Math.max(1, Math.floor(next))));
          return out;
        },
        { preventScrollReset: false },
      );
      if (typeof window !== 'undefined' && typeof window.scrollTo === 'function') {
        try {
          window.scrollTo({ top: 0, behavior: 'smooth' });
        } catch {
          /* jsdom */
        }
      }
    },
    [setParams],
  );

  const setFilters = useCallback(
    (patch: Record<string, string | number | boolean | null | undefined>) => {
      setParams((prev) => {
        const out = new URLSearchParams(prev);
        for (const [name, value] of Object.entries(patch)) {
          if (value === null || value === undefined || value === '' || value === false) out.delete(name);
          else out.set(name, String(value));
        }
        out.set('page', '1');
        return out;
      });
    },
    [setParams],
  );

  const get = useCallback((name: string) => params.get(name), [params]);
  return { page, get, setPage, setFilters };
}

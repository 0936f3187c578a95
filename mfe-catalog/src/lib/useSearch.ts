/**
 * Search box behaviour (spec/1 §4 "Search", spec/2 §4): a call is sent only once the trimmed text
 * has SEARCH_MIN_CHARS characters; SEARCH_CLEAR_MS after the field loses focus the results and the
 * text are cleared (focusing again before that keeps them).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { SEARCH_CLEAR_MS, SEARCH_MIN_CHARS, type SearchResult } from '@ironscore/contract';
import { callAny, isOk } from './useCall';

/** Typing pause before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 250;

export type SearchCall = 'Get_SearchText' | 'Get_BrandProductSearchtext';

export interface SearchState {
  text: string;
  setText: (text: string) => void;
  /** null: nothing searched yet (below the threshold); [] after an empty answer. */
  results: SearchResult[] | null;
  loading: boolean;
  /** The trimmed text reached the minimum length. */
  active: boolean;
  onFocus: () => void;
  onBlur: () => void;
  clear: () => void;
}

export function useSearch(callName: SearchCall, options: { onlyType?: SearchResult['type'] } = {}): SearchState {
  const [text, setTextState] = useState('');
  const [results, setResults] = useState<SearchResult[] | null>(null);
  const [loading, setLoading] = useState(false);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const seq = useRef(0);
  const onlyType = options.onlyType;

  const trimmed = text.trim();
  const active = trimmed.length >= SEARCH_MIN_CHARS;

  useEffect(() => {
    if (!active) {
      seq.current += 1;
      setResults(null);
      setLoading(false);
      return;
    }
    const mine = ++seq.current;
    setLoading(true);
    const timer = setTimeout(() => {
      callAny(callName, { searchText: trimmed }).then(
        (envelope) => {
          if (seq.current !== mine) return;
          const list = isOk(envelope) && Array.isArray(envelope.data) ? (envelope.data as SearchResult[]) : [];
          setResults(onlyType ? list.filter((r) => r.type === onlyType) : list);
          setLoading(false);
        },
        () => {
          if (seq.current !== mine) return;
          setResults([]);
          setLoading(false);
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [active, trimmed, callName, onlyType]);

  const cancelClear = () => {
    if (clearTimer.current) clearTimeout(clearTimer.current);
    clearTimer.current = null;
  };

  const clear = useCallback(() => {
    cancelClear();
    seq.current += 1;
    setTextState('');
    setResults(null);
    setLoading(false);
  }, []);

  const onBlur = useCallback(() => {
    cancelClear();
    clearTimer.current = setTimeout(() => {
      clearTimer.current = null;
      seq.current += 1;
      setTextState('');
      setResults(null);
      setLoading(false);
    }, SEARCH_CLEAR_MS);
  }, []);

  useEffect(() => cancelClear, []);

  return {
    text,
    setText: setTextState,
    results,
    loading,
    active,
    onFocus: cancelClear,
    onBlur,
    clear,
  };
}

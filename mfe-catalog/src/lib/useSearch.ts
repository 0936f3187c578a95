/**
 * Search box behaviour (spec/1 §4 "Search", spec/2 §4): a call is sent only once the trimmed text
 * has SEARCH_MIN_CHARS characters (after a short typing pause); SEARCH_CLEAR_MS after the field
 * loses focus the results and the text are cleared (focusing again before that keeps them).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '@ironscore/ui';
import { SEARCH_CLEAR_MS, SEARCH_MIN_CHARS, type SearchResult } from '@ironscore/contract';
import { keepPreviousData, useCallQuery } from '@ironscore/data';

/** Typing pause before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 250;

export type SearchCall = 'Get_SearchText' | 'Get_BrandProductSearchtext';

export interface SearchState {
  text: string;
  setText: (text: string) => void;
  /** null: nothing searched yet (below the threshold); [] after an empty or failed answer. */
  results: SearchResult[] | null;
  loading: boolean;
  /** The trimmed text reached the minimum length. */
  active: boolean;
  onFocus: () => void;
  onBlur: () => void;
  clear: () => void;
}

export function useSearch(callName: SearchCall, options: { onlyType?: SearchResult['type'] } = {}): SearchState {
  const [text, setText] = useState('');
  const clearTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const trimmed = text.trim();
  // The text of the last typing pause: what is sent.
  const paused = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  const active = trimmed.length >= SEARCH_MIN_CHARS;

  const sending = active && paused === trimmed;
  // The previous answer stays on screen while the next one loads.
  const query = useCallQuery(callName, sending ? { searchText: trimmed } : null, { placeholderData: keepPreviousData });
  const onlyType = options.onlyType;
  let results: SearchResult[] | null = null;
  const answer = query.data ? (query.data.data ?? []) : null;
  if (active && answer) results = onlyType ? answer.filter((r) => r.type === onlyType) : answer;
  else if (active && query.isError) results = [];

  const cancelClear = () => {
    if (clearTimer.current) clearTimeout(clearTimer.current);
    clearTimer.current = null;
  };

  const clear = useCallback(() => {
    cancelClear();
    setText('');
  }, []);

  const onBlur = useCallback(() => {
    cancelClear();
    clearTimer.current = setTimeout(() => {
      clearTimer.current = null;
      setText('');
    }, SEARCH_CLEAR_MS);
  }, []);

  useEffect(() => cancelClear, []);

  return {
    text,
    setText,
    results,
    loading: active && (!sending || query.isFetching),
    active,
    onFocus: cancelClear,
    onBlur,
    clear,
  };
}

import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CallName, DataOf, PayloadIn } from '@ironscore/contract';
import { useCall, type CallState } from './useCall';
import { paths } from './links';

/**
 * A detail page's item (spec/1 §4 "Page loading"): loading, then loaded — or, when the item is
 * missing or the call fails, a replace-navigation to the not-found view. A payload of null (a
 * missing route parameter) counts as missing.
 */
export function useDetail<K extends CallName>(name: K, payload: PayloadIn<K> | null): CallState<DataOf<K>> {
  const navigate = useNavigate();
  const state = useCall(name, payload);
  const missing = payload === null || state.failed;
  useEffect(() => {
    if (missing) navigate(paths.notFound(), { replace: true });
  }, [missing, navigate]);
  return state;
}

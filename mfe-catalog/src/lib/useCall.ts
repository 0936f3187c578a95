/**
 * Loading one API call into component state: `loading` until the reply arrives, then `data` (null
 * when the call failed or answered status false) and `total` (totalData of paged lists, 0 when
 * absent). The call re-runs when the payload changes (compared by value), and for optional-token
 * calls (whose reply depends on the viewer) when the signed-in user changes; a reply that arrives after
 * the payload changed or the component unmounted is dropped. Pass `null` as payload to skip the call.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '@ironscore/api';
import { calls, type CallName, type DataOf, type Envelope, type PayloadIn } from '@ironscore/contract';
import { useSession } from '@ironscore/session';

export interface CallState<D> {
  /** True until the current payload's reply arrived (false while skipped). */
  loading: boolean;
  /** The reply's data on status true, else null. */
  data: D | null;
  /** totalData of the reply (0 when absent or failed). */
  total: number;
  /** The whole reply (null on network failure or while loading). */
  envelope: Envelope<D> | null;
  /** The reply arrived and was not a success (network failure or status false). */
  failed: boolean;
  /** Ask again with the same payload. */
  reload: () => void;
}

type AnyCall = (name: string, payload?: object, options?: { signal?: AbortSignal; fresh?: boolean }) => Promise<Envelope<unknown> | null>;
/** `api.call` without the per-call payload typing (the hook checks payload types at its own signature). */
export const callAny = (...args: Parameters<AnyCall>): ReturnType<AnyCall> => (api.call as unknown as AnyCall)(...args);

interface Loaded<D> {
  key: string;
  envelope: Envelope<D> | null;
}

/** Whether an envelope carries usable data. */
export function isOk<D>(envelope: Envelope<D> | null | undefined): envelope is Envelope<D> & { data: D } {
  return !!envelope && envelope.status === true && envelope.data !== null && envelope.data !== undefined;
}

export function useCall<K extends CallName>(name: K, payload: PayloadIn<K> | null): CallState<DataOf<K>> {
  const viewerId = useSession((s) => s.user?.user_id ?? 0);
  const viewer = calls[name].optionalToken ? `:viewer=${viewerId}` : '';
  const key = payload === null ? '' : `${name}:${JSON.stringify(payload)}${viewer}`;
  const [loaded, setLoaded] = useState<Loaded<DataOf<K>> | null>(null);
  const [nonce, setNonce] = useState(0);
  const payloadRef = useRef(payload);
  payloadRef.current = payload;

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    let live = true;
    callAny(name, (payloadRef.current ?? undefined) as object | undefined, { signal: controller.signal, fresh: nonce > 0 }).then(
      (envelope) => {
        if (live) setLoaded({ key, envelope: envelope as Envelope<DataOf<K>> | null });
      },
      () => {
        if (live) setLoaded({ key, envelope: null });
      },
    );
    return () => {
      live = false;
      controller.abort();
    };
  }, [key, name, nonce]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  const current = loaded && loaded.key === key ? loaded : null;
  const envelope = current?.envelope ?? null;
  const ok = isOk(envelope);
  return {
    loading: !!key && !current,
    data: ok ? envelope.data : null,
    total: ok ? Number(envelope.totalData ?? 0) || 0 : 0,
    envelope,
    failed: !!current && !ok,
    reload,
  };
}

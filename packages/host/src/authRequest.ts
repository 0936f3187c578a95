/**
 * The authentication popup's request: the last 'auth:open' or 'auth:claim' event of
 * @ironscore/events, for whatever renders the popup (the shell's AuthHost; mfe-auth's standalone
 * page). Imported from `@ironscore/host/src/authRequest`, not from the index (a shared singleton):
 * it is compiled into each app that uses it.
 */
import { useCallback, useEffect, useState } from 'react';
import { on } from '@ironscore/events';
import type { AuthRequest } from './exposes';

export interface AuthRequestState {
  /** null: no popup open. */
  request: AuthRequest | null;
  /** Changes with every event: the popup's key, so each request starts it anew. */
  serial: number;
  /** The popup closed. */
  close: () => void;
}

export function useAuthRequest(): AuthRequestState {
  const [request, setRequest] = useState<AuthRequest | null>(null);
  const [serial, setSerial] = useState(0);

  useEffect(() => {
    const offOpen = on('auth:open', (detail) => {
      setRequest({ kind: 'open', detail });
      setSerial((n) => n + 1);
    });
    const offClaim = on('auth:claim', (detail) => {
      setRequest({ kind: 'claim', detail });
      setSerial((n) => n + 1);
    });
    return () => {
      offOpen();
      offClaim();
    };
  }, []);

  const close = useCallback(() => setRequest(null), []);
  return { request, serial, close };
}

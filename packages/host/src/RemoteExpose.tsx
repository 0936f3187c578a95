/**
 * Rendering another remote's exposed module (mfe-business shows mfe-profile's security and privacy
 * settings tabs). The shell provides the loader through `HostProvider`, with its loading state,
 * fallback and Retry; a remote renders `<RemoteExpose id="profile/SecuritySettings" props={{}} />`.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { ExposeId, ExposeProps } from './exposes';

export interface HostServices {
  /** Renders the exposed module `id` with `props` (loading it on first use). */
  renderExpose<K extends ExposeId>(id: K, props: ExposeProps<K>): ReactNode;
}

const HostContext = createContext<HostServices | null>(null);

/** The shell wraps its router in this provider. */
export const HostProvider = HostContext.Provider;

export interface RemoteExposeProps<K extends ExposeId> {
  id: K;
  props: ExposeProps<K>;
}

export function RemoteExpose<K extends ExposeId>({ id, props }: RemoteExposeProps<K>) {
  const host = useContext(HostContext);
  if (!host) return <p role="note">This part of IronScore is shown when the page runs inside the site ({id}).</p>;
  return <>{host.renderExpose(id, props)}</>;
}

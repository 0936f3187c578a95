import { LoadFailed } from '@ironscore/ui';
import { remoteLabel } from './labels';

export interface RemoteFallbackProps {
  remote: string;
  onRetry: () => void;
  /** Render without the card surface (inside a modal). */
  bare?: boolean;
}

/** Shown inside a remote's area when the remote could not be loaded or crashed while rendering. */
export function RemoteFallback({ remote, onRetry, bare }: RemoteFallbackProps) {
  return <LoadFailed what={remoteLabel(remote)} onRetry={onRetry} bare={bare} data-remote-fallback={remote} />;
}

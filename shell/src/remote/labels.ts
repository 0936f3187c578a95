import { getRouteTable } from '@ironscore/host';

/** What a remote is called in user-facing fallback texts: the `label` of its published routes ("The community"). */
export function remoteLabel(remote: string): string {
  return getRouteTable().remotes[remote]?.label ?? 'This page';
}

import type { RemoteName } from '@ironscore/contract';

/** What each remote is called in user-facing fallback texts. */
export const REMOTE_LABELS: Record<RemoteName, string> = {
  catalog: 'This page',
  auth: 'Sign-in',
  community: 'The community',
  profile: 'Your profile area',
  business: 'Your business area',
};

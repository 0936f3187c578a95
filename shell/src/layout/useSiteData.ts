import type { GeneralSettings, PageLink } from '@ironscore/contract';
import { useCallQuery } from '@ironscore/data';

const NO_PAGES: PageLink[] = [];

/**
 * General settings and the static-page list for the chrome (footer, default title). Both are the
 * spec's 5-minute cached calls (stale time of packages/data); a failed call leaves the value null /
 * empty (the footer then degrades silently).
 */
export function useGeneralSettings(): GeneralSettings | null {
  return useCallQuery('Get_GeneralSettings', {}).data?.data ?? null;
}

export function usePages(): PageLink[] {
  return useCallQuery('Get_Pages', {}).data?.data ?? NO_PAGES;
}

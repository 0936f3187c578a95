import type { GeneralSettings, PageLink } from '@ironscore/contract';
import { useCallQuery } from '@ironscore/data';
import { useHydrated } from '@ironscore/ui';

const NO_PAGES: PageLink[] = [];

/**
 * General settings and the static-page list for the chrome (footer, default title). Both are the
 * spec's 5-minute cached calls (stale time of packages/data); a failed call leaves the value null /
 * empty (the footer then degrades silently). The page's first frame is rendered without them, so
 * while React hydrates it they are not there yet either.
 */
export function useGeneralSettings(): GeneralSettings | null {
  const settings = useCallQuery('Get_GeneralSettings', {}).data?.data ?? null;
  return useHydrated() ? settings : null;
}

export function usePages(): PageLink[] {
  const pages = useCallQuery('Get_Pages', {}).data?.data ?? NO_PAGES;
  return useHydrated() ? pages : NO_PAGES;
}

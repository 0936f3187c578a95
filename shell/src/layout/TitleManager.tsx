import { useMatches } from 'react-router-dom';
import { pageTitle } from '@ironscore/contract';
import { PageMetaOutlet } from '@ironscore/host';
import { selectUser, useSession } from '@ironscore/session';
import type { RouteHandle } from '../routes/routes';
import { useGeneralSettings } from './useSiteData';

/** spec/3 §2.3: the profile view's title. */
export const profileTitle = (userName: string) => `${userName} | Profile`;

/**
 * The page's title and description: what the shown page sent through the host API
 * (`usePageMeta`), else the route's title rule as its remote published it (the general settings'
 * template with the route's parameters, else "<name> | <site title>"), else the site's
 * general_site_title / general_site_description. The profile area's title is fixed by the shell:
 * "{user_name} | Profile".
 */
export function TitleManager() {
  const settings = useGeneralSettings();
  const user = useSession(selectUser);
  const matches = useMatches();
  const match = [...matches].reverse().find((m) => m.handle && typeof m.handle === 'object');
  const handle = (match?.handle ?? {}) as RouteHandle;
  const fallback = pageTitle(handle.title, settings as Record<string, unknown> | null, match?.params);
  return (
    <PageMetaOutlet
      fallbackTitle={fallback.title}
      fallbackDescription={fallback.description || undefined}
      fixedTitle={handle.profile && user ? profileTitle(user.user_name) : null}
    />
  );
}

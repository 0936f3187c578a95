import { useMatch } from 'react-router-dom';
import { PageMetaOutlet } from '@ironscore/host';
import { selectUser, useSession } from '@ironscore/session';
import { useGeneralSettings } from './useSiteData';

export const FALLBACK_TITLE = 'IronScore';

/** spec/3 §2.3: the profile view's title. */
export const profileTitle = (userName: string) => `${userName} | Profile`;

/**
 * The page's title and description: what the shown page sent through the host API
 * (`usePageMeta`), else the site's general_site_title / general_site_description. The profile
 * area's title is fixed by the shell: "{user_name} | Profile".
 */
export function TitleManager() {
  const settings = useGeneralSettings();
  const user = useSession(selectUser);
  const onProfile = useMatch('/profile/:profile_slug_url') !== null;
  return (
    <PageMetaOutlet
      fallbackTitle={settings?.general_site_title?.trim() || FALLBACK_TITLE}
      fallbackDescription={settings?.general_site_description?.trim() || undefined}
      fixedTitle={onProfile && user ? profileTitle(user.user_name) : null}
    />
  );
}

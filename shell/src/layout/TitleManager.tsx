import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useGeneralSettings } from './useSiteData';

export const FALLBACK_TITLE = 'IronScore';

/**
 * Default page title: general_site_title, reset on every navigation (in a layout effect, so a
 * remote that sets its own title in an ordinary effect wins).
 */
export function TitleManager() {
  const { key } = useLocation();
  const settings = useGeneralSettings();
  const siteTitle = settings?.general_site_title?.trim() || FALLBACK_TITLE;
  const siteTitleRef = useRef(siteTitle);
  siteTitleRef.current = siteTitle;

  useLayoutEffect(() => {
    document.title = siteTitleRef.current;
  }, [key]);

  useEffect(() => {
    // Settings arrived after the navigation: replace only the fallback, never a remote's title.
    if (document.title === FALLBACK_TITLE) document.title = siteTitle;
  }, [siteTitle]);

  return null;
}

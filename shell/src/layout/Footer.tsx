import { Link } from 'react-router-dom';
import { getApiConfig } from '@ironscore/api';
import type { GeneralSettings } from '@ironscore/contract';
import { useSession } from '@ironscore/session';
import { BrandMark, isBrand } from '@ironscore/ui';
import { Logo } from './TopBar';
import { useGeneralSettings, usePages } from './useSiteData';
import styles from './Footer.module.css';

export const SOCIALS = [
  { key: 'social_facebook', name: 'facebook', label: 'Facebook' },
  { key: 'social_twitter', name: 'twitter', label: 'X (Twitter)' },
  { key: 'social_instagram', name: 'instagram', label: 'Instagram' },
  { key: 'social_youtube', name: 'youtube', label: 'YouTube' },
  { key: 'social_pinterest', name: 'pinterest', label: 'Pinterest' },
  { key: 'social_linkedin', name: 'linkedin', label: 'LinkedIn' },
  { key: 'social_google', name: 'google', label: 'Google' },
] as const;

/** Social links to show: a value of '#' (or nothing) hides the link. */
export function visibleSocials(settings: GeneralSettings | null) {
  if (!settings) return [];
  return SOCIALS.filter((s) => {
    const value = settings[s.key];
    return typeof value === 'string' && value.trim() !== '' && value.trim() !== '#';
  }).map((s) => ({ ...s, href: settings[s.key].trim() }));
}

/** Footer of spec/1 §1: description, socials, static pages, copyright, Site Map, fixed links. */
export function Footer() {
  const settings = useGeneralSettings();
  const pages = usePages();
  const signedIn = useSession((s) => s.user !== null);
  const socials = visibleSocials(settings);
  const apiBase = getApiConfig().apiBase.replace(/\/+$/, '');

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo className={styles.logo} />
          {settings?.general_site_description && <p className={styles.description}>{settings.general_site_description}</p>}
          {socials.length > 0 && (
            <ul className={styles.socials} aria-label="Social media">
              {socials.map((s) => (
                <li key={s.key}>
                  <a href={s.href} target="_blank" rel="noopener noreferrer" aria-label={s.label} title={s.label} className={styles.social}>
                    {isBrand(s.name) ? <BrandMark brand={s.name} size={18} /> : s.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>

        {pages.length > 0 && (
          <nav className={styles.column} aria-label="Pages">
            <h2 className={styles.heading}>Information</h2>
            <ul className={styles.links}>
              {pages.map((page) => (
                <li key={page.page_id}>
                  <Link to={`/page/${page.page_slug_url}`}>{page.page_name}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}

        <nav className={styles.column} aria-label="Explore">
          <h2 className={styles.heading}>Explore</h2>
          <ul className={styles.links}>
            <li>
              <Link to="/product-categories">Product Categories</Link>
            </li>
            <li>
              <Link to="/community/home">Community</Link>
            </li>
            {signedIn && (
              <li>
                <Link to="/profile/my-profile">My Profile</Link>
              </li>
            )}
            <li>
              <a href={`${apiBase}/sitemap.xml`}>Site Map</a>
            </li>
          </ul>
        </nav>
      </div>
      <div className={styles.bottom}>
        <div className={styles.bottomInner}>
          <span>{settings?.general_copyright || `© ${new Date().getFullYear()} IronScore`}</span>
        </div>
      </div>
    </footer>
  );
}

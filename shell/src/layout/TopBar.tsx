import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { openAuth } from '@ironscore/events';
import { useProfileMenu } from '@ironscore/host';
import { selectManager, signOut, useSession } from '@ironscore/session';
import { Dot } from '@ironscore/ui';
import clsx from 'clsx';
import { ACCOUNT_TYPE_LABELS, MARKER_LABELS, NAV_LINKS } from './menu';
import { DumbbellIcon, LogOutIcon, MenuIcon, XIcon } from 'lucide-react';
import { ProfileMenuSlot, initialsOf } from './ProfileMenuSlot';
import styles from './TopBar.module.css';

export function Logo({ className }: { className?: string }) {
  return (
    <Link to="/" className={clsx(styles.logo, className)} aria-label="IronScore home">
      <span className={styles.logoMark} aria-hidden="true">
        <DumbbellIcon size={20} />
      </span>
      <span className={styles.logoText}>
        Iron<span className={styles.logoAccent}>Score</span>
      </span>
    </Link>
  );
}

function NavLinks({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  return (
    <ul className={className}>
      {NAV_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            end={link.to === '/'}
            onClick={onNavigate}
            className={({ isActive }) => clsx(styles.navLink, link.badge && styles.navBadge, isActive && styles.active)}
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The account part of the mobile menu: the same items as the profile dropdown. */
function MobileAccount({ onNavigate }: { onNavigate: () => void }) {
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const hasUnread = useSession((s) => s.unread.length > 0);
  const manager = useSession(selectManager);
  const items = useProfileMenu(user ? { user_type: user.user_type, manager } : null);
  if (!user) {
    return (
      <div className={styles.mobileAuth}>
        <button type="button" className={styles.mobilePrimary} onClick={() => { onNavigate(); openAuth('member'); }}>
          Sign in as a member
        </button>
        <button type="button" className={styles.mobileSecondary} onClick={() => { onNavigate(); openAuth('business'); }}>
          Sign in as a business
        </button>
      </div>
    );
  }
  const unverified = user.user_verification_status === 0;
  return (
    <div className={styles.mobileAccount}>
      <div className={styles.mobileUser}>
        <span className={styles.mobileAvatar} aria-hidden="true">
          {initialsOf(user.user_name)}
        </span>
        <span>
          <strong>{user.user_name}</strong>
          <small>{ACCOUNT_TYPE_LABELS[user.user_type]}</small>
        </span>
      </div>
      <ul className={styles.mobileList}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} onClick={onNavigate} className={({ isActive }) => clsx(styles.mobileItem, isActive && styles.active)}>
              <span>{item.label}</span>
              {item.marker === 'verify' && unverified && <Dot tone="danger" label={MARKER_LABELS.verify} />}
              {item.marker === 'unread' && hasUnread && <Dot tone="accent" label={MARKER_LABELS.unread} />}
            </NavLink>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={clsx(styles.mobileItem, styles.mobileLogout)}
            onClick={() => {
              onNavigate();
              void signOut();
              navigate('/');
            }}
          >
            <LogOutIcon size={18} />
            <span>Logout</span>
          </button>
        </li>
      </ul>
    </div>
  );
}

/** Dark top bar: logo, main links, profile menu; a hamburger menu below 992 px. */
export function TopBar() {
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();
  const user = useSession((s) => s.user);
  const hasUnread = useSession((s) => s.unread.length > 0);
  const unverified = !!user && user.user_verification_status === 0;

  useEffect(() => setMobileOpen(false), [pathname]);
  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMobileOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mobileOpen]);

  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Logo />
        <nav className={styles.nav} aria-label="Main">
          <NavLinks className={styles.navList} />
        </nav>
        <div className={styles.account}>
          <ProfileMenuSlot />
        </div>
        <button
          type="button"
          className={styles.hamburger}
          aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          onClick={() => setMobileOpen((o) => !o)}
        >
          {mobileOpen ? <XIcon size={22} /> : <MenuIcon size={22} />}
          {!mobileOpen && (unverified || hasUnread) && (
            <span className={styles.hamburgerMarker}>
              <Dot tone={unverified ? 'danger' : 'accent'} label={unverified ? MARKER_LABELS.verify : MARKER_LABELS.unread} />
            </span>
          )}
        </button>
      </div>
      {mobileOpen && (
        <div className={styles.mobile} id="mobile-menu">
          <nav aria-label="Mobile">
            <NavLinks className={styles.mobileNav} onNavigate={() => setMobileOpen(false)} />
          </nav>
          <MobileAccount onNavigate={() => setMobileOpen(false)} />
        </div>
      )}
    </header>
  );
}

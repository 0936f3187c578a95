import { useId } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { cx as clsx } from '../lib/cx';
import { openAuth } from '@ironscore/events';
import { signOut, useSession } from '@ironscore/session';
import { Dot } from '@ironscore/ui';
import { ACCOUNT_TYPE_LABELS, MARKER_LABELS, PROFILE_MENU, profilePath } from './menu';
import { BriefcaseIcon, ChevronDownIcon, LogoutIcon, UserIcon } from './Icons';
import { useDropdown } from './useDropdown';
import styles from './ProfileMenu.module.css';

/** Initials for the avatar bubble. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/[\s._-]+/).filter(Boolean);
  const letters = parts.length > 1 ? parts[0][0] + parts[1][0] : (parts[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

/** Signed-out menu: the two ways into the authentication popup. */
function SignInMenu() {
  const menuId = useId();
  const { open, toggle, close, rootRef, rootProps } = useDropdown();
  const choose = (variant: 'member' | 'business') => {
    close();
    openAuth(variant);
  };
  return (
    <div className={styles.root} ref={rootRef} {...rootProps}>
      <button
        type="button"
        className={clsx(styles.trigger, styles.signIn)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={toggle}
      >
        <UserIcon size={18} />
        <span>Sign in</span>
        <ChevronDownIcon size={16} className={clsx(styles.caret, open && styles.caretOpen)} />
      </button>
      {open && (
        <div className={styles.menu} id={menuId} role="menu" aria-label="Sign in">
          <button type="button" role="menuitem" className={styles.item} onClick={() => choose('member')}>
            <UserIcon size={18} />
            <span>Sign in as a member</span>
          </button>
          <button type="button" role="menuitem" className={styles.item} onClick={() => choose('business')}>
            <BriefcaseIcon size={18} />
            <span>Sign in as a business</span>
          </button>
        </div>
      )}
    </div>
  );
}

/** Signed-in menu: the account's profile pages, markers, Logout. */
function AccountMenu() {
  const menuId = useId();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const hasUnread = useSession((s) => s.unread.length > 0);
  const { open, toggle, close, rootRef, rootProps } = useDropdown();
  if (!user) return null;
  const unverified = user.user_verification_status === 0;
  const items = PROFILE_MENU[user.user_type] ?? [];

  const onLogout = () => {
    close();
    void signOut();
    navigate('/');
  };

  return (
    <div className={styles.root} ref={rootRef} {...rootProps}>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Account menu of ${user.user_name}`}
        onClick={toggle}
      >
        {/* The initials are a picture of the account (drawn by CSS): the name next to them is the
            trigger's visible label, which its accessible name contains (WCAG 2.5.3). */}
        <span className={styles.avatar} aria-hidden="true" data-initials={initialsOf(user.user_name)} />
        <span className={styles.name}>{user.user_name}</span>
        <span className={styles.markers}>
          {unverified && <Dot tone="danger" label={MARKER_LABELS.verify} data-marker="verify" />}
          {hasUnread && <Dot tone="accent" label={MARKER_LABELS.unread} data-marker="unread" />}
        </span>
        <ChevronDownIcon size={16} className={clsx(styles.caret, open && styles.caretOpen)} />
      </button>
      {open && (
        <div className={styles.menu} id={menuId} role="menu" aria-label="Account">
          <div className={styles.header}>
            <span className={styles.headerName}>{user.user_name}</span>
            <span className={styles.headerType}>{ACCOUNT_TYPE_LABELS[user.user_type]}</span>
          </div>
          {items.map((item) => (
            <Link key={item.slug} to={profilePath(item.slug)} role="menuitem" className={styles.item} onClick={close}>
              <span>{item.label}</span>
              {item.marker === 'verify' && unverified && (
                <Dot tone="danger" label={MARKER_LABELS.verify} data-marker="verify" />
              )}
              {item.marker === 'unread' && hasUnread && <Dot tone="accent" label={MARKER_LABELS.unread} data-marker="unread" />}
            </Link>
          ))}
          <div className={styles.separator} role="separator" />
          <button type="button" role="menuitem" className={clsx(styles.item, styles.logout)} onClick={onLogout}>
            <LogoutIcon size={18} />
            <span>Logout</span>
          </button>
        </div>
      )}
    </div>
  );
}

export function ProfileMenu() {
  const signedIn = useSession((s) => s.user !== null);
  return signedIn ? <AccountMenu /> : <SignInMenu />;
}

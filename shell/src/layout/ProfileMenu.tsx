import clsx from 'clsx';
import { Link, useNavigate } from 'react-router-dom';
import { DROPDOWN_HIDE_MS } from '@ironscore/contract';
import { openAuth } from '@ironscore/events';
import { signOut, useSession } from '@ironscore/session';
import { Dot, DropdownMenu, MenuItem, MenuSeparator } from '@ironscore/ui';
import { ACCOUNT_TYPE_LABELS, MARKER_LABELS, PROFILE_MENU, profilePath } from './menu';
import { BriefcaseIcon, ChevronDownIcon, LogOutIcon, UserIcon } from 'lucide-react';
import styles from './ProfileMenu.module.css';

/** Initials for the avatar bubble. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/[\s._-]+/).filter(Boolean);
  const letters = parts.length > 1 ? parts[0][0] + parts[1][0] : (parts[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

/** Signed-out menu: the two ways into the authentication popup. */
function SignInMenu() {
  return (
    <DropdownMenu
      label="Sign in"
      hideDelay={DROPDOWN_HIDE_MS}
      trigger={
        <button type="button" className={clsx(styles.trigger, styles.signIn)}>
          <UserIcon size={18} />
          <span>Sign in</span>
          <ChevronDownIcon size={16} className={styles.caret} />
        </button>
      }
    >
      <MenuItem onSelect={() => openAuth('member')}>
        <UserIcon size={18} />
        <span>Sign in as a member</span>
      </MenuItem>
      <MenuItem onSelect={() => openAuth('business')}>
        <BriefcaseIcon size={18} />
        <span>Sign in as a business</span>
      </MenuItem>
    </DropdownMenu>
  );
}

/** Signed-in menu: the account's profile pages, markers, Logout. */
function AccountMenu() {
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const hasUnread = useSession((s) => s.unread.length > 0);
  if (!user) return null;
  const unverified = user.user_verification_status === 0;
  const items = PROFILE_MENU[user.user_type] ?? [];

  const onLogout = () => {
    void signOut();
    navigate('/');
  };

  return (
    <DropdownMenu
      label="Account"
      hideDelay={DROPDOWN_HIDE_MS}
      trigger={
        <button type="button" className={styles.trigger} aria-label={`Account menu of ${user.user_name}`}>
          {/* The initials are a picture of the account (drawn by CSS): the name next to them is the
              trigger's visible label, which its accessible name contains (WCAG 2.5.3). */}
          <span className={styles.avatar} aria-hidden="true" data-initials={initialsOf(user.user_name)} />
          <span className={styles.name}>{user.user_name}</span>
          <span className={styles.markers}>
            {unverified && <Dot tone="danger" label={MARKER_LABELS.verify} data-marker="verify" />}
            {hasUnread && <Dot tone="accent" label={MARKER_LABELS.unread} data-marker="unread" />}
          </span>
          <ChevronDownIcon size={16} className={styles.caret} />
        </button>
      }
    >
      <div className={styles.header}>
        <span className={styles.headerName}>{user.user_name}</span>
        <span className={styles.headerType}>{ACCOUNT_TYPE_LABELS[user.user_type]}</span>
      </div>
      {items.map((item) => (
        <MenuItem key={item.slug} asChild>
          <Link to={profilePath(item.slug)}>
            <span>{item.label}</span>
            {item.marker === 'verify' && unverified && <Dot tone="danger" label={MARKER_LABELS.verify} data-marker="verify" />}
            {item.marker === 'unread' && hasUnread && <Dot tone="accent" label={MARKER_LABELS.unread} data-marker="unread" />}
          </Link>
        </MenuItem>
      ))}
      <MenuSeparator />
      <MenuItem onSelect={onLogout} className={styles.logout}>
        <LogOutIcon size={18} />
        <span>Logout</span>
      </MenuItem>
    </DropdownMenu>
  );
}

export function ProfileMenu() {
  const signedIn = useSession((s) => s.user !== null);
  return signedIn ? <AccountMenu /> : <SignInMenu />;
}

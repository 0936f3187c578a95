import { Link, useNavigate } from 'react-router-dom';
import { DROPDOWN_HIDE_MS } from '@ironscore/contract';
import { openAuth } from '@ironscore/events';
import { useProfileMenu } from '@ironscore/host';
import { selectManager, signOut, useSession } from '@ironscore/session';
import { Dot, DropdownMenu, MenuItem, MenuSeparator } from '@ironscore/ui';
import { AccountButton, SignInButton } from './ProfileMenuSlot';
import { ACCOUNT_TYPE_LABELS, MARKER_LABELS } from './menu';

export { initialsOf } from './ProfileMenuSlot';
import { BriefcaseIcon, LogOutIcon, UserIcon } from 'lucide-react';
import styles from './ProfileMenu.module.css';

/** Signed-out menu: the two ways into the authentication popup. */
function SignInMenu({ start }: { start: MenuStart }) {
  return (
    <DropdownMenu
      label="Sign in"
      hideDelay={DROPDOWN_HIDE_MS}
      defaultOpen={start.open}
      trigger={<SignInButton />}
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

/** Signed-in menu: the account's profile pages and the routes' entries it may see (composed from the remotes), markers, Logout. */
function AccountMenu({ start }: { start: MenuStart }) {
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const hasUnread = useSession((s) => s.unread.length > 0);
  const manager = useSession(selectManager);
  const items = useProfileMenu(user ? { user_type: user.user_type, manager } : null);
  if (!user) return null;
  const unverified = user.user_verification_status === 0;

  const onLogout = () => {
    void signOut();
    navigate('/');
  };

  return (
    <DropdownMenu
      label="Account"
      defaultOpen={start.open}
      hideDelay={DROPDOWN_HIDE_MS}
      trigger={
        <AccountButton userName={user.user_name} unverified={unverified} hasUnread={hasUnread} />
      }
    >
      <div className={styles.header}>
        <span className={styles.headerName}>{user.user_name}</span>
        <span className={styles.headerType}>{ACCOUNT_TYPE_LABELS[user.user_type]}</span>
      </div>
      {items.map((item) => (
        <MenuItem key={item.to} asChild>
          <Link to={item.to}>
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

/** How the menu starts: open when the stand-in was pressed before this chunk arrived. */
export interface MenuStart {
  open?: boolean;
}

/**
 * The top bar's account menu (Radix DropdownMenu). Not in the first paint's scripts: the top bar
 * shows ProfileMenuSlot's stand-in button until the pointer, the focus or a press asks for it.
 */
export function ProfileMenu({ start = {} }: { start?: MenuStart }) {
  const signedIn = useSession((s) => s.user !== null);
  return signedIn ? <AccountMenu start={start} /> : <SignInMenu start={start} />;
}

export default ProfileMenu;

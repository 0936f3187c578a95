import { useLayoutEffect, useRef, useState, type ComponentProps } from 'react';
import clsx from 'clsx';
import { useSession } from '@ironscore/session';
import { Dot } from '@ironscore/ui';
import { ChevronDownIcon, UserIcon } from 'lucide-react';
import { MARKER_LABELS } from './menu';
import styles from './ProfileMenu.module.css';

/** Initials for the avatar bubble. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/[\s._-]+/).filter(Boolean);
  const letters = parts.length > 1 ? parts[0][0] + parts[1][0] : (parts[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

type ButtonProps = ComponentProps<'button'>;

/** The signed-out menu's button (the stand-in and Radix's trigger are this same button). */
export function SignInButton({ className, ...props }: ButtonProps) {
  return (
    <button type="button" {...props} className={clsx(styles.trigger, styles.signIn, className)}>
      <UserIcon size={18} />
      <span>Sign in</span>
      <ChevronDownIcon size={16} className={styles.caret} />
    </button>
  );
}

/** The signed-in menu's button: initials, name, the verify / unread markers. */
export function AccountButton({ userName, unverified, hasUnread, className, ...props }: ButtonProps & { userName: string; unverified: boolean; hasUnread: boolean }) {
  return (
    <button type="button" {...props} className={clsx(styles.trigger, className)} aria-label={`Account menu of ${userName}`}>
      {/* The initials are a picture of the account (drawn by CSS): the name next to them is the
          trigger's visible label, which its accessible name contains (WCAG 2.5.3). */}
      <span className={styles.avatar} aria-hidden="true" data-initials={initialsOf(userName)} />
      <span className={styles.name}>{userName}</span>
      <span className={styles.markers}>
        {unverified && <Dot tone="danger" label={MARKER_LABELS.verify} data-marker="verify" />}
        {hasUnread && <Dot tone="accent" label={MARKER_LABELS.unread} data-marker="unread" />}
      </span>
      <ChevronDownIcon size={16} className={styles.caret} />
    </button>
  );
}

const loadMenu = () => import('./ProfileMenu');
type Menu = Awaited<ReturnType<typeof loadMenu>>['ProfileMenu'];

/**
 * The top bar's account menu without the menu library in the first paint: a stand-in button that
 * looks exactly like the menu's trigger, replaced by the real menu (ProfileMenu, Radix DropdownMenu,
 * its own chunk) as soon as the pointer comes near, the button gets the focus or is pressed. A press
 * before the chunk arrived opens the menu when it does; the focus moves onto the real button. If the
 * chunk cannot be loaded the stand-in stays and the next approach tries again.
 */
export function ProfileMenuSlot() {
  const user = useSession((s) => s.user);
  const hasUnread = useSession((s) => s.unread.length > 0);
  const [Menu, setMenu] = useState<{ component: Menu; open: boolean; focus: boolean } | null>(null);
  const slot = useRef<HTMLSpanElement>(null);
  const pending = useRef<Promise<void> | null>(null);
  const pressed = useRef(false);

  const want = (press: boolean) => {
    if (press) pressed.current = true;
    pending.current ??= loadMenu().then(
      (m) => {
        const focus = !!slot.current && slot.current.contains(document.activeElement);
        setMenu({ component: m.ProfileMenu, open: pressed.current, focus });
      },
      () => {
        pending.current = null;
      },
    );
  };

  useLayoutEffect(() => {
    if (!Menu || !(Menu.focus || Menu.open)) return;
    if (Menu.focus) slot.current?.querySelector('button')?.focus();
    // Open and focus apply to the menu's first mount only (not to the menu of a later sign-in or out).
    setMenu({ ...Menu, open: false, focus: false });
  }, [Menu]);

  if (Menu) {
    return (
      <span ref={slot} className={styles.slot}>
        <Menu.component start={{ open: Menu.open }} />
      </span>
    );
  }
  const standInProps: ButtonProps = {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: () => want(false),
    onFocus: () => want(false),
    onPointerDown: (e) => e.button === 0 && want(true),
    onClick: () => want(true),
  };
  return (
    <span ref={slot} className={styles.slot}>
      {user ? (
        <AccountButton {...standInProps} userName={user.user_name} unverified={user.user_verification_status === 0} hasUnread={hasUnread} />
      ) : (
        <SignInButton {...standInProps} />
      )}
    </span>
  );
}

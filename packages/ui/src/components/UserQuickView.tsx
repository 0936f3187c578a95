import clsx from 'clsx';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Link, useInRouterContext } from 'react-router-dom';
import { MSG, type PublicUser } from '@ironscore/contract';
import { uploadUrl } from '@ironscore/api';
import { useCallQuery } from '@ironscore/data';
import { useSession } from '@ironscore/session';
import { emit, on } from '@ironscore/events';
import { formatNumber } from '../lib/format';
import { buttonClass, Button } from './Button';
import { Img } from './Img';
import { LockIcon } from './icons';
import { Blurred, Placeholder } from './Placeholder';
import { RankBadge } from './RankBadge';
import { SafeHtml } from './SafeHtml';
import styles from './UserQuickView.module.css';

/** Path of a member's community profile. */
export const communityProfilePath = (userName: string) => `/community/profile/${encodeURIComponent(userName)}`;

const POPOVER_WIDTH = 300;
const POPOVER_HEIGHT_GUESS = 400;

interface Position {
  top?: number;
  bottom?: number;
  left: number;
}

function placeBelowOrAbove(trigger: HTMLElement): Position {
  const rect = trigger.getBoundingClientRect();
  const vw = window.innerWidth || 1024;
  const vh = window.innerHeight || 768;
  const left = Math.max(8, Math.min(rect.left, vw - Math.min(POPOVER_WIDTH, vw - 16) - 8));
  const below = vh - rect.bottom;
  if (below < POPOVER_HEIGHT_GUESS && rect.top > below) return { bottom: vh - rect.top + 8, left };
  return { top: rect.bottom + 8, left };
}

function RouterAwareLink({ to, className, children, onClick }: { to: string; className: string; children: ReactNode; onClick?: () => void }) {
  const inRouter = useInRouterContext();
  return inRouter ? (
    <Link to={to} className={className} onClick={onClick}>
      {children}
    </Link>
  ) : (
    <a href={to} className={className} onClick={onClick}>
      {children}
    </a>
  );
}

const shownValue = (value: string | number | null | undefined, unit = '') =>
  value === null || value === undefined || value === '' || value === '0' ? MSG.unspecified : `${value}${unit}`;

function Profile({ user, own, onClose }: { user: PublicUser; own: boolean; onClose: () => void }) {
  return (
    <>
      <div className={styles.head}>
        <Img className={styles.avatar} src={uploadUrl('users/profile', user.user_profile_image)} alt="" fallback="avatar" shape="round" />
        <div className={styles.headText}>
          <p className={styles.name}>{user.user_name}</p>
          <RankBadge rank={user.user_rank} score={user.user_score} />
        </div>
      </div>
      <div className={styles.stats}>
        <div className={styles.stat}>
          <span className={styles.statValue}>{formatNumber(user.total_follower)}</span>
          <span className={styles.statLabel}>Followers</span>
        </div>
        <div className={styles.stat}>
          <span className={styles.statValue}>{formatNumber(user.total_followed)}</span>
          <span className={styles.statLabel}>Followed</span>
        </div>
        <div className={styles.stat}>
          <span className={styles.statValue}>{formatNumber(user.user_score)}</span>
          <span className={styles.statLabel}>Karma</span>
        </div>
      </div>
      {user.user_bio && (
        <div className={styles.section}>
          <SafeHtml className={styles.bio} html={user.user_bio} />
        </div>
      )}
      <div className={clsx(styles.body, !user.user_bio && styles.section)}>
        <div className={styles.bodyItem}>
          <strong>{shownValue(user.user_weight)}</strong>
          <span>Weight</span>
        </div>
        <div className={styles.bodyItem}>
          <strong>{shownValue(user.user_height)}</strong>
          <span>Height</span>
        </div>
        <div className={styles.bodyItem}>
          <strong>{shownValue(user.user_body_fat, user.user_body_fat && !String(user.user_body_fat).includes('%') ? '%' : '')}</strong>
          <span>Body Fat</span>
        </div>
      </div>
      <div className={styles.actions}>
        <RouterAwareLink to={communityProfilePath(user.user_name)} className={buttonClass('primary', 'sm', { block: true })} onClick={onClose}>
          VIEW COMMUNITY PROFILE
        </RouterAwareLink>
        {!own && (
          <Button
            variant="secondary"
            size="sm"
            block
            onClick={() => {
              emit('message:start', { user_id: user.user_id });
              onClose();
            }}
          >
            SEND MESSAGE
          </Button>
        )}
      </div>
    </>
  );
}

function SignedOut({ onClose }: { onClose: () => void }) {
  return (
    <Blurred
      overlay={
        <div className={styles.prompt}>
          <LockIcon className={styles.promptIcon} size={22} />
          <span>Sign in to see this member&apos;s profile.</span>
          <Button
            size="sm"
            onClick={() => {
              emit('auth:open', { variant: 'member' });
              onClose();
            }}
          >
            Sign in
          </Button>
        </div>
      }
    >
      <div className={styles.head}>
        <Img className={styles.avatar} src={null} alt="" fallback="avatar" shape="round" />
        <div className={styles.headText}>
          <p className={styles.name}>member</p>
        </div>
      </div>
      <div className={styles.stats}>
        {['Followers', 'Followed', 'Karma'].map((label) => (
          <div key={label} className={styles.stat}>
            <span className={styles.statValue}>00</span>
            <span className={styles.statLabel}>{label}</span>
          </div>
        ))}
      </div>
      <div className={styles.section}>
        <Placeholder variant="line" count={3} />
      </div>
    </Blurred>
  );
}

export interface UserQuickViewProps {
  /** The member whose profile is shown (Get_User by user_name). */
  userName: string;
  /** The trigger content: avatar and/or username. */
  children: ReactNode;
  className?: string;
}

/**
 * Click an avatar or username to see a member's quick profile (signed in) or a blurred teaser with
 * a sign-in prompt (signed out). One popover open at a time across the page; click outside or
 * Escape closes it.
 */
export function UserQuickView({ userName, children, className }: UserQuickViewProps) {
  const me = useSession((s) => s.user);
  const id = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<Position>({ top: 0, left: 0 });

  const close = useCallback(() => setOpen(false), []);

  // Only one popover at a time: opening one closes every other (any copy of this package).
  useEffect(() => on('quickview:open', (d) => d?.id !== id && setOpen(false)), [id]);

  const toggle = () => {
    if (!open) emit('quickview:open', { id });
    setOpen(!open);
  };

  // Move focus into the popover (it lives in a portal at the end of the page) so Tab reaches it.
  useEffect(() => {
    if (open) popoverRef.current?.focus();
  }, [open]);

  useLayoutEffect(() => {
    if (!open || !triggerRef.current) return;
    const update = () => triggerRef.current && setPosition(placeBelowOrAbove(triggerRef.current));
    update();
    window.addEventListener('resize', update);
    window.addEventListener('scroll', update, true);
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update, true);
    };
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: Event) => {
      const t = e.target as Node | null;
      if (t && (triggerRef.current?.contains(t) || popoverRef.current?.contains(t))) return;
      setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        triggerRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('touchstart', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('touchstart', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const signedIn = !!me;
  // Loaded on the first open (signed in), kept for the next ones.
  const profile = useCallQuery('Get_User', open && signedIn ? { user_name: userName } : null);
  const user: PublicUser | null = profile.data?.data ?? null;
  const own = !!me && (me.user_name === userName || (user ? me.user_id === user.user_id : false));

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={clsx(styles.trigger, className)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={toggle}
      >
        {children}
      </button>
      {open &&
        typeof document !== 'undefined' &&
        createPortal(
          <div
            ref={popoverRef}
            role="dialog"
            tabIndex={-1}
            aria-label={`${userName} quick view`}
            className={styles.popover}
            style={{ top: position.top, bottom: position.bottom, left: position.left }}
          >
            {!signedIn ? (
              <SignedOut onClose={close} />
            ) : profile.isPending ? (
              <div className={styles.section}>
                <Placeholder variant="avatar" />
                <Placeholder variant="line" count={4} />
              </div>
            ) : user ? (
              <Profile user={user} own={own} onClose={close} />
            ) : (
              <p className={styles.muted}>{MSG.noContentFound}</p>
            )}
          </div>,
          document.body,
        )}
    </>
  );
}

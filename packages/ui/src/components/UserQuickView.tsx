import clsx from 'clsx';
import { Popover } from 'radix-ui';
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { Link, useInRouterContext } from 'react-router-dom';
import { MSG, type PublicUser } from '@ironscore/contract';
import { uploadUrl } from '@ironscore/api';
import { useCallQuery } from '@ironscore/data';
import { useSession } from '@ironscore/session';
import { emit, on } from '@ironscore/events';
import { formatNumber } from '../lib/format';
import { buttonClass, Button } from './Button';
import { Img } from './Img';
import { LockIcon } from 'lucide-react';
import { Blurred, Placeholder } from './Placeholder';
import { RankBadge } from './RankBadge';
import { SafeHtml } from './SafeHtml';
import styles from './UserQuickView.module.css';

/** Path of a member's community profile. */
export const communityProfilePath = (userName: string) => `/community/profile/${encodeURIComponent(userName)}`;

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
 * a sign-in prompt (signed out). A Radix popover: click outside or Escape closes it and focus goes
 * back to the trigger. One popover open at a time across the page: opening one announces itself
 * on the event bus ('quickview:open'), which every other one (any copy of this package) obeys.
 */
export function UserQuickView({ userName, children, className }: UserQuickViewProps) {
  const me = useSession((s) => s.user);
  const id = useId();
  const [open, setOpen] = useState(false);

  const close = useCallback(() => setOpen(false), []);

  useEffect(() => on('quickview:open', (d) => d?.id !== id && setOpen(false)), [id]);

  const onOpenChange = (next: boolean) => {
    if (next) emit('quickview:open', { id });
    setOpen(next);
  };

  const signedIn = !!me;
  // Loaded on the first open (signed in), kept for the next ones.
  const profile = useCallQuery('Get_User', open && signedIn ? { user_name: userName } : null);
  const user: PublicUser | null = profile.data?.data ?? null;
  const own = !!me && (me.user_name === userName || (user ? me.user_id === user.user_id : false));

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <button type="button" className={clsx(styles.trigger, className)}>
          {children}
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label={`${userName} quick view`}
          className={styles.popover}
          side="bottom"
          align="start"
          sideOffset={8}
          collisionPadding={8}
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
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/**
 * The user quick-view's popover (Radix Popover, the profile or the signed-out teaser): its own chunk,
 * loaded by UserQuickView when a trigger is first approached, so a page of user chips does not carry
 * the popover, the tooltip and the HTML sanitizer until somebody opens one.
 */
import { Popover } from 'radix-ui';
import { useRef, type ReactNode, type RefObject } from 'react';
import { Link, useInRouterContext } from 'react-router-dom';
import { MSG, accountCalls, type PublicUser } from '@ironscore/contract';
import { registerCalls, uploadUrl } from '@ironscore/api';
import { useCallQuery } from '@ironscore/data';
import { useSession } from '@ironscore/session';
import { emit } from '@ironscore/events';
import { formatNumber } from '../lib/format';
import { buttonClass, Button } from './Button';
import { Img } from './Img';
import { LockIcon } from 'lucide-react';
import { Blurred, Placeholder } from './Placeholder';
import { RankBadge } from './RankBadge';
import { SafeHtml } from './SafeHtml';
import { communityProfilePath } from './UserQuickView';
import styles from './UserQuickView.module.css';

const P = MSG.profile;

// Get_User, in the copy of packages/api of the app showing the popover.
registerCalls(accountCalls);

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

const shownValue = (value: string, unit = '') => (value === '' || value === '0' ? MSG.unspecified : `${value}${unit}`);
const percent = (value: string) => (value && !value.includes('%') ? '%' : '');

/**
 * Bio and body stats. A profile its owner shows to friends only comes with `private` (Get_User,
 * see PublicUser): the panel says the member keeps them to friends instead of showing them as
 * unspecified.
 */
function PersonalFields({ user }: { user: PublicUser }) {
  if (user.private) {
    return (
      <p className={styles.private} data-testid="quick-view-private">
        <LockIcon size={16} aria-hidden="true" className={styles.privateIcon} />
        <span>{user.user_name} shows their followers, bio, weight, height and body fat to friends only.</span>
      </p>
    );
  }
  const fields = [
    { name: 'weight', label: P.weight, value: user.user_weight, unit: '' },
    { name: 'height', label: P.height, value: user.user_height, unit: '' },
    { name: 'body fat', label: P.bodyFat, value: user.user_body_fat, unit: percent(user.user_body_fat) },
  ];
  return (
    <>
      {user.user_bio && (
        <div className={styles.section}>
          <SafeHtml className={styles.bio} html={user.user_bio} />
        </div>
      )}
      <dl className={styles.body}>
        {fields.map((f) => (
          <div key={f.name} className={styles.bodyItem}>
            <dt>{f.label}</dt>
            <dd>{shownValue(f.value, f.unit)}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

function Profile({ user, own, onClose }: { user: PublicUser; own: boolean; onClose: () => void }) {
  return (
    <>
      <div className={styles.head}>
        <Img className={styles.avatar} src={uploadUrl('users/profile', user.user_profile_image)} alt="" fallback="avatar" shape="round" width={52} height={52} />
        <div className={styles.headText}>
          <p className={styles.name}>{user.user_name}</p>
          <RankBadge rank={user.user_rank} score={user.user_score} />
        </div>
      </div>
      <div className={styles.stats}>
        <div className={styles.stat}>
          <span className={styles.statValue}>{user.private ? '–' : formatNumber(user.total_follower)}</span>
          <span className={styles.statLabel}>Followers</span>
        </div>
        <div className={styles.stat}>
          <span className={styles.statValue}>{user.private ? '–' : formatNumber(user.total_followed)}</span>
          <span className={styles.statLabel}>Followed</span>
        </div>
        <div className={styles.stat}>
          <span className={styles.statValue}>{formatNumber(user.user_score)}</span>
          <span className={styles.statLabel}>Karma</span>
        </div>
      </div>
      <PersonalFields user={user} />
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

/** The open popover next to its trigger (anchored to the trigger button, which UserQuickView owns). */
export default function QuickViewPopover({
  userName,
  anchor,
  open,
  onOpenChange,
}: {
  userName: string;
  anchor: RefObject<HTMLButtonElement | null>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const me = useSession((s) => s.user);
  const close = () => onOpenChange(false);
  const outside = useRef({ any: false, pointer: false });
  const signedIn = !!me;
  // Loaded on the first open (signed in), kept for the next ones.
  const profile = useCallQuery('Get_User', open && signedIn ? { user_name: userName } : null);
  const user: PublicUser | null = profile.data?.data ?? null;
  const own = !!me && (me.user_name === userName || (user ? me.user_id === user.user_id : false));

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchor as RefObject<HTMLButtonElement>} />
      <Popover.Portal>
        <Popover.Content
          aria-label={`${userName} quick view`}
          className={styles.popover}
          side="bottom"
          align="start"
          sideOffset={8}
          collisionPadding={8}
          // As Radix's own Trigger: a press on the trigger is not a press outside (the trigger toggles
          // the popover itself); after a press or focus elsewhere the focus stays where it went.
          onInteractOutside={(e) => {
            const original = e.detail.originalEvent.type;
            if (e.target instanceof Node && anchor.current?.contains(e.target)) e.preventDefault();
            else if (original === 'focusin' && outside.current.pointer) e.preventDefault();
            else {
              outside.current.any = true;
              if (original === 'pointerdown') outside.current.pointer = true;
            }
          }}
          // Escape or a choice inside: the focus goes back to the trigger.
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            if (!outside.current.any) anchor.current?.focus();
            outside.current = { any: false, pointer: false };
          }}
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

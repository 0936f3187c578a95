import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import clsx from 'clsx';
import { MSG, type ProfileMenuItem, type ProfileUser } from '@ironscore/contract';
import { uploadUrl } from '@ironscore/api';
import { useSession } from '@ironscore/session';
import { Dot } from './Badge';
import { Img } from './Img';
import { Placeholder } from './Placeholder';
import { RankBadge } from './RankBadge';
import { VisuallyHidden } from './VisuallyHidden';
import styles from './ProfileFrame.module.css';

export interface ProfileFrameProps {
  /** The signed-in user (Get_Profile); null while it loads. */
  profile: ProfileUser | null;
  /** The profile menu of the signed-in user (packages/host useProfileMenu: composed from every remote's profile pages). */
  menu: readonly ProfileMenuItem[];
  /** The page's slug of /profile/{slug}: its menu item is marked. */
  slug: string;
  /** The page titles itself with a visible h1; otherwise the frame gives it a hidden one (the menu label). */
  ownHeading?: boolean;
  children: ReactNode;
}

/**
 * The profile area of every account type (spec/2 §2.1): sidebar with avatar, full name, @username
 * and rank (hover "Karma Point : {score}"), the menu of the account type with the unread marker on
 * Messages, and the page beside it (below it on small screens). The member pages and messages
 * (mfe-profile) and the source and brand pages (mfe-business) render their pages in it.
 */
export function ProfileFrame({ profile, menu, slug, ownHeading = false, children }: ProfileFrameProps) {
  const hasUnread = useSession((s) => s.unread.length > 0);
  const items = profile ? menu : [];
  const section = items.find((item) => item.slug === slug)?.label;
  return (
    <div className={styles.frame}>
      <aside className={styles.sidebar} aria-label="Profile">
        {profile ? (
          <div className={styles.identity}>
            <Img src={uploadUrl('users/profile', profile.user_profile_image)} alt="" fallback="avatar" width={64} height={64} className={styles.avatar} />
            <div className={styles.names}>
              <strong className={styles.fullName}>{profile.user_fullname || profile.user_name}</strong>
              <span className={styles.userName}>@{profile.user_name}</span>
              <RankBadge rank={profile.user_rank} score={profile.user_score} />
            </div>
          </div>
        ) : (
          <Placeholder variant="avatar" count={1} />
        )}
        <nav className={styles.menu} aria-label="Profile menu">
          {items.map((item) => (
            <NavLink key={item.to} to={item.to} className={({ isActive }) => clsx(styles.link, (isActive || (item.slug !== undefined && item.slug === slug)) && styles.active)}>
              {item.label}
              {item.marker === 'unread' && hasUnread && <Dot tone="accent" label="Unread messages" data-marker="unread" />}
            </NavLink>
          ))}
        </nav>
      </aside>
      <section className={styles.main}>
        {!ownHeading && (
          <VisuallyHidden asChild>
            <h1>{section ?? MSG.profile.area}</h1>
          </VisuallyHidden>
        )}
        {children}
      </section>
    </div>
  );
}

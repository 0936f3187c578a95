/**
 * The community menu row (spec/2 §2.2): Home, the joined communities and the added hashtags, with
 * scroll arrows; beside it the communities link and the notifications with their count, asked
 * again every 60 seconds (NOTIFICATION_POLL_MS).
 */
import clsx from 'clsx';
import { useRef, type ReactNode } from 'react';
import { Link, NavLink, useLocation, useSearchParams } from 'react-router-dom';
import { MSG, NOTIFICATION_POLL_MS } from '@ironscore/contract';
import { useCallQuery } from '@ironscore/data';
import { hashtagPath } from '../lib/postHtml';
import styles from './Home.module.css';

function MenuLink({ to, active, children }: { to: string; active: boolean; children: ReactNode }) {
  return (
    <Link to={to} className={clsx(styles.menuItem, active && styles.menuActive)} aria-current={active ? 'page' : undefined}>
      {children}
    </Link>
  );
}

export function CommunityMenu() {
  const scroller = useRef<HTMLUListElement>(null);
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const activeTag = pathname === '/community/home' ? params.get('hashtag') : null;
  const joined = useCallQuery('Get_CommunityList', {});
  const token = useCallQuery('Get_UserCommunityToken', {});
  const count = useCallQuery('Get_CommunityNotificationCount', {}, { refetchInterval: NOTIFICATION_POLL_MS });
  const unseen = count.data?.data?.notification_count ?? 0;
  const scroll = (dir: 1 | -1) => scroller.current?.scrollBy({ left: dir * 240, behavior: 'smooth' });
  const itemClass = ({ isActive }: { isActive: boolean }) => clsx(styles.menuItem, isActive && styles.menuActive);

  return (
    <nav className={styles.menu} aria-label="Community menu">
      <button type="button" className={styles.arrow} aria-label="Scroll the menu left" onClick={() => scroll(-1)}>
        ‹
      </button>
      <ul ref={scroller} className={styles.menuRow}>
        <li>
          <MenuLink to="/community/home" active={pathname === '/community/home' && !activeTag}>
            Home
          </MenuLink>
        </li>
        {(joined.data?.data ?? []).map((c) => (
          <li key={c.community_id}>
            <NavLink to={`/community/page/${c.community_id}`} className={itemClass}>
              {c.community_name}
            </NavLink>
          </li>
        ))}
        {(token.data?.data?.hashtags ?? []).map((tag) => (
          <li key={tag}>
            <MenuLink to={hashtagPath(tag)} active={activeTag === tag.toLowerCase()}>
              #{tag}
            </MenuLink>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.arrow} aria-label="Scroll the menu right" onClick={() => scroll(1)}>
        ›
      </button>
      <NavLink to="/community/communitys" className={itemClass}>
        Communities
      </NavLink>
      <NavLink to="/community/notification" className={itemClass} aria-label={`${MSG.labels.notifications}${unseen ? `, ${unseen} new` : ''}`}>
        {MSG.labels.notifications}
        {unseen > 0 && (
          <span className={styles.countBadge} aria-hidden="true" data-testid="notification-count">
            {unseen > 99 ? '99+' : unseen}
          </span>
        )}
      </NavLink>
    </nav>
  );
}

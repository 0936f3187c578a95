import clsx from 'clsx';
import { Link } from 'react-router-dom';
import type { Community } from '@ironscore/contract';
import { excerpt, quantity } from '@ironscore/ui';
import { communityStyleClass } from '../lib/communityStyle';
import styles from './Communities.module.css';

export const communityPath = (id: number) => `/community/page/${id}`;

/** A community in the grid: its colour style, name, members, the start of its description. */
export function CommunityCard({ community }: { community: Community }) {
  return (
    <li className={styles.card}>
      <div className={clsx(styles.cardTop, communityStyleClass(community.community_style))}>
        <h2 className={styles.cardName}>
          <Link to={communityPath(community.community_id)}>{community.community_name}</Link>
        </h2>
        {community.joined_status === 1 && <span className={styles.joined}>Joined</span>}
      </div>
      <p className={styles.cardText}>{excerpt(community.community_description, 110)}</p>
      <p className={styles.cardMembers}>{quantity(community.member_count, 'member')}</p>
    </li>
  );
}

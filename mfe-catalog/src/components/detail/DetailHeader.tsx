import type { ReactNode } from 'react';
import { Img, StarRating } from '@ironscore/ui';
import { VerifiedBadge } from '../VerifiedBadge';
import { EyeIcon, GlobeIcon, MessageSquareIcon } from 'lucide-react';
import { formatCount } from '../../lib/format';
import { hostOf, websiteHref } from '../../lib/links';
import styles from './Detail.module.css';

export interface DetailHeaderProps {
  kicker: string;
  name: string;
  image: string | null;
  rating: number;
  reviews: number;
  views: number;
  verification: unknown;
  website?: string | null;
  /** Favorite and Share buttons. */
  actions?: ReactNode;
  /** Extra line (rank, category). */
  extra?: ReactNode;
}

/** Header of the source and brand pages: logo, name, counts, stars, badge, website, actions. */
export function DetailHeader({ kicker, name, image, rating, reviews, views, verification, website, actions, extra }: DetailHeaderProps) {
  const href = websiteHref(website);
  return (
    <header className={styles.header}>
      <div className={styles.headerLogo}>
        <Img src={image} alt={name} contain width={132} height={132} loading="eager" className={styles.headerImage} />
      </div>
      <div className={styles.headerBody}>
        <span className={styles.kicker}>{kicker}</span>
        <div className={styles.nameRow}>
          <h1 className={styles.name}>{name}</h1>
          <VerifiedBadge status={verification} size="md" />
        </div>
        <div className={styles.ratingRow}>
          <StarRating value={rating} showValue size={22} className={styles.bigStars} />
          <span className={styles.stat}>
            <MessageSquareIcon size={15} /> {formatCount(reviews)} {reviews === 1 ? 'review' : 'reviews'}
          </span>
          <span className={styles.stat}>
            <EyeIcon size={15} /> {formatCount(views)} views
          </span>
        </div>
        {(href || extra) && (
          <div className={styles.metaRow}>
            {href && (
              <a href={href} target="_blank" rel="noopener noreferrer nofollow" className={styles.website}>
                <GlobeIcon size={15} /> {hostOf(website)}
              </a>
            )}
            {extra}
          </div>
        )}
      </div>
      {actions && <div className={styles.headerActions}>{actions}</div>}
    </header>
  );
}

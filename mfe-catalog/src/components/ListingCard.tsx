import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Img, StarRating } from '@ironscore/ui';
import type { BrandCard as BrandCardData, SourceCard as SourceCardData } from '@ironscore/contract';
import { VerifiedBadge } from './VerifiedBadge';
import { BoxIcon, EyeIcon, MessageSquareIcon } from 'lucide-react';
import { brandImage, sourceImage } from '../lib/images';
import { paths } from '../lib/links';
import { formatCount } from '../lib/format';
import styles from './ListingCard.module.css';

interface ListingCardProps {
  to: string;
  name: string;
  image: string | null;
  rating: number;
  verification: unknown;
  /** Line under the name (category). */
  kicker?: ReactNode;
  /** The counts under the stars (products only for a brand). */
  counts: { reviews: number; products?: number; views: number };
  rank?: number;
}

/** A source or brand in a list: logo, name, verification, stars, counts. The whole card is a link. */
function ListingCard({ to, name, image, rating, verification, kicker, counts, rank }: ListingCardProps) {
  return (
    <article className={styles.card}>
      <div className={styles.logoWrap}>
        <Img src={image} alt="" contain width={84} height={84} className={styles.logo} />
        {rank ? <span className={styles.rank}>#{rank}</span> : null}
      </div>
      <div className={styles.body}>
        <div className={styles.titleRow}>
          <h3 className={styles.name}>
            <Link to={to} className={styles.link}>
              {name}
            </Link>
          </h3>
          <VerifiedBadge status={verification} />
        </div>
        {kicker && <div className={styles.kicker}>{kicker}</div>}
        <StarRating value={rating} showValue size={16} />
        <div className={styles.stats}>
          <span title="Reviews">
            <MessageSquareIcon size={14} /> {formatCount(counts.reviews)} reviews
          </span>
          {counts.products !== undefined && (
            <span title="Products">
              <BoxIcon size={14} /> {formatCount(counts.products)} products
            </span>
          )}
          <span title="Views">
            <EyeIcon size={14} /> {formatCount(counts.views)} views
          </span>
        </div>
      </div>
    </article>
  );
}

export function SourceListCard({ source }: { source: SourceCardData }) {
  return (
    <ListingCard
      to={paths.source(source.source_slug_url)}
      name={source.source_name}
      image={sourceImage(source.source_profile_image)}
      rating={source.source_rating}
      verification={source.source_verification_status}
      kicker={source.category_name}
      rank={source.source_ranked}
      counts={{ reviews: source.total_review, views: source.total_views }}
    />
  );
}

export function BrandListCard({ brand }: { brand: BrandCardData }) {
  return (
    <ListingCard
      to={paths.brand(brand.brand_slug_url)}
      name={brand.brand_name}
      image={brandImage(brand.brand_profile_image)}
      rating={brand.brand_rating}
      verification={brand.brand_verification_status}
      rank={brand.brand_ranked}
      counts={{ reviews: brand.total_review, products: brand.total_product, views: brand.total_views }}
    />
  );
}

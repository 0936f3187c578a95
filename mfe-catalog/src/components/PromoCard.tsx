import { Link } from 'react-router-dom';
import { Badge, Img } from '@ironscore/ui';
import type { Promo } from '@ironscore/contract';
import { PromoCountdown } from './PromoCountdown';
import { TagIcon } from 'lucide-react';
import { promoImage } from '../lib/images';
import { paths } from '../lib/links';
import styles from './PromoCard.module.css';

/** Whether a promo carries a coupon code (otherwise it is a plain promotion). */
export const hasCoupon = (promo: Pick<Promo, 'promo_code'>): boolean => !!promo.promo_code && promo.promo_code.trim() !== '';

/**
 * A promo: image, coupon code or 'Promotion' badge, countdown to its end date, name, source.
 * `priority`: the list's first card, whose image is likely the page's largest above the fold (Img).
 */
export function PromoCard({ promo, priority }: { promo: Promo; priority?: boolean }) {
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <Img src={promoImage(promo.promo_image)} alt="" sizes="(max-width: 575.98px) 50vw, 300px" width={300} height={188} priority={priority} className={styles.image} />
        <div className={styles.flags}>
          {hasCoupon(promo) ? (
            <Badge tone="accent" solid icon={<TagIcon size={12} />} className={styles.code}>
              {promo.promo_code}
            </Badge>
          ) : (
            <Badge tone="info" solid>
              Promotion
            </Badge>
          )}
        </div>
        <PromoCountdown end={promo.promo_end_date} className={styles.countdown} />
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link to={paths.promo(promo.promo_slug_url)} className={styles.link}>
            {promo.promo_name}
          </Link>
        </h3>
        {promo.source_name && <span className={styles.source}>by {promo.source_name}</span>}
      </div>
    </article>
  );
}

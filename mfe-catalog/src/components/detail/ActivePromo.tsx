import { Link } from 'react-router-dom';
import { Badge, Img } from '@ironscore/ui';
import { MSG, type Promo } from '@ironscore/contract';
import { PromoCountdown } from '../PromoCountdown';
import { hasCoupon } from '../PromoCard';
import { TagIcon } from 'lucide-react';
import { promoImage } from '../../lib/images';
import { paths } from '../../lib/links';
import styles from './Detail.module.css';

/** The source's active promo, shown on top of its page. */
export function ActivePromoBanner({ promo }: { promo: Promo }) {
  return (
    <aside className={styles.promoBanner} aria-label="Active promotion">
      <Img src={promoImage(promo.promo_image)} alt="" width={64} height={48} className={styles.promoBannerImage} />
      <div className={styles.promoBannerBody}>
        <span className={styles.promoBannerKicker}>Active promotion</span>
        <Link to={paths.promo(promo.promo_slug_url)} className={styles.promoBannerName}>
          {promo.promo_name}
        </Link>
      </div>
      <div className={styles.promoBannerSide}>
        {hasCoupon(promo) ? (
          <span className={styles.promoBannerCode} title={MSG.catalogue.couponCode}>
            <TagIcon size={14} /> {promo.promo_code}
          </span>
        ) : (
          <Badge tone="info" solid size="md">
            {MSG.catalogue.promotion}
          </Badge>
        )}
        <PromoCountdown end={promo.promo_end_date} />
      </div>
    </aside>
  );
}

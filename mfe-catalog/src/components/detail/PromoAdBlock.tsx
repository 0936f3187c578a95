import { Link } from 'react-router-dom';
import { Badge, Img } from '@ironscore/ui';
import { MSG, type Promo } from '@ironscore/contract';
import { PromoCountdown } from '../PromoCountdown';
import { hasCoupon } from '../PromoCard';
import { useCallQuery } from '@ironscore/data';
import { promoImage } from '../../lib/images';
import { paths } from '../../lib/links';
import styles from './PromoAdBlock.module.css';

const AD_COUNT = 2;

/**
 * The promo ad block of the detail side column: the listing's own further promos first, then the
 * site's most popular promos (Get_TopPromos), up to two.
 */
export function PromoAdBlock({ sourcePromos = [], excludeIds = [] }: { sourcePromos?: Promo[]; excludeIds?: number[] }) {
  const top = useCallQuery('Get_TopPromos', {});
  const seen = new Set<number>(excludeIds);
  const ads: Promo[] = [];
  for (const p of [...sourcePromos, ...(top.data?.data ?? [])]) {
    if (ads.length >= AD_COUNT || seen.has(p.promo_id)) continue;
    seen.add(p.promo_id);
    ads.push(p);
  }
  if (ads.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="promo-ads">
      <div className={styles.head}>
        <h2 id="promo-ads" className={styles.title}>
          {MSG.catalogue.promotionsAds}
        </h2>
        <Link to={paths.promos()} className={styles.all}>
          All promos →
        </Link>
      </div>
      <ul className={styles.list}>
        {ads.map((p) => (
          <li key={p.promo_id} className={styles.ad}>
            <Img src={promoImage(p.promo_image)} alt="" width={88} height={66} className={styles.image} />
            <div className={styles.body}>
              <Link to={paths.promo(p.promo_slug_url)} className={styles.name}>
                {p.promo_name}
              </Link>
              <div className={styles.meta}>
                {hasCoupon(p) ? (
                  <span className={styles.code}>{p.promo_code}</span>
                ) : (
                  <Badge tone="info">{MSG.catalogue.promotion}</Badge>
                )}
                <PromoCountdown end={p.promo_end_date} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

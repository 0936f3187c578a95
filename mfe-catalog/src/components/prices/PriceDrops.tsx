/**
 * "Price drops" (issue 25, home page and price matcher): the products whose in-stock offer is the
 * furthest under its own 30-day median (Get_PriceDrops, thresholds in the contract's DEAL_RULES),
 * each with the "Good deal" badge and the drop in %. Visitors: price and seller blurred ($0.00)
 * like every price (spec/1 §4).
 */
import { Link } from 'react-router-dom';
import { Badge, Blurred, Img, Placeholder } from '@ironscore/ui';
import { useSession } from '@ironscore/session';
import { useCallQuery } from '@ironscore/data';
import { DEAL_RULES, MSG, type PriceDrop } from '@ironscore/contract';
import { TrendingDownIcon } from 'lucide-react';
import { Section } from '../Section';
import { EmptyText } from '../Page';
import { HIDDEN_PRICE } from '../PriceOffers';
import { paths } from '../../lib/links';
import { productImage } from '../../lib/images';
import { formatUsd } from '../../lib/format';
import { useLater } from '../../lib/later';
import styles from './PriceDrops.module.css';

/** Placeholder cards while the list loads. */
export const PRICE_DROP_PLACEHOLDERS = 4;

export function PriceDrops() {
  const signedIn = useSession((s) => s.user !== null);
  const drops = useCallQuery('Get_PriceDrops', { limit: DEAL_RULES.dropListSize });
  const later = useLater(drops.data);
  const items = later.data?.data ?? [];
  return (
    <Section
      id="price-drops"
      title={MSG.prices.priceDrops}
      subtitle={`In stock and at least ${DEAL_RULES.minPercentUnder}% under their own ${DEAL_RULES.medianDays}-day median price`}
    >
      {drops.isPending || later.pending ? (
        <div className={styles.grid}>
          <Placeholder count={PRICE_DROP_PLACEHOLDERS} className={styles.skeleton} />
        </div>
      ) : items.length === 0 ? (
        <EmptyText>{MSG.prices.noDrops}</EmptyText>
      ) : (
        <ul className={styles.grid} aria-labelledby="price-drops">
          {items.map((d) => (
            <DropCard key={d.product_id} drop={d} signedIn={signedIn} />
          ))}
        </ul>
      )}
    </Section>
  );
}

function DropCard({ drop, signedIn }: { drop: PriceDrop; signedIn: boolean }) {
  return (
    <li className={styles.card} data-testid="price-drop">
      <Img src={productImage(drop.product_image)} alt="" contain width={72} height={72} className={styles.image} />
      <div className={styles.body}>
        <span className={styles.brand}>{drop.brand_name}</span>
        <Link to={paths.product(drop.brand_slug_url, drop.product_slug_url)} className={styles.name}>
          {drop.product_name}
        </Link>
        <span className={styles.badges}>
          <Badge tone="accent" solid data-testid="good-deal">
            {MSG.prices.goodDeal}
          </Badge>
          <span className={styles.drop}>
            <TrendingDownIcon size={14} aria-hidden="true" /> {Math.round(drop.deal_percent)}% under its 30-day median
          </span>
        </span>
        <span className={styles.price}>
          {signedIn ? (
            <>
              <strong>{formatUsd(drop.sale_price)}</strong> <s className={styles.was}>{formatUsd(drop.median_30d)}</s>
              <span className={styles.seller}> at {drop.source_name}</span>
            </>
          ) : (
            <Blurred inline>
              <strong>{HIDDEN_PRICE}</strong>
            </Blurred>
          )}
        </span>
      </div>
    </li>
  );
}

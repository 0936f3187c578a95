import { StarRating, formatRating, clampRating } from '@ironscore/ui';
import styles from './Detail.module.css';

/** The five sub-ratings of a source (Contact, Delivery, Quality, Pricing, Support). */
export function SubRatings({ ratings }: { ratings: { label: string; value: number }[] }) {
  return (
    <ul className={styles.subRatings}>
      {ratings.map((r) => (
        <li key={r.label} className={styles.subRating}>
          <span className={styles.subLabel}>{r.label}</span>
          <span className={styles.subBar} aria-hidden="true">
            <span style={{ width: `${(clampRating(r.value) / 5) * 100}%` }} />
          </span>
          <StarRating value={r.value} size={13} />
          <span className={styles.subValue}>{formatRating(r.value)}</span>
        </li>
      ))}
    </ul>
  );
}

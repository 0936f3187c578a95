import { PRODUCT_FEATURE_LABELS, PRODUCT_FEATURE_LEVEL_KEYS, type ProductFeatures } from '@ironscore/contract';
import clsx from 'clsx';
import { DataTable } from '@ironscore/ui';
import styles from './FeaturesTable.module.css';

/** Readable labels of the product_features_* keys (from the contract). */
export const FEATURE_LABELS = PRODUCT_FEATURE_LABELS;

const ORDER = Object.keys(FEATURE_LABELS) as (keyof typeof FEATURE_LABELS)[];
const LEVEL_KEYS = new Set<string>(PRODUCT_FEATURE_LEVEL_KEYS);

const levelClass = (value: string) => {
  switch (value.toUpperCase()) {
    case 'NO':
    case 'LOW':
      return styles.good;
    case 'YES':
    case 'HIGH':
      return styles.bad;
    default:
      return styles.neutral;
  }
};

/** The product's features table (every key; '-' when not given). */
export function FeaturesTable({ features }: { features: Partial<ProductFeatures> | null | undefined }) {
  const f = (features ?? {}) as Record<string, string | undefined>;
  return (
    <DataTable look="striped">
      {ORDER.map((key) => {
        const raw = (f[key] ?? '-').toString().trim() || '-';
        return (
          <tr key={key}>
            <th scope="row">{FEATURE_LABELS[key]}</th>
            <td>
              {LEVEL_KEYS.has(key) && raw !== '-' ? (
                <span className={clsx(styles.level, levelClass(raw))}>{raw}</span>
              ) : (
                <span className={raw === '-' ? styles.dash : styles.value}>{raw}</span>
              )}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}

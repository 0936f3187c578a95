import { useId, useState, type ReactNode } from 'react';
import { RATING_FILTERS } from '@ironscore/contract';
import clsx from 'clsx';
import { FunnelIcon } from 'lucide-react';
import { readInt, type ListQuery } from '../lib/query';
import styles from './FilterPanel.module.css';

export const ratingLabel = (r: number) => (r === 0 ? 'Any' : `${r.toFixed(1)}+`);

/** The FILTER card of the sources and brands lists; folds into a toggle on small screens. */
export function FilterPanel({ children, title = 'FILTER' }: { children: ReactNode; title?: string }) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <aside className={styles.panel} aria-label="Filters">
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((o) => !o)}
      >
        <FunnelIcon size={16} /> {title}
        <span className={styles.chevron} aria-hidden="true">
          {open ? '−' : '+'}
        </span>
      </button>
      <h2 className={styles.title}>
        <FunnelIcon size={16} /> {title}
      </h2>
      <div id={bodyId} className={clsx(styles.body, open && styles.open)}>
        {children}
      </div>
    </aside>
  );
}

export function FilterGroup({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <div className={styles.group} role="group" aria-labelledby={id}>
      <h3 id={id} className={styles.groupLabel}>
        {label}
      </h3>
      {children}
    </div>
  );
}

/** Rating filter buttons Any, 2.0+, 3.0+, 4.0+ (RATING_FILTERS). */
export function RatingFilter({ value, onChange }: { value: number; onChange: (rating: number) => void }) {
  return (
    <FilterGroup label="Rating">
      <div className={styles.ratingButtons}>
        {RATING_FILTERS.map((r) => (
          <button
            key={r}
            type="button"
            className={clsx(styles.option, r === value && styles.selected)}
            aria-pressed={r === value}
            onClick={() => r !== value && onChange(r)}
          >
            {r > 0 && (
              <span className={styles.star} aria-hidden="true">
                ★
              </span>
            )}
            {ratingLabel(r)}
          </button>
        ))}
      </div>
    </FilterGroup>
  );
}

/** The 'Verified Source' / 'Verified Brand' status checkbox. */
export function VerifiedFilter({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <FilterGroup label="Status">
      <label className={styles.check}>
        <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
        <span className={styles.box} aria-hidden="true" />
        {label}
      </label>
    </FilterGroup>
  );
}

/** Category list filter: All plus the fetched categories. */
export function CategoryFilter({
  categories,
  value,
  onChange,
}: {
  categories: { id: number; name: string }[];
  value: number;
  onChange: (id: number) => void;
}) {
  return (
    <FilterGroup label="Categories">
      <div className={styles.categoryList}>
        {[{ id: 0, name: 'All' }, ...categories].map((c) => (
          <button
            key={c.id}
            type="button"
            className={clsx(styles.category, c.id === value && styles.categorySelected)}
            aria-pressed={c.id === value}
            onClick={() => c.id !== value && onChange(c.id)}
          >
            {c.name}
          </button>
        ))}
      </div>
    </FilterGroup>
  );
}

/** The rating and verification filters of a list as its address holds them ('rating', 'verified=1'). */
export function ratingAndVerified(query: ListQuery): { rating: number; verified: boolean } {
  const rating = readInt(query.get('rating'), 0, 0);
  return { rating: (RATING_FILTERS as readonly number[]).includes(rating) ? rating : 0, verified: query.get('verified') === '1' };
}

/** The Rating and Verified filters of the sources and brands lists; a change is written to the address. */
export function RatingAndVerifiedFilters({ query, verifiedLabel }: { query: ListQuery; verifiedLabel: string }) {
  const { rating, verified } = ratingAndVerified(query);
  return (
    <>
      <RatingFilter value={rating} onChange={(r) => query.setFilters({ rating: r || null })} />
      <VerifiedFilter label={verifiedLabel} checked={verified} onChange={(v) => query.setFilters({ verified: v ? 1 : null })} />
    </>
  );
}

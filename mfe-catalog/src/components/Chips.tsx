import type { ReactNode } from 'react';
import clsx from 'clsx';
import styles from './Chips.module.css';

export interface ChipOption<V extends string | number> {
  value: V;
  label: ReactNode;
}

/** A row of toggle buttons of which one is selected (category and rating filters). */
export function Chips<V extends string | number>({
  label,
  options,
  value,
  onChange,
  tone = 'light',
  className,
  stacked,
}: {
  label: string;
  options: ChipOption<V>[];
  value: V;
  onChange: (value: V) => void;
  tone?: 'light' | 'dark';
  className?: string;
  /** Wrap as a vertical list on wide screens (filter side panel). */
  stacked?: boolean;
}) {
  return (
    <div role="group" aria-label={label} className={clsx(styles.chips, tone === 'dark' && styles.dark, stacked && styles.stacked, className)}>
      {options.map((o) => (
        <button
          key={String(o.value)}
          type="button"
          className={clsx(styles.chip, o.value === value && styles.selected)}
          aria-pressed={o.value === value}
          onClick={() => o.value !== value && onChange(o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

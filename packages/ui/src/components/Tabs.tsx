import clsx from 'clsx';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Tabs.module.css';

export interface TabItem<T extends string = string> {
  id: T;
  label: ReactNode;
  disabled?: boolean;
}

export interface TabsProps<T extends string = string> {
  tabs: ReadonlyArray<TabItem<T>>;
  value: T;
  onChange: (id: T) => void;
  /** Underlined tabs (default) or pill filter buttons. */
  variant?: 'line' | 'pills';
  /** Accessible name of the tab list. */
  label?: string;
  /** The panel of the active tab. */
  children?: ReactNode;
  className?: string;
}

/** Controlled tabs with arrow-key navigation; renders the active panel passed as children. */
export function Tabs<T extends string = string>({ tabs, value, onChange, variant = 'line', label, children, className }: TabsProps<T>) {
  const base = useId().replace(/:/g, '');
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const enabled = tabs.map((t, i) => (t.disabled ? -1 : i)).filter((i) => i >= 0);

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const pos = enabled.indexOf(index);
    let target: number | undefined;
    if (e.key === 'ArrowRight') target = enabled[(pos + 1) % enabled.length];
    else if (e.key === 'ArrowLeft') target = enabled[(pos - 1 + enabled.length) % enabled.length];
    else if (e.key === 'Home') target = enabled[0];
    else if (e.key === 'End') target = enabled[enabled.length - 1];
    if (target === undefined) return;
    e.preventDefault();
    refs.current[target]?.focus();
    onChange(tabs[target].id);
  };

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className={clsx(styles.tabs, variant === 'pills' && styles.pills)}>
        {tabs.map((tab, i) => {
          const active = tab.id === value;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={children !== undefined ? `${base}-panel` : undefined}
              tabIndex={active ? 0 : -1}
              disabled={tab.disabled}
              className={clsx(styles.tab, active && styles.active)}
              onClick={() => onChange(tab.id)}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {children !== undefined && (
        <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${value}`} tabIndex={0} className={styles.panel}>
          {children}
        </div>
      )}
    </div>
  );
}

import clsx from 'clsx';
import { Tabs as Radix } from 'radix-ui';
import type { ReactNode } from 'react';
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

/**
 * Controlled tabs (Radix Tabs): arrow keys, Home and End move between the enabled tabs and select
 * them; renders the active panel passed as children.
 */
export function Tabs<T extends string = string>({ tabs, value, onChange, variant = 'line', label, children, className }: TabsProps<T>) {
  return (
    <Radix.Root value={value} onValueChange={(id) => onChange(id as T)} className={className} activationMode="automatic">
      <Radix.List aria-label={label} className={clsx(styles.tabs, variant === 'pills' && styles.pills)}>
        {tabs.map((tab) => (
          <Radix.Trigger key={tab.id} value={tab.id} disabled={tab.disabled} className={clsx(styles.tab, tab.id === value && styles.active)}>
            {tab.label}
          </Radix.Trigger>
        ))}
      </Radix.List>
      {children !== undefined && (
        <Radix.Content value={value} className={styles.panel}>
          {children}
        </Radix.Content>
      )}
    </Radix.Root>
  );
}

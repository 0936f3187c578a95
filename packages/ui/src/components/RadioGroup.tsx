import clsx from 'clsx';
import { RadioGroup as Radix } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { useFieldControl } from './Form';
import styles from './Form.module.css';

export interface RadioGroupProps {
  /** The group's legend. */
  label?: ReactNode;
  name?: string;
  options: ReadonlyArray<{ value: string; label: ReactNode; disabled?: boolean }>;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  disabled?: boolean;
  /** Options side by side on wide screens. */
  columns?: 1 | 2;
  className?: string;
  /** Class of each option row (and `checkedClassName` of the chosen one). */
  optionClassName?: string;
  checkedClassName?: string;
}

/** One of a few options (Radix RadioGroup: roving focus, arrow keys, one tab stop). */
export function RadioGroup({ label, name, options, value, onChange, invalid, disabled, columns = 1, className, optionClassName, checkedClassName }: RadioGroupProps) {
  const labelId = useId();
  const control = useFieldControl({ invalid });
  return (
    <div className={clsx(styles.radioGroup, className)}>
      {label && (
        <span id={labelId} className={styles.legend}>
          {label}
        </span>
      )}
      <Radix.Root
        name={name}
        value={value}
        onValueChange={onChange}
        disabled={disabled}
        aria-labelledby={label ? labelId : undefined}
        aria-describedby={control['aria-describedby']}
        aria-invalid={control['aria-invalid']}
        className={clsx(styles.radioOptions, columns === 2 && styles.radioColumns)}
      >
        {options.map((o) => {
          const id = `${labelId}-${o.value}`;
          return (
            <label key={o.value} htmlFor={id} className={clsx(styles.check, optionClassName, value === o.value && checkedClassName, (disabled || o.disabled) && styles.checkDisabled)}>
              <Radix.Item id={id} value={o.value} disabled={o.disabled} className={clsx(styles.checkInput, styles.radio, control.invalid && styles.invalid)} data-checked={value === o.value || undefined} />
              <span>{o.label}</span>
            </label>
          );
        })}
      </Radix.Root>
    </div>
  );
}

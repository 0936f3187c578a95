import clsx from 'clsx';
import {
  createContext,
  useContext,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styles from './Form.module.css';

interface FieldContextValue {
  id: string;
  describedBy?: string;
  invalid: boolean;
  required?: boolean;
}

const FieldContext = createContext<FieldContextValue | null>(null);

/** id, aria-describedby and aria-invalid of the control inside a FormField. */
export function useFieldControl(props: { id?: string; invalid?: boolean; 'aria-describedby'?: string }) {
  const field = useContext(FieldContext);
  const invalid = props.invalid ?? field?.invalid ?? false;
  return {
    id: props.id ?? field?.id,
    'aria-invalid': invalid || undefined,
    'aria-describedby': clsx(props['aria-describedby'], field?.describedBy) || undefined,
    invalid,
  };
}

export interface FormFieldProps {
  label?: ReactNode;
  /** Error text under the control; marks the control invalid. */
  error?: string | null | false;
  /** Help text under the control (e.g. "200x200 px"). */
  hint?: ReactNode;
  required?: boolean;
  /** id for the control; generated when absent. */
  id?: string;
  className?: string;
  /** The control: TextInput, TextArea, Select, CodeInput, StarInput… */
  children: ReactNode;
}

/** Label + control slot + hint + error text, wired for screen readers. */
export function FormField({ label, error, hint, required, id, className, children }: FormFieldProps) {
  const auto = useId();
  const controlId = id ?? `f${auto.replace(/:/g, '')}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={clsx(styles.field, className)}>
      {label && (
        <label className={styles.label} htmlFor={controlId}>
          {label}
          {required && (
            <span className={styles.required} aria-hidden="true">
              *
            </span>
          )}
        </label>
      )}
      <FieldContext.Provider value={{ id: controlId, describedBy: clsx(hintId, errorId) || undefined, invalid: !!error, required }}>
        {children}
      </FieldContext.Provider>
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

export interface TextInputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function TextInput({ invalid, className, id, ref, type = 'text', ...rest }: TextInputProps) {
  const control = useFieldControl({ id, invalid, 'aria-describedby': rest['aria-describedby'] });
  return (
    <input
      ref={ref}
      type={type}
      {...rest}
      id={control.id}
      aria-invalid={control['aria-invalid']}
      aria-describedby={control['aria-describedby']}
      className={clsx(styles.control, control.invalid && styles.invalid, className)}
    />
  );
}

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  invalid?: boolean;
  /** Show "n / maxLength" under the field (when maxLength is set). */
  showCount?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextArea({ invalid, className, id, ref, showCount, ...rest }: TextAreaProps) {
  const control = useFieldControl({ id, invalid, 'aria-describedby': rest['aria-describedby'] });
  const length = typeof rest.value === 'string' ? rest.value.length : 0;
  return (
    <>
      <textarea
        ref={ref}
        {...rest}
        id={control.id}
        aria-invalid={control['aria-invalid']}
        aria-describedby={control['aria-describedby']}
        className={clsx(styles.control, styles.textarea, control.invalid && styles.invalid, className)}
      />
      {showCount && rest.maxLength !== undefined && (
        <span className={clsx(styles.counter, length > rest.maxLength && styles.counterOver)} aria-live="polite">
          {length} / {rest.maxLength}
        </span>
      )}
    </>
  );
}

export interface SelectOption {
  value: string | number;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  options?: ReadonlyArray<SelectOption>;
  /** A first, empty option ("Select..."). */
  placeholder?: string;
  invalid?: boolean;
  children?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

export function Select({ options, placeholder, invalid, className, id, ref, children, ...rest }: SelectProps) {
  const control = useFieldControl({ id, invalid, 'aria-describedby': rest['aria-describedby'] });
  return (
    <select
      ref={ref}
      {...rest}
      id={control.id}
      aria-invalid={control['aria-invalid']}
      aria-describedby={control['aria-describedby']}
      className={clsx(styles.control, styles.select, control.invalid && styles.invalid, className)}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options?.map((o) => (
        <option key={o.value} value={o.value} disabled={o.disabled}>
          {o.label}
        </option>
      ))}
      {children}
    </select>
  );
}

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** Label text next to the box. */
  label?: ReactNode;
  invalid?: boolean;
  /** A toggle switch look (notification settings). */
  switch?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, invalid, switch: asSwitch, className, id, ref, disabled, ...rest }: CheckboxProps) {
  const control = useFieldControl({ id, invalid, 'aria-describedby': rest['aria-describedby'] });
  return (
    <label className={clsx(styles.check, disabled && styles.checkDisabled, className)}>
      <input
        ref={ref}
        type="checkbox"
        role={asSwitch ? 'switch' : undefined}
        {...rest}
        disabled={disabled}
        id={control.id}
        aria-invalid={control['aria-invalid']}
        aria-describedby={control['aria-describedby']}
        className={clsx(asSwitch ? styles.switch : styles.checkInput, control.invalid && styles.invalid)}
      />
      {label && <span>{label}</span>}
    </label>
  );
}

export interface RadioProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label?: ReactNode;
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** One radio; an invalid choice is announced by its group (aria-invalid is not a property of a radio). */
export function Radio({ label, invalid, className, ref, disabled, ...rest }: RadioProps) {
  return (
    <label className={clsx(styles.check, disabled && styles.checkDisabled, className)}>
      <input
        ref={ref}
        type="radio"
        {...rest}
        disabled={disabled}
        className={clsx(styles.checkInput, styles.radio, invalid && styles.invalid)}
      />
      {label && <span>{label}</span>}
    </label>
  );
}

/**
 * Field components of the form layer: each binds one field of the surrounding <Form> (react-hook-form
 * context) to a control of this package inside a FormField (label, hint, error wired for screen
 * readers). Changing a field clears its own error and the server notice above the buttons.
 */
import clsx from 'clsx';
import type { FormEvent, FormHTMLAttributes, InputHTMLAttributes, KeyboardEventHandler, ReactNode } from 'react';
import type * as v from 'valibot';
import { FormProvider, useController, useFormContext, useFormState, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { CodeInput } from '../components/CodeInput';
import { FileInput, type FileInputProps } from '../components/FileInput';
import { Checkbox, FormField, Select, TextArea, TextInput, type SelectOption } from '../components/Form';
import { RadioGroup } from '../components/RadioGroup';
import { StarInput } from '../components/StarInput';
import { SERVER_NOTICE, type ContractForm } from './useContractForm';
import styles from './Form.module.css';

/** A <form> (noValidate) that provides `form` to the fields inside and submits through `onSubmit`. */
export function Form({
  form,
  onSubmit,
  className,
  children,
  ...rest
}: {
  /** What useContractForm returned. */
  form: UseFormReturn<FieldValues, unknown, FieldValues> | ContractForm<v.GenericSchema> | object;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  className?: string;
  children: ReactNode;
} & Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'>) {
  return (
    <FormProvider {...(form as UseFormReturn<FieldValues, unknown, FieldValues>)}>
      <form className={className} noValidate onSubmit={onSubmit} {...rest}>
        {children}
      </form>
    </FormProvider>
  );
}

/** The bound value, its error, and a change function that also clears the field's error and the notice. */
function useBound<T>(name: string) {
  const { control, clearErrors } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const change = (value: T) => {
    field.onChange(value);
    clearErrors([name, 'root']);
  };
  return { value: field.value as T, change, error: fieldState.error?.message, field };
}

interface FieldBase {
  name: string;
  label?: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  id?: string;
  className?: string;
}

export type TextFieldProps = FieldBase &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'id' | 'className'> & { inputClassName?: string };

/** A text input (type text, email, url, password…) bound to `name`. */
export function TextField({ name, label, hint, required, id, className, inputClassName, ...input }: TextFieldProps) {
  const bound = useBound<string>(name);
  return (
    <FormField label={label} hint={hint} required={required} id={id} error={bound.error} className={className}>
      <TextInput
        {...input}
        name={name}
        value={bound.value ?? ''}
        onChange={(e) => bound.change(e.target.value)}
        onBlur={bound.field.onBlur}
        className={inputClassName}
      />
    </FormField>
  );
}

/** A password input bound to `name` (autoComplete new-password unless given). */
export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField autoComplete="new-password" {...props} type="password" />;
}

/** A multi-line text bound to `name`. */
export function TextAreaField({
  name,
  label,
  hint,
  required,
  id,
  className,
  rows = 4,
  placeholder,
  disabled,
  autoFocus,
  'aria-label': ariaLabel,
  'aria-keyshortcuts': keyShortcuts,
  onKeyDown,
}: FieldBase & {
  rows?: number;
  placeholder?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  'aria-label'?: string;
  'aria-keyshortcuts'?: string;
  onKeyDown?: KeyboardEventHandler<HTMLTextAreaElement>;
}) {
  const bound = useBound<string>(name);
  return (
    <FormField label={label} hint={hint} required={required} id={id} error={bound.error} className={className}>
      <TextArea
        name={name}
        rows={rows}
        placeholder={placeholder}
        disabled={disabled}
        autoFocus={autoFocus}
        aria-label={ariaLabel}
        aria-keyshortcuts={keyShortcuts}
        value={bound.value ?? ''}
        onChange={(e) => bound.change(e.target.value)}
        onKeyDown={onKeyDown}
      />
    </FormField>
  );
}

/** The six-box code input bound to `name` (upper-cased by the contract's schema). */
export function CodeField({ name, label, id, codeLabel, autoFocus, className }: FieldBase & { id: string; codeLabel?: string; autoFocus?: boolean }) {
  const bound = useBound<string>(name);
  return (
    <FormField label={label} error={bound.error} id={id} className={className}>
      <CodeInput id={id} label={codeLabel} value={bound.value ?? ''} onChange={bound.change} invalid={!!bound.error} autoFocus={autoFocus} />
    </FormField>
  );
}

/** Whole stars 1–5 bound to `name` (0 = none chosen). */
export function StarsField({ name, label, id, className, starsLabel, size, disabled, after }: FieldBase & {
  starsLabel?: string;
  size?: number;
  disabled?: boolean;
  /** Shown after the stars (e.g. the word for the chosen value). */
  after?: (value: number) => ReactNode;
}) {
  const bound = useBound<number>(name);
  return (
    <FormField label={label} error={bound.error} id={id} className={className}>
      <div className={styles.inline}>
        <StarInput label={starsLabel} value={bound.value ?? 0} onChange={bound.change} invalid={!!bound.error} size={size} disabled={disabled} />
        {after?.(bound.value ?? 0)}
      </div>
    </FormField>
  );
}

/** An image bound to `name`: type and size checked, compressed (1 MB, 1024 px; 1280 for covers). */
export function FileField({ name, label, hint, id, className, onError, ...file }: FieldBase & Omit<FileInputProps, 'value' | 'onChange' | 'invalid'>) {
  const bound = useBound<unknown>(name);
  const { setError } = useFormContext();
  return (
    <FormField label={label} error={bound.error} id={id} className={className}>
      <FileInput
        {...file}
        hint={typeof hint === 'string' ? hint : undefined}
        // Only a chosen File is previewed here; the field may also hold the name of a stored file
        // chosen another way (the setup wizard's screenshot), which the browser cannot preview.
        value={bound.value instanceof Blob ? (bound.value as File) : null}
        // A removed file leaves the field undefined (the contract's optional file), not null.
        onChange={(file) => bound.change(file ?? undefined)}
        invalid={!!bound.error}
        onError={(message) => {
          setError(name, { type: 'file', message });
          onError?.(message);
        }}
      />
    </FormField>
  );
}

/** A native select bound to `name`. */
export function SelectField({ name, label, hint, required, id, className, options, placeholder }: FieldBase & { options: ReadonlyArray<SelectOption>; placeholder?: string }) {
  const bound = useBound<string>(name);
  return (
    <FormField label={label} hint={hint} required={required} id={id} error={bound.error} className={className}>
      <Select name={name} options={options} placeholder={placeholder} value={bound.value ?? ''} onChange={(e) => bound.change(e.target.value)} />
    </FormField>
  );
}

/** One of a few options, as a radio group bound to `name`. */
export function RadioGroupField({ name, label, id, className, options, disabled, columns, optionClassName, checkedClassName }: FieldBase & {
  options: ReadonlyArray<{ value: string; label: ReactNode }>;
  disabled?: boolean;
  columns?: 1 | 2;
  optionClassName?: string;
  checkedClassName?: string;
}) {
  const bound = useBound<string>(name);
  return (
    <FormField error={bound.error} id={id}>
      <RadioGroup
        label={label}
        name={name}
        options={options}
        value={bound.value ?? ''}
        onChange={bound.change}
        invalid={!!bound.error}
        disabled={disabled}
        columns={columns}
        className={className}
        optionClassName={optionClassName}
        checkedClassName={checkedClassName}
      />
    </FormField>
  );
}

/** A checkbox (or `switch`) bound to a boolean `name`. */
export function CheckboxField({ name, label, id, className, switch: asSwitch, disabled }: FieldBase & { switch?: boolean; disabled?: boolean }) {
  const bound = useBound<boolean>(name);
  return (
    <FormField error={bound.error} id={id} className={className}>
      <Checkbox name={name} switch={asSwitch} disabled={disabled} checked={!!bound.value} onChange={(e) => bound.change(e.target.checked)} label={label} />
    </FormField>
  );
}

/** A toggle switch bound to a boolean `name`. */
export function SwitchField(props: Omit<Parameters<typeof CheckboxField>[0], 'switch'>) {
  return <CheckboxField {...props} switch />;
}

/** The server's message of a refused submit (set by `form.failed`), above the buttons. */
export interface CheckboxListOption {
  value: number;
  label: ReactNode;
  /** Options with the same group are shown together under it, with one box for the whole group. */
  group?: string;
}

/**
 * Several boxes bound to one field holding the chosen values (a list of ids): payment methods,
 * countries grouped by continent (a group's box chooses or clears all of its countries; the
 * countries open under it).
 */
export function CheckboxListField({ name, label, className, options, columns = 2 }: Omit<FieldBase, 'hint' | 'id'> & {
  options: ReadonlyArray<CheckboxListOption>;
  columns?: number;
}) {
  const bound = useBound<number[] | string>(name);
  const chosen = new Set(Array.isArray(bound.value) ? bound.value : []);
  const toggle = (values: number[], on: boolean) => {
    const next = new Set(chosen);
    for (const value of values) if (on) next.add(value); else next.delete(value);
    bound.change(options.map((o) => o.value).filter((value) => next.has(value)));
  };
  const groups = new Map<string, CheckboxListOption[]>();
  for (const o of options) groups.set(o.group ?? '', [...(groups.get(o.group ?? '') ?? []), o]);
  const box = (o: CheckboxListOption) => (
    <Checkbox key={o.value} checked={chosen.has(o.value)} onChange={(e) => toggle([o.value], e.target.checked)} label={o.label} />
  );
  return (
    <fieldset className={clsx(styles.checkList, className)} aria-invalid={!!bound.error || undefined}>
      {label && <legend className={styles.checkListLegend}>{label}</legend>}
      {[...groups].map(([group, items]) =>
        group === '' ? (
          <div key="" className={styles.checkListItems} style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
            {items.map(box)}
          </div>
        ) : (
          <div key={group} className={styles.checkListGroup}>
            <Checkbox
              checked={items.every((o) => chosen.has(o.value))}
              ref={(el) => {
                if (el) el.indeterminate = items.some((o) => chosen.has(o.value)) && !items.every((o) => chosen.has(o.value));
              }}
              onChange={(e) => toggle(items.map((o) => o.value), e.target.checked)}
              label={`${group} (${items.filter((o) => chosen.has(o.value)).length}/${items.length})`}
            />
            <details>
              <summary>Countries of {group}</summary>
              <div className={styles.checkListItems} style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
                {items.map(box)}
              </div>
            </details>
          </div>
        ),
      )}
      {bound.error && (
        <span className={styles.checkListError} role="alert">
          {bound.error}
        </span>
      )}
    </fieldset>
  );
}

export function FormNotice({ className, testId = 'form-notice' }: { className?: string; testId?: string }) {
  const { errors } = useFormState();
  const text = (errors.root as Record<string, { message?: string }> | undefined)?.server?.message;
  if (!text) return null;
  return (
    <p className={clsx(styles.notice, className)} role="alert" data-testid={testId}>
      {text}
    </p>
  );
}

export { SERVER_NOTICE };

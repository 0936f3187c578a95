/**
 * The form layer: react-hook-form with the valibot resolver over a form schema of the contract.
 *
 * - Validation runs on submit with the contract's schema (messages verbatim); an invalid submit
 *   shows every field's message and the toast 'Please check all fields!'.
 * - Changing a field clears its own error and the server notice (the field components do it).
 * - `submit(onValid)` runs `onValid` with the schema's OUTPUT (trimmed, coerced) once at a time;
 *   `form.formState.isSubmitting` drives the buttons; a thrown error becomes the toast
 *   '{error} -> Something went wrong, please try again.!'.
 * - `failed(reply)` shows a refused reply: its per-field errors under the fields (`mapKey` renames
 *   payload keys to form keys) and its message above the buttons (`<FormNotice />`), unless that
 *   message is already shown under a field.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useCallback, useRef } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type * as v from 'valibot';
import { MSG } from '@ironscore/contract';
import { toast } from '@ironscore/events';

/** Root error key of the server's message (read by FormNotice). */
export const SERVER_NOTICE = 'root.server' as const;

export interface FailedOptions {
  /** Payload key of a server field error → the form's field name. */
  mapKey?: (key: string) => string;
  /** Fields emptied together with showing the errors (e.g. a wrong code, for the next try). */
  clear?: string[];
}

export interface RefusedReply {
  message?: string;
  errors?: Record<string, string>;
}

export type ContractForm<S extends v.GenericSchema> = UseFormReturn<v.InferInput<S> & FieldValues, unknown, v.InferOutput<S> & FieldValues> & {
  /** An onSubmit handler for <form>: validates, then runs `onValid` with the parsed value. */
  submit: (onValid: (value: v.InferOutput<S>) => Promise<unknown> | unknown) => (event?: { preventDefault?: () => void }) => Promise<void>;
  /** Show a refused reply (message above the buttons, field errors under the fields). */
  failed: (reply: RefusedReply | null | undefined, options?: FailedOptions) => void;
};

export function useContractForm<S extends v.GenericSchema>(schema: S, defaultValues: DefaultValues<v.InferInput<S> & FieldValues>): ContractForm<S> {
  type In = v.InferInput<S> & FieldValues;
  type Out = v.InferOutput<S> & FieldValues;
  const form = useForm<In, unknown, Out>({
    // `raw`: keep the form's own values; onValid gets the schema's output through the resolver.
    resolver: valibotResolver(schema as unknown as Parameters<typeof valibotResolver>[0]) as never,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // Every issue of the schema, so cross-field rules (password confirmation) show beside the
    // field rules in one submit, as the contract's `fieldErrors` does; each field shows its first.
    criteriaMode: 'all',
    shouldFocusError: false,
  });
  const running = useRef(false);

  const submit = useCallback<ContractForm<S>['submit']>(
    (onValid) => async (event) => {
      event?.preventDefault?.();
      if (running.current) return;
      await form.handleSubmit(
        async (value) => {
          running.current = true;
          try {
            await onValid(value as v.InferOutput<S>);
          } catch (err) {
            toast('error', MSG.thrownError(err instanceof Error ? err.message : String(err)));
          } finally {
            running.current = false;
          }
        },
        () => toast('warning', MSG.pleaseCheckAllFields),
      )();
    },
    [form],
  );

  const failed = useCallback<ContractForm<S>['failed']>(
    (reply, { mapKey = (k: string) => k, clear = [] } = {}) => {
      for (const name of clear) form.setValue(name as Path<In>, '' as never);
      const text = reply?.message || MSG.serverConnectionError;
      const fieldMessages: string[] = [];
      for (const [key, message] of Object.entries(reply?.errors ?? {})) {
        form.setError(mapKey(key) as Path<In>, { type: 'server', message });
        fieldMessages.push(message);
      }
      // A message already shown under its field is not repeated above the buttons.
      if (!fieldMessages.includes(text)) form.setError(SERVER_NOTICE, { type: 'server', message: text });
    },
    [form],
  );

  return Object.assign(form, { submit, failed });
}

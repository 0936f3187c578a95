/**
 * State of one form of the popup: values, per-field errors, the server's message, and the
 * in-flight flag (submit buttons are disabled while a call runs).
 *
 * - `validate(schema)` runs the contract's form schema: on failure every field shows its message
 *   and the toast reads 'Please check all fields!'.
 * - `failed(reply)` shows a failed reply: its message above the buttons and its per-field errors
 *   (`mapKey` renames payload keys to form keys).
 * - `run(fn)` sets the in-flight flag; a thrown error becomes the toast
 *   '{error} -> Something went wrong, please try again.!'.
 */
import { useCallback, useRef, useState } from 'react';
import { MSG, TOAST_MS, validateForm } from '@ironscore/contract';
import { toast } from '@ironscore/events';

/** A form schema of the contract and what a successful parse gives. */
type FormSchema = Parameters<typeof validateForm>[0];
type FormOutput<S extends FormSchema> = Extract<ReturnType<typeof validateForm<S>>, { ok: true }>['value'];

export interface Notice {
  kind: 'warning' | 'error' | 'info' | 'success';
  text: string;
}

export interface FailedReply {
  message?: string;
  errors?: Record<string, string>;
}

export function useAuthForm<T extends Record<string, unknown>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  const set = useCallback(<K extends keyof T>(key: K, value: T[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      if (!(key as string in current)) return current;
      const next = { ...current };
      delete next[key as string];
      return next;
    });
    setNotice(null);
  }, []);

  const validate = useCallback(
    <S extends FormSchema>(schema: S, input: unknown = values): FormOutput<S> | null => {
      const result = validateForm(schema, input);
      if (result.ok) {
        setErrors({});
        return result.value;
      }
      setErrors(result.errors);
      setNotice(null);
      toast('warning', result.toast, { ms: TOAST_MS });
      return null;
    },
    [values],
  );

  const failed = useCallback((reply: FailedReply | null | undefined, mapKey: (key: string) => string = (k) => k) => {
    const text = reply?.message || MSG.serverConnectionError;
    const mapped: Record<string, string> = {};
    for (const [key, message] of Object.entries(reply?.errors ?? {})) mapped[mapKey(key)] = message;
    setErrors(mapped);
    // A message already shown under its field is not repeated above the buttons.
    setNotice(Object.values(mapped).includes(text) ? null : { kind: 'warning', text });
  }, []);

  const run = useCallback(async (fn: () => Promise<void>) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    try {
      await fn();
    } catch (err) {
      toast('error', MSG.thrownError(err instanceof Error ? err.message : String(err)), { ms: TOAST_MS });
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }, []);

  return { values, set, setValues, errors, setErrors, notice, setNotice, busy, validate, failed, run };
}

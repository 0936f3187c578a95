import clsx from 'clsx';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { MSG, REPORT_REASONS } from '@ironscore/contract';
import { emit } from '@ironscore/events';
import { Button } from './Button';
import { Radio } from './Form';
import { Modal } from './Modal';
import styles from './Dialogs.module.css';

export type ReportReason = (typeof REPORT_REASONS)[number];

export interface ReportFormProps {
  /**
   * Sends the report. Resolve when done (the dialog then closes); resolve `false` to keep the form
   * open; reject to keep it open and re-enable the button (the caller shows the error dialog).
   */
  onSubmit: (reason: ReportReason) => Promise<unknown>;
  onCancel?: () => void;
  /** Called after a successful submit (ReportDialog closes itself here). */
  onDone?: () => void;
  submitLabel?: string;
  className?: string;
}

/** Radio list of the report reasons; a reason is required ('Please choose a reason for complaint!'). */
export function ReportForm({ onSubmit, onCancel, onDone, submitLabel = 'Send report', className }: ReportFormProps) {
  const name = useId();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    if (!reason) {
      setError(MSG.validation.reportReasonRequired);
      emit('toast', { kind: 'warning', text: MSG.pleaseCheckAllFields });
      return;
    }
    setError(null);
    setSending(true);
    try {
      const result = await onSubmit(reason);
      setSending(false);
      if (result !== false) {
        setReason('');
        onDone?.();
      }
    } catch {
      setSending(false);
    }
  };

  return (
    <form className={className} onSubmit={submit} noValidate>
      <fieldset className={styles.reasons} aria-describedby={error ? `${name}-err` : undefined}>
        <legend className={styles.legend}>Why are you reporting this?</legend>
        {REPORT_REASONS.map((r) => (
          <Radio
            key={r}
            name={name}
            value={r}
            label={r}
            checked={reason === r}
            invalid={!!error}
            className={clsx(styles.reason, reason === r && styles.reasonChecked)}
            onChange={() => {
              setReason(r);
              setError(null);
            }}
          />
        ))}
      </fieldset>
      {error && (
        <p id={`${name}-err`} className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={sending}>
            Cancel
          </Button>
        )}
        <Button type="submit" variant="danger" loading={sending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

export interface ReportDialogProps extends Omit<ReportFormProps, 'onCancel' | 'onDone'> {
  open: boolean;
  onClose: () => void;
  /** Default 'Report review'. */
  title?: string;
}

/** ReportForm in a modal; closes after a successful submit. */
export function ReportDialog({ open, onClose, title = 'Report review', ...form }: ReportDialogProps) {
  const [key, setKey] = useState(0);
  useEffect(() => {
    if (open) setKey((k) => k + 1);
  }, [open]);
  return (
    <Modal open={open} onClose={onClose} title={title} size="sm">
      <ReportForm key={key} {...form} onCancel={onClose} onDone={onClose} />
    </Modal>
  );
}

/**
 * The report form of the report dialogs (loaded when a report dialog opens: ReportDialog.tsx
 * `ReportForm`).
 */
import { REPORT_REASONS, reportForm } from '@ironscore/contract';
import { Form, RadioGroupField } from '../form/fields';
import { useContractForm } from '../form/useContractForm';
import { Button } from './Button';
import type { ReportReason } from './ReportDialog';
import styles from './Dialogs.module.css';

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

const REASON_OPTIONS = REPORT_REASONS.map((r) => ({ value: r, label: r }));

/** Radio list of the report reasons; a reason is required ('Please choose a reason for complaint!'). */
export function ReportForm({ onSubmit, onCancel, onDone, submitLabel = 'Send report', className }: ReportFormProps) {
  const form = useContractForm(reportForm, { report_reason: '' as ReportReason });
  const sending = form.formState.isSubmitting;
  const submit = form.submit(async ({ report_reason }) => {
    try {
      if ((await onSubmit(report_reason)) !== false) {
        form.reset();
        onDone?.();
      }
    } catch {
      // The caller showed the error; the form stays open with its button enabled.
    }
  });
  return (
    <Form form={form} onSubmit={submit} className={className}>
      <RadioGroupField
        name="report_reason"
        label="Why are you reporting this?"
        options={REASON_OPTIONS}
        className={styles.reasons}
        optionClassName={styles.reason}
        checkedClassName={styles.reasonChecked}
      />
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
    </Form>
  );
}

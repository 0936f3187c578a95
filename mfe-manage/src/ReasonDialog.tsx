/** Asks for the reason of a decision (Reject, Remove, Suspend); the server requires it too. */
import { useState } from 'react';
import { MSG } from '@ironscore/contract';
import { Button, FormField, Modal, TextArea } from '@ironscore/ui';

export interface ReasonDialogProps {
  title: string;
  /** The confirming button's word (the decision). */
  confirm: string;
  /** A reason is required (default true). */
  required?: boolean;
  busy?: boolean;
  /** The server's refusal, shown under the field. */
  error?: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

export function ReasonDialog({ title, confirm, required = true, busy, error, onConfirm, onClose }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = () => {
    if (required && !reason.trim()) {
      setMissing(true);
      return;
    }
    onConfirm(reason.trim());
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" onClick={submit} disabled={busy}>
            {confirm}
          </Button>
        </>
      }
    >
      <FormField label="Reason" required={required} error={missing ? MSG.manage.reasonRequired : error}>
        <TextArea value={reason} rows={4} maxLength={500} onChange={(e) => setReason(e.target.value)} invalid={missing || Boolean(error)} />
      </FormField>
    </Modal>
  );
}

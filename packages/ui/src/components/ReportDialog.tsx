import { useEffect, useState } from 'react';
import type { REPORT_REASONS } from '@ironscore/contract';
import { lazyForm } from '../form/lazyForm';
import { Modal } from './Modal';
import type { ReportFormProps } from './ReportDialogForm';

export type { ReportFormProps } from './ReportDialogForm';
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Radio list of the report reasons; a reason is required ('Please choose a reason for complaint!'). Loaded when it first renders. */
export const ReportForm = lazyForm<ReportFormProps>(() => import('./ReportDialogForm').then((m) => m.ReportForm));

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

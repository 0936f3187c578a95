import clsx from 'clsx';
import type { ReactNode } from 'react';
import type { AlertKind, ConfirmOptions } from '@ironscore/events';
import { Button } from './Button';
import { CheckIcon, CircleQuestionMarkIcon, InfoIcon, TriangleAlertIcon, XIcon } from 'lucide-react';
import { Modal } from './Modal';
import styles from './Alert.module.css';

const ICONS: Record<AlertKind, typeof CheckIcon> = {
  success: CheckIcon,
  error: XIcon,
  warning: TriangleAlertIcon,
  info: InfoIcon,
  question: CircleQuestionMarkIcon,
};

/** The round icon of alert and confirm dialogs. */
export function AlertKindIcon({ kind }: { kind: AlertKind }) {
  const Icon = ICONS[kind] ?? InfoIcon;
  return (
    <span className={clsx(styles.icon, styles[kind])} data-kind={kind}>
      <Icon size={38} strokeWidth={2.6} />
    </span>
  );
}

/** The body of a SweetAlert-like dialog: icon, title, text, action buttons. */
export function AlertBody({
  kind,
  title,
  text,
  titleId,
  children,
}: {
  kind: AlertKind;
  title: ReactNode;
  text?: ReactNode;
  titleId?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.alert}>
      <AlertKindIcon kind={kind} />
      <h2 className={styles.title} id={titleId}>
        {title}
      </h2>
      {text && <p className={styles.text}>{text}</p>}
      <div className={styles.actions}>{children}</div>
    </div>
  );
}

/** What a confirm dialog asks (defined with its request event in packages/events). */
export type { ConfirmOptions };

export interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Spinner on the confirm button (e.g. while the delete call runs). */
  loading?: boolean;
}

/** A controlled yes/no dialog. For a promise-based call use `confirm()` (needs AlertHost). */
export function ConfirmDialog({
  open,
  title,
  text,
  kind = 'warning',
  confirmLabel = 'Yes',
  cancelLabel = 'Cancel',
  confirmVariant = 'primary',
  onConfirm,
  onCancel,
  loading,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={onCancel} ariaLabel={title} size="sm" centered hideClose role="alertdialog" layer="alert">
      <AlertBody kind={kind} title={title} text={text}>
        <Button variant="secondary" onClick={onCancel} disabled={loading}>
          {cancelLabel}
        </Button>
        <Button variant={confirmVariant} onClick={onConfirm} loading={loading} data-autofocus="true">
          {confirmLabel}
        </Button>
      </AlertBody>
    </Modal>
  );
}

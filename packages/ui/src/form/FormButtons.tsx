/**
 * The button row at the end of a form of the form layer: Cancel (when the form can be left) and the
 * submit button, which shows the spinner while the surrounding <Form> submits. Buttons of the row
 * that are neither (e.g. "Import now") come as children, between the two.
 */
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { MSG } from '@ironscore/contract';
import { Button, type ButtonSize } from '../components/Button';
import styles from './Form.module.css';

export interface FormButtonsProps {
  /** Shows Cancel (a ghost button) before the submit. */
  onCancel?: () => void;
  /** Default 'Cancel'. */
  cancelLabel?: ReactNode;
  /** Default 'Save'. */
  submitLabel?: ReactNode;
  size?: ButtonSize;
  /** Full-width buttons stacked in a column (the auth popup's forms). */
  block?: boolean;
  /** More buttons, between Cancel and the submit. */
  children?: ReactNode;
  className?: string;
}

export function FormButtons({ onCancel, cancelLabel = MSG.labels.cancel, submitLabel = MSG.labels.save, size, block, children, className }: FormButtonsProps) {
  const { isSubmitting } = useFormState();
  return (
    <div className={clsx(styles.buttons, block && styles.stacked, className)}>
      {onCancel && (
        <Button variant="ghost" size={size} block={block} onClick={onCancel}>
          {cancelLabel}
        </Button>
      )}
      {children}
      <Button type="submit" size={size} block={block} loading={isSubmitting}>
        {submitLabel}
      </Button>
    </div>
  );
}

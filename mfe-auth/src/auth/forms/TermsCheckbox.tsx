import { useState } from 'react';
import { Checkbox, FormField } from '@ironscore/ui';
import { TermsDialog, type TermsKind } from '../TermsDialog';
import { TextLink } from '../parts';
import styles from '../Auth.module.css';

/** "I have read and accept the Terms & Conditions" with the terms popup. */
export function TermsCheckbox({
  checked,
  onChange,
  error,
  kind,
  name = 'terms',
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  kind: TermsKind;
  name?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <FormField error={error}>
      <div className={styles.termsRow}>
        <Checkbox name={name} checked={checked} onChange={(e) => onChange(e.target.checked)} label="I have read and accept the" />
        <TextLink onClick={() => setOpen(true)}>Terms &amp; Conditions</TextLink>
      </div>
      <TermsDialog open={open} kind={kind} onClose={() => setOpen(false)} onAccept={() => onChange(true)} />
    </FormField>
  );
}

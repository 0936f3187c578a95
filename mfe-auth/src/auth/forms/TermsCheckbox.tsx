import { useState } from 'react';
import { Checkbox, FormField } from '@ironscore/ui';
import { TermsDialog, type TermsKind } from '../TermsDialog';
import { TextLink } from '../parts';

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
      <Checkbox
        name={name}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        label={
          <>
            I have read and accept the{' '}
            <TextLink
              onClick={(e) => {
                e.preventDefault();
                setOpen(true);
              }}
            >
              Terms &amp; Conditions
            </TextLink>
          </>
        }
      />
      <TermsDialog open={open} kind={kind} onClose={() => setOpen(false)} onAccept={() => onChange(true)} />
    </FormField>
  );
}

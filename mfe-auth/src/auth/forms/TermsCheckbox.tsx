import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { CheckboxField } from '@ironscore/ui';
import { TermsDialog, type TermsKind } from '../TermsDialog';
import { TextLink } from '../parts';

/** "I have read and accept the Terms & Conditions" (bound to `name`) with the terms popup. */
export function TermsCheckbox({ kind, name = 'terms' }: { kind: TermsKind; name?: string }) {
  const [open, setOpen] = useState(false);
  const { setValue, clearErrors } = useFormContext();
  return (
    <>
      <CheckboxField
        name={name}
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
      <TermsDialog
        open={open}
        kind={kind}
        onClose={() => setOpen(false)}
        onAccept={() => {
          setValue(name, true);
          clearErrors([name, 'root']);
        }}
      />
    </>
  );
}

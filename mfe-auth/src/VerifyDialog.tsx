/**
 * `auth/VerifyDialog`: the account verification dialog on its own, for a remote that wants to
 * render it directly (the shell's red banner can also just emit 'auth:open' {form:'verify-account'}).
 * Renders nothing unless a signed-in user is unverified.
 */
import './calls';
import { useState } from 'react';
import { selectUser, useSession } from '@ironscore/session';
import type { VerifyDialogProps } from '@ironscore/host';
import { AuthDialog } from './auth/AuthDialog';

export type { VerifyDialogProps };

export default function VerifyDialog({ onClose, email }: VerifyDialogProps) {
  const user = useSession(selectUser);
  // Decided once: verifying inside the dialog must not unmount it before the success screen.
  const [show] = useState(() => !!user && user.user_verification_status === 0);
  if (!show || !user) return null;
  return <AuthDialog variant="member" initial={{ form: 'verify-account', email: email || user.user_email, autoSend: true }} onClose={onClose} />;
}

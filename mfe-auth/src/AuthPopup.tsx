/**
 * `auth/AuthPopup`: the shell's auth host loads it on 'auth:open' / 'auth:claim' and renders
 * `<AuthPopup request={...} onClose={...} />` (a new element per event).
 *
 * Opening rules (spec/1 §2, §6):
 * - 'auth:open' while signed out: the requested variant and form (default sign-in).
 * - 'auth:open' with form 'verify-account' for a signed-in unverified user: straight into
 *   verify-account with the e-mail prefilled (a fresh code is sent); signed out: sign-in first.
 * - 'auth:open' for anything else while signed in: nothing to do, the popup closes at once
 *   (only a signed-out user can open it from the navigation).
 * - 'auth:claim': the ownership claim dialog.
 */
import './calls';
import { useEffect, useState } from 'react';
import type { IronEvents } from '@ironscore/events';
import type { AuthPopupProps, AuthRequest } from '@ironscore/host';
import { useSession } from '@ironscore/session';
import { AuthDialog } from './auth/AuthDialog';
import { ClaimDialog } from './claim/ClaimDialog';
import type { Screen } from './auth/types';

// The props the shell passes (the host API's expose map).
export type { AuthPopupProps, AuthRequest };

export const VERIFY_SIGN_IN_HINT = 'Sign in to verify your account.';

/** The first screen for a request, or null when the popup has nothing to show. */
export function initialScreen(detail: IronEvents['auth:open']): Screen | null {
  const user = useSession.getState().user;
  const form = detail.form ?? 'sign-in';
  if (form === 'verify-account') {
    if (!user) return { form: 'sign-in', hint: VERIFY_SIGN_IN_HINT };
    if (user.user_verification_status !== 0) return null;
    return { form: 'verify-account', email: detail.email || user.user_email, autoSend: true };
  }
  if (user) return null;
  return { form };
}

export default function AuthPopup({ request, onClose }: AuthPopupProps) {
  // Decided once per request: signing in inside the popup must not close it.
  const [screen] = useState(() => (request.kind === 'open' ? initialScreen(request.detail) : null));
  const nothingToShow = request.kind === 'open' && screen === null;

  useEffect(() => {
    if (nothingToShow) onClose();
  }, [nothingToShow, onClose]);

  if (request.kind === 'claim') return <ClaimDialog target={request.detail} onClose={onClose} />;
  if (!screen) return null;
  return <AuthDialog variant={request.detail.variant} initial={screen} onClose={onClose} />;
}

export { AuthDialog, ClaimDialog };

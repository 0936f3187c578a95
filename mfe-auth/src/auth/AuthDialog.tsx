/**
 * The authentication popup (spec/1 §2, §4): member and business variants and their forms.
 * Switching forms remounts the form, so fields, errors and timers start afresh; only the e-mail
 * a code went to (and the chosen business type) is carried over.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { MSG } from '@ironscore/contract';
import { alertDialog } from '@ironscore/events';
import { selectUser, useSession, type LoginUser } from '@ironscore/session';
import { DataProvider } from '@ironscore/data';
import { Modal } from '@ironscore/ui';
import { SignInForm } from './forms/SignInForm';
import { SignUpForm } from './forms/SignUpForm';
import { BusinessChooseForm, BusinessDetailsForm } from './forms/BusinessForms';
import { VerifyForm } from './forms/VerifyForm';
import { VerifiedView } from './forms/VerifiedView';
import { ForgotStep1Form, ForgotStep2Form } from './forms/ForgotForms';
import type { AuthVariant, Screen } from './types';

export const PENDING_APPROVAL_TITLE = 'Awaiting approval';

export function formTitle(variant: AuthVariant, screen: Screen): string {
  switch (screen.form) {
    case 'sign-in':
      return variant === 'business' ? MSG.auth.signInAsBusiness : MSG.auth.signInAsMember;
    case 'sign-up':
      return variant === 'business' ? 'Register your business' : 'Create your account';
    case 'sign-up-step-1':
      return screen.businessType === 'brand' ? 'Register your brand' : 'Register your source';
    case 'verify-account':
      return 'Verify your account';
    case 'verified-account':
      return 'Account verified';
    case 'forgot-password-step-1':
      return 'Forgot your password?';
    case 'forgot-password-step-2':
      return 'Choose a new password';
  }
}

export interface AuthDialogProps {
  variant: AuthVariant;
  initial: Screen;
  onClose: () => void;
}

export function AuthDialog({ variant, initial, onClose }: AuthDialogProps) {
  const [screen, setScreen] = useState<Screen>(initial);
  const [serial, setSerial] = useState(0);
  const user = useSession(selectUser);

  const go = useCallback((next: Screen) => {
    setScreen(next);
    setSerial((n) => n + 1);
  }, []);

  // The Modal focuses the first field when it opens; after a form switch, focus the new form's.
  const bodyRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (serial === 0) return;
    const target = bodyRef.current?.querySelector<HTMLElement>('[data-autofocus], [autofocus], input:not([type="hidden"]), button');
    target?.focus();
  }, [serial]);

  const signedIn = (who: LoginUser, message: string) => {
    if (who.user_verification_status === 0) {
      go({ form: 'verify-account', email: who.user_email, autoSend: true });
      return;
    }
    onClose();
    if (who.user_type !== 'member' && message === MSG.auth.businessPendingApproval) {
      alertDialog('info', PENDING_APPROVAL_TITLE, MSG.auth.businessPendingApproval);
    }
  };

  let body;
  switch (screen.form) {
    case 'sign-in':
      body = <SignInForm variant={variant} go={go} onSignedIn={signedIn} hint={screen.hint} />;
      break;
    case 'sign-up':
      body = variant === 'business' ? <BusinessChooseForm go={go} /> : <SignUpForm go={go} />;
      break;
    case 'sign-up-step-1':
      body = <BusinessDetailsForm go={go} businessType={screen.businessType ?? 'source'} />;
      break;
    case 'verify-account':
      body = (
        <VerifyForm
          email={screen.email || user?.user_email || ''}
          autoSend={screen.autoSend}
          onVerified={() => go({ form: 'verified-account' })}
        />
      );
      break;
    case 'verified-account':
      body = <VerifiedView business={!!user && user.user_type !== 'member'} onDone={onClose} />;
      break;
    case 'forgot-password-step-1':
      body = <ForgotStep1Form go={go} />;
      break;
    case 'forgot-password-step-2':
      body = <ForgotStep2Form go={go} email={screen.email ?? ''} />;
      break;
  }

  const codeStep = screen.form === 'verify-account' || screen.form === 'forgot-password-step-2';
  const wide = screen.form === 'sign-up-step-1' || (variant === 'business' && screen.form === 'sign-up');
  return (
    // Under the shell its QueryClient; opened standalone or in a test, one of its own.
    <DataProvider>
      <Modal open onClose={onClose} title={formTitle(variant, screen)} size={wide ? 'md' : 'sm'} closeOnBackdrop={!codeStep}>
        <div ref={bodyRef} data-testid="auth-popup" data-variant={variant} data-form={screen.form} key={serial}>
          {body}
        </div>
      </Modal>
    </DataProvider>
  );
}

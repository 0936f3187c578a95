import { useRef, useState } from 'react';
import { CODE_COUNTDOWN_S, FORGOT_WRONG_CODE_ALLOWANCE, MSG, forgotStep1Form, forgotStep2Form } from '@ironscore/contract';
import { isCallError, useCallMutation } from '@ironscore/data';
import { toast } from '@ironscore/events';
import { CodeField, Form, FormButtons, PasswordField, TextField, useContractForm, useCountdown } from '@ironscore/ui';
import { AuthNotice, CodeExpired, CodeTimerRow, TextLink } from '../parts';
import type { Go } from '../types';
import styles from '../Auth.module.css';

/** The toasts that end the forgot-password flow stay longer than the others. */
const LONG_TOAST_MS = 4000;

/** forgot-password-step-1: the e-mail address; the server mails a 6-character code. */
export function ForgotStep1Form({ go }: { go: Go }) {
  const form = useContractForm(forgotStep1Form, { user_email: '' });
  const forgot = useCallMutation('Forgot_Password', { feedback: { form } });
  const submit = form.submit(async (value) => {
    if (await forgot.send(value)) go({ form: 'forgot-password-step-2', email: value.user_email });
  });
  return (
    <Form form={form} onSubmit={submit} className={styles.form}>
      <p className={styles.lead}>Enter the e-mail address of your account. We will send you a 6-character code to choose a new password.</p>
      <TextField name="user_email" label="E-mail" type="email" autoComplete="email" required data-autofocus />
      <AuthNotice />
      <FormButtons block submitLabel="Send code" className={styles.actions} />
      <p className={styles.links}>
        <TextLink onClick={() => go({ form: 'sign-in' })}>← Back to sign in</TextLink>
      </p>
    </Form>
  );
}

/**
 * forgot-password-step-2: the code, the new password twice; 900-second countdown. Wrong codes are
 * counted: the third one ends the flow ('You entered too many incorrect codes...') back at sign-in.
 */
export function ForgotStep2Form({ go, email }: { go: Go; email: string }) {
  const form = useContractForm(forgotStep2Form, { user_email: email, code: '', user_password: '', user_password_confirm: '' });
  const change = useCallMutation('Forgot_Change_Password');
  const [expired, setExpired] = useState(false);
  const countdown = useCountdown(CODE_COUNTDOWN_S, { onZero: () => setExpired(true) });
  const wrong = useRef(0);

  const submit = form.submit(async (value) => {
    try {
      await change.mutateAsync({ user_email: value.user_email, user_password: value.user_password, code: value.code });
      // The two toasts of this step stay 4 s (spec): they end the flow.
      toast('success', MSG.auth.passwordChanged, { ms: LONG_TOAST_MS });
      go({ form: 'sign-in' });
      return;
    } catch (error) {
      if (!isCallError(error)) throw error;
      const message = error.reply?.message ?? '';
      if (message === MSG.auth.codeAndEmailMismatch || message === MSG.auth.tooManyWrongCodes) {
        wrong.current += 1;
        if (wrong.current >= FORGOT_WRONG_CODE_ALLOWANCE || message === MSG.auth.tooManyWrongCodes) {
          toast('error', MSG.auth.tooManyWrongCodes, { ms: LONG_TOAST_MS });
          go({ form: 'sign-in' });
          return;
        }
      }
      form.failed(error.reply ?? { message: MSG.serverConnectionError }, { clear: ['code'] });
    }
  });

  if (expired) return <CodeExpired action="Back to sign in" onAction={() => go({ form: 'sign-in' })} />;

  return (
    <Form form={form} onSubmit={submit} className={styles.form}>
      <p className={styles.lead}>
        Enter the 6-character code we sent to <strong>{email}</strong> and choose a new password.
      </p>
      {form.formState.errors.user_email?.message && (
        <p className={`${styles.notice} ${styles.warning}`} role="alert" data-testid="auth-notice">
          {form.formState.errors.user_email.message}
        </p>
      )}
      <CodeField name="code" label="Code" id="reset_code" codeLabel="Reset code" autoFocus />
      <CodeTimerRow text={countdown.text} remaining={countdown.remaining} />
      <PasswordField name="user_password" label="New password" hint="6 to 30 characters." required />
      <PasswordField name="user_password_confirm" label="Confirm new password" required />
      <AuthNotice />
      <FormButtons block submitLabel="Change password" className={styles.actions} />
      <p className={styles.links}>
        <TextLink onClick={() => go({ form: 'sign-in' })}>← Back to sign in</TextLink>
      </p>
    </Form>
  );
}

import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { isCallError, useCallMutation } from '@ironscore/data';
import { CODE_COUNTDOWN_S, MSG, TOAST_MS, verificationCodeForm } from '@ironscore/contract';
import { toast } from '@ironscore/events';
import { refreshSession } from '@ironscore/session';
import { CodeField, Form, FormButtons, useContractForm, useCountdown } from '@ironscore/ui';
import { AuthNotice, CodeExpired, CodeTimerRow, TextLink } from '../parts';
import styles from '../Auth.module.css';

export interface VerifyFormProps {
  /** The address the code was (or is) sent to. */
  email: string;
  /** Send a fresh code when the form opens (the signed-in user did not just sign up). */
  autoSend?: boolean;
  /** After Set_UserVerification succeeded and the token was refreshed. */
  onVerified: () => void;
}

/**
 * verify-account: the six-box code from the e-mail with a 900-second countdown; at zero the form
 * gives way to the timeout message (and a way to get a new code).
 */
export function VerifyForm({ email, autoSend, onVerified }: VerifyFormProps) {
  const form = useContractForm(verificationCodeForm, { verification_code: '' });
  // A refusal empties the boxes for the next try (typing over the same characters would not advance).
  const verify = useCallMutation('Set_UserVerification', { feedback: { form, options: { clear: ['verification_code'] } } });
  const [expired, setExpired] = useState(false);
  const resend = useCallMutation('Re_Verification');
  const sending = resend.isPending;
  const countdown = useCountdown(CODE_COUNTDOWN_S, { onZero: () => setExpired(true) });
  const autoSent = useRef(false);

  const send = async (auto: boolean) => {
    try {
      await resend.mutateAsync({ user_email: email });
      if (!auto) toast('success', MSG.auth.confirmationResent, { ms: TOAST_MS });
      form.setValue('verification_code', '');
      form.clearErrors();
      setExpired(false);
      countdown.reset(CODE_COUNTDOWN_S);
    } catch (error) {
      const message = isCallError(error) ? error.reply?.message : undefined;
      form.failed({ message: message && message !== MSG.serverConnectionError ? message : MSG.auth.confirmationNotSent });
    }
  };

  // The code is sent once when the form opens with autoSend (the ref survives StrictMode's second mount).
  const sendOnOpen = useEffectEvent(() => {
    if (autoSend && !autoSent.current) {
      autoSent.current = true;
      void send(true);
    }
  });
  useEffect(() => {
    sendOnOpen();
  }, []);

  const submit = form.submit(async (value) => {
    if (!(await verify.send(value))) return;
    await refreshSession();
    onVerified();
  });

  if (expired) return <CodeExpired action="Send a new code" onAction={() => void send(false)} busy={sending} />;

  return (
    <Form form={form} onSubmit={submit} className={styles.form}>
      <p className={styles.lead}>
        Enter the 6-character code we sent to{' '}
        <strong data-testid="verify-email">{email}</strong>.
      </p>
      <CodeField name="verification_code" label="Verification code" id="verification_code" autoFocus />
      <CodeTimerRow text={countdown.text} remaining={countdown.remaining}>
        <TextLink disabled={sending} onClick={() => void send(false)}>
          Send the code again
        </TextLink>
      </CodeTimerRow>
      <AuthNotice />
      <FormButtons block submitLabel="Verify account" className={styles.actions} />
    </Form>
  );
}

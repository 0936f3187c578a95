import { useRef, useState } from 'react';
import { CODE_COUNTDOWN_S, FORGOT_WRONG_CODE_ALLOWANCE, MSG, TOAST_MS, forgotStep1Form, forgotStep2Form } from '@ironscore/contract';
import { api } from '@ironscore/api';
import { toast } from '@ironscore/events';
import { Button, CodeInput, FormField, TextInput, useCountdown } from '@ironscore/ui';
import { useAuthForm } from '../useAuthForm';
import { CodeTimerRow, NoticeBox, TextLink } from '../parts';
import type { Go } from '../types';
import styles from '../Auth.module.css';

/** forgot-password-step-1: the e-mail address; the server mails a 6-character code. */
export function ForgotStep1Form({ go }: { go: Go }) {
  const f = useAuthForm({ user_email: '' });
  const submit = () =>
    f.run(async () => {
      const value = f.validate(forgotStep1Form);
      if (!value) return;
      const reply = await api.call('Forgot_Password', value);
      if (!reply?.status) return f.failed(reply);
      go({ form: 'forgot-password-step-2', email: value.user_email });
    });
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <p className={styles.lead}>Enter the e-mail address of your account. We will send you a 6-character code to choose a new password.</p>
      <FormField label="E-mail" error={f.errors.user_email} required>
        <TextInput
          name="user_email"
          type="email"
          autoComplete="email"
          value={f.values.user_email}
          onChange={(e) => f.set('user_email', e.target.value)}
          data-autofocus
        />
      </FormField>
      <NoticeBox notice={f.notice} />
      <div className={styles.actions}>
        <Button type="submit" block loading={f.busy}>
          Send code
        </Button>
      </div>
      <p className={styles.links}>
        <TextLink onClick={() => go({ form: 'sign-in' })}>← Back to sign in</TextLink>
      </p>
    </form>
  );
}

/**
 * forgot-password-step-2: the code, the new password twice; 900-second countdown. Wrong codes are
 * counted: the third one ends the flow ('You entered too many incorrect codes...') back at sign-in.
 */
export function ForgotStep2Form({ go, email }: { go: Go; email: string }) {
  const f = useAuthForm({ user_email: email, code: '', user_password: '', user_password_confirm: '' });
  const [expired, setExpired] = useState(false);
  const countdown = useCountdown(CODE_COUNTDOWN_S, { onZero: () => setExpired(true) });
  const wrong = useRef(0);

  const submit = () =>
    f.run(async () => {
      const value = f.validate(forgotStep2Form);
      if (!value) return;
      const reply = await api.call('Forgot_Change_Password', {
        user_email: value.user_email,
        user_password: value.user_password,
        code: value.code,
      });
      if (reply?.status) {
        toast('success', MSG.auth.passwordChanged, { ms: 4000 });
        go({ form: 'sign-in' });
        return;
      }
      const message = reply?.message ?? '';
      if (message === MSG.auth.codeAndEmailMismatch || message === MSG.auth.tooManyWrongCodes) {
        wrong.current += 1;
        if (wrong.current >= FORGOT_WRONG_CODE_ALLOWANCE || message === MSG.auth.tooManyWrongCodes) {
          toast('error', MSG.auth.tooManyWrongCodes, { ms: TOAST_MS * 2 });
          go({ form: 'sign-in' });
          return;
        }
      }
      f.failed(reply);
      f.setValues((v) => ({ ...v, code: '' }));
    });

  if (expired) {
    return (
      <div className={styles.form}>
        <p className={`${styles.notice} ${styles.warning}`} role="alert" data-testid="code-expired">
          {MSG.auth.confirmTimeout}
        </p>
        <div className={styles.actions}>
          <Button block variant="secondary" onClick={() => go({ form: 'sign-in' })}>
            Back to sign in
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <p className={styles.lead}>
        Enter the 6-character code we sent to <strong>{email}</strong> and choose a new password.
      </p>
      {f.errors.user_email && <NoticeBox notice={{ kind: 'warning', text: f.errors.user_email }} />}
      <FormField label="Code" error={f.errors.code} id="reset_code">
        <CodeInput id="reset_code" label="Reset code" value={f.values.code} onChange={(code) => f.set('code', code)} invalid={!!f.errors.code} autoFocus />
      </FormField>
      <CodeTimerRow text={countdown.text} remaining={countdown.remaining} />
      <FormField label="New password" error={f.errors.user_password} hint="6 to 30 characters." required>
        <TextInput
          name="user_password"
          type="password"
          autoComplete="new-password"
          value={f.values.user_password}
          onChange={(e) => f.set('user_password', e.target.value)}
        />
      </FormField>
      <FormField label="Confirm new password" error={f.errors.user_password_confirm} required>
        <TextInput
          name="user_password_confirm"
          type="password"
          autoComplete="new-password"
          value={f.values.user_password_confirm}
          onChange={(e) => f.set('user_password_confirm', e.target.value)}
        />
      </FormField>
      <NoticeBox notice={f.notice} />
      <div className={styles.actions}>
        <Button type="submit" block loading={f.busy}>
          Change password
        </Button>
      </div>
      <p className={styles.links}>
        <TextLink onClick={() => go({ form: 'sign-in' })}>← Back to sign in</TextLink>
      </p>
    </form>
  );
}

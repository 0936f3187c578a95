/** Small pieces shared by the forms of the popup and the claim dialog. */
import clsx from 'clsx';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { MSG, TOAST_MS } from '@ironscore/contract';
import type { Reply } from '@ironscore/data';
import { toast } from '@ironscore/events';
import { signIn } from '@ironscore/session';
import { Button, FormNotice, TextField, type RefusedReply } from '@ironscore/ui';
import type { Go } from './types';
import styles from './Auth.module.css';

/** A notice above the buttons (the Google button's, outside a form). */
export interface Notice {
  kind: 'warning' | 'error' | 'info' | 'success';
  text: string;
}

/** The server's message (or another notice) above the buttons. */
export function NoticeBox({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <p className={clsx(styles.notice, styles[notice.kind])} role={notice.kind === 'warning' || notice.kind === 'error' ? 'alert' : 'status'} data-testid="auth-notice">
      {notice.text}
    </p>
  );
}

/** The server's message of a refused submit, above the buttons. */
export function AuthNotice() {
  return <FormNotice testId="auth-notice" />;
}

/** A text button that looks like a link (switching forms). */
export function TextLink({ children, className, ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { children: ReactNode }) {
  return (
    <button type="button" className={clsx(styles.link, className)} {...rest}>
      {children}
    </button>
  );
}

/** "Code valid for 14:59" under a code input. */
export function CodeTimerRow({ text, remaining, children }: { text: string; remaining: number; children?: ReactNode }) {
  return (
    <div className={styles.timerRow}>
      <span>
        Time left:{' '}
        <span className={clsx(styles.timer, remaining <= 60 && styles.timerLow)} role="timer" aria-label={`Time left ${text}`} data-testid="code-timer">
          {text}
        </span>
      </span>
      {children}
    </div>
  );
}

/** The code's time ran out ("The confirmation period has expired…"): the one way on is the button. */
export function CodeExpired({ action, onAction, busy }: { action: ReactNode; onAction: () => void; busy?: boolean }) {
  return (
    <div className={styles.form}>
      <p className={`${styles.notice} ${styles.warning}`} role="alert" data-testid="code-expired">
        {MSG.auth.confirmTimeout}
      </p>
      <div className={styles.actions}>
        <Button block variant="secondary" loading={busy} onClick={onAction}>
          {action}
        </Button>
      </div>
    </div>
  );
}

/**
 * The end of a sign-up (member or business): the reply's token signs the new account in, which is
 * then asked for the code sent to `email`; a refused reply (or an unreadable token) stays on the form.
 */
export function signedUp(reply: Reply<'Sign_Up' | 'Sign_UpBusiness'> | null, form: { failed: (reply: RefusedReply) => void }, email: string, go: Go) {
  if (!reply) return;
  if (!reply.data) return form.failed(reply);
  if (!signIn(reply.data)) return form.failed({ message: MSG.somethingWentWrong });
  toast('success', MSG.auth.registrationSuccessful, { ms: TOAST_MS });
  go({ form: 'verify-account', email });
}

/** The new account's user name (the member and business sign-up forms); `autoFocus` when it is the first field. */
export function UserNameField({ autoFocus }: { autoFocus?: boolean }) {
  return (
    <TextField
      name="user_name"
      label="Username"
      hint="3 to 14 characters: lowercase letters and digits."
      required
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      data-autofocus={autoFocus || undefined}
    />
  );
}

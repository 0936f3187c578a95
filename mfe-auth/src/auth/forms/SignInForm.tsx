import { MSG, TOAST_MS, signInForm } from '@ironscore/contract';
import { useCallMutation } from '@ironscore/data';
import { toast } from '@ironscore/events';
import { signIn, type LoginUser } from '@ironscore/session';
import { Form, FormButtons, PasswordField, TextField, useContractForm } from '@ironscore/ui';
import { AuthNotice, TextLink } from '../parts';
import { GoogleSignIn } from '../GoogleSignIn';
import type { AuthVariant, Go } from '../types';
import styles from '../Auth.module.css';

export interface SignInFormProps {
  variant: AuthVariant;
  go: Go;
  /** After a successful sign-in (token stored): the signed-in user and the reply's message. */
  onSignedIn: (user: LoginUser, message: string) => void;
  /** A hint shown above the form (e.g. "sign in to verify your account"). */
  hint?: string;
}

/** Sign-in: user name (or e-mail) and password; links to sign-up and forgot password. */
export function SignInForm({ variant, go, onSignedIn, hint }: SignInFormProps) {
  const form = useContractForm(signInForm, { user_name: '', user_password: '' });
  const signInCall = useCallMutation('Sign_In', { feedback: { form } });

  const submit = form.submit(async (value) => {
    const reply = await signInCall.send(value);
    if (!reply) return;
    if (!reply.data) return form.failed(reply);
    const user = signIn(reply.data);
    if (!user) return form.failed({ message: MSG.somethingWentWrong });
    toast('success', MSG.auth.loginSuccessful, { ms: TOAST_MS });
    onSignedIn(user, reply.message);
  });

  return (
    <Form form={form} onSubmit={submit} className={styles.form}>
      {hint && <p className={styles.lead}>{hint}</p>}
      <TextField name="user_name" label="Username or e-mail" required autoComplete="username" autoCapitalize="none" spellCheck={false} data-autofocus />
      <PasswordField name="user_password" label="Password" required autoComplete="current-password" />
      <div className={styles.linkRow}>
        <TextLink onClick={() => go({ form: 'forgot-password-step-1' })}>Forgot password?</TextLink>
      </div>
      <AuthNotice />
      <FormButtons block submitLabel="Sign in" className={styles.actions} />
      {variant === 'member' && (
        <>
          <div className={styles.divider}>or</div>
          <GoogleSignIn onSignedIn={onSignedIn} />
        </>
      )}
      <p className={styles.links}>
        <span>
          {variant === 'member' ? 'New to IronScore?' : 'New business on IronScore?'}{' '}
          <TextLink onClick={() => go({ form: 'sign-up' })}>{variant === 'member' ? 'Create an account' : 'Register your business'}</TextLink>
        </span>
      </p>
    </Form>
  );
}

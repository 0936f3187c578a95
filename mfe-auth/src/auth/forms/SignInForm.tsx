import { MSG, TOAST_MS, signInForm } from '@ironscore/contract';
import { api } from '@ironscore/api';
import { toast } from '@ironscore/events';
import { signIn, type LoginUser } from '@ironscore/session';
import { Button, FormField, TextInput } from '@ironscore/ui';
import { useAuthForm } from '../useAuthForm';
import { NoticeBox, TextLink } from '../parts';
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
  const f = useAuthForm({ user_name: '', user_password: '' });

  const submit = () =>
    f.run(async () => {
      const value = f.validate(signInForm);
      if (!value) return;
      const reply = await api.call('Sign_In', value);
      if (!reply?.status || !reply.data) return f.failed(reply);
      const user = signIn(reply.data);
      if (!user) return f.failed({ message: MSG.somethingWentWrong });
      toast('success', MSG.auth.loginSuccessful, { ms: TOAST_MS });
      onSignedIn(user, reply.message);
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
      {hint && <p className={styles.lead}>{hint}</p>}
      <FormField label="Username or e-mail" error={f.errors.user_name} required>
        <TextInput
          name="user_name"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={f.values.user_name}
          onChange={(e) => f.set('user_name', e.target.value)}
          data-autofocus
        />
      </FormField>
      <FormField label="Password" error={f.errors.user_password} required>
        <TextInput
          name="user_password"
          type="password"
          autoComplete="current-password"
          value={f.values.user_password}
          onChange={(e) => f.set('user_password', e.target.value)}
        />
      </FormField>
      <div className={styles.linkRow}>
        <TextLink onClick={() => go({ form: 'forgot-password-step-1' })}>Forgot password?</TextLink>
      </div>
      <NoticeBox notice={f.notice} />
      <div className={styles.actions}>
        <Button type="submit" block loading={f.busy}>
          Sign in
        </Button>
      </div>
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
    </form>
  );
}

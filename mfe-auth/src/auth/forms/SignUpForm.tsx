import { MSG, TOAST_MS, memberSignUpForm } from '@ironscore/contract';
import { api } from '@ironscore/api';
import { toast } from '@ironscore/events';
import { signIn } from '@ironscore/session';
import { Button, FormField, TextInput } from '@ironscore/ui';
import { useAuthForm } from '../useAuthForm';
import { NoticeBox, TextLink } from '../parts';
import { TermsCheckbox } from './TermsCheckbox';
import type { Go } from '../types';
import styles from '../Auth.module.css';

/** Member sign-up: user name, e-mail, password twice, terms. Success signs in and asks for the code. */
export function SignUpForm({ go }: { go: Go }) {
  const f = useAuthForm({ user_name: '', user_email: '', user_password: '', user_password_confirm: '', terms: false });

  const submit = () =>
    f.run(async () => {
      const value = f.validate(memberSignUpForm);
      if (!value) return;
      const reply = await api.call('Sign_Up', {
        user_name: value.user_name,
        user_email: value.user_email,
        user_password: value.user_password,
      });
      if (!reply?.status || !reply.data) return f.failed(reply);
      if (!signIn(reply.data)) return f.failed({ message: MSG.somethingWentWrong });
      toast('success', MSG.auth.registrationSuccessful, { ms: TOAST_MS });
      go({ form: 'verify-account', email: value.user_email });
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
      <FormField label="Username" error={f.errors.user_name} hint="3 to 14 characters: lowercase letters and digits." required>
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
      <FormField label="E-mail" error={f.errors.user_email} required>
        <TextInput name="user_email" type="email" autoComplete="email" value={f.values.user_email} onChange={(e) => f.set('user_email', e.target.value)} />
      </FormField>
      <FormField label="Password" error={f.errors.user_password} hint="6 to 30 characters." required>
        <TextInput
          name="user_password"
          type="password"
          autoComplete="new-password"
          value={f.values.user_password}
          onChange={(e) => f.set('user_password', e.target.value)}
        />
      </FormField>
      <FormField label="Confirm password" error={f.errors.user_password_confirm} required>
        <TextInput
          name="user_password_confirm"
          type="password"
          autoComplete="new-password"
          value={f.values.user_password_confirm}
          onChange={(e) => f.set('user_password_confirm', e.target.value)}
        />
      </FormField>
      <TermsCheckbox kind="member" checked={f.values.terms} onChange={(v) => f.set('terms', v)} error={f.errors.terms} />
      <NoticeBox notice={f.notice} />
      <div className={styles.actions}>
        <Button type="submit" block loading={f.busy}>
          Create account
        </Button>
      </div>
      <p className={styles.links}>
        <span>
          Already have an account? <TextLink onClick={() => go({ form: 'sign-in' })}>Sign in</TextLink>
        </span>
      </p>
    </form>
  );
}

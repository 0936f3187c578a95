import { memberSignUpForm } from '@ironscore/contract';
import { useCallMutation } from '@ironscore/data';
import { Form, FormButtons, PasswordField, TextField, useContractForm } from '@ironscore/ui';
import { AuthNotice, TextLink, UserNameField, signedUp } from '../parts';
import { TermsCheckbox } from './TermsCheckbox';
import type { Go } from '../types';
import styles from '../Auth.module.css';

/** Member sign-up: user name, e-mail, password twice, terms. Success signs in and asks for the code. */
export function SignUpForm({ go }: { go: Go }) {
  const form = useContractForm(memberSignUpForm, { user_name: '', user_email: '', user_password: '', user_password_confirm: '', terms: false });
  const signUp = useCallMutation('Sign_Up', { feedback: { form } });

  const submit = form.submit(async (value) => {
    const reply = await signUp.send({ user_name: value.user_name, user_email: value.user_email, user_password: value.user_password });
    signedUp(reply, form, value.user_email, go);
  });

  return (
    <Form form={form} onSubmit={submit} className={styles.form}>
      <UserNameField autoFocus />
      <TextField name="user_email" label="E-mail" type="email" autoComplete="email" required />
      <PasswordField name="user_password" label="Password" hint="6 to 30 characters." required />
      <PasswordField name="user_password_confirm" label="Confirm password" required />
      <TermsCheckbox kind="member" />
      <AuthNotice />
      <FormButtons block submitLabel="Create account" className={styles.actions} />
      <p className={styles.links}>
        <span>
          Already have an account? <TextLink onClick={() => go({ form: 'sign-in' })}>Sign in</TextLink>
        </span>
      </p>
    </Form>
  );
}

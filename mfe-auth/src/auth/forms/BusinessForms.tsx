import { WEBSITE_EXAMPLE, businessSignUpForm } from '@ironscore/contract';
import { useCallMutation } from '@ironscore/data';
import { Form, FormButtons, PasswordField, TextField, useContractForm } from '@ironscore/ui';
import { AuthNotice, TextLink, UserNameField, signedUp } from '../parts';
import { TermsCheckbox } from './TermsCheckbox';
import type { BusinessType, Go } from '../types';
import styles from '../Auth.module.css';

/** Business sign-up, first form: choose source or brand. */
export function BusinessChooseForm({ go }: { go: Go }) {
  return (
    <div className={styles.form}>
      <p className={styles.lead}>What do you want to register? Business registrations are reviewed by our managers before they are published.</p>
      <div className={styles.choices}>
        <button type="button" className={styles.choice} onClick={() => go({ form: 'sign-up-step-1', businessType: 'source' })} data-autofocus>
          <span className={styles.choiceTitle}>Source</span>
          <span className={styles.choiceText}>You sell fitness and supplement products (an online shop or seller).</span>
        </button>
        <button type="button" className={styles.choice} onClick={() => go({ form: 'sign-up-step-1', businessType: 'brand' })}>
          <span className={styles.choiceTitle}>Brand</span>
          <span className={styles.choiceText}>You make your own products, sold by official resellers.</span>
        </button>
      </div>
      <p className={styles.links}>
        <span>
          Already registered? <TextLink onClick={() => go({ form: 'sign-in' })}>Sign in</TextLink>
        </span>
      </p>
    </div>
  );
}

/** Business sign-up, sign-up-step-1: the account and the source or brand. */
export function BusinessDetailsForm({ go, businessType }: { go: Go; businessType: BusinessType }) {
  const form = useContractForm(businessSignUpForm, {
    user_type: businessType,
    user_name: '',
    source_or_brand_name: '',
    offical_email: '',
    offical_website: '',
    user_password: '',
    user_password_confirm: '',
    terms: false,
  });
  const signUp = useCallMutation('Sign_UpBusiness', { feedback: { form } });
  const noun = businessType === 'source' ? 'Source' : 'Brand';

  const submit = form.submit(async (value) => {
    const reply = await signUp.send({
      user_type: value.user_type,
      user_name: value.user_name,
      source_or_brand_name: value.source_or_brand_name,
      offical_email: value.offical_email,
      offical_website: value.offical_website,
      user_password: value.user_password,
    });
    signedUp(reply, form, value.offical_email, go);
  });

  return (
    <Form form={form} onSubmit={submit} className={styles.form}>
      <ol className={styles.steps} aria-label="Step 2 of 2">
        <li className={`${styles.step} ${styles.stepDone}`} />
        <li className={`${styles.step} ${styles.stepDone}`} />
      </ol>
      <TextField
        name="source_or_brand_name"
        label={`${noun} name`}
        hint={businessType === 'source' ? "At least 3 characters: lowercase letters, digits, '.' and '-'." : 'At least 3 characters: lowercase letters, digits and spaces.'}
        required
        autoCapitalize="none"
        data-autofocus
      />
      <UserNameField />
      <TextField name="offical_email" label="Official e-mail" type="email" autoComplete="email" required />
      <TextField
        name="offical_website"
        label="Official website"
        hint={`For example ${WEBSITE_EXAMPLE}`}
        required
        type="url"
        inputMode="url"
        placeholder={WEBSITE_EXAMPLE}
      />
      <div className={styles.twoCols}>
        <PasswordField name="user_password" label="Password" required />
        <PasswordField name="user_password_confirm" label="Confirm password" required />
      </div>
      <TermsCheckbox kind="business" />
      <AuthNotice />
      <FormButtons block submitLabel={`Register ${noun.toLowerCase()}`} className={styles.actions} />
      <p className={styles.links}>
        <TextLink onClick={() => go({ form: 'sign-up' })}>← Source or brand</TextLink>
        <span>
          Already registered? <TextLink onClick={() => go({ form: 'sign-in' })}>Sign in</TextLink>
        </span>
      </p>
    </Form>
  );
}

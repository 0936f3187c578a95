import { MSG, TOAST_MS, WEBSITE_EXAMPLE, businessSignUpForm } from '@ironscore/contract';
import { api } from '@ironscore/api';
import { toast } from '@ironscore/events';
import { signIn } from '@ironscore/session';
import { Button, FormField, TextInput } from '@ironscore/ui';
import { useAuthForm } from '../useAuthForm';
import { NoticeBox, TextLink } from '../parts';
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
  const f = useAuthForm({
    user_type: businessType,
    user_name: '',
    source_or_brand_name: '',
    offical_email: '',
    offical_website: '',
    user_password: '',
    user_password_confirm: '',
    terms: false,
  });
  const noun = businessType === 'source' ? 'Source' : 'Brand';

  const submit = () =>
    f.run(async () => {
      const value = f.validate(businessSignUpForm);
      if (!value) return;
      const reply = await api.call('Sign_UpBusiness', {
        user_type: value.user_type,
        user_name: value.user_name,
        source_or_brand_name: value.source_or_brand_name,
        offical_email: value.offical_email,
        offical_website: value.offical_website,
        user_password: value.user_password,
      });
      if (!reply?.status || !reply.data) return f.failed(reply);
      if (!signIn(reply.data)) return f.failed({ message: MSG.somethingWentWrong });
      toast('success', MSG.auth.registrationSuccessful, { ms: TOAST_MS });
      go({ form: 'verify-account', email: value.offical_email });
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
      <ol className={styles.steps} aria-label="Step 2 of 2">
        <li className={`${styles.step} ${styles.stepDone}`} />
        <li className={`${styles.step} ${styles.stepDone}`} />
      </ol>
      <FormField
        label={`${noun} name`}
        error={f.errors.source_or_brand_name}
        hint={businessType === 'source' ? "At least 3 characters: lowercase letters, digits, '.' and '-'." : 'At least 3 characters: lowercase letters, digits and spaces.'}
        required
      >
        <TextInput
          name="source_or_brand_name"
          autoCapitalize="none"
          value={f.values.source_or_brand_name}
          onChange={(e) => f.set('source_or_brand_name', e.target.value)}
          data-autofocus
        />
      </FormField>
      <FormField label="Username" error={f.errors.user_name} hint="3 to 14 characters: lowercase letters and digits." required>
        <TextInput
          name="user_name"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={f.values.user_name}
          onChange={(e) => f.set('user_name', e.target.value)}
        />
      </FormField>
      <FormField label="Official e-mail" error={f.errors.offical_email} required>
        <TextInput
          name="offical_email"
          type="email"
          autoComplete="email"
          value={f.values.offical_email}
          onChange={(e) => f.set('offical_email', e.target.value)}
        />
      </FormField>
      <FormField label="Official website" error={f.errors.offical_website} hint={`For example ${WEBSITE_EXAMPLE}`} required>
        <TextInput
          name="offical_website"
          type="url"
          inputMode="url"
          placeholder={WEBSITE_EXAMPLE}
          value={f.values.offical_website}
          onChange={(e) => f.set('offical_website', e.target.value)}
        />
      </FormField>
      <div className={styles.twoCols}>
        <FormField label="Password" error={f.errors.user_password} required>
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
      </div>
      <TermsCheckbox kind="business" checked={f.values.terms} onChange={(v) => f.set('terms', v)} error={f.errors.terms} />
      <NoticeBox notice={f.notice} />
      <div className={styles.actions}>
        <Button type="submit" block loading={f.busy}>
          Register {noun.toLowerCase()}
        </Button>
      </div>
      <p className={styles.links}>
        <TextLink onClick={() => go({ form: 'sign-up' })}>← Source or brand</TextLink>
        <span>
          Already registered? <TextLink onClick={() => go({ form: 'sign-in' })}>Sign in</TextLink>
        </span>
      </p>
    </form>
  );
}

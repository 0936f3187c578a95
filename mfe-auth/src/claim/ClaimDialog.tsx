/**
 * The business-ownership claim (spec/1 §4, §5): opened by 'auth:claim' from the "Is this your
 * company?" card of an unclaimed listing.
 *
 * Step 0: read-only name and site, an e-mail on the site's domain (hint xxx@host), password twice
 * and the claim terms → Set_BusinessOwnership mails a code. Step 1: the six-box code with a
 * 900-second countdown → BusinessVerification returns a login token. Step 2: success (signed in as
 * the owner, 'Login successful.'). Server field errors appear under their fields (MemberEmail,
 * MemberPassword, MemberConfirmPassword, Member_terms_conditions, VERIFY_ACCOUNT_code).
 */
import { useMemo, useState } from 'react';
import { Link, useInRouterContext } from 'react-router-dom';
import {
  CLAIM_FIELD_TO_PAYLOAD,
  CODE_COUNTDOWN_S,
  MSG,
  TOAST_MS,
  claimCodeForm,
  claimEmailHint,
  claimForm,
  websiteHost,
} from '@ironscore/contract';
import { DataProvider, useCallMutation } from '@ironscore/data';
import { toast, type IronEvents } from '@ironscore/events';
import { signIn, selectUser, useSession } from '@ironscore/session';
import { Button, CodeField, Confetti, Form, FormButtons, FormField, Modal, PasswordField, TextField, TextInput, buttonClass, useContractForm, useCountdown, type ContractForm } from '@ironscore/ui';
import { AuthNotice, CodeExpired, CodeTimerRow, TextLink } from '../auth/parts';
import { TermsCheckbox } from '../auth/forms/TermsCheckbox';
import styles from '../auth/Auth.module.css';

export type ClaimTarget = IronEvents['auth:claim'];

/** Payload key (server errors) → the dialog's field key. */
const PAYLOAD_TO_FIELD: Record<string, string> = Object.fromEntries(
  Object.entries(CLAIM_FIELD_TO_PAYLOAD).map(([field, payload]) => [payload, field]),
);
const toFieldKey = (key: string) => PAYLOAD_TO_FIELD[key] ?? key;

export const CLAIM_TITLE = MSG.claim.isThisYourCompany;

interface ClaimValues {
  MemberEmail: string;
  MemberPassword: string;
  MemberConfirmPassword: string;
  Member_terms_conditions: unknown;
}

function ownershipPayload(target: ClaimTarget, v: ClaimValues) {
  return {
    business_id: target.business_id,
    business_type: target.business_type,
    business_email: v.MemberEmail.trim(),
    business_password: v.MemberPassword.trim(),
    business_password_confirm: v.MemberConfirmPassword.trim(),
    terms: v.Member_terms_conditions === true,
  };
}

function DashboardLink({ type, onClose }: { type: 'source' | 'brand'; onClose: () => void }) {
  const inRouter = useInRouterContext();
  const path = `/profile/${type}-dashboard`;
  const cls = buttonClass('primary', 'md', { block: true });
  return inRouter ? (
    <Link to={path} className={cls} onClick={onClose}>
      Go to your dashboard
    </Link>
  ) : (
    <a href={path} className={cls}>
      Go to your dashboard
    </a>
  );
}

function ClaimCodeStep({
  target,
  email,
  onResend,
  onDone,
}: {
  target: ClaimTarget;
  email: string;
  /** Asks for a new code; a refusal shows on the code form (`on`). */
  onResend: (on: Pick<ContractForm<typeof claimCodeForm>, 'failed'>) => Promise<boolean>;
  onDone: () => void;
}) {
  const form = useContractForm(claimCodeForm, { VERIFY_ACCOUNT_code: '' });
  const verify = useCallMutation('BusinessVerification');
  const [expired, setExpired] = useState(false);
  const countdown = useCountdown(CODE_COUNTDOWN_S, { onZero: () => setExpired(true) });
  const [resending, setResending] = useState(false);

  const resend = async () => {
    setResending(true);
    try {
      if (await onResend(form)) {
        toast('success', MSG.auth.confirmationResent, { ms: TOAST_MS });
        form.setValue('VERIFY_ACCOUNT_code', '');
        form.clearErrors();
        setExpired(false);
        countdown.reset(CODE_COUNTDOWN_S);
      }
    } finally {
      setResending(false);
    }
  };

  const submit = form.submit(async (value) => {
    const again = { mapKey: toFieldKey, clear: ['VERIFY_ACCOUNT_code'] };
    const reply = await verify.send(
      {
        business_id: target.business_id,
        business_type: target.business_type,
        business_email: email,
        business_code: value.VERIFY_ACCOUNT_code,
      },
      { form, options: again },
    );
    if (!reply) return;
    // "when the ownership verification returns a null result": the code did not match
    if (!reply.data) return form.failed({ message: reply.message || MSG.auth.codeMismatch }, again);
    if (!signIn(reply.data)) return form.failed({ message: MSG.auth.codeMismatch });
    toast('success', MSG.auth.loginSuccessful, { ms: TOAST_MS });
    onDone();
  });

  if (expired) return <CodeExpired action="Send a new code" onAction={() => void resend()} busy={resending} />;

  return (
    <Form form={form} onSubmit={submit} className={styles.form}>
      <p className={styles.lead}>
        Enter the 6-character code we sent to <strong>{email}</strong>.
      </p>
      <CodeField name="VERIFY_ACCOUNT_code" label="Verification code" id="VERIFY_ACCOUNT_code" autoFocus />
      <CodeTimerRow text={countdown.text} remaining={countdown.remaining}>
        <TextLink disabled={resending} onClick={() => void resend()}>
          Send the code again
        </TextLink>
      </CodeTimerRow>
      <AuthNotice />
      <FormButtons block submitLabel="Verify" className={styles.actions} />
    </Form>
  );
}

export interface ClaimDialogProps {
  target: ClaimTarget;
  onClose: () => void;
}

/** The dialog on the data layer (the shell's client under the shell, its own when standalone). */
export function ClaimDialog(props: ClaimDialogProps) {
  return (
    <DataProvider>
      <ClaimDialogBody {...props} />
    </DataProvider>
  );
}

function ClaimDialogBody({ target, onClose }: ClaimDialogProps) {
  const [step, setStep] = useState<0 | 1 | 2>(0);
  const schema = useMemo(() => claimForm(target.website), [target.website]);
  const form = useContractForm(schema, { MemberEmail: '', MemberPassword: '', MemberConfirmPassword: '', Member_terms_conditions: false });
  const user = useSession(selectUser);
  const host = websiteHost(target.website);

  /** Set_BusinessOwnership mails the code; a refusal shows on the form `on` (step 0, or the code step's "send again"). */
  const ownership = useCallMutation('Set_BusinessOwnership');
  const requestCode = async (values: ClaimValues, on: Pick<ContractForm<typeof schema>, 'failed'>): Promise<boolean> =>
    !!(await ownership.send(ownershipPayload(target, values), { form: on, options: { mapKey: toFieldKey } }));

  const submit = form.submit(async () => {
    if (await requestCode(form.getValues(), form)) setStep(1);
  });

  let body;
  if (step === 0) {
    body = (
      <Form form={form} onSubmit={submit} className={styles.form}>
        <p className={styles.lead}>
          Create a free business account for this {target.business_type} with an e-mail address on its website's domain. We will send a
          code to confirm it.
        </p>
        <div className={styles.twoCols}>
          <FormField label={target.business_type === 'brand' ? 'Brand' : 'Source'}>
            <TextInput name="claim_name" value={target.name} readOnly className={styles.readOnly} />
          </FormField>
          <FormField label="Website">
            <TextInput name="claim_website" value={target.website} readOnly className={styles.readOnly} />
          </FormField>
        </div>
        <TextField
          name="MemberEmail"
          label="Company e-mail"
          hint={host ? claimEmailHint(target.website) : undefined}
          required
          type="email"
          autoComplete="email"
          placeholder={host ? claimEmailHint(target.website) : undefined}
          data-autofocus
        />
        <div className={styles.twoCols}>
          <PasswordField name="MemberPassword" label="Password" required />
          <PasswordField name="MemberConfirmPassword" label="Confirm password" required />
        </div>
        <TermsCheckbox kind="claim" name="Member_terms_conditions" />
        <AuthNotice />
        <FormButtons block submitLabel={MSG.claim.getFreeAccount} className={styles.actions} />
      </Form>
    );
  } else if (step === 1) {
    body = (
      <ClaimCodeStep target={target} email={form.getValues().MemberEmail.trim()} onResend={(on) => requestCode(form.getValues(), on)} onDone={() => setStep(2)} />
    );
  } else {
    body = (
      <div className={styles.center} data-testid="claim-success">
        <Confetti />
        <span className={styles.badge} aria-hidden="true">
          ✓
        </span>
        <p className={styles.centerTitle}>You now manage {target.name}</p>
        <p className={styles.centerText}>
          Your business account is ready{user ? (
            <>
              . Your user name is <strong data-testid="claim-user-name">{user.user_name}</strong> — use it to sign in as a business.
            </>
          ) : (
            '.'
          )}
        </p>
        <DashboardLink type={target.business_type} onClose={onClose} />
        <Button block variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    );
  }

  return (
    <Modal open onClose={onClose} title={step === 2 ? 'Welcome aboard!' : CLAIM_TITLE} size="md" closeOnBackdrop={step !== 1}>
      <div data-testid="claim-dialog" data-step={step}>
        <ol className={styles.steps} aria-label={`Step ${step + 1} of 3`}>
          {[0, 1, 2].map((i) => (
            <li key={i} className={`${styles.step} ${i <= step ? styles.stepDone : ''}`} />
          ))}
        </ol>
        {body}
      </div>
    </Modal>
  );
}

export default ClaimDialog;

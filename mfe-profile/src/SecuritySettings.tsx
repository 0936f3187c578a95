/**
 * `profile/SecuritySettings` (expose): the user-level account settings of spec/2 §2.1 and spec/3
 * §2.7, in the spec's order — last activity (sign-ins), the five e-mail notification switches, the
 * password change (current password checked by the server, other sessions signed out), phone,
 * read-only e-mail, SAVE and the "You want to delete your account?" dialog. The member's settings
 * page shows it as its Account Settings tab; mfe-business shows it, through the host API's
 * RemoteExpose, as the Security tab of the source and brand settings (whose Account tab is the
 * listing). Props: `{ onSaved? }`.
 */
import './calls';
import { MSG, SECURITY_FIELD_TO_PAYLOAD, securityForm } from '@ironscore/contract';
import type { ExposeProps } from '@ironscore/host';
import { alertDialog, toast } from '@ironscore/events';
import { DataProvider, useCallMutation } from '@ironscore/data';
import { Form, FormButtons, FormField, FormNotice, PasswordField, Placeholder, SwitchField, TextField, TextInput, formatDateTime, useContractForm } from '@ironscore/ui';
import { useProfile } from './frame/useProfile';
import styles from './settings/Settings.module.css';

const P = MSG.profile;
const SWITCHES = [
  ['notification_receive_message', P.notificationReceiveMessage],
  ['notification_review_comment', P.notificationReviewComment],
  ['notification_favorite_share', P.notificationFavoriteShare],
  ['notification_content_like', P.notificationContentLike],
  ['notification_security_account', P.notificationSecurityAccount],
] as const;

/** Payload key of a Set_Profile field error → the form's field. */
const FORM_KEY: Record<string, string> = Object.fromEntries(Object.entries(SECURITY_FIELD_TO_PAYLOAD).map(([form, payload]) => [payload, form]));

export default function SecuritySettings(props: ExposeProps<'profile/SecuritySettings'>) {
  return (
    <DataProvider>
      <SecurityTab {...props} />
    </DataProvider>
  );
}

function SecurityTab({ onSaved }: ExposeProps<'profile/SecuritySettings'>) {
  const { data: profile } = useProfile();
  if (!profile) return <Placeholder variant="line" count={8} />;
  return <SecurityForm key={profile.user_id} profile={profile} onSaved={onSaved} />;
}

function SecurityForm({ profile, onSaved }: { profile: NonNullable<ReturnType<typeof useProfile>['data']>; onSaved?: () => void }) {
  const form = useContractForm(securityForm, {
    notification_receive_message: profile.notification_receive_message === 1,
    notification_review_comment: profile.notification_review_comment === 1,
    notification_favorite_share: profile.notification_favorite_share === 1,
    notification_content_like: profile.notification_content_like === 1,
    notification_security_account: profile.notification_security_account === 1,
    user_phone_number: profile.user_phone_number,
    USER_DATA_current_password: '',
    USER_DATA_new_password: '',
    USER_DATA_new_password_re: '',
  });
  const save = useCallMutation('Set_Profile', { feedback: { form, options: { mapKey: (key: string) => FORM_KEY[key] ?? key } } });
  const submit = form.submit(async (value) => {
    const { USER_DATA_current_password: current, USER_DATA_new_password: next, USER_DATA_new_password_re: _again, ...rest } = value;
    const flags = Object.fromEntries(SWITCHES.map(([name]) => [name, rest[name] === 1]));
    const reply = await save.send({
      ...flags,
      user_phone_number: rest.user_phone_number,
      ...(current ? { user_password: current } : {}),
      ...(next ? { user_new_password: next } : {}),
    });
    if (!reply) return;
    toast('success', reply.message || MSG.informationUpdated);
    form.reset({ ...form.getValues(), USER_DATA_current_password: '', USER_DATA_new_password: '', USER_DATA_new_password_re: '' });
    onSaved?.();
  });

  return (
    <Form form={form} onSubmit={submit} className={styles.section}>
      <section>
        <h3 className={styles.subhead}>{MSG.labels.lastActivity}</h3>
        <ul className={styles.log} data-testid="login-log">
          {profile.login_log.map((entry, i) => (
            <li key={`${entry.created_date}-${i}`}>
              <time dateTime={entry.created_date}>{formatDateTime(entry.created_date)}</time>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.form}>
        <h3 className={styles.subhead}>{P.notifications}</h3>
        {SWITCHES.map(([name, label]) => (
          <SwitchField key={name} name={name} label={label} />
        ))}
      </section>
      <section className={styles.form}>
        <h3 className={styles.subhead}>{P.changePassword}</h3>
        <div className={styles.grid}>
          <PasswordField name="USER_DATA_current_password" label={P.currentPassword} autoComplete="current-password" />
          <PasswordField name="USER_DATA_new_password" label={P.newPassword} />
          <PasswordField name="USER_DATA_new_password_re" label={P.newPasswordAgain} />
        </div>
      </section>
      <div className={styles.grid}>
        <TextField name="user_phone_number" label={P.phone} inputMode="numeric" autoComplete="tel" />
        <FormField label={P.email}>
          <TextInput value={profile.user_email} readOnly aria-readonly="true" className={styles.readonly} />
        </FormField>
      </div>
      <FormNotice />
      <FormButtons submitLabel={P.save}>
        <button type="button" className={styles.linkButton} onClick={() => alertDialog('info', P.deleteAccountLink, P.deleteAccountInfo)}>
          {P.deleteAccountLink}
        </button>
      </FormButtons>
    </Form>
  );
}

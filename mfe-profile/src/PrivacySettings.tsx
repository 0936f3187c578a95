/**
 * `profile/PrivacySettings` (expose): who can see my profile / my content (Everyone or Friends —
 * enforced by the server), special adverts and holiday mode (Yes or No), each choice exclusive, and
 * SAVE. Rendered by this remote's settings page and by mfe-business's settings (RemoteExpose).
 * Props: `{ onSaved? }`.
 */
import './calls';
import { MSG, privacyForm } from '@ironscore/contract';
import type { ExposeProps } from '@ironscore/host';
import { toast } from '@ironscore/events';
import { DataProvider, useCallMutation } from '@ironscore/data';
import { Form, FormButtons, FormNotice, Placeholder, RadioGroupField, useContractForm } from '@ironscore/ui';
import { useProfile } from './frame/useProfile';
import styles from './settings/Settings.module.css';

const L = MSG.labels;
const AUDIENCE = [
  { value: 'Everyone', label: L.everyone },
  { value: 'Friends', label: L.friends },
];
const YES_NO = [
  { value: 'Yes', label: L.yes },
  { value: 'No', label: L.no },
];

export default function PrivacySettings(props: ExposeProps<'profile/PrivacySettings'>) {
  return (
    <DataProvider>
      <PrivacyTab {...props} />
    </DataProvider>
  );
}

function PrivacyTab({ onSaved }: ExposeProps<'profile/PrivacySettings'>) {
  const { data: profile } = useProfile();
  if (!profile) return <Placeholder variant="line" count={4} />;
  return <PrivacyForm key={profile.user_id} defaults={profile} onSaved={onSaved} />;
}

function PrivacyForm({ defaults, onSaved }: { defaults: NonNullable<ReturnType<typeof useProfile>['data']>; onSaved?: () => void }) {
  const form = useContractForm(privacyForm, {
    privacy_see_profile: defaults.privacy_see_profile,
    privacy_see_content: defaults.privacy_see_content,
    privacy_see_special_ads: defaults.privacy_see_special_ads,
    privacy_holiday_mode: defaults.privacy_holiday_mode,
  });
  const save = useCallMutation('Set_Profile', { feedback: { form } });
  const submit = form.submit(async (value) => {
    const reply = await save.send(value);
    if (!reply) return;
    toast('success', reply.message || MSG.informationUpdated);
    onSaved?.();
  });
  return (
    <Form form={form} onSubmit={submit} className={styles.section}>
      <RadioGroupField name="privacy_see_profile" label={L.whoCanSeeProfile} options={AUDIENCE} columns={2} className={styles.privacyGroup} />
      <RadioGroupField name="privacy_see_content" label={L.whoCanSeeContent} options={AUDIENCE} columns={2} className={styles.privacyGroup} />
      <RadioGroupField name="privacy_see_special_ads" label={L.showSpecialAdverts} options={YES_NO} columns={2} className={styles.privacyGroup} />
      <RadioGroupField name="privacy_holiday_mode" label={L.holidayMode} options={YES_NO} columns={2} className={styles.privacyGroup} />
      <FormNotice />
      <FormButtons submitLabel={MSG.profile.save} />
    </Form>
  );
}

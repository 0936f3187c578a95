import { useState } from 'react';
import { LIVE_IN_OPTIONS, MSG, profileForm, type ProfileUser } from '@ironscore/contract';
import { uploadUrl } from '@ironscore/api';
import { toast } from '@ironscore/events';
import { useCallMutation } from '@ironscore/data';
import { Button, FileField, Form, FormButtons, FormNotice, Img, Placeholder, SafeHtml, SelectField, TextAreaField, TextField, plainText, useContractForm } from '@ironscore/ui';
import { useProfile } from '../frame/useProfile';
import styles from './Settings.module.css';

const P = MSG.profile;
const LIVE_IN = LIVE_IN_OPTIONS.map((name) => ({ value: name, label: name }));

/** Personal information of the account tab: show mode, and edit mode with every rule of spec/2 §5. */
export function PersonalInfo() {
  const { data: profile } = useProfile();
  const [editing, setEditing] = useState(false);
  if (!profile) return <Placeholder variant="line" count={6} />;
  return editing ? <EditPersonalInfo profile={profile} onDone={() => setEditing(false)} /> : <ShowPersonalInfo profile={profile} onEdit={() => setEditing(true)} />;
}

function ShowPersonalInfo({ profile, onEdit }: { profile: ProfileUser; onEdit: () => void }) {
  const or = (x: string) => x || MSG.labels.unspecified;
  return (
    <div className={styles.section}>
      <div className={styles.images}>
        <Img src={uploadUrl('users/profile', profile.user_profile_image)} alt={P.profileImage} fallback="avatar" width={96} height={96} className={styles.avatar} />
        <Img src={uploadUrl('users/community', profile.user_community_image)} alt={P.communityImage} sizes="(max-width: 767.98px) 100vw, 720px" className={styles.cover} />
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{P.fullName}</dt>
          <dd>{or(profile.user_fullname)}</dd>
        </div>
        <div>
          <dt>{P.weight}</dt>
          <dd>{or(profile.user_weight)}</dd>
        </div>
        <div>
          <dt>{P.height}</dt>
          <dd>{or(profile.user_height)}</dd>
        </div>
        <div>
          <dt>{P.bodyFat}</dt>
          <dd>{or(profile.user_body_fat)}</dd>
        </div>
        <div>
          <dt>{P.liveIn}</dt>
          <dd>{or(profile.user_live_in)}</dd>
        </div>
      </dl>
      <div>
        <h3 className={styles.subhead}>{P.bio}</h3>
        {profile.user_bio ? <SafeHtml html={profile.user_bio} /> : <p className={styles.readonly}>{MSG.labels.unspecified}</p>}
      </div>
      <div className={styles.actions}>
        <Button onClick={onEdit}>{P.edit}</Button>
      </div>
    </div>
  );
}

function EditPersonalInfo({ profile, onDone }: { profile: ProfileUser; onDone: () => void }) {
  const form = useContractForm(profileForm, {
    user_fullname: profile.user_fullname,
    user_weight: profile.user_weight,
    user_height: profile.user_height,
    user_body_fat: profile.user_body_fat,
    user_live_in: profile.user_live_in || 'Unspecified',
    user_bio: plainText(profile.user_bio),
    user_profile_image: undefined,
    user_community_image: undefined,
  });
  const save = useCallMutation('Set_Profile', { feedback: { form } });
  const submit = form.submit(async (value) => {
    // only filled fields are sent (spec/3 §5)
    const payload = Object.fromEntries(Object.entries(value).filter(([, v]) => v !== '' && v !== undefined && v !== null));
    const reply = await save.send(payload);
    if (!reply) return;
    toast('success', reply.message || MSG.informationUpdated);
    onDone();
  });
  return (
    <Form form={form} onSubmit={submit} className={styles.section}>
      <div className={styles.grid}>
        <TextField name="user_fullname" label={P.fullName} required autoComplete="name" />
        <TextField name="user_weight" label={P.weight} inputMode="numeric" />
        <TextField name="user_height" label={P.height} inputMode="numeric" />
        <TextField name="user_body_fat" label={P.bodyFat} inputMode="numeric" />
        <SelectField name="user_live_in" label={P.liveIn} options={LIVE_IN} />
      </div>
      <TextAreaField name="user_bio" label={P.bio} rows={4} />
      <div className={styles.images}>
        <FileField name="user_profile_image" label={P.profileImage} hint={P.profileImageHint} currentUrl={uploadUrl('users/profile', profile.user_profile_image)} />
        <FileField
          name="user_community_image"
          label={P.communityImage}
          hint={P.communityImageHint}
          compress={{ maxSide: 1280 }}
          currentUrl={uploadUrl('users/community', profile.user_community_image)}
        />
      </div>
      <FormNotice />
      <FormButtons onCancel={onDone} submitLabel={P.save} />
    </Form>
  );
}

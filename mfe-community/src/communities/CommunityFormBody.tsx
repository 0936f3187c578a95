/**
 * Create or edit a community (spec/2 §5): name 3–25, one of the ten styles, description 10–500,
 * the spec's messages. Create: "Congratulations you have created a new community." and the new
 * community's page; edit: "You have successfully edited your community.". On the form layer
 * (react-hook-form): CommunityForm.tsx loads it when its dialog opens (packages/ui `lazyForm`).
 */
import clsx from 'clsx';
import { useNavigate } from 'react-router-dom';
import { COMMUNITY_STYLE_NAMES, MSG, communityForm, type Community } from '@ironscore/contract';
import { useCallMutation } from '@ironscore/data';
import { toast } from '@ironscore/events';
import { Form, FormButtons, FormNotice, RadioGroupField, TextAreaField, TextField, useContractForm, VisuallyHidden } from '@ironscore/ui';
import { communityStyleClass } from '../lib/communityStyle';
import styles from './Communities.module.css';

const STYLE_OPTIONS = COMMUNITY_STYLE_NAMES.map((style, i) => ({
  value: style,
  label: (
    <span className={clsx(styles.swatch, communityStyleClass(style))}>
      <VisuallyHidden>Style {i + 1}</VisuallyHidden>
    </span>
  ),
}));

export interface CommunityFormBodyProps {
  community?: Community;
  onDone: () => void;
}

export function CommunityFormBody({ community, onDone }: CommunityFormBodyProps) {
  const navigate = useNavigate();
  const form = useContractForm(communityForm, {
    community_name: community?.community_name ?? '',
    community_style: community?.community_style ?? '',
    community_description: community?.community_description ?? '',
  } as never);
  const create = useCallMutation('Set_CommunityCreateCommunity', { feedback: { form } });
  const edit = useCallMutation('Set_CommunityEdit', { feedback: { form } });
  const submit = form.submit(async (value) => {
    if (community) {
      if (!(await edit.send({ ...value, community_id: community.community_id }))) return;
      toast('success', MSG.success.communityEdited);
    } else {
      const reply = await create.send(value);
      if (!reply) return;
      toast('success', MSG.success.communityCreated);
      if (reply.data?.community_id) navigate(`/community/page/${reply.data.community_id}`);
    }
    onDone();
  });
  return (
    <Form form={form} onSubmit={submit} className={styles.form}>
      <TextField name="community_name" id="community-name" label="Community name" required maxLength={40} />
      <RadioGroupField name="community_style" id="community-style" label="Style" options={STYLE_OPTIONS} className={styles.styles} optionClassName={styles.styleOption} checkedClassName={styles.styleChecked} />
      <TextAreaField name="community_description" id="community-description" label="Description" required rows={4} />
      <FormNotice />
      <FormButtons onCancel={onDone} submitLabel={community ? 'Save' : 'Create'} />
    </Form>
  );
}

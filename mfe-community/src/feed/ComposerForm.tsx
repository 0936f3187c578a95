/**
 * The post composer (spec/2 §4, §5): text, image or poll; audience everyone, friends or one of the
 * joined communities (fixed when composing on a community page). Switching the mode resets the
 * image, the poll title and the answers (two empty answers). The text is required; an image is
 * JPG/PNG ≤ 2 MB, compressed to about 1 MB / 1024 px; a poll has a title and answers of which 1 and
 * 2 cannot be deleted. Hashtags in the text become links to the hashtag feed when shown.
 * Plain textarea (no rich-text editor): the spec asks no formatting, see the notes.
 * On the form layer (react-hook-form): the pages load it through Composer.tsx (packages/ui `lazyForm`).
 */
import { useId } from 'react';
import { MSG, postForm, type Community, type PostType } from '@ironscore/contract';
import { useCallMutation, useCallQuery } from '@ironscore/data';
import { toast } from '@ironscore/events';
import { Button, FileField, Form, FormField, FormNotice, Select, Tabs, TextAreaField, TextField, useContractForm } from '@ironscore/ui';
import { textToPostHtml } from '../lib/postHtml';
import styles from './Feed.module.css';

const MODES: ReadonlyArray<{ id: PostType; label: string }> = [
  { id: 'text', label: 'Text' },
  { id: 'image', label: 'Image' },
  { id: 'poll', label: 'Poll' },
];

const emptyPoll = () => ({ poll_title: '', answers: ['', ''] });

export interface ComposerProps {
  /** Composing on a community page: the audience is that community. */
  community?: Pick<Community, 'community_id' | 'community_name'>;
}

export function ComposerForm({ community }: ComposerProps) {
  const id = useId().replace(/:/g, '');
  const joined = useCallQuery('Get_CommunityList', {});
  const form = useContractForm(postForm, {
    post_type: 'text',
    post_method: community ? 'community' : 'everyone',
    post_method_community_id: community?.community_id ?? 0,
    post_content: '',
    post_poll: emptyPoll(),
    post_image: undefined,
  });
  const create = useCallMutation('Set_NewCommunityPost', { feedback: { form } });
  const mode = form.watch('post_type') as PostType;
  const method = form.watch('post_method') as string;
  const communityId = Number(form.watch('post_method_community_id')) || 0;
  const answers = (form.watch('post_poll.answers' as never) as unknown as string[] | undefined) ?? ['', ''];
  const errors = form.formState.errors as Record<string, { message?: string; answers?: { message?: string; root?: { message?: string } } } | undefined>;
  // An error of the answers array sits on `.root` when its items are fields (react-hook-form).
  const answersError = errors.post_poll?.answers?.root?.message ?? errors.post_poll?.answers?.message;

  const setMode = (next: PostType) => {
    form.setValue('post_type', next);
    form.setValue('post_image', undefined);
    form.setValue('post_poll' as never, emptyPoll() as never);
    form.clearErrors(['post_image', 'post_poll' as never]);
  };
  const setAudience = (value: string) => {
    const [m, cid] = value.split(':');
    form.setValue('post_method', m as 'everyone');
    form.setValue('post_method_community_id', Number(cid ?? 0));
    form.clearErrors('post_method_community_id');
  };
  const setAnswers = (next: string[]) => form.setValue('post_poll.answers' as never, next as never);

  const submit = form.submit(async (value) => {
    const poll = value.post_type === 'poll' ? (value.post_poll as { poll_title: string; answers: string[] }) : null;
    const shared = await create.send({
      post_type: value.post_type,
      post_method: value.post_method,
      post_method_community_id: Number(value.post_method_community_id) || 0,
      post_content: textToPostHtml(value.post_content),
      ...(poll ? { post_poll: JSON.stringify({ poll_title: poll.poll_title.trim(), answers: poll.answers.map((a) => a.trim()).filter(Boolean) }) } : {}),
      ...(value.post_type === 'image' && value.post_image ? { post_image: value.post_image } : {}),
    } as never);
    if (!shared) return;
    form.reset({
      post_type: 'text',
      post_method: value.post_method,
      post_method_community_id: value.post_method_community_id,
      post_content: '',
      post_poll: emptyPoll(),
      post_image: undefined,
    });
    toast('success', MSG.success.postShared);
  });

  const communities = joined.data?.data ?? [];
  const audienceValue = method === 'community' ? `community:${communityId || ''}` : method;

  return (
    <section className={styles.composer} aria-label="Create a post">
      <Form form={form} onSubmit={submit}>
        <Tabs tabs={MODES} value={mode} onChange={setMode} variant="pills" label="Post type" className={styles.modes} />
        <TextAreaField name="post_content" id={`${id}-content`} aria-label="Post text" placeholder="What's on your mind? Use #hashtags." rows={3} />
        {mode === 'image' && (
          <FileField name="post_image" id={`${id}-image`} label="Image" compress={{ maxSide: 1024 }} hint="JPG, JPEG or PNG, at most 2 MB" />
        )}
        {mode === 'poll' && (
          <div className={styles.pollEditor}>
            <TextField name="post_poll.poll_title" id={`${id}-poll-title`} label="Poll title" />
            <fieldset className={styles.pollAnswers}>
              <legend>Poll answers</legend>
              {answers.map((_a, i) => (
                <div key={i} className={styles.pollAnswerRow}>
                  <TextField name={`post_poll.answers.${i}`} id={`${id}-answer-${i}`} aria-label={`Answer ${i + 1}`} placeholder={`Answer ${i + 1}`} />
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Delete answer ${i + 1}`}
                    onClick={() => (i < 2 ? toast('warning', MSG.validation.pollAnswersRequired) : setAnswers(answers.filter((_x, j) => j !== i)))}
                  >
                    ✕
                  </Button>
                </div>
              ))}
              {answersError && (
                <p className={styles.fieldError} role="alert">
                  {answersError}
                </p>
              )}
              <Button variant="secondary" size="sm" onClick={() => setAnswers([...answers, ''])}>
                Add answer
              </Button>
            </fieldset>
          </div>
        )}
        <div className={styles.composerFoot}>
          {community ? (
            <p className={styles.audienceFixed}>
              Posting in <strong>{community.community_name}</strong>
            </p>
          ) : (
            <FormField label="Audience" id={`${id}-audience`} error={errors.post_method_community_id?.message} className={styles.audienceField}>
              <Select value={audienceValue} onChange={(e) => setAudience(e.target.value)}>
                <option value="everyone">Everyone</option>
                <option value="friends">Friends</option>
                {communities.map((c) => (
                  <option key={c.community_id} value={`community:${c.community_id}`}>
                    {c.community_name}
                  </option>
                ))}
              </Select>
            </FormField>
          )}
          <Button type="submit" loading={form.formState.isSubmitting}>
            Share
          </Button>
        </div>
        <FormNotice />
      </Form>
    </section>
  );
}

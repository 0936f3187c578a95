/**
 * The edit box of one's own post (spec/2 §4): the text only, "Your post has been edited."; on the
 * form layer (react-hook-form), so PostCard loads it when Edit is pressed (packages/ui `lazyForm`).
 */
import { MSG, postEditForm, type Post } from '@ironscore/contract';
import { useCallMutation } from '@ironscore/data';
import { toast } from '@ironscore/events';
import { Form, FormButtons, FormNotice, TextAreaField, useContractForm } from '@ironscore/ui';
import { postHtmlToText, textToPostHtml } from '../lib/postHtml';
import styles from './Feed.module.css';

export interface EditPostFormProps {
  post: Post;
  onDone: () => void;
}

export function EditPostForm({ post, onDone }: EditPostFormProps) {
  const form = useContractForm(postEditForm, { post_content: postHtmlToText(post.post_content) });
  const edit = useCallMutation('Set_CommunityPostEdit', { feedback: { form } });
  const submit = form.submit(async ({ post_content }) => {
    if (!(await edit.send({ post_id: post.post_id, post_content: textToPostHtml(post_content) }))) return;
    toast('success', MSG.success.postEdited);
    onDone();
  });
  return (
    <Form form={form} onSubmit={submit} className={styles.editForm}>
      <TextAreaField name="post_content" id={`edit-${post.post_id}`} label="Edit your post" rows={4} autoFocus />
      <FormNotice />
      <FormButtons size="sm" onCancel={onDone} />
    </Form>
  );
}

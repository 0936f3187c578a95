/**
 * The comment box under a post's comments (spec/2 §4): "Your comment has been shared.", emptied
 * after a comment; on the form layer (react-hook-form), so Comments loads it when the comments
 * first open (packages/ui `lazyForm`).
 */
import { MSG, postCommentForm } from '@ironscore/contract';
import { useCallMutation } from '@ironscore/data';
import { toast } from '@ironscore/events';
import { Button, Form, FormNotice, TextAreaField, useContractForm } from '@ironscore/ui';
import { textToPostHtml } from '../lib/postHtml';
import styles from './Feed.module.css';

export interface CommentFormProps {
  postId: number;
}

export function CommentForm({ postId }: CommentFormProps) {
  const form = useContractForm(postCommentForm, { post_content: '' });
  const send = useCallMutation('Set_NewCommunityComment', { feedback: { form } });
  const submit = form.submit(async ({ post_content }) => {
    if (!(await send.send({ parent_post_id: postId, post_content: textToPostHtml(post_content) }))) return;
    form.reset({ post_content: '' });
    toast('success', MSG.success.commentShared);
  });
  return (
    <Form form={form} onSubmit={submit} className={styles.commentForm}>
      <TextAreaField name="post_content" id={`comment-${postId}`} aria-label="Write a comment" placeholder="Write a comment..." rows={2} />
      <FormNotice />
      <Button type="submit" size="sm" loading={form.formState.isSubmitting}>
        Comment
      </Button>
    </Form>
  );
}

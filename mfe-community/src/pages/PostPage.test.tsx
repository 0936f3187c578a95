import '../testing/polyfills';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, type Post } from '@ironscore/contract';
import { on } from '@ironscore/events';
import { MEMBER, answerCalls, callMock, makePost, ok, payloadsOf, renderRoute, signedIn } from '../testing/helpers';

jest.mock('@ironscore/api', () => ({ ...jest.requireActual('@ironscore/api'), api: { call: jest.fn() } }));
jest.mock('../lib/useStartLoader', () => ({ useStartLoader: () => false }));
// Typing through userEvent is slow on a loaded machine; these flows type a lot.
jest.setTimeout(90_000);

const render = (id: number | string = 5) => renderRoute('community-post', '/community/post/:post_id', `/community/post/${id}`);
const refused = (message: string) => ({ status: false, message, data: null });

function collect<T>(name: 'toast' | 'alert' | 'confirm:request', answer?: boolean) {
  const seen: T[] = [];
  const off = on(name as 'toast', (detail: unknown) => {
    if (name === 'confirm:request') {
      const r = detail as { handled: boolean; options: unknown; resolve: (b: boolean) => void };
      r.handled = true;
      seen.push(r.options as T);
      r.resolve(answer ?? true);
    } else seen.push(detail as T);
  });
  return { seen, off };
}

beforeEach(() => callMock().mockClear());

test('a like shows at once, disabled until the reply, whose counts win; the post is not asked again', async () => {
  signedIn();
  let release: () => void = () => undefined;
  answerCalls({
    Get_CommunitySinglePost: ok(makePost(5, { like_count: 2 })),
    // The server counted another member's like meanwhile: its count (4) is what shows at the end.
    Set_CommunityPostLike: () =>
      new Promise((resolve) => (release = () => resolve({ ...ok({ post_id: 5, like_count: 4, post_liked: 1 }), type: 'positive' }))),
  });
  render();
  const like = await screen.findByRole('button', { name: /Like 2/ });
  expect(like).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(like);
  const pending = await screen.findByRole('button', { name: /Like 3/ });
  expect(pending).toHaveAttribute('aria-pressed', 'true');
  expect(pending).toBeDisabled();
  expect(pending).toHaveAttribute('aria-busy', 'true');
  await act(async () => release());
  const done = await screen.findByRole('button', { name: /Like 4/ });
  expect(done).toHaveAttribute('aria-pressed', 'true');
  expect(done).toBeEnabled();
  expect(payloadsOf('Set_CommunityPostLike')).toEqual([{ post_id: 5 }]);
  expect(payloadsOf('Get_CommunitySinglePost')).toHaveLength(1);
});

test('titled "Post #id"; a like toggles both ways with the returned counts; a refused like is put back', async () => {
  signedIn();
  let likes = 2;
  let refuse = false;
  answerCalls({
    Get_CommunitySinglePost: ok(makePost(5, { like_count: 2 })),
    Set_CommunityPostLike: () => {
      if (refuse) return refused(MSG.community.membersOnly);
      likes = likes === 2 ? 3 : 2;
      return { ...ok({ post_id: 5, like_count: likes, post_liked: likes === 3 ? 1 : 0 }), type: likes === 3 ? 'positive' : 'negative' };
    },
  });
  const toasts = collect<{ text: string }>('toast');
  render();
  expect(await screen.findByRole('heading', { level: 1, name: 'Post #5' })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Post #5 | IronScore'));
  await userEvent.click(await screen.findByRole('button', { name: /Like 2/ }));
  expect(await screen.findByRole('button', { name: /Like 3/ })).toHaveAttribute('aria-pressed', 'true');
  await waitFor(() => expect(screen.getByRole('button', { name: /Like 3/ })).toBeEnabled());
  await userEvent.click(screen.getByRole('button', { name: /Like 3/ }));
  await waitFor(() => expect(screen.getByRole('button', { name: /Like 2/ })).toBeEnabled());
  expect(screen.getByRole('button', { name: /Like 2/ })).toHaveAttribute('aria-pressed', 'false');
  refuse = true;
  await userEvent.click(screen.getByRole('button', { name: /Like 2/ }));
  await waitFor(() => expect(toasts.seen.map((t) => t.text)).toContain(MSG.community.membersOnly));
  await waitFor(() => expect(screen.getByRole('button', { name: /Like 2/ })).toBeEnabled());
  expect(screen.getByRole('button', { name: /Like 2/ })).toHaveAttribute('aria-pressed', 'false');
  expect(payloadsOf('Set_CommunityPostLike')).toEqual([{ post_id: 5 }, { post_id: 5 }, { post_id: 5 }]);
  expect(payloadsOf('Get_CommunitySinglePost')).toHaveLength(1);
  toasts.off();
});

test('poll: answers are buttons before voting, result bars with counts and shares after', async () => {
  signedIn();
  let post: Post = makePost(6, {
    post_type: 'poll',
    post_poll: { poll_title: 'Best time to train?', answers: ['Morning', 'Evening'] },
    post_poll_answers: [{ answer_no: 1, count: 1 }, { answer_no: 2, count: 2 }],
  });
  answerCalls({
    Get_CommunitySinglePost: () => ok(post),
    Set_CommunityPollAnswer: (p: Record<string, unknown>) => {
      post = { ...post, post_poll_voted: Number(p.answer_no), post_poll_answers: [{ answer_no: 1, count: 2 }, { answer_no: 2, count: 2 }] };
      return ok(null);
    },
  });
  render(6);
  const poll = await screen.findByRole('group', { name: 'Best time to train?' });
  await userEvent.click(within(poll).getByRole('button', { name: 'Morning' }));
  await waitFor(() => expect(within(poll).queryByRole('button')).not.toBeInTheDocument());
  const rows = within(poll).getAllByRole('listitem');
  expect(rows[0]).toHaveTextContent('Morning (your vote)2 · 50%');
  expect(rows[1]).toHaveTextContent('Evening2 · 50%');
  expect(poll).toHaveTextContent('4 votes');
  expect(payloadsOf('Set_CommunityPollAnswer')).toEqual([{ post_id: 6, answer_no: 1 }]);
});

test('comments: blank is refused, a comment is sent as HTML with "Your comment has been shared.", own comments deletable', async () => {
  signedIn();
  let post: Post = makePost(7, {
    comments: [{ post_id: 70, user_id: 9, user_name: 'other9', user_profile_image: '', post_content: '<p>Nice</p>', created_date: new Date().toISOString() }],
  });
  answerCalls({
    Get_CommunitySinglePost: () => ok(post),
    Set_NewCommunityComment: (p: Record<string, unknown>) => {
      post = {
        ...post,
        comments: [...post.comments, { post_id: 71, user_id: MEMBER.user_id, user_name: MEMBER.user_name, user_profile_image: '', post_content: String(p.post_content), created_date: new Date().toISOString() }],
      };
      return ok(null);
    },
    Set_CommunityPostDelete: () => {
      post = { ...post, comments: post.comments.filter((c) => c.post_id !== 71) };
      return ok(null);
    },
  });
  const toasts = collect<{ text: string }>('toast');
  const confirms = collect<{ title: string }>('confirm:request', true);
  render(7);
  const comments = await screen.findByRole('region', { name: 'Comments of post 7' });
  expect(within(comments).getAllByRole('listitem')).toHaveLength(1);
  expect(within(comments).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  await userEvent.click(within(comments).getByRole('button', { name: 'Comment' }));
  expect(await within(comments).findByText(MSG.validation.fieldBlank)).toBeInTheDocument();
  expect(payloadsOf('Set_NewCommunityComment')).toEqual([]);
  await userEvent.type(within(comments).getByRole('textbox', { name: 'Write a comment' }), 'Great <b>work</b> #legday');
  await userEvent.click(within(comments).getByRole('button', { name: 'Comment' }));
  await waitFor(() => expect(within(comments).getAllByRole('listitem')).toHaveLength(2));
  expect(payloadsOf('Set_NewCommunityComment')).toEqual([{ parent_post_id: 7, post_content: '<p>Great &lt;b&gt;work&lt;/b&gt; #legday</p>' }]);
  expect(toasts.seen.map((t) => t.text)).toContain(MSG.success.commentShared);
  expect(within(comments).getByRole('link', { name: '#legday' })).toHaveAttribute('href', '/community/home?hashtag=legday');
  await userEvent.click(within(comments).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(within(comments).getAllByRole('listitem')).toHaveLength(1));
  expect(payloadsOf('Set_CommunityPostDelete')).toEqual([{ post_id: 71, post_type: 'comment' }]);
  expect(confirms.seen.map((c) => c.title)).toEqual([MSG.confirm.deleteComment]);
  toasts.off();
  confirms.off();
});

test('own post: edit ("Your post has been edited.") and delete after the confirmation ("Your post has been deleted.")', async () => {
  signedIn();
  let post: Post = makePost(8, { user_id: MEMBER.user_id, user_name: MEMBER.user_name, post_content: '<p>First line</p><p>Second</p>' });
  answerCalls({
    Get_CommunitySinglePost: () => ok(post),
    Set_CommunityPostEdit: (p: Record<string, unknown>) => {
      post = { ...post, post_content: String(p.post_content), content_edited: 1 };
      return ok(null);
    },
    Set_CommunityPostDelete: () => ok(null),
  });
  const toasts = collect<{ text: string }>('toast');
  render(8);
  expect(await screen.findByText('First line')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
  const box = await screen.findByRole('textbox', { name: 'Edit your post' });
  expect(box).toHaveValue('First line\n\nSecond');
  await userEvent.clear(box);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(MSG.validation.fieldBlank)).toBeInTheDocument();
  await userEvent.type(box, 'Changed');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Changed')).toBeInTheDocument();
  expect(screen.getByText('edited')).toBeInTheDocument();
  expect(payloadsOf('Set_CommunityPostEdit')).toEqual([{ post_id: 8, post_content: '<p>Changed</p>' }]);
  expect(toasts.seen.map((t) => t.text)).toContain(MSG.success.postEdited);

  const answers = [false, true];
  const confirms: string[] = [];
  const off = on('confirm:request', (r) => {
    r.handled = true;
    confirms.push(r.options.title);
    r.resolve(answers.shift()!);
  });
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  await act(async () => new Promise((r) => setTimeout(r, 20)));
  expect(payloadsOf('Set_CommunityPostDelete')).toEqual([]);
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(payloadsOf('Set_CommunityPostDelete')).toEqual([{ post_id: 8, post_type: 'post' }]));
  expect(confirms).toEqual([MSG.confirm.deletePost, MSG.confirm.deletePost]);
  await waitFor(() => expect(toasts.seen.map((t) => t.text)).toContain(MSG.success.postDeleted));
  toasts.off();
  off();
});

test("others' post: report with a reason shows 'Report Sent'; a refused action shows the server's message", async () => {
  signedIn();
  answerCalls({
    Get_CommunitySinglePost: ok(makePost(9)),
    Set_CommunityPostReason: ok(null),
    Set_CommunityPostLike: refused(MSG.community.membersOnly),
  });
  const alerts = collect<{ title: string; text: string }>('alert');
  const toasts = collect<{ text: string }>('toast');
  render(9);
  await userEvent.click(await screen.findByRole('button', { name: 'Report' }));
  const dialog = await screen.findByRole('dialog', { name: MSG.labels.reportPost });
  await userEvent.click(await within(dialog).findByRole('radio', { name: 'Spam or Promotion' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
  await waitFor(() => expect(alerts.seen.map((a) => a.title)).toContain(MSG.review.reportSent));
  expect(payloadsOf('Set_CommunityPostReason')).toEqual([{ post_id: 9, report_reason: 'Spam or Promotion' }]);
  await userEvent.click(screen.getByRole('button', { name: /Like/ }));
  await waitFor(() => expect(toasts.seen.map((t) => t.text)).toContain(MSG.community.membersOnly));
  alerts.off();
  toasts.off();
});

test("others' comment: Report sends the comment's post_id and shows 'Report Sent'; one's own hidden post and comment are labelled", async () => {
  signedIn();
  const others = { post_id: 41, user_id: 8, user_name: 'rude8', user_profile_image: 'default.jpg', post_content: '<p>You are weak</p>', created_date: new Date().toISOString() };
  const mine = { ...others, post_id: 42, user_id: MEMBER.user_id, user_name: MEMBER.user_name, post_content: '<p>Spam of mine</p>', hidden_pending_review: 1 as const };
  answerCalls({
    Get_CommunitySinglePost: ok(makePost(9, { user_id: MEMBER.user_id, user_name: MEMBER.user_name, hidden_pending_review: 1, comments: [others, mine] })),
    Set_CommunityPostReason: ok(null),
  });
  const alerts = collect<{ title: string; text: string }>('alert');
  render(9);
  const hidden = await screen.findAllByText(MSG.manage.hiddenPendingReview);
  // the post and one's own comment; not the other member's comment
  expect(hidden).toHaveLength(2);
  expect(screen.queryByRole('button', { name: 'Report the comment by ' + MEMBER.user_name })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Report the comment by rude8' }));
  const dialog = await screen.findByRole('dialog', { name: MSG.labels.reportComment });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
  expect(await within(dialog).findByText(MSG.validation.reportReasonRequired)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Off-Topic' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
  await waitFor(() => expect(alerts.seen).toContainEqual(expect.objectContaining({ title: MSG.review.reportSent, text: MSG.review.reportThanks })));
  expect(payloadsOf('Set_CommunityPostReason')).toEqual([{ post_id: 41, report_reason: 'Off-Topic' }]);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: MSG.labels.reportComment })).not.toBeInTheDocument());
  alerts.off();
});

test('a post the viewer may not see reads like a missing one', async () => {
  signedIn();
  answerCalls({ Get_CommunitySinglePost: refused(MSG.notFound.post) });
  render(10);
  expect(await screen.findByText(MSG.notFound.post)).toBeInTheDocument();
});

import '../testing/polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@ironscore/contract';
import { on } from '@ironscore/events';
import { answerCalls, callMock, makePost, ok, payloadsOf, renderRoute, signedIn } from '../testing/helpers';

jest.mock('@ironscore/api', () => ({ ...jest.requireActual('@ironscore/api'), api: { call: jest.fn() } }));
jest.mock('../lib/useStartLoader', () => ({ useStartLoader: () => false }));
// Typing through userEvent is slow on a loaded machine; these flows type a lot.
jest.setTimeout(90_000);

const render = () => renderRoute('home', '/community/home', '/community/home');

let feed = [makePost(1)];
beforeEach(() => {
  callMock().mockClear();
  feed = [makePost(1)];
  signedIn();
  answerCalls({
    Get_CommunityList: ok([{ community_id: 7, community_name: 'Iron Club', community_style: 'bg-community-2' }]),
    Get_CommunityPostList: () => ok(feed, feed.length),
    Set_NewCommunityPost: (p: Record<string, unknown>) => {
      feed = [makePost(2, { post_content: String(p.post_content) }), ...feed];
      return ok({ post_id: 2 });
    },
  });
});

const composer = async () => screen.findByRole('region', { name: 'Create a post' });

test('text post: blank is refused; the text goes as escaped paragraphs to the chosen audience, "Your post has been shared.", the feed shows it', async () => {
  const toasts: string[] = [];
  const off = on('toast', (t) => toasts.push(t.text));
  render();
  const box = await composer();
  await userEvent.click(within(box).getByRole('button', { name: 'Share' }));
  expect(await within(box).findByText(MSG.validation.fieldBlank)).toBeInTheDocument();
  expect(payloadsOf('Set_NewCommunityPost')).toEqual([]);
  await userEvent.type(within(box).getByRole('textbox', { name: 'Post text' }), 'Deadlift PR #strength{enter}{enter}<3 kg more');
  await within(box).findByRole('option', { name: 'Iron Club' });
  await userEvent.selectOptions(within(box).getByRole('combobox', { name: 'Audience' }), 'Iron Club');
  await userEvent.click(within(box).getByRole('button', { name: 'Share' }));
  await waitFor(() => expect(toasts).toContain(MSG.success.postShared));
  expect(payloadsOf('Set_NewCommunityPost')).toEqual([
    { post_type: 'text', post_method: 'community', post_method_community_id: 7, post_content: '<p>Deadlift PR #strength</p><p>&lt;3 kg more</p>' },
  ]);
  expect(within(box).getByRole('textbox', { name: 'Post text' })).toHaveValue('');
  expect(await screen.findByRole('link', { name: '#strength' })).toBeInTheDocument();
  off();
});

test('poll: answers 1 and 2 cannot be deleted, more can be added and deleted; switching the mode resets the poll', async () => {
  const toasts: string[] = [];
  const off = on('toast', (t) => toasts.push(t.text));
  render();
  const box = await composer();
  await userEvent.click(within(box).getByRole('tab', { name: 'Poll' }));
  await userEvent.type(within(box).getByRole('textbox', { name: 'Post text' }), 'Vote!');
  await userEvent.click(within(box).getByRole('button', { name: 'Share' }));
  expect(await within(box).findByText(MSG.validation.pollAnswersRequired)).toBeInTheDocument();
  expect(payloadsOf('Set_NewCommunityPost')).toEqual([]);

  await userEvent.click(within(box).getByRole('button', { name: 'Delete answer 1' }));
  expect(toasts).toContain(MSG.validation.pollAnswersRequired);
  expect(within(box).getAllByRole('textbox', { name: /^Answer/ })).toHaveLength(2);
  await userEvent.click(within(box).getByRole('button', { name: 'Add answer' }));
  await userEvent.click(within(box).getByRole('button', { name: 'Add answer' }));
  expect(within(box).getAllByRole('textbox', { name: /^Answer/ })).toHaveLength(4);
  await userEvent.click(within(box).getByRole('button', { name: 'Delete answer 4' }));
  expect(within(box).getAllByRole('textbox', { name: /^Answer/ })).toHaveLength(3);

  await userEvent.type(within(box).getByRole('textbox', { name: 'Poll title' }), 'Best split?');
  await userEvent.type(within(box).getByRole('textbox', { name: 'Answer 1' }), 'PPL');
  await userEvent.type(within(box).getByRole('textbox', { name: 'Answer 3' }), 'Upper/lower');

  // switching the mode and back: poll title and answers start again (two empty answers)
  await userEvent.click(within(box).getByRole('tab', { name: 'Text' }));
  await userEvent.click(within(box).getByRole('tab', { name: 'Poll' }));
  expect(within(box).getByRole('textbox', { name: 'Poll title' })).toHaveValue('');
  expect(within(box).getAllByRole('textbox', { name: /^Answer/ }).map((a) => (a as HTMLInputElement).value)).toEqual(['', '']);

  await userEvent.type(within(box).getByRole('textbox', { name: 'Poll title' }), 'Best split?');
  await userEvent.type(within(box).getByRole('textbox', { name: 'Answer 1' }), 'PPL');
  await userEvent.type(within(box).getByRole('textbox', { name: 'Answer 2' }), 'Full body');
  await userEvent.click(within(box).getByRole('button', { name: 'Add answer' }));
  await userEvent.click(within(box).getByRole('button', { name: 'Share' }));
  await waitFor(() => expect(payloadsOf('Set_NewCommunityPost')).toHaveLength(1));
  expect(payloadsOf('Set_NewCommunityPost')[0]).toEqual({
    post_type: 'poll',
    post_method: 'everyone',
    post_method_community_id: 0,
    post_content: '<p>Vote!</p>',
    post_poll: JSON.stringify({ poll_title: 'Best split?', answers: ['PPL', 'Full body'] }),
  });
  off();
});

test('image mode asks for an image file; a refused reply shows the server message', async () => {
  answerCalls({
    Get_CommunityList: ok([]),
    Get_CommunityPostList: ok([], 0),
    Set_NewCommunityPost: { status: false, message: MSG.community.imageRequired, data: null, errors: { post_image: MSG.community.imageRequired } },
  });
  render();
  const box = await composer();
  await userEvent.click(within(box).getByRole('tab', { name: 'Image' }));
  expect(within(box).getByText('Choose an image')).toBeInTheDocument();
  await userEvent.type(within(box).getByRole('textbox', { name: 'Post text' }), 'Look');
  await userEvent.click(within(box).getByRole('button', { name: 'Share' }));
  expect(await within(box).findByText(MSG.community.imageRequired)).toBeInTheDocument();
});

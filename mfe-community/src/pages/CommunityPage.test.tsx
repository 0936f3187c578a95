import '../testing/polyfills';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, type Community } from '@ironscore/contract';
import { on } from '@ironscore/events';
import { MEMBER, answerCalls, callMock, makePost, ok, payloadsOf, renderRoute, signedIn } from '../testing/helpers';

jest.mock('@ironscore/api', () => ({ ...jest.requireActual('@ironscore/api'), api: { call: jest.fn() } }));
jest.mock('../lib/useStartLoader', () => ({ useStartLoader: () => false }));
// Typing through userEvent is slow on a loaded machine; these flows type a lot.
jest.setTimeout(90_000);

const community = (extra: Partial<Community> = {}): Community => ({
  community_id: 7,
  community_name: 'Iron Club',
  community_style: 'bg-community-2',
  community_description: 'Heavy lifting every day.',
  member_count: 12,
  total_member: 12,
  joined_status: 0,
  user_id: 9,
  community_admin: { user_name: 'owner9', user_profile_image: '' },
  ...extra,
});

/** Answers confirmations in order and records their titles. */
function answerConfirms(answers: boolean[]) {
  const asked: string[] = [];
  const off = on('confirm:request', (r) => {
    r.handled = true;
    asked.push(r.options.title);
    r.resolve(answers.shift() ?? false);
  });
  return { asked, off };
}

beforeEach(() => callMock().mockClear());

describe('community page', () => {
  const render = (id: number | string = 7) => renderRoute('community-page', '/community/page/:community_id', `/community/page/${id}`);

  test('join states: Join after "Do you want to join the community?", then the composer and feed; Leave after its confirmation', async () => {
    signedIn();
    let joined: 0 | 1 = 0;
    answerCalls({
      Get_Community: () => ok(community({ joined_status: joined, member_count: 12 + joined })),
      Set_CommunityJoinOrLeave: () => {
        joined = joined ? 0 : 1;
        return ok(null);
      },
      Get_CommunityPostList: ok([makePost(4, { post_method: 'community', post_method_community_id: 7 })], 1),
    });
    const confirms = answerConfirms([false, true, true]);
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Iron Club' })).toBeInTheDocument();
    expect(screen.getByText('12 members')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'owner9' })).toHaveAttribute('href', '/community/profile/owner9');
    expect(screen.getByRole('status')).toHaveTextContent(MSG.gating.joinToView);
    expect(payloadsOf('Get_CommunityPostList')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: MSG.labels.join }));
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(payloadsOf('Set_CommunityJoinOrLeave')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: MSG.labels.join }));
    expect(await screen.findByRole('button', { name: MSG.labels.leave })).toBeInTheDocument();
    expect(screen.getByText('13 members')).toBeInTheDocument();
    const composer = await screen.findByRole('region', { name: 'Create a post' });
    expect(within(composer).getByText('Iron Club')).toBeInTheDocument();
    expect(within(composer).queryByRole('combobox', { name: 'Audience' })).not.toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(1);
    expect(payloadsOf('Get_CommunityPostList')[0]).toEqual({ limit: 10, hashtag_name: '', community_id: 7 });

    await userEvent.click(screen.getByRole('button', { name: MSG.labels.leave }));
    expect(await screen.findByRole('button', { name: MSG.labels.join })).toBeInTheDocument();
    expect(confirms.asked).toEqual([MSG.confirm.joinCommunity, MSG.confirm.joinCommunity, MSG.confirm.leaveCommunity]);
    expect(payloadsOf('Set_CommunityJoinOrLeave')).toEqual([{ community_id: 7 }, { community_id: 7 }]);
    confirms.off();
  });

  test('from Join until the community is read again the button shows no state: neutral and disabled; "1 member" in the singular', async () => {
    signedIn();
    let joined: 0 | 1 = 0;
    let release: () => void = () => undefined;
    answerCalls({
      Get_Community: () => {
        const reply = ok(community({ joined_status: joined, member_count: joined }));
        return joined ? new Promise((resolve) => (release = () => resolve(reply))) : reply;
      },
      Set_CommunityJoinOrLeave: () => {
        joined = 1;
        return ok(null);
      },
      Get_CommunityPostList: ok([], 0),
    });
    const confirms = answerConfirms([true]);
    render();
    expect(await screen.findByText('0 members')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: MSG.labels.join }));
    await waitFor(() => expect(payloadsOf('Set_CommunityJoinOrLeave')).toHaveLength(1));
    await waitFor(() => expect(payloadsOf('Get_Community')).toHaveLength(2));
    const neutral = screen.getByRole('button', { busy: true });
    expect(neutral).toBeDisabled();
    expect(screen.queryByRole('button', { name: MSG.labels.join })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MSG.labels.leave })).not.toBeInTheDocument();
    act(() => release());
    expect(await screen.findByRole('button', { name: MSG.labels.leave })).toBeEnabled();
    expect(screen.getByText('1 member')).toBeInTheDocument();
    confirms.off();
  });

  test('the owner sees Edit and Delete, never Leave; edit saves with the spec message; delete after its confirmation', async () => {
    signedIn();
    let c = community({ user_id: MEMBER.user_id, joined_status: 1, community_admin: { user_name: MEMBER.user_name, user_profile_image: '' } });
    answerCalls({
      Get_Community: () => ok(c),
      Get_CommunityPostList: ok([], 0),
      Set_CommunityEdit: (p: Record<string, unknown>) => {
        c = { ...c, community_name: String(p.community_name) };
        return ok(null);
      },
      Set_CommunityDelete: ok(null),
    });
    const toasts: string[] = [];
    const offToast = on('toast', (t) => toasts.push(t.text));
    const confirms = answerConfirms([true]);
    render();
    await screen.findByRole('heading', { level: 1, name: 'Iron Club' });
    expect(screen.queryByRole('button', { name: MSG.labels.leave })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit your community' });
    const name = await within(dialog).findByRole('textbox', { name: /Community name/ });
    expect(name).toHaveValue('Iron Club');
    await userEvent.clear(name);
    await userEvent.type(name, 'Ir');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(MSG.validation.communityNameMin)).toBeInTheDocument();
    await userEvent.type(name, 'on Crew');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Iron Crew' })).toBeInTheDocument();
    expect(toasts).toContain(MSG.success.communityEdited);
    expect(payloadsOf('Set_CommunityEdit')[0]).toEqual({
      community_name: 'Iron Crew',
      community_style: 'bg-community-2',
      community_description: 'Heavy lifting every day.',
      community_id: 7,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts).toContain(MSG.success.communityDeleted));
    expect(confirms.asked).toEqual([MSG.confirm.deleteCommunity]);
    expect(payloadsOf('Set_CommunityDelete')).toEqual([{ community_id: 7 }]);
    offToast();
    confirms.off();
  });

  test('a missing community goes to /404', async () => {
    signedIn();
    answerCalls({ Get_Community: { status: false, message: MSG.notFound.community, data: null } });
    render(999);
    expect(await screen.findByText('not found view')).toBeInTheDocument();
  });
});

describe('communities', () => {
  const render = () => renderRoute('communitys', '/community/communitys', '/community/communitys');

  test('grid of 12; the search asks from 3 characters or when emptied; empty reads "Sorry, no community found!"', async () => {
    signedIn();
    const all = Array.from({ length: 12 }, (_, i) => community({ community_id: i + 1, community_name: `Club ${i + 1}` }));
    answerCalls({ Get_CommunitySearchList: (p: Record<string, unknown>) => ok(p.search_text === 'zzz' ? [] : p.search_text ? all.slice(0, 2) : all) });
    render();
    const grid = await screen.findByRole('list', { name: 'All communities' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(12);
    expect(within(grid).getByRole('link', { name: 'Club 1' })).toHaveAttribute('href', '/community/page/1');
    const box = screen.getByRole('searchbox', { name: 'Search communities' });
    await userEvent.type(box, 'cl');
    await act(async () => new Promise((r) => setTimeout(r, 400)));
    expect(payloadsOf('Get_CommunitySearchList')).toEqual([{ search_text: '', limit: 12 }]);
    await userEvent.type(box, 'u');
    expect(await screen.findByRole('list', { name: 'Communities matching clu' })).toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.type(box, 'zzz');
    expect(await screen.findByText(MSG.empty.noCommunity)).toBeInTheDocument();
    await userEvent.clear(box);
    expect(await screen.findByRole('list', { name: 'All communities' })).toBeInTheDocument();
    // Emptying the box may or may not ask again for the (cached) full grid, depending on how fast the
    // keystrokes land; what must hold: only '' or 3+ characters are ever sent, the searches in order.
    const sent = payloadsOf('Get_CommunitySearchList').map((p) => p.search_text);
    expect(sent[0]).toBe('');
    expect(sent.filter((text) => text !== '')).toEqual(['clu', 'zzz']);
  });

  test('create: the spec rules, then "Congratulations you have created a new community." and its page', async () => {
    signedIn();
    answerCalls({
      Get_CommunitySearchList: ok([]),
      Set_CommunityCreateCommunity: ok({ community_id: 31 }),
      Get_Community: ok(community({ community_id: 31, community_name: 'Night Owls', user_id: MEMBER.user_id, joined_status: 1 })),
      Get_CommunityPostList: ok([], 0),
    });
    const toasts: string[] = [];
    const off = on('toast', (t) => toasts.push(t.text));
    renderRoute('communitys', '/community/communitys', '/community/communitys');
    await userEvent.click(await screen.findByRole('button', { name: 'Create a community' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a community' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getAllByText(MSG.validation.fieldBlank).length).toBeGreaterThanOrEqual(2);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Community name/ }), 'Night Owls');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Style 4' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'short');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(MSG.validation.communityDescriptionMin)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Description/ }), ' but now long enough');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(toasts).toContain(MSG.success.communityCreated));
    expect(payloadsOf('Set_CommunityCreateCommunity')).toEqual([
      { community_name: 'Night Owls', community_style: 'bg-community-4', community_description: 'short but now long enough' },
    ]);
    off();
  });
});

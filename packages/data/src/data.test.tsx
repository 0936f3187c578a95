import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { api } from '@ironscore/api';
import { CACHE_TIME_MS, MSG, type Envelope, type PageLink, type SourceCard } from '@ironscore/contract';
import { emit } from '@ironscore/events';
import { useSession } from '@ironscore/session';
import {
  CallError,
  DataProvider,
  callKey,
  callMutation,
  callQuery,
  createQueryClient,
  forgetOtherViewers,
  runCall,
  useCallInfiniteQuery,
  useCallMutation,
  useCallQuery,
} from './index';
import { on } from '@ironscore/events';

type Answer = Envelope<unknown> | null;
let answers: Record<string, (payload: Record<string, unknown>) => Answer>;
const callSpy = () => api.call as unknown as jest.Mock;
const callsOf = (name: string) => callSpy().mock.calls.filter((c: unknown[]) => c[0] === name);

beforeEach(() => {
  answers = {};
  jest.spyOn(api, 'call').mockImplementation((async (name: string, payload?: Record<string, unknown>) => {
    const answer = answers[name];
    if (!answer) throw new Error(`unexpected call ${name}`);
    return answer(payload ?? {});
  }) as unknown as typeof api.call);
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

const ok = (data: unknown, totalData?: number): Envelope<unknown> => ({ status: true, message: 'fine', data, ...(totalData !== undefined ? { totalData } : {}) });

function wrapperWith(client = createQueryClient()) {
  return ({ children }: { children?: ReactNode }) => <DataProvider client={client}>{children}</DataProvider>;
}

describe('types', () => {
  it('derives payload and data types from the contract', () => {
    const typed = () => {
      const pages = callQuery('Get_Pages');
      const source = callQuery('Get_SourcePagination', { limit: 20, offset: 0 });
      // @ts-expect-error page_slug_url is required
      callQuery('Get_Page');
      // @ts-expect-error wrong field type
      callQuery('Get_Page', { page_slug_url: 1 });
      // @ts-expect-error unknown call
      callQuery('No_Such_Call');
      const client = createQueryClient();
      const links: PageLink[] | undefined = client.getQueryData(pages.queryKey)?.data as PageLink[] | undefined;
      return [links, source];
    };
    const useTypedHooks = () => {
      const list = useCallQuery('Get_SourcePagination', { limit: 20, offset: 0 });
      const cards: SourceCard[] = list.data?.data ?? [];
      const fav = useCallMutation('Set_UserFavoriteList');
      const button: string | undefined = fav.data?.button;
      // @ts-expect-error item_id is required
      fav.mutate({ item_type: 'source' });
      return [cards, button];
    };
    expect(typeof typed).toBe('function');
    expect(typeof useTypedHooks).toBe('function');
  });
});

describe('replies and failures', () => {
  it('a success gives data, total and message', async () => {
    answers.Get_SourcePagination = () => ok([{ source_id: 1 }], 42);
    const client = createQueryClient();
    const reply = await client.fetchQuery(callQuery('Get_SourcePagination', { limit: 20, offset: 0 }));
    expect(reply).toEqual({ data: [{ source_id: 1 }], total: 42, message: 'fine' });
  });

  it('classifies network failure, token_error and refusal; a success without data is a success', async () => {
    const client = createQueryClient();
    const failWith = async (answer: Answer) => {
      answers.Get_Page = () => answer;
      client.clear();
      return client.fetchQuery(callQuery('Get_Page', { page_slug_url: 'x' })).then(
        () => null,
        (e: CallError) => e,
      );
    };
    expect((await failWith(null))?.kind).toBe('network');
    expect((await failWith({ status: false, message: 'x', data: null, token_error: true }))?.kind).toBe('token');
    const refused = await failWith({ status: false, message: 'No such page', data: null, errors: { page_slug_url: 'bad' } });
    expect(refused).toBeInstanceOf(CallError);
    expect(refused).toMatchObject({ kind: 'refused', message: 'No such page', fieldErrors: { page_slug_url: 'bad' } });
    expect(await failWith({ status: true, message: '', data: null })).toBeNull();
  });

  it('the synthetic connection-error envelope of packages/api reaches the caller as a refusal with the spec message', async () => {
    answers.Sign_In = () => ({ status: false, message: MSG.serverConnectionError, data: null });
    await expect(runCall('Sign_In', { user_name: 'abc', user_password: 'secret1' })).rejects.toMatchObject({
      kind: 'refused',
      message: MSG.serverConnectionError,
    });
  });

  it('a write may succeed without data and keeps the extra envelope fields', async () => {
    answers.Set_UserFavoriteList = () => ({ status: true, message: 'Added', data: null, button: 'Unfavorite' });
    const client = createQueryClient();
    const reply = await client.getMutationCache().build(client, callMutation('Set_UserFavoriteList')).execute({ item_type: 'source', item_id: 3 });
    expect(reply).toEqual({ data: null, total: 0, message: 'Added', button: 'Unfavorite' });
  });

  it('no retries: one request per failed read', async () => {
    answers.Get_Pages = () => null;
    const { result } = renderHook(() => useCallQuery('Get_Pages', {}), { wrapper: wrapperWith() });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(callsOf('Get_Pages')).toHaveLength(1);
  });
});

describe('stale times', () => {
  it("the spec's cached lists are served from the client for 5 minutes, other calls are asked again", async () => {
    let now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    answers.Get_Pages = () => ok([]);
    answers.Get_Page = () => ok({ page_name: 'About' });
    const client = createQueryClient();
    const read = () => Promise.all([client.ensureQueryData({ ...callQuery('Get_Pages'), revalidateIfStale: true }), client.ensureQueryData({ ...callQuery('Get_Page', { page_slug_url: 'about' }), revalidateIfStale: true })]);
    const settle = () => new Promise((r) => setTimeout(r, 0));
    await read();
    now += 1000;
    await read();
    await settle();
    expect(callsOf('Get_Pages')).toHaveLength(1);
    expect(callsOf('Get_Page')).toHaveLength(2);
    now += CACHE_TIME_MS;
    await read();
    await settle();
    expect(callsOf('Get_Pages')).toHaveLength(2);
  });

  it('equal payloads share one entry whatever the field order or unset fields', () => {
    expect(callKey('Get_SourcePagination', { offset: 0, limit: 20, category_id: undefined })).toEqual(
      callKey('Get_SourcePagination', { limit: 20, offset: 0 }),
    );
  });
});

describe('viewer', () => {
  afterEach(() => act(() => useSession.setState({ user: null })));

  it('keys calls whose reply depends on the viewer by user_id, public calls not', () => {
    expect(callKey('Get_BrandProduct', { brand_slug_url: 'a', product_slug_url: 'b' }, 7)).toEqual([
      'call',
      'Get_BrandProduct',
      { brand_slug_url: 'a', product_slug_url: 'b' },
      { viewer: 7 },
    ]);
    expect(callKey('Get_Pages', {}, 7)).toEqual(['call', 'Get_Pages', {}]);
  });

  it('asks again when the viewer changes, and drops other viewers’ replies on session change', async () => {
    answers.Get_BrandProduct = () => ok({ product_name: `for ${useSession.getState().user?.user_id ?? 0}` });
    const client = createQueryClient();
    const off = forgetOtherViewers(client);
    const payload = { brand_slug_url: 'a', product_slug_url: 'b' };
    const { result } = renderHook(() => useCallQuery('Get_BrandProduct', payload), { wrapper: wrapperWith(client) });
    await waitFor(() => expect(result.current.data?.data?.product_name).toBe('for 0'));
    act(() => useSession.setState({ user: { user_id: 9, user_name: 'demo', user_email: 'd@x', user_type: 'member', user_verification_status: 1 } }));
    await waitFor(() => expect(result.current.data?.data?.product_name).toBe('for 9'));
    expect(client.getQueryData(callKey('Get_BrandProduct', payload, 0))).toBeDefined();
    act(() => emit('session:changed', { user: useSession.getState().user }));
    expect(client.getQueryData(callKey('Get_BrandProduct', payload, 0))).toBeUndefined();
    expect(client.getQueryData(callKey('Get_BrandProduct', payload, 9))).toBeDefined();
    off();
  });
});

describe('hooks', () => {
  it('null payload waits without calling', async () => {
    answers.Get_Page = () => ok({ page_name: 'About' });
    const { result, rerender } = renderHook(({ slug }: { slug: string | null }) => useCallQuery('Get_Page', slug ? { page_slug_url: slug } : null), {
      wrapper: wrapperWith(),
      initialProps: { slug: null as string | null },
    });
    expect(result.current.isPending).toBe(true);
    expect(callsOf('Get_Page')).toHaveLength(0);
    rerender({ slug: 'about' });
    await waitFor(() => expect(result.current.data?.data?.page_name).toBe('About'));
    expect(callsOf('Get_Page')).toHaveLength(1);
  });

  it("a write marks stale the reads its contract declaration names (mounted ones ask again), after a success or a refusal", async () => {
    let n = 0;
    answers.Get_LastTopComments = () => ok([{ n: ++n }]);
    let refuse = false;
    answers.Set_SourceNewComment = () => (refuse ? { status: false, message: 'No.', data: null } : ok(null));
    const { result } = renderHook(() => ({ q: useCallQuery('Get_LastTopComments', {}), write: useCallMutation('Set_SourceNewComment', { feedback: 'none' }) }), {
      wrapper: wrapperWith(),
    });
    await waitFor(() => expect(result.current.q.data?.data).toEqual([{ n: 1 }]));
    const payload = { source_id: 1, parent_rating_id: 2, review_comment: '<p>Hi</p>' };
    await act(async () => void (await result.current.write.mutateAsync(payload)));
    // Asked again before the write settled (cached list: only the declaration brings it back).
    expect(result.current.q.data?.data).toEqual([{ n: 2 }]);
    refuse = true;
    await act(async () => void (await result.current.write.send(payload)));
    expect(result.current.q.data?.data).toEqual([{ n: 3 }]);
  });

  it("send shows a failure as the feedback says, once, and gives null; a token error shows nothing", async () => {
    const alerts: Array<{ kind: string; title: string; text?: string }> = [];
    const toasts: Array<{ kind: string; text: string }> = [];
    const offs = [on('alert', (d) => alerts.push({ kind: d.kind, title: d.title, text: d.text })), on('toast', (d) => toasts.push({ kind: d.kind, text: d.text }))];
    let answer: Answer = { status: false, message: 'Not yours.', data: null, errors: { item_id: 'Bad item.' } };
    answers.Set_UserFavoriteList = () => answer;
    const failed = jest.fn();
    const { result } = renderHook(() => ({ dialog: useCallMutation('Set_UserFavoriteList'), form: useCallMutation('Set_UserFavoriteList', { feedback: { form: { failed } } }) }), {
      wrapper: wrapperWith(),
    });
    const payload = { item_type: 'source' as const, item_id: 1 };
    await act(async () => expect(await result.current.dialog.send(payload)).toBeNull());
    await act(async () => expect(await result.current.dialog.send(payload, 'toast')).toBeNull());
    await act(async () => expect(await result.current.dialog.send(payload, 'warning-toast')).toBeNull());
    await act(async () => expect(await result.current.form.send(payload)).toBeNull());
    answer = null;
    await act(async () => expect(await result.current.dialog.send(payload)).toBeNull());
    await act(async () => expect(await result.current.dialog.send(payload, 'toast')).toBeNull());
    await act(async () => expect(await result.current.dialog.send(payload, 'warning-toast')).toBeNull());
    await act(async () => expect(await result.current.form.send(payload)).toBeNull());
    // Each kind its own way (the useful vote): a network failure as a toast, a refusal in the dialog.
    await act(async () => expect(await result.current.dialog.send(payload, { refused: 'dialog', network: 'toast' })).toBeNull());
    answer = { status: false, message: 'Refused again.', data: null };
    await act(async () => expect(await result.current.dialog.send(payload, { refused: 'dialog', network: 'toast' })).toBeNull());
    answer = { status: false, message: 'expired', data: null, token_error: true };
    await act(async () => expect(await result.current.dialog.send(payload)).toBeNull());
    offs.forEach((off) => off());
    expect(alerts).toEqual([
      { kind: 'warning', title: MSG.warningTitle, text: 'Not yours.' },
      { kind: 'error', title: MSG.errorTitle, text: MSG.thrownError('Network error') },
      { kind: 'warning', title: MSG.warningTitle, text: 'Refused again.' },
    ]);
    expect(toasts).toEqual([
      { kind: 'error', text: 'Not yours.' },
      { kind: 'warning', text: 'Not yours.' },
      { kind: 'error', text: MSG.thrownError('Network error') },
      { kind: 'warning', text: MSG.serverConnectionError },
      { kind: 'error', text: MSG.thrownError('Network error') },
    ]);
    expect(failed.mock.calls).toEqual([[{ status: false, message: 'Not yours.', data: null, errors: { item_id: 'Bad item.' } }, undefined], [null, undefined]]);
    answers.Set_UserFavoriteList = () => ok(null);
    await act(async () => expect(await result.current.dialog.send(payload)).toMatchObject({ data: null, message: 'fine' }));
  });
});

describe('changed items', () => {
  const post = (id: number, fields: object = {}) => ({ post_id: id, like_count: 1, post_liked: 0, comments: [{ post_id: id * 10 }, { post_id: id * 10 + 1 }], ...fields });
  const feedPages = (client: ReturnType<typeof createQueryClient>) =>
    (client.getQueriesData({ queryKey: callKey('Get_CommunityPostList') })[0]![1] as { pages: Array<{ data: Array<{ post_id: number }> }> }).pages.map((p) => p.data);

  async function withFeed() {
    useSession.setState({ user: { user_id: 9 } as never, token: 't' });
    answers.Get_CommunityPostList = () => ok([post(1), post(2), post(3)], 3);
    answers.Get_CommunitySinglePost = () => ok(post(2));
    const client = createQueryClient();
    const { result } = renderHook(
      () => ({
        feed: useCallInfiniteQuery('Get_CommunityPostList', { limit: 10, hashtag_name: '' }, () => null),
        single: useCallQuery('Get_CommunitySinglePost', { post_id: 2 }),
      }),
      { wrapper: wrapperWith(client) },
    );
    await waitFor(() => expect(result.current.feed.data?.pages).toHaveLength(1));
    await waitFor(() => expect(result.current.single.data?.data).toMatchObject({ post_id: 2 }));
    return { client, result };
  }
  afterEach(() => useSession.setState({ user: null, token: null }));

  it('a returned item (the like counts) goes into every feed page and the single post, optimistic first, with no read asked again', async () => {
    const { client, result } = await withFeed();
    let release: (a: Answer) => void = () => undefined;
    answers.Set_CommunityPostLike = () => new Promise<Answer>((r) => (release = r)) as unknown as Answer;
    const { result: like } = renderHook(() => useCallMutation('Set_CommunityPostLike', { optimistic: () => ({ post_id: 2, like_count: 2, post_liked: 1 }) }), {
      wrapper: wrapperWith(client),
    });
    let sent: Promise<unknown> = Promise.resolve();
    act(() => void (sent = like.current.send({ post_id: 2 })));
    await waitFor(() => expect(result.current.single.data?.data).toMatchObject({ like_count: 2, post_liked: 1 }));
    expect(feedPages(client)[0]![1]).toMatchObject({ post_id: 2, like_count: 2, post_liked: 1 });
    await act(async () => {
      release({ ...ok({ post_id: 2, like_count: 5, post_liked: 1 }), type: 'positive' } as Answer);
      await sent;
    });
    expect(feedPages(client)[0]).toEqual([post(1), post(2, { like_count: 5, post_liked: 1 }), post(3)]);
    expect(result.current.single.data?.data).toEqual(post(2, { like_count: 5, post_liked: 1 }));
    expect(callsOf('Get_CommunityPostList')).toHaveLength(1);
    expect(callsOf('Get_CommunitySinglePost')).toHaveLength(1);
  });

  it('a refused optimistic write is put back as it was', async () => {
    const { client, result } = await withFeed();
    answers.Set_CommunityPostLike = () => ({ status: false, message: 'No.', data: null });
    const { result: like } = renderHook(() => useCallMutation('Set_CommunityPostLike', { feedback: 'none', optimistic: () => ({ post_id: 2, like_count: 2, post_liked: 1 }) }), {
      wrapper: wrapperWith(client),
    });
    await act(async () => void (await like.current.send({ post_id: 2 })));
    expect(feedPages(client)[0]).toEqual([post(1), post(2), post(3)]);
    expect(result.current.single.data?.data).toEqual(post(2));
  });

  it('an item declared with a read is asked again once and replaced; a deleted item leaves every list that holds it', async () => {
    const { client, result } = await withFeed();
    answers.Set_CommunityPollAnswer = () => ok(null);
    answers.Get_CommunitySinglePost = () => ok(post(2, { post_poll_voted: 1 }));
    answers.Set_CommunityPostDelete = () => ok(null);
    const { result: writes } = renderHook(() => ({ vote: useCallMutation('Set_CommunityPollAnswer'), remove: useCallMutation('Set_CommunityPostDelete') }), {
      wrapper: wrapperWith(client),
    });
    await act(async () => void (await writes.current.vote.send({ post_id: 2, answer_no: 1 })));
    expect(callsOf('Get_CommunitySinglePost').map((c) => c[1])).toEqual([{ post_id: 2 }, { post_id: 2 }]);
    expect(feedPages(client)[0]![1]).toEqual(post(2, { post_poll_voted: 1 }));
    expect(result.current.single.data?.data).toEqual(post(2, { post_poll_voted: 1 }));
    // A comment (its id inside a post's comments), then a post.
    await act(async () => void (await writes.current.remove.send({ post_id: 31, post_type: 'comment' })));
    expect(feedPages(client)[0]![2]).toEqual(post(3, { comments: [{ post_id: 30 }] }));
    await act(async () => void (await writes.current.remove.send({ post_id: 1, post_type: 'post' })));
    expect(feedPages(client)[0]!.map((p) => p.post_id)).toEqual([2, 3]);
    expect(callsOf('Get_CommunityPostList')).toHaveLength(1);
  });
});

describe('DataProvider', () => {
  function WhichClient({ label }: { label: string }) {
    const client = useQueryClient();
    const q = useQuery({ queryKey: ['probe'], queryFn: () => Promise.resolve(label), staleTime: Infinity });
    return <p data-testid={label}>{String((client as unknown as { tag?: string }).tag)}:{q.data}</p>;
  }

  it("a remote's provider passes the shell's client through", async () => {
    const shell = createQueryClient();
    (shell as unknown as { tag: string }).tag = 'shell';
    render(
      <QueryClientProvider client={shell}>
        <DataProvider>
          <WhichClient label="remote" />
        </DataProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('shell:remote')).toBeInTheDocument();
  });

  it('standalone (no client above) it creates its own', async () => {
    render(
      <DataProvider>
        <WhichClient label="alone" />
      </DataProvider>,
    );
    expect(await screen.findByText('undefined:alone')).toBeInTheDocument();
  });
});

describe('useCallInfiniteQuery', () => {
  it("loads page after page with the fields the pages so far give, stops when they give none, and is reached by a write's declared invalidation", async () => {
    useSession.setState({ user: { user_id: 9 } as never, token: 't' });
    const posts = Array.from({ length: 25 }, (_, i) => ({ post_id: 100 - i }));
    answers.Get_CommunityPostList = (p) => {
      const before = Number(p.before_post_id ?? 0) || Infinity;
      const page = posts.filter((x) => x.post_id < before).slice(0, 10);
      return ok(page, Number(p.offset ?? 0) + page.length + (posts.filter((x) => x.post_id < before).length > 10 ? 1 : 0));
    };
    const { result } = renderHook(
      () => {
        const list = useCallInfiniteQuery('Get_CommunityPostList', { limit: 10, hashtag_name: '' }, (pages) => {
          const loaded = pages.flatMap((p) => p.data ?? []);
          const last = pages[pages.length - 1]!;
          return loaded.length < last.total ? { offset: loaded.length, before_post_id: loaded[loaded.length - 1]!.post_id } : null;
        });
        return { list, share: useCallMutation('Set_NewCommunityPost') };
      },
      { wrapper: wrapperWith() },
    );
    await waitFor(() => expect(result.current.list.data?.pages).toHaveLength(1));
    expect(result.current.list.hasNextPage).toBe(true);
    await act(async () => void (await result.current.list.fetchNextPage()));
    await act(async () => void (await result.current.list.fetchNextPage()));
    const ids = result.current.list.data!.pages.flatMap((p) => (p.data ?? []).map((x) => x.post_id));
    expect(ids).toEqual(posts.map((x) => x.post_id));
    expect(result.current.list.hasNextPage).toBe(false);
    expect(callsOf('Get_CommunityPostList').map((c) => c[1])).toEqual([
      { limit: 10, hashtag_name: '' },
      { limit: 10, hashtag_name: '', offset: 10, before_post_id: 91 },
      { limit: 10, hashtag_name: '', offset: 20, before_post_id: 81 },
    ]);
    answers.Set_NewCommunityPost = () => ok(null);
    await act(async () => void (await result.current.share.send({ post_type: 'text', post_method: 'everyone', post_content: '<p>Hi</p>' } as never)));
    await waitFor(() => expect(callsOf('Get_CommunityPostList').length).toBeGreaterThan(3));
    useSession.setState({ user: null, token: null });
  });
});

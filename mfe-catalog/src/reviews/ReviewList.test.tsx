import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, type LoginUser } from '@ironscore/contract';
import { ReviewSection } from './ReviewSection';
import { brandAccount, comment, deferred, listReply, member, newbie, recordBus, renderAt, review, sourceAccount, type BusLog } from './testing';
import { answerFromHandlers, type CallHandler } from '../testing/moduleMocks';

const mockCall = jest.fn();
jest.mock('@ironscore/api', () => jest.requireActual('../testing/moduleMocks').apiCalling((...args: unknown[]) => mockCall(...args), { withUploads: true }));

let mockUser: LoginUser | null = null;
jest.mock('@ironscore/session', () => jest.requireActual('../testing/moduleMocks').sessionOf(() => mockUser));

let handlers: Record<string, CallHandler>;
let bus: BusLog;

beforeEach(() => {
  mockUser = member;
  handlers = {};
  answerFromHandlers(mockCall, () => handlers, () => listReply([]));
  bus = recordBus();
});

afterEach(() => {
  bus.stop();
  jest.useRealTimers();
});

const callsOf = (name: string) => mockCall.mock.calls.filter(([n]) => n === name);
const writes = () => mockCall.mock.calls.filter(([n]) => String(n).startsWith('Set_'));
const card = (user: string) => screen.getByRole('article', { name: `Review by ${user}` });

function renderSource(path = '/source/iron-shop', props: Partial<Parameters<typeof ReviewSection>[0]> = {}) {
  return renderAt(<ReviewSection kind="source" itemId={9} ownerUserId={44} itemName="Iron Shop" {...props} />, path);
}

describe('review list', () => {
  it('shows 4 blurred placeholders while loading, then the reviews with author, rank, stars, date, HTML, image and updated marker', async () => {
    const pending = deferred<unknown>();
    handlers.Get_SourceReviewsPagination = () => pending.promise;
    renderSource();
    expect(screen.getAllByTestId('review-placeholder')).toHaveLength(4);
    expect(callsOf('Get_SourceReviewsPagination')[0][1]).toEqual({ limit: 20, offset: 0, source_id: 9 });

    await act(async () =>
      pending.resolve(
        listReply([
          review({
            review_comment: '<p>Great <strong>shop</strong></p><script>window.x=1</script>',
            review_image: 'r1.jpg',
            updated_review: 1,
          }),
          review({ rating_id: 102, user_name: 'other', useful_count: 0 }),
        ]),
      ),
    );
    expect(screen.queryByTestId('review-placeholder')).not.toBeInTheDocument();
    const first = card('lifter');
    expect(within(first).getByRole('button', { name: /lifter/ })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(within(first).getByText('Steel Grinder')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(first).getByText('Mar 1, 2024')).toBeInTheDocument();
    expect(within(first).getByText('shop').tagName).toBe('STRONG');
    expect(first.querySelector('script')).toBeNull();
    expect(within(first).getByRole('img', { name: 'Photo by lifter' })).toHaveAttribute('src', '/uploads/reviews/source/r1.jpg');
    expect(within(first).getByText('This review has subsequently been amended.')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Useful 3' })).toBeInTheDocument();
    expect(within(card('other')).queryByRole('img', { name: /Photo by/ })).not.toBeInTheDocument();
    expect(within(card('other')).queryByText('This review has subsequently been amended.')).not.toBeInTheDocument();
  });

  it("shows 'There are no review yet...' when there is none", async () => {
    renderAt(<ReviewSection kind="brand" itemId={12} />, '/brand/acme');
    expect(await screen.findByText('There are no review yet...')).toBeInTheDocument();
    expect(callsOf('Get_BrandReviewsPagination')[0][1]).toEqual({ limit: 20, offset: 0, brand_id: 12 });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('reads the page from the address, and Previous/Next write `page` and load that page', async () => {
    handlers.Get_SourceReviewsPagination = (p) => listReply([review({ rating_id: 500 + Number(p.offset), user_name: `u${p.offset}` })], 45);
    renderSource('/source/iron-shop?page=2&tab=x');
    await screen.findByRole('article', { name: 'Review by u20' });
    expect(callsOf('Get_SourceReviewsPagination')[0][1]).toMatchObject({ offset: 20, limit: 20 });
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByText('2')).toBeInTheDocument();

    await userEvent.click(within(pager).getByRole('button', { name: /Next/ }));
    await screen.findByRole('article', { name: 'Review by u40' });
    expect(screen.getByTestId('address')).toHaveTextContent('/source/iron-shop?page=3&tab=x');
    expect(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: /Next/ })).toBeDisabled();

    await userEvent.click(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: /Previous/ }));
    await screen.findByRole('article', { name: 'Review by u20' });
    expect(screen.getByTestId('address')).toHaveTextContent('page=2');
  });

  it("highlights the page owner's comments", async () => {
    handlers.Get_SourceReviewsPagination = () =>
      listReply([
        review({
          comments: [
            comment({ user_id: 21, user_name: 'commenter', review_comment: '<p>Same here</p>' }),
            comment({ user_id: 44, user_name: 'ironshop', review_comment: '<p>Thanks for your order!</p>' }),
          ],
        }),
      ]);
    renderSource();
    const owner = (await screen.findByText('Thanks for your order!')).closest('li')!;
    expect(owner).toHaveAttribute('data-owner', 'true');
    expect(within(owner).getByText('Source owner')).toBeInTheDocument();
    const plain = screen.getByText('Same here').closest('li')!;
    expect(plain).not.toHaveAttribute('data-owner');
    expect(within(plain).queryByText('Source owner')).not.toBeInTheDocument();
  });
});

describe('useful vote', () => {
  it('is disabled while sending; then a 1 s thank-you toast, hearts and thumbs for positive, and the list reloads after 1 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onChanged = jest.fn();
    handlers.Get_SourceReviewsPagination = () => listReply([review()]);
    const pending = deferred<unknown>();
    handlers.Set_SourceReviewUseful = () => pending.promise;
    renderSource('/source/iron-shop', { onChanged });
    const button = await screen.findByRole('button', { name: 'Useful 3' });

    await user.click(button);
    expect(button).toBeDisabled();
    expect(callsOf('Set_SourceReviewUseful')[0][1]).toEqual({ user_id: member.user_id, source_id: 9, rating_id: 101 });

    handlers.Get_SourceReviewsPagination = () => listReply([review({ useful_count: 4 })]);
    await act(async () => pending.resolve({ status: true, message: 'Thank you for your vote!', data: null, type: 'positive' }));
    expect(bus.toasts).toEqual([{ kind: 'success', text: 'Thank you for your vote!', ms: 1000 }]);
    const burst = screen.getByTestId('useful-emoji');
    expect(burst).toHaveAttribute('data-type', 'positive');
    const drawn = (el: HTMLElement) => Array.from(el.querySelectorAll('[data-emoji]')).map((e) => e.getAttribute('data-emoji'));
    expect(new Set(drawn(burst))).toEqual(new Set(['❤️', '👍']));
    // The vote's count is in the cached list (the cache tells its readers in the next task).
    await act(async () => jest.advanceTimersByTime(0));
    expect(screen.getByRole('button', { name: 'Useful 4' })).toBeDisabled();
    expect(callsOf('Get_SourceReviewsPagination')).toHaveLength(1);

    await act(async () => jest.advanceTimersByTime(999));
    expect(callsOf('Get_SourceReviewsPagination')).toHaveLength(1);
    await act(async () => jest.advanceTimersByTime(1));
    expect(callsOf('Get_SourceReviewsPagination')).toHaveLength(2);
    expect(onChanged).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Useful 4' })).toBeEnabled());
    await act(async () => jest.advanceTimersByTime(1000));
    expect(screen.queryByTestId('useful-emoji')).not.toBeInTheDocument();
  });

  it('shows a shocked face when the vote is taken back (negative)', async () => {
    handlers.Get_SourceReviewsPagination = () => listReply([review()]);
    handlers.Set_SourceReviewUseful = () => ({ status: true, message: '', data: null, type: 'negative' });
    renderSource();
    await userEvent.click(await screen.findByRole('button', { name: 'Useful 3' }));
    const burst = await screen.findByTestId('useful-emoji');
    expect(burst).toHaveAttribute('data-type', 'negative');
    expect(Array.from(burst.querySelectorAll('[data-emoji]')).map((e) => e.getAttribute('data-emoji'))).toEqual(['😲']);
    expect(await screen.findByRole('button', { name: 'Useful 2' })).toBeInTheDocument();
  });

  it('shows the server refusal as a warning and an error as a toast, re-enabling the button', async () => {
    handlers.Get_SourceReviewsPagination = () => listReply([review()]);
    handlers.Set_SourceReviewUseful = () => ({ status: false, message: 'You cannot vote for your own review.', data: null });
    renderSource();
    const button = await screen.findByRole('button', { name: 'Useful 3' });
    await userEvent.click(button);
    await waitFor(() => expect(bus.alerts).toEqual([{ kind: 'warning', title: 'Warning', text: 'You cannot vote for your own review.' }]));
    expect(button).toBeEnabled();
    expect(screen.queryByTestId('useful-emoji')).not.toBeInTheDocument();

    handlers.Set_SourceReviewUseful = () => null;
    await userEvent.click(button);
    await waitFor(() => expect(bus.toasts.at(-1)).toEqual({ kind: 'error', text: 'Network error -> Something went wrong, please try again.!' }));
    expect(button).toBeEnabled();
  });

  it('product reviews send product_id and brand_id', async () => {
    handlers.Get_BrandProductReviewsPagination = () => listReply([review({ rating_id: 7 })]);
    renderAt(<ReviewSection kind="product" itemId={70} brandId={12} />, '/brand/acme/test-e');
    await userEvent.click(await screen.findByRole('button', { name: 'Useful 3' }));
    await waitFor(() => expect(callsOf('Set_BrandProductReviewUseful')).toHaveLength(1));
    expect(callsOf('Set_BrandProductReviewUseful')[0][1]).toEqual({ user_id: member.user_id, product_id: 70, brand_id: 12, rating_id: 7 });
  });
});

describe('comments and reports', () => {
  beforeEach(() => {
    handlers.Get_SourceReviewsPagination = () => listReply([review(), review({ rating_id: 102, user_name: 'other' })]);
  });

  it('opens the comment and the report of a review as dialogs, one at a time', async () => {
    renderSource();
    const first = await screen.findByRole('article', { name: 'Review by lifter' });
    await userEvent.click(within(first).getByRole('button', { name: /Comment/ }));
    const commentDialog = screen.getByRole('dialog', { name: 'Add a comment' });
    expect(await within(commentDialog).findByRole('textbox', { name: 'Your comment' })).toHaveFocus();
    expect(document.querySelectorAll('[data-panel]')).toHaveLength(1);

    // The page behind is out of reach while it is open; Cancel closes it.
    await userEvent.click(within(commentDialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(within(card('other')).getByRole('button', { name: 'Report' }));
    expect(screen.getByRole('dialog', { name: 'Report this review' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add a comment' })).not.toBeInTheDocument();
    expect(document.querySelectorAll('[data-panel]')).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    expect(document.querySelectorAll('[data-panel]')).toHaveLength(0);
  });

  it('requires the comment text, then sends it, shows "Your comment is live!", closes the dialog and reloads', async () => {
    const onChanged = jest.fn();
    renderSource('/source/iron-shop', { onChanged });
    const first = await screen.findByRole('article', { name: 'Review by lifter' });
    await userEvent.click(within(first).getByRole('button', { name: /Comment/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('This field cannot be left blank!')).toBeInTheDocument();
    expect(bus.toasts.at(-1)).toMatchObject({ kind: 'warning', text: 'Please check all fields!' });
    expect(writes()).toHaveLength(0);

    handlers.Get_SourceReviewsPagination = () =>
      listReply([review({ comments: [comment({ user_name: 'demo', review_comment: '<p>Me too</p>' })] }), review({ rating_id: 102, user_name: 'other' })]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Your comment' }), 'Me too');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(callsOf('Set_SourceNewComment')).toHaveLength(1));
    expect(callsOf('Set_SourceNewComment')[0][1]).toEqual({ user_id: member.user_id, source_id: 9, parent_rating_id: 101, review_comment: '<p>Me too</p>' });
    expect(bus.toasts.at(-1)).toMatchObject({ kind: 'success', text: 'Your comment is live!' });
    expect(screen.queryByRole('textbox', { name: 'Your comment' })).not.toBeInTheDocument();
    expect(await screen.findByText('Me too')).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('a refused comment shows the server message and closes the dialog; an error keeps it open', async () => {
    renderSource();
    const first = await screen.findByRole('article', { name: 'Review by lifter' });
    handlers.Set_SourceNewComment = () => null;
    await userEvent.click(within(first).getByRole('button', { name: /Comment/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your comment' }), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(bus.alerts).toHaveLength(1));
    expect(bus.alerts[0]).toEqual({ kind: 'error', title: 'Error!', text: 'Network error -> Something went wrong, please try again.!' });
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();

    handlers.Set_SourceNewComment = () => ({ status: false, message: 'Review not found.', data: null });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(bus.alerts).toHaveLength(2));
    expect(bus.alerts[1]).toEqual({ kind: 'warning', title: 'Warning', text: 'Review not found.' });
    expect(screen.queryByRole('textbox', { name: 'Your comment' })).not.toBeInTheDocument();
  });

  it('a report needs a reason; success closes the dialog and shows "Report Sent" / "Thank you for your feedback."', async () => {
    renderSource();
    const first = await screen.findByRole('article', { name: 'Review by lifter' });
    await userEvent.click(within(first).getByRole('button', { name: 'Report' }));
    const panel = within(screen.getByRole('dialog', { name: 'Report this review' }));
    await userEvent.click(await panel.findByRole('button', { name: /Send report/ }));
    expect(panel.getByText('Please choose a reason for complaint!')).toBeInTheDocument();
    expect(bus.toasts.at(-1)).toMatchObject({ text: 'Please check all fields!' });
    expect(writes()).toHaveLength(0);

    expect(panel.getAllByRole('radio')).toHaveLength(9);
    await userEvent.click(panel.getByRole('radio', { name: 'Spam or Promotion' }));
    await userEvent.click(panel.getByRole('button', { name: /Send report/ }));
    await waitFor(() => expect(callsOf('Set_SourceReviewReport')).toHaveLength(1));
    expect(callsOf('Set_SourceReviewReport')[0][1]).toEqual({ user_id: member.user_id, source_id: 9, rating_id: 101, report_reason: 'Spam or Promotion' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report this review' })).not.toBeInTheDocument());
    expect(bus.alerts).toEqual([{ kind: 'success', title: 'Report Sent', text: 'Thank you for your feedback.' }]);
  });

  it('a refused report shows the server message and closes; an error keeps the form open and enabled', async () => {
    handlers.Get_BrandReviewsPagination = () => listReply([review()]);
    renderAt(<ReviewSection kind="brand" itemId={12} />, '/brand/acme');
    const first = await screen.findByRole('article', { name: 'Review by lifter' });
    handlers.Set_BrandReviewReport = () => {
      throw new Error('offline');
    };
    await userEvent.click(within(first).getByRole('button', { name: 'Report' }));
    const panel = within(screen.getByRole('dialog', { name: 'Report this review' }));
    await userEvent.click(panel.getByRole('radio', { name: 'Off-Topic' }));
    await userEvent.click(panel.getByRole('button', { name: /Send report/ }));
    await waitFor(() => expect(bus.alerts).toHaveLength(1));
    expect(bus.alerts[0]).toEqual({ kind: 'error', title: 'Error!', text: 'offline -> Something went wrong, please try again.!' });
    expect(panel.getByRole('button', { name: /Send report/ })).toBeEnabled();

    handlers.Set_BrandReviewReport = () => ({ status: false, message: 'You have already reported this review.', data: null });
    await userEvent.click(panel.getByRole('button', { name: /Send report/ }));
    await waitFor(() => expect(bus.alerts).toHaveLength(2));
    expect(bus.alerts[1]).toEqual({ kind: 'warning', title: 'Warning', text: 'You have already reported this review.' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report this review' })).not.toBeInTheDocument());
  });
});

describe('reports of comments (issue 24)', () => {
  const commented = () => listReply([review({ comments: [comment({ comment_id: 71, user_name: 'rude' }), comment({ comment_id: 72, user_id: member.user_id, user_name: 'demo' })] })]);

  it("others' comments have Report (not one's own): the shared report dialog sends the comment_id and shows 'Report Sent'", async () => {
    handlers.Get_SourceReviewsPagination = commented;
    renderSource();
    await screen.findByRole('article', { name: 'Review by lifter' });
    expect(screen.queryByRole('button', { name: 'Report the comment by demo' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Report the comment by rude' }));
    const panel = within(screen.getByRole('dialog', { name: MSG.labels.reportComment }));
    await userEvent.click(panel.getByRole('button', { name: /Send report/ }));
    expect(panel.getByText('Please choose a reason for complaint!')).toBeInTheDocument();
    expect(writes()).toHaveLength(0);
    await userEvent.click(panel.getByRole('radio', { name: 'Contains Insults and Profanity' }));
    await userEvent.click(panel.getByRole('button', { name: /Send report/ }));
    await waitFor(() => expect(callsOf('Set_SourceReviewCommentReport')).toHaveLength(1));
    expect(callsOf('Set_SourceReviewCommentReport')[0][1]).toEqual({ source_id: 9, comment_id: 71, report_reason: 'Contains Insults and Profanity' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: MSG.labels.reportComment })).not.toBeInTheDocument());
    expect(bus.alerts).toEqual([{ kind: 'success', title: 'Report Sent', text: 'Thank you for your feedback.' }]);
  });

  it("a product's comment goes to its call with the brand; a refusal is shown; a visitor gets the sign-in popup", async () => {
    handlers.Get_BrandProductReviewsPagination = commented;
    handlers.Set_BrandProductReviewCommentReport = () => ({ status: false, message: MSG.review.alreadyReportedComment, data: null });
    const view = renderAt(<ReviewSection kind="product" itemId={30} brandId={12} />, '/brand/acme/product/30');
    await userEvent.click(await screen.findByRole('button', { name: 'Report the comment by rude' }));
    const panel = within(screen.getByRole('dialog', { name: MSG.labels.reportComment }));
    await userEvent.click(panel.getByRole('radio', { name: 'Off-Topic' }));
    await userEvent.click(panel.getByRole('button', { name: /Send report/ }));
    await waitFor(() => expect(bus.alerts).toEqual([{ kind: 'warning', title: 'Warning', text: MSG.review.alreadyReportedComment }]));
    expect(callsOf('Set_BrandProductReviewCommentReport')[0][1]).toEqual({ product_id: 30, brand_id: 12, comment_id: 71, report_reason: 'Off-Topic' });
    view.unmount();

    mockUser = null;
    renderAt(<ReviewSection kind="product" itemId={30} brandId={12} />, '/brand/acme/product/30');
    await userEvent.click(await screen.findByRole('button', { name: 'Report the comment by rude' }));
    expect(bus.auth).toEqual([{ variant: 'member' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('gating of the review actions (before any call)', () => {
  beforeEach(() => {
    handlers.Get_SourceReviewsPagination = () => listReply([review()]);
    handlers.Get_BrandProductReviewsPagination = () => listReply([review()]);
  });

  it.each(['Useful 3', 'Comment', 'Report'])('a visitor clicking %s gets the member sign-in popup', async (name) => {
    mockUser = null;
    renderSource();
    const first = await screen.findByRole('article', { name: 'Review by lifter' });
    await userEvent.click(within(first).getByRole('button', { name }));
    expect(bus.auth).toEqual([{ variant: 'member' }]);
    expect(writes()).toHaveLength(0);
    expect(document.querySelectorAll('[data-panel]')).toHaveLength(0);
  });

  const cases: Array<[string, 'source' | 'product', string, string, LoginUser]> = [
    ['source account on a source page', 'source', 'Comment', 'You cannot comment or review a source or brand!', sourceAccount],
    ['source account on a source page', 'source', 'Report', 'You cannot complain about a source or a brand!', sourceAccount],
    ['source account on a source page', 'source', 'Useful 3', 'You cannot comment or review a source or brand!', sourceAccount],
    ['brand account on a product page', 'product', 'Comment', 'You cannot comment or review a product!', brandAccount],
    ['brand account on a product page', 'product', 'Report', 'You cannot complain about a product!', brandAccount],
    ['unverified member', 'source', 'Comment', 'You cannot comment or review without verifying your account!', newbie],
    ['unverified member', 'product', 'Report', 'You cannot complain without verifying your account!', newbie],
  ];
  it.each(cases)('%s (%s page) clicking %s: %s', async (_who, kind, button, message, user) => {
    mockUser = user;
    renderAt(<ReviewSection kind={kind} itemId={kind === 'source' ? 9 : 70} brandId={12} />, '/x');
    const first = await screen.findByRole('article', { name: 'Review by lifter' });
    await userEvent.click(within(first).getByRole('button', { name: button }));
    expect(bus.alerts).toEqual([{ kind: 'warning', title: 'Warning', text: message }]);
    expect(writes()).toHaveLength(0);
    expect(document.querySelectorAll('[data-panel]')).toHaveLength(0);
  });

  it('an unverified member gets the verification warning for a useful vote (votes award karma), and nothing is sent', async () => {
    mockUser = newbie;
    handlers.Set_SourceReviewUseful = () => ({ status: true, message: '', data: null, type: 'positive' });
    renderSource();
    await userEvent.click(await screen.findByRole('button', { name: 'Useful 3' }));
    expect(bus.alerts).toEqual([{ kind: 'warning', title: 'Warning', text: MSG.gating.usefulNeedsVerification }]);
    expect(callsOf('Set_SourceReviewUseful')).toHaveLength(0);
  });
});

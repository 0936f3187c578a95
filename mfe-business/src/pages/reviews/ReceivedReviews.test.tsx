import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, type ReceivedBrandReview, type ReceivedSourceReview } from '@ironscore/contract';
import { answerCalls, ok, payloadsOf, refused, renderPage } from '../../testing/helpers';

jest.mock('@ironscore/api', () => ({ ...jest.requireActual('@ironscore/api'), api: { call: jest.fn() } }));

const rank = { rank_no: 1, rank_name: 'Bronze' } as never;
const sourceReview = (i: number, over: Partial<ReceivedSourceReview> = {}): ReceivedSourceReview => ({
  rating_id: i,
  source_id: 9,
  user_id: 100 + i,
  user_name: `member${i}`,
  user_profile_image: '',
  user_rank: rank,
  user_score: 40,
  rating: 3.2,
  contact_rating: 5,
  delivery_rating: 4,
  quality_rating: 3,
  pricing_rating: 2,
  support_rating: 1,
  review_comment: `<p>Review text ${i}</p>`,
  updated_review: 0,
  created_date: '2026-11-01T10:00:00Z',
  comments: [],
  ...over,
});

test('source: the table with the five sub-ratings, 20 per page with Previous page / Next page', async () => {
  answerCalls({
    Get_SourceReviewPaginationToken: (p: Record<string, unknown>) =>
      ok(Array.from({ length: p.offset === 0 ? 20 : 3 }, (_, i) => sourceReview(Number(p.offset) + i + 1)), 23),
  });
  renderPage('source-reviews', 'source');
  expect(screen.getByRole('heading', { level: 1, name: MSG.business.reviewsTableTitle })).toBeInTheDocument();
  const table = await screen.findByRole('table');
  expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    'Customer',
    'Review',
    'Contact',
    'Delivery',
    'Quality',
    'Pricing',
    'Support',
  ]);
  expect(within(table).getAllByRole('row')).toHaveLength(21);
  expect(within(within(table).getAllByRole('row')[1]!).getAllByRole('cell').map((c) => c.textContent)).toEqual([
    'member1',
    'READ',
    '5',
    '4',
    '3',
    '2',
    '1',
  ]);
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByText('member23')).toBeInTheDocument();
  expect(payloadsOf('Get_SourceReviewPaginationToken').map((p) => p.offset)).toEqual([0, 20]);
});

test('no reviews: "There is no review of your source." (brand too)', async () => {
  answerCalls({ Get_BrandReviewPaginationToken: ok([], 0) });
  renderPage('brand-reviews', 'brand');
  expect(await screen.findByText(MSG.empty.noSourceReview)).toBeInTheDocument();
});

test('READ: the review with amended note, own comments highlighted; comment and report panels are exclusive; a comment is sent', async () => {
  const review: ReceivedBrandReview = {
    ...sourceReview(7),
    brand_id: 5,
    rating: 1.5,
    updated_review: 1,
    comments: [
      { comment_id: 1, user_id: 4, user_name: 'owner', user_profile_image: '', user_rank: rank, user_score: 0, review_comment: '<p>Thanks</p>', updated_comment: 0, created_date: '2026-11-02T10:00:00Z' },
      { comment_id: 2, user_id: 107, user_name: 'member7', user_profile_image: '', user_rank: rank, user_score: 0, review_comment: '<p>Reply</p>', updated_comment: 0, created_date: '2026-11-03T10:00:00Z' },
    ],
  } as ReceivedBrandReview;
  answerCalls({
    Get_BrandReviewPaginationToken: ok([review], 1),
    Get_BrandReviewSingle: ok(review),
    Set_BrandNewComment: { status: true, message: MSG.review.commentSubmitted, data: null },
  });
  renderPage('brand-reviews', 'brand');
  await userEvent.click(await screen.findByRole('button', { name: 'READ the review by member7' }));
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByText('Review text 7')).toBeInTheDocument();
  expect(within(dialog).getByText(MSG.review.reviewAmended)).toBeInTheDocument();
  expect(within(dialog).getByText('2 comments')).toBeInTheDocument();
  const comments = within(within(dialog).getByRole('list', { name: 'Comments' })).getAllByRole('listitem');
  expect(comments.map((c) => c.hasAttribute('data-own'))).toEqual([true, false]);

  await userEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
  expect(within(dialog).getByRole('group', { name: 'Report this review' })).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Comment' }));
  expect(within(dialog).queryByRole('group', { name: 'Report this review' })).not.toBeInTheDocument();

  await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
  expect(await within(dialog).findByText(MSG.validation.fieldBlank)).toBeInTheDocument();
  expect(payloadsOf('Set_BrandNewComment')).toHaveLength(0);

  await userEvent.type(within(dialog).getByLabelText(/Your comment/), 'We are sorry <b>');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
  await waitFor(() =>
    expect(payloadsOf('Set_BrandNewComment')).toEqual([
      { brand_id: 5, parent_rating_id: 7, review_comment: '<p>We are sorry &lt;b&gt;</p>' },
    ]),
  );
  expect(await screen.findByText(MSG.review.commentSubmitted)).toBeInTheDocument();
  await waitFor(() => expect(payloadsOf('Get_BrandReviewSingle').length).toBeGreaterThan(1));
});

describe("reports of others' comments in the READ modal (issue 24)", () => {
  const commented = (over: Partial<ReceivedSourceReview> = {}) =>
    sourceReview(8, {
      comments: [
        { comment_id: 81, user_id: 4, user_name: 'owner', user_profile_image: '', user_rank: rank, user_score: 0, review_comment: '<p>Thanks</p>', updated_comment: 0, created_date: '2026-11-02T10:00:00Z' },
        { comment_id: 82, user_id: 120, user_name: 'rude', user_profile_image: '', user_rank: rank, user_score: 0, review_comment: '<p>Meh</p>', updated_comment: 0, created_date: '2026-11-03T10:00:00Z' },
      ],
      ...over,
    });

  test("only others' comments have Report: the report dialog needs a reason, sends the comment_id and shows 'Report Sent'", async () => {
    const review = commented();
    answerCalls({
      Get_SourceReviewPaginationToken: ok([review], 1),
      Get_SourceReviewSingle: ok(review),
      Set_SourceReviewCommentReport: { status: true, message: '', data: null },
    });
    renderPage('source-reviews', 'source');
    await userEvent.click(await screen.findByRole('button', { name: 'READ the review by member8' }));
    const modal = await screen.findByRole('dialog', { name: 'Review' });
    await within(modal).findByText('Meh');
    expect(within(modal).queryByRole('button', { name: 'Report the comment by owner' })).not.toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('button', { name: 'Report the comment by rude' }));

    const dialog = within(await screen.findByRole('dialog', { name: MSG.labels.reportComment }));
    await userEvent.click(dialog.getByRole('button', { name: /Send report/ }));
    expect(dialog.getByText('Please choose a reason for complaint!')).toBeInTheDocument();
    expect(payloadsOf('Set_SourceReviewCommentReport')).toHaveLength(0);
    await userEvent.click(dialog.getByRole('radio', { name: 'Contains Insults and Profanity' }));
    await userEvent.click(dialog.getByRole('button', { name: /Send report/ }));
    await waitFor(() =>
      expect(payloadsOf('Set_SourceReviewCommentReport')).toEqual([{ source_id: 9, comment_id: 82, report_reason: 'Contains Insults and Profanity' }]),
    );
    const sent = await screen.findByRole('alertdialog', { name: MSG.review.reportSent });
    expect(sent).toHaveTextContent(MSG.review.reportThanks);
    expect(screen.queryByRole('dialog', { name: MSG.labels.reportComment })).not.toBeInTheDocument();
  });

  test('a brand\'s comment report goes to its call; a refusal is the warning with the server\'s message', async () => {
    const review = { ...commented(), brand_id: 5 } as unknown as ReceivedBrandReview;
    answerCalls({
      Get_BrandReviewPaginationToken: ok([review], 1),
      Get_BrandReviewSingle: ok(review),
      Set_BrandReviewCommentReport: refused(MSG.review.alreadyReportedComment),
    });
    renderPage('brand-reviews', 'brand');
    await userEvent.click(await screen.findByRole('button', { name: 'READ the review by member8' }));
    const modal = await screen.findByRole('dialog', { name: 'Review' });
    await userEvent.click(await within(modal).findByRole('button', { name: 'Report the comment by rude' }));
    const dialog = within(await screen.findByRole('dialog', { name: MSG.labels.reportComment }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Off-Topic' }));
    await userEvent.click(dialog.getByRole('button', { name: /Send report/ }));
    expect(await screen.findByRole('alertdialog', { name: 'Warning' })).toHaveTextContent(MSG.review.alreadyReportedComment);
    expect(payloadsOf('Set_BrandReviewCommentReport')).toEqual([{ brand_id: 5, comment_id: 82, report_reason: 'Off-Topic' }]);
    expect(screen.queryByRole('alertdialog', { name: MSG.review.reportSent })).not.toBeInTheDocument();
  });
});

test('READ of a review the server refuses shows its message', async () => {
  answerCalls({
    Get_SourceReviewPaginationToken: ok([sourceReview(1)], 1),
    Get_SourceReviewSingle: refused('Review not found.'),
  });
  renderPage('source-reviews', 'source');
  await userEvent.click(await screen.findByRole('button', { name: 'READ the review by member1' }));
  expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Review not found.');
});

test('reviewer avatars are requested from the API uploads (users/profile), in the table and the READ modal', async () => {
  const { configureApi, getApiConfig } = jest.requireActual<typeof import('@ironscore/api')>('@ironscore/api');
  const before = getApiConfig().apiBase;
  configureApi({ apiBase: 'https://api.test' });
  try {
    const review = sourceReview(22, { user_profile_image: 'avatar-22.png' });
    answerCalls({ Get_SourceReviewPaginationToken: ok([review], 1), Get_SourceReviewSingle: ok(review) });
    const { container } = renderPage('source-reviews', 'source');
    await screen.findByRole('table');
    const srcs = () => [...container.ownerDocument.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(srcs()).toContain('https://api.test/uploads/users/profile/avatar-22.png');
    expect(srcs().filter((s) => s && !s.startsWith('https://api.test/'))).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'READ the review by member22' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Review text 22');
    expect([...dialog.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['https://api.test/uploads/users/profile/avatar-22.png']);
  } finally {
    configureApi({ apiBase: before });
  }
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KARMA_TABLE, MSG } from '@ironscore/contract';
import { answerCalls, callMock, ok, payloadsOf, profileOf, refused, renderProfile, signInAs, signOutAll } from './testing/helpers';

jest.mock('@ironscore/api', () => ({ ...jest.requireActual('@ironscore/api'), api: { call: jest.fn() } }));
jest.mock('@ironscore/chat', () => ({ connectChat: jest.fn(async () => null), onChatConnection: () => () => undefined }));

beforeEach(() => {
  callMock().mockReset();
  signInAs({ user_type: 'member' });
});
afterEach(() => signOutAll());

const activity = {
  reviews: [1, 2, 3].map((i) => ({ type: 'source', source_name: `Shop ${i}`, review_comment: `${'Great service '.repeat(12)} #${i}`, created_date: '2026-11-01T00:00:00Z' })),
  comments: [
    { type: 'brand', brand_name: 'Titan Labs', review_comment: 'Agreed', created_date: '2026-11-02T00:00:00Z' },
    { type: 'source', source_name: 'Shop 9', review_comment: 'Rude words', created_date: '2026-11-01T00:00:00Z', hidden_pending_review: 1 },
  ],
  likes: [],
};

describe('the profile area', () => {
  test('sidebar and every member slug; other slugs say "No content found!"', async () => {
    answerCalls({ Get_Profile: ok(profileOf()), Get_LastActivity: ok(activity) });
    renderProfile('source-dashboard');
    expect(await screen.findByText(MSG.noContentFound)).toBeInTheDocument();
    expect(screen.getByText('@jane')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Profile menu' });
    expect(within(menu).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/profile/my-profile',
      '/profile/my-reviews',
      '/profile/messages',
      '/profile/favorites',
      '/profile/price-alerts',
      '/profile/settings',
    ]);
  });

  test('a business account sees its own menu and no member page', async () => {
    signInAs({ user_type: 'brand' });
    answerCalls({ Get_Profile: ok(profileOf({ user_type: 'brand', user_rank: { rank_no: 998, rank_name: 'Brand Rank' }, next_ranks: [] })) });
    renderProfile('favorites');
    expect(await screen.findByText(MSG.noContentFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/profile/brand-products');
  });

  test('a refused profile load goes to the 404 page', async () => {
    answerCalls({ Get_Profile: refused('User not found.') });
    renderProfile('my-profile');
    expect(await screen.findByText('not found view')).toBeInTheDocument();
  });
});

describe('My Profile', () => {
  test('summary, next ranks with points and impact, the karma modal, activity excerpts', async () => {
    answerCalls({ Get_Profile: ok(profileOf()), Get_LastActivity: ok(activity) });
    renderProfile('my-profile');
    expect(await screen.findByText('Germany')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MSG.profile.goToSettings })).toHaveAttribute('href', '/profile/settings?tab=personal');
    expect(screen.getByText(MSG.profile.pointsRequired(500))).toBeInTheDocument();
    expect(screen.getByText(MSG.profile.impactOnReviews(20))).toBeInTheDocument();

    // All Activity: at most 2 of each kind, 100-character excerpts
    const items = await screen.findAllByText(/Great service/);
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent!.length).toBeLessThanOrEqual(103);
    expect(items[0]!.textContent).toMatch(/\.\.\.$/);
    await userEvent.click(screen.getByRole('tab', { name: MSG.labels.reviews }));
    expect(screen.getAllByText(/Great service/)).toHaveLength(3);
    // one's comment hidden pending review (issue 24) is labelled, the others are not
    await userEvent.click(screen.getByRole('tab', { name: MSG.labels.comments }));
    expect(screen.getByText(MSG.manage.hiddenPendingReview).closest('li')).toHaveTextContent('Rude words');
    expect(screen.getAllByText(MSG.manage.hiddenPendingReview)).toHaveLength(1);
    await userEvent.click(screen.getByRole('tab', { name: MSG.labels.likes }));
    expect(screen.getByText(MSG.empty.noActivity)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: MSG.profile.howToEarnKarma }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByRole('row')).toHaveLength(KARMA_TABLE.length + 1);
    expect(within(dialog).getByText('Reviewing a source, brand or product')).toBeInTheDocument();
    expect(within(dialog).getByText('+25')).toBeInTheDocument();
    // all nine actions of spec/2 §9, the like on one's review too
    expect(within(dialog).getAllByRole('row')).toHaveLength(10);
    expect(within(dialog).getByRole('row', { name: "Each like on one's review +5" })).toBeInTheDocument();
  });
});

describe('My Reviews', () => {
  const review = {
    rating_id: 31,
    review_comment: '<p>Fast shipping</p>',
    rating: 3.4,
    contact_rating: 3,
    delivery_rating: 4,
    quality_rating: 3,
    pricing_rating: 4,
    support_rating: 3,
    updated_review: 0,
    created_date: '2026-10-01T00:00:00Z',
    source_name: 'irondepot',
    source_slug_url: 'irondepot',
  };

  test('source tab, paging, the edit modal sends the five sub-ratings once and says so', async () => {
    answerCalls({
      Get_Profile: ok(profileOf()),
      Get_MyReviewList: (p: Record<string, unknown>) => ok(p.type === 'source' ? [review] : [], { totalData: p.type === 'source' ? 23 : 0 }),
      Set_EditMyReview: ok(null, { message: MSG.success.reviewEdited }),
    });
    renderProfile('my-reviews');
    expect(await screen.findByRole('link', { name: 'irondepot' })).toHaveAttribute('href', '/source/irondepot');
    expect(payloadsOf('Get_MyReviewList')[0]).toEqual({ type: 'source', limit: 10, offset: 0 });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/profile/my-reviews?page=2');
    await screen.findByRole('link', { name: 'irondepot' });
    expect(payloadsOf('Get_MyReviewList').at(-1)).toEqual({ type: 'source', limit: 10, offset: 10 });

    await userEvent.click(screen.getByRole('button', { name: MSG.profile.edit }));
    const dialog = await screen.findByRole('dialog', { name: MSG.profile.editReview });
    expect(within(dialog).getByText(MSG.labels.support)).toBeInTheDocument();
    // the stored HTML is edited as plain text (no tags in the box) and sent back as paragraphs
    const comment = within(dialog).getByRole('textbox');
    expect(comment).toHaveValue('Fast shipping');
    await userEvent.type(comment, '{enter}{enter}Second <b>part</b>');
    const save = within(dialog).getByRole('button', { name: MSG.profile.save });
    await userEvent.click(save);
    await screen.findByText(MSG.success.reviewEdited).catch(() => undefined);
    expect(payloadsOf('Set_EditMyReview')).toEqual([
      expect.objectContaining({ type: 'source', rating_id: 31, contact_rating: 3, delivery_rating: 4, review_comment: '<p>Fast shipping</p><p>Second &lt;b&gt;part&lt;/b&gt;</p>' }),
    ]);
    expect(screen.queryByRole('dialog', { name: MSG.profile.editReview })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: MSG.labels.brand }));
    expect(await screen.findByText(MSG.empty.noReviewYet)).toBeInTheDocument();
  });

  test('a blank comment is refused in the form and nothing is sent', async () => {
    answerCalls({ Get_Profile: ok(profileOf()), Get_MyReviewList: ok([review], { totalData: 1 }) });
    renderProfile('my-reviews');
    await userEvent.click(await screen.findByRole('button', { name: MSG.profile.edit }));
    const dialog = await screen.findByRole('dialog', { name: MSG.profile.editReview });
    await userEvent.clear(within(dialog).getByRole('textbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: MSG.profile.save }));
    expect(await within(dialog).findByText(MSG.validation.fieldBlank)).toBeInTheDocument();
    expect(payloadsOf('Set_EditMyReview')).toEqual([]);
  });
});

describe('Favorites', () => {
  test('tabs, empty text, removal after confirmation with action remove', async () => {
    const list = {
      sources: [{ favorite_id: 1, source_id: 4, source_name: 'irondepot', source_slug_url: 'irondepot', source_profile_image: 'a.png', source_rating: 4.2 }],
      brands: [{ favorite_id: 2, brand_id: 9, brand_name: 'Titan Labs', brand_slug_url: 'titan-labs', brand_profile_image: 'b.png', brand_rating: 3.9 }],
    };
    answerCalls({ Get_Profile: ok(profileOf()), Get_FavoriteList: ok(list), Set_UserFavoriteList: ok(null, { message: MSG.favorites.removed }) });
    renderProfile('favorites');
    expect(await screen.findByRole('link', { name: 'Titan Labs' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: MSG.labels.source }));
    expect(screen.queryByRole('link', { name: 'Titan Labs' })).not.toBeInTheDocument();
    const { on } = await import('@ironscore/events');
    const off = on('confirm:request', (d) => {
      d.handled = true;
      d.resolve(true);
    });
    await userEvent.click(screen.getByRole('button', { name: MSG.profile.remove }));
    off();
    await screen.findByRole('link', { name: 'irondepot' });
    expect(payloadsOf('Set_UserFavoriteList')).toEqual([{ item_type: 'source', item_id: 4, action: 'remove' }]);
  });
});

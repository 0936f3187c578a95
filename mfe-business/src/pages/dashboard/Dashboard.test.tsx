import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, type BrandDashboard, type ListingApproval, type SourceDashboard } from '@ironscore/contract';
import { on } from '@ironscore/events';
import { answerCalls, ok, refused, renderPage } from '../../testing/helpers';

jest.mock('@ironscore/api', () => ({ ...jest.requireActual('@ironscore/api'), api: { call: jest.fn() } }));

const approved: ListingApproval = { account: 'approved', submission: null };

const source = (over: Partial<SourceDashboard> = {}): SourceDashboard => ({
  source_setup_status: 1,
  source_status: 1,
  source_verification_status: 0,
  all_reviews: 1234,
  bad_reviews: 7,
  all_comments: 31,
  all_messages: 5,
  all_favourited: 12,
  ranking: 3,
  total_views: 98765,
  badgeCode: 'abc',
  source_name: 'Iron Shop',
  source_profile_image: '',
  source_website: 'https://iron.example',
  payment_methods: [],
  countries: [],
  source_categories: [],
  user: { user_profile_image: '' },
  source_slug_url: 'iron-shop',
  approval: approved,
  ...over,
});

const brand = (over: Partial<BrandDashboard> = {}): BrandDashboard => ({
  brand_setup_status: 1,
  brand_status: 1,
  brand_verification_status: 1,
  all_reviews: 10,
  bad_reviews: 2,
  all_comments: 3,
  all_messages: 4,
  all_favourited: 5,
  ranking: 0,
  total_views: 6,
  countries: [],
  badgeCode: 'h',
  user: { user_profile_image: '' },
  brand_name: 'Pure Labs',
  brand_profile_image: '',
  brand_website: '',
  brand_slug_url: 'pure-labs',
  approval: approved,
  ...over,
});

const card = (name: string) => screen.getByRole('article', { name });

test('source dashboard: status cards and the seven stat cards from the answer', async () => {
  answerCalls({ Get_SourceDashboard: ok(source()) });
  renderPage('source-dashboard', 'source');
  expect(await screen.findByRole('heading', { level: 1, name: 'Iron Shop' })).toBeInTheDocument();
  expect(within(card('Setup')).getByText('Completed')).toBeInTheDocument();
  expect(within(card('Publication')).getByText('Published')).toBeInTheDocument();
  expect(within(card('Verification')).getByText('Not verified')).toBeInTheDocument();
  expect(within(card('All Reviews')).getByText('1,234')).toBeInTheDocument();
  expect(within(card('Bad Reviews')).getByText('7')).toBeInTheDocument();
  expect(within(card('Bad Reviews')).getByText(MSG.business.badReviewsHint)).toBeInTheDocument();
  expect(within(card('All Comments')).getByText('31')).toBeInTheDocument();
  expect(within(card('All Messages')).getByText('5')).toBeInTheDocument();
  expect(within(card('All Favourited')).getByText('12')).toBeInTheDocument();
  expect(within(card('Source Ranking')).getByText('#3')).toBeInTheDocument();
  expect(within(card('Total Views')).getByText('98,765')).toBeInTheDocument();
  // no notice (the profile sidebar's placeholder aside)
  expect(screen.queryAllByRole('status').filter((s) => !s.closest('aside'))).toEqual([]);
  await userEvent.click(screen.getByRole('link', { name: MSG.business.viewPublicPage }));
  expect(screen.getByText('public source page')).toBeInTheDocument();
});

test('setup not complete: the banner with GO TO PROFILE SETUP; no public link', async () => {
  answerCalls({ Get_SourceDashboard: ok(source({ source_setup_status: 0, source_status: 0 })) });
  renderPage('source-dashboard', 'source');
  const banner = await screen.findByText(MSG.business.setupIncomplete);
  expect(banner.closest('[role="status"]')).toHaveTextContent(MSG.business.goToProfileSetup);
  expect(within(card('Setup')).getByText('Not completed')).toBeInTheDocument();
  expect(screen.queryByText(MSG.business.pendingReview)).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: MSG.business.viewPublicPage })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: MSG.business.goToProfileSetup }));
  expect(await screen.findByRole('region', { name: 'Source setup' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: MSG.labels.cancel }));
  expect(await screen.findByText(MSG.business.setupIncomplete)).toBeInTheDocument();
});

test('setup saved, not published: the awaiting-review notice; sign-up pending says so too', async () => {
  answerCalls({
    Get_BrandDashboard: ok(
      brand({
        brand_status: 0,
        approval: {
          account: 'pending',
          submission: { submission_id: 9, kind: 'setup', status: 'pending', created_date: '', decided_date: null, reason: '' },
        },
      }),
    ),
  });
  renderPage('brand-dashboard', 'brand');
  expect(await screen.findByText(MSG.business.pendingReview)).toBeInTheDocument();
  expect(screen.getByText(MSG.business.accountPending)).toBeInTheDocument();
  expect(within(card('Brand Ranking')).getByText('#-')).toBeInTheDocument();
  expect(within(card('Verification')).getByText('Verified')).toBeInTheDocument();
});

test('a pending account edit and a rejected submission are shown with the reason', async () => {
  answerCalls({
    Get_BrandDashboard: ok(
      brand({
        approval: {
          account: 'approved',
          submission: { submission_id: 9, kind: 'edit', status: 'rejected', created_date: '', decided_date: '', reason: 'Logo is blurry' },
        },
      }),
    ),
  });
  renderPage('brand-dashboard', 'brand');
  expect(await screen.findByText(MSG.business.submissionRejected('Logo is blurry'))).toBeInTheDocument();
});

test('a refused answer shows its message and Try again asks again', async () => {
  answerCalls({ Get_SourceDashboard: refused('Only source and brand accounts have this area.') });
  renderPage('source-dashboard', 'source');
  expect(await screen.findByRole('alert')).toHaveTextContent('Only source and brand accounts have this area.');
  answerCalls({ Get_SourceDashboard: ok(source()) });
  await userEvent.click(screen.getByRole('button', { name: MSG.labels.tryAgain }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Iron Shop' })).toBeInTheDocument();
});

test('an empty dashboard answer is a session failure', async () => {
  const expired = jest.fn();
  const off = on('session:expired', expired);
  answerCalls({ Get_SourceDashboard: ok(null) });
  renderPage('source-dashboard', 'source');
  await screen.findByRole('alert');
  expect(expired).toHaveBeenCalledTimes(1);
  off();
});

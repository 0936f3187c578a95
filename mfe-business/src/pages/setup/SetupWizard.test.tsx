import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, type BrandAccount, type SourceAccount, type SourceDashboard } from '@ironscore/contract';
import { answerCalls, ok, payloadsOf, renderPage } from '../../testing/helpers';

jest.mock('@ironscore/api', () => ({ ...jest.requireActual('@ironscore/api'), api: { call: jest.fn() } }));

const countries = [
  { country_id: 1, country_name: 'Germany', country_image: '', continent_id: 1, continent_name: 'Europe' },
  { country_id: 3, country_name: 'Japan', country_image: '', continent_id: 2, continent_name: 'Asia' },
];
const approval = { account: 'approved', submission: null } as const;
const sourceDashboard = {
  source_setup_status: 0,
  source_status: 0,
  source_verification_status: 0,
  all_reviews: 0, bad_reviews: 0, all_comments: 0, all_messages: 0, all_favourited: 0, ranking: 0, total_views: 0,
  badgeCode: 'hash9',
  source_name: 'new-shop',
  source_profile_image: '',
  source_website: '',
  payment_methods: [{ payment_method_id: 1, payment_method_name: 'Visa', payment_method_image: '' }],
  countries,
  source_categories: [{ category_id: 2, category_name: 'Supplement Stores' }],
  user: { user_profile_image: '' },
  source_slug_url: 'new-shop',
  approval,
} as SourceDashboard;
const sourceBadge = { hash: 'hash9', kind: 'source', name: 'new-shop', url: 'https://site.test/source/new-shop', image: '', rank: 0, rating: 0 } as const;
const sourceAccount = { source_id: 9, badgeCode: 'hash9', badge: sourceBadge, approval } as unknown as SourceAccount;

// As in a browser: an object URL only for a Blob (jsdom has no createObjectURL at all).
beforeEach(() => {
  URL.createObjectURL = jest.fn((blob: unknown) => {
    if (!(blob instanceof Blob)) throw new TypeError("Failed to execute 'createObjectURL' on 'URL': Overload resolution failed.");
    return 'blob:preview';
  });
  URL.revokeObjectURL = jest.fn();
});

const progress = () => Number(screen.getByRole('progressbar', { name: 'Setup progress' }).getAttribute('aria-valuenow'));
const next = () => userEvent.click(screen.getByRole('button', { name: MSG.labels.nextStep }));
const back = () => userEvent.click(screen.getByRole('button', { name: MSG.labels.back }));
const file = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'logo.png', { type: 'image/png' });

async function openWizard(slug: string, type: 'source' | 'brand') {
  renderPage(slug, type);
  await userEvent.click(await screen.findByRole('button', { name: MSG.business.goToProfileSetup }));
  await screen.findByRole('progressbar', { name: 'Setup progress' });
}

/** Expect the warning toast `message` after NEXT STEP and no move. */
async function blockedWith(message: string) {
  const before = progress();
  await next();
  expect(await screen.findAllByText(message)).not.toHaveLength(0);
  expect(progress()).toBe(before);
}

test('source wizard: every gating message in order, progress 12 → 100, BACK always allowed, the save sends the setup', async () => {
  answerCalls({
    Get_SourceDashboard: ok(sourceDashboard),
    Get_SourceToken: ok(sourceAccount),
    Get_SiteScreenshot: ok({ screenshot: 'shot-1.jpg' }),
    Set_SourceSetup: ok({ source_name: 'new-shop', source_profile_image: 'x.jpg', ranking: 0 }),
  });
  await openWizard('source-dashboard', 'source');
  expect(progress()).toBe(12);
  await blockedWith(MSG.sourceSetup.logo);
  await userEvent.upload(screen.getByLabelText(/Main logo/), file());
  await next();
  expect(progress()).toBe(24);
  await back();
  expect(progress()).toBe(12);
  await next();
  await blockedWith(MSG.sourceSetup.externalView);
  await userEvent.type(screen.getByLabelText(/Site URL/), 'https://shop.example');
  await userEvent.click(screen.getByRole('button', { name: 'Take a screenshot' }));
  expect(await screen.findByRole('img', { name: 'Screenshot of your site' })).toBeInTheDocument();
  expect(payloadsOf('Get_SiteScreenshot')).toEqual([{ website_url: 'https://shop.example', type: 'source' }]);
  await next();
  expect(progress()).toBe(36);
  await blockedWith(MSG.sourceSetup.paymentMethods);
  await userEvent.click(screen.getByRole('checkbox', { name: 'Visa' }));
  await next();
  expect(progress()).toBe(48);
  await blockedWith(MSG.sourceSetup.shipTo);
  await userEvent.click(screen.getByRole('checkbox', { name: /^Europe/ }));
  await next();
  expect(progress()).toBe(60);
  await blockedWith(MSG.sourceSetup.cannotShipTo);
  // a continent chosen as "ship to" cannot also be "cannot ship to"
  await userEvent.click(screen.getByRole('checkbox', { name: /^Europe/ }));
  await blockedWith(MSG.business.shipListsOverlap);
  await userEvent.click(screen.getByRole('checkbox', { name: /^Europe/ }));
  await userEvent.click(screen.getByRole('checkbox', { name: /^Asia/ }));
  await next();
  expect(progress()).toBe(72);
  await blockedWith(MSG.sourceSetup.category);
  await userEvent.selectOptions(screen.getByLabelText(/Category of your source/), '2');
  await next();
  expect(progress()).toBe(84);

  await userEvent.click(screen.getByRole('button', { name: MSG.business.saveAndProceed }));
  expect(await screen.findByText(MSG.sourceSetup.country)).toBeInTheDocument();
  expect(screen.getByText(MSG.sourceSetup.yearRequired)).toBeInTheDocument();
  expect(payloadsOf('Set_SourceSetup')).toHaveLength(0);
  await userEvent.selectOptions(screen.getByLabelText(/Country/), 'Germany');
  await userEvent.type(screen.getByLabelText(/Year of foundation/), '201');
  await userEvent.selectOptions(screen.getByLabelText(/Average delivery time/), '3 - 6 Days');
  await userEvent.type(screen.getByLabelText(/Description/), 'Iron since 2010.');
  await userEvent.click(screen.getByRole('button', { name: MSG.business.saveAndProceed }));
  expect(await screen.findByText(MSG.sourceSetup.yearDigits)).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText(/Year of foundation/), '0');
  await userEvent.click(screen.getByRole('button', { name: MSG.business.saveAndProceed }));

  await waitFor(() => expect(progress()).toBe(96));
  const sent = payloadsOf('Set_SourceSetup')[0]!;
  expect(sent).toMatchObject({
    source_site_logo_file: 'shot-1.jpg',
    payment_methods: [1],
    continents_can_ship: [1],
    continents_cannot_ship: [3],
    source_category: 2,
    source_country: 'Germany',
    source_since: '2010',
    source_delivery_time: '3 - 6 Days',
    source_description: '<p>Iron since 2010.</p>',
    source_website: '',
    source_email: '',
  });
  expect(sent.source_main_logo).toBeInstanceOf(File);
  expect(screen.getAllByRole('button', { name: MSG.business.showBadgeCode })).toHaveLength(3);
  await userEvent.click(screen.getByRole('button', { name: MSG.business.setupFinished }));
  expect(progress()).toBe(100);
  expect(screen.getByText(MSG.business.setupCongratulations)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: MSG.business.goToHome })).toBeInTheDocument();
});

test('brand wizard: 12, 24, 36, 48, 60, 72, 96, 100; sellers from 3 characters without duplicates', async () => {
  const brandDashboard = { brand_setup_status: 0, brand_status: 0, brand_verification_status: 0, all_reviews: 0, bad_reviews: 0, all_comments: 0, all_messages: 0, all_favourited: 0, ranking: 0, total_views: 0, countries, badgeCode: 'b1', user: { user_profile_image: '' }, brand_name: 'Pure', brand_profile_image: '', brand_website: '', brand_slug_url: 'pure', approval };
  answerCalls({
    Get_BrandDashboard: ok(brandDashboard),
    Get_BrandToken: ok({ brand_id: 3, badgeCode: 'b1', badge: { ...sourceBadge, hash: 'b1', kind: 'brand', name: 'Pure' }, countries, approval } as unknown as BrandAccount),
    Get_SourceLikeSearch: (p: Record<string, unknown>) => ok(String(p.source_name).length >= 3 ? [{ source_id: 5, source_name: 'iron-shop' }, { source_id: 6, source_name: 'iron-world' }] : []),
    Set_BrandSetup: ok({ brand_name: 'Pure', brand_profile_image: '', ranking: 0 }),
  });
  await openWizard('brand-dashboard', 'brand');
  const seen = [progress()];
  await blockedWith(MSG.brandSetup.logo);
  await userEvent.upload(screen.getByLabelText(/Main logo/), file());
  await next();
  seen.push(progress());
  await blockedWith(MSG.brandSetup.externalView);
  await userEvent.upload(screen.getByLabelText(/Upload an image of your site/), file());
  await next();
  seen.push(progress());
  await blockedWith(MSG.brandSetup.shipTo);
  await userEvent.click(screen.getByRole('checkbox', { name: /^Europe/ }));
  await next();
  seen.push(progress());
  await blockedWith(MSG.brandSetup.cannotShipTo);
  await userEvent.click(screen.getByRole('checkbox', { name: /^Asia/ }));
  await next();
  seen.push(progress());
  // step 5 moves on only with an official seller (spec/3 §4)
  await blockedWith(MSG.brandSetup.officialSellers);
  expect(within(screen.getByRole('form', { name: 'Step 5' })).getByText(MSG.brandSetup.officialSellers)).toBeInTheDocument();
  const search = screen.getByRole('combobox');
  await userEvent.type(search, 'ir');
  expect(screen.queryByRole('list', { name: 'Sources found' })).not.toBeInTheDocument();
  await userEvent.type(search, 'o');
  await userEvent.click(await screen.findByRole('button', { name: 'Add iron-shop' }));
  expect(screen.queryByRole('button', { name: 'Add iron-shop' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add iron-world' })).toBeInTheDocument();
  await next();
  seen.push(progress());
  await userEvent.selectOptions(screen.getByLabelText(/Country/), 'Japan');
  await userEvent.type(screen.getByLabelText(/Year of foundation/), '2001');
  await userEvent.type(screen.getByLabelText(/Description/), 'Pure labs.');
  await userEvent.click(screen.getByRole('button', { name: MSG.business.brandSaveAndProceed }));
  await waitFor(() => expect(progress()).toBe(96));
  seen.push(progress());
  expect(payloadsOf('Set_BrandSetup')[0]).toMatchObject({ brand_offical_resellers: [5], brand_country: 'Japan', brand_since: '2001' });
  await userEvent.click(screen.getByRole('button', { name: MSG.business.brandSetupFinished }));
  seen.push(progress());
  expect(seen).toEqual([12, 24, 36, 48, 60, 72, 96, 100]);
  expect(screen.getByRole('button', { name: MSG.business.brandGoToHome })).toBeInTheDocument();
});

test('site image step: the firewall message of a failed screenshot, and under it what to do instead', async () => {
  answerCalls({
    Get_SourceDashboard: ok(sourceDashboard),
    Get_SourceToken: ok(sourceAccount),
    Get_SiteScreenshot: { status: false, message: MSG.screenshotFailure, data: null },
  });
  await openWizard('source-dashboard', 'source');
  await userEvent.upload(screen.getByLabelText(/Main logo/), file());
  await next();
  await userEvent.type(screen.getByLabelText(/Site URL/), 'https://shop.example');
  await userEvent.click(screen.getByRole('button', { name: 'Take a screenshot' }));
  const message = await screen.findByText(MSG.screenshotFailure);
  const hint = screen.getByText(MSG.business.screenshotFailedHint);
  expect(message.compareDocumentPosition(hint) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  // the upload it points to is right there
  expect(screen.getByLabelText(/Upload an image of your site/)).toBeInTheDocument();
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, type SourceAccount, type SourceDashboard } from '@ironscore/contract';
import { answerCalls, ok, payloadsOf, refused, renderPage } from '../../testing/helpers';

jest.mock('@ironscore/api', () => ({ ...jest.requireActual('@ironscore/api'), api: { call: jest.fn() } }));

const countries = [
  { country_id: 1, country_name: 'Germany', country_image: '', continent_id: 1, continent_name: 'Europe' },
  { country_id: 2, country_name: 'France', country_image: '', continent_id: 1, continent_name: 'Europe' },
  { country_id: 3, country_name: 'Japan', country_image: '', continent_id: 2, continent_name: 'Asia' },
];

const account = (over: Partial<SourceAccount> = {}): SourceAccount => ({
  source_id: 9,
  source_slug_url: 'iron-shop',
  source_name: 'iron-shop',
  source_email: 'shop@iron.example',
  source_website: 'https://iron.example',
  source_since: '2015',
  source_country: 'Germany',
  source_avg_delivery_time: '1 - 3 Days',
  source_description: '<p>We sell iron.</p>',
  source_profile_image: 'logo.jpg',
  source_payment_types: ['1'],
  source_delivery_countries: ['1', '2'],
  source_restricted_countries: ['3'],
  category_id: 2,
  badgeCode: 'hash123',
  badge: { hash: 'hash123', kind: 'source', name: 'iron-shop', url: 'https://site.test/source/iron-shop', image: 'https://api.test/uploads/sources/profile/logo.jpg', rank: 4, rating: 4.2 },
  ranking: 4,
  source_site_image: 'site.jpg',
  source_verification_status: 0,
  approval: { account: 'approved', submission: null },
  ...over,
});

const dashboard = {
  payment_methods: [
    { payment_method_id: 1, payment_method_name: 'Visa', payment_method_image: '' },
    { payment_method_id: 2, payment_method_name: 'Bitcoin', payment_method_image: '' },
  ],
  countries,
  source_categories: [
    { category_id: 1, category_name: 'Pharmacy' },
    { category_id: 2, category_name: 'Supplement Stores' },
  ],
} as unknown as SourceDashboard;

test('Account tab: show mode with the listing, then edit, a rule of the contract, save with the new values', async () => {
  let saved = false;
  answerCalls({
    Get_SourceToken: () => ok(saved ? account({ source_since: '2012', approval: { account: 'approved', submission: { submission_id: 3, kind: 'edit', status: 'pending', created_date: '', decided_date: null, reason: '' } } }) : account()),
    Get_SourceDashboard: ok(dashboard),
    Set_SourceSetup: () => {
      saved = true;
      return ok({ source_name: 'iron-shop', source_profile_image: 'logo.jpg', ranking: 4 });
    },
  });
  renderPage('source-settings', 'source');
  expect(await screen.findByText('shop@iron.example')).toBeInTheDocument();
  expect(screen.getByText('Supplement Stores')).toBeInTheDocument();
  expect(screen.getByText('Visa')).toBeInTheDocument();
  expect(screen.getByText('Germany, France')).toBeInTheDocument();
  expect(screen.getByText('Japan')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
  const form = screen.getByRole('form', { name: 'Edit your source' });
  expect(within(form).getByLabelText('Name')).toHaveValue('iron-shop');
  expect(within(form).getByLabelText('Name')).toBeDisabled();
  const year = within(form).getByLabelText(/Year of foundation/);
  await userEvent.clear(year);
  await userEvent.type(year, '12');
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await within(form).findByText(MSG.sourceSetup.yearDigits)).toBeInTheDocument();
  expect(payloadsOf('Set_SourceSetup')).toHaveLength(0);

  await userEvent.clear(year);
  await userEvent.type(year, '2012');
  // Asia's box in "Ships to": every country of the continent at once — Japan is also in
  // "Cannot ship to", which is refused until it leaves that list
  await userEvent.click(within(form).getAllByRole('checkbox', { name: /^Asia/ })[0]!);
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await within(form).findByText(MSG.business.shipListsOverlap)).toBeInTheDocument();
  expect(payloadsOf('Set_SourceSetup')).toHaveLength(0);
  await userEvent.click(within(form).getAllByRole('checkbox', { name: /^Asia/ })[1]!);
  await userEvent.click(within(form).getAllByRole('checkbox', { name: /^Europe/ })[1]!);
  await userEvent.click(within(form).getAllByRole('checkbox', { name: /^Europe/ })[0]!);
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(payloadsOf('Set_SourceSetup')).toHaveLength(1));
  const sent = payloadsOf('Set_SourceSetup')[0]!;
  expect(sent).toMatchObject({
    source_since: '2012',
    source_email: 'shop@iron.example',
    source_category: 2,
    source_delivery_time: '1 - 3 Days',
    source_description: '<p>We sell iron.</p>',
    payment_methods: [1],
  });
  expect([...(sent.continents_can_ship as number[])].sort()).toEqual([3]);
  expect([...(sent.continents_cannot_ship as number[])].sort()).toEqual([1, 2]);
  // back in show mode with fresh data: the tab says the information is updated, and that the edit
  // waits for a manager
  expect(await screen.findByText(MSG.business.editPending)).toBeInTheDocument();
  expect(screen.getByText('2012')).toBeInTheDocument();
  const statuses = screen.getAllByRole('status').map((s) => s.textContent);
  expect(statuses).toEqual(expect.arrayContaining([MSG.success.informationUpdated, MSG.business.editPending]));
  expect(statuses.indexOf(MSG.success.informationUpdated)).toBeLessThan(statuses.indexOf(MSG.business.editPending));
});

test('Account tab: a refused save shows the server message under its field and stays in edit mode', async () => {
  answerCalls({
    Get_SourceToken: ok(account()),
    Get_SourceDashboard: ok(dashboard),
    Set_SourceSetup: { status: false, message: MSG.sourceSetup.country, data: null, errors: { source_country: MSG.sourceSetup.country } },
  });
  renderPage('source-settings', 'source');
  await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(MSG.sourceSetup.country)).toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Edit your source' })).toBeInTheDocument();
});

test('Badge tab: three designs, SHOW BADGE CODE reveals the code with the listing hash', async () => {
  answerCalls({ Get_SourceToken: ok(account()), Get_SourceDashboard: ok(dashboard) });
  renderPage('source-settings', 'source');
  await userEvent.click(screen.getByRole('tab', { name: 'Badge' }));
  expect(await screen.findAllByRole('article', { name: /Badge design/ })).toHaveLength(3);
  expect(screen.getByText('Not verified')).toBeInTheDocument();
  await userEvent.click(screen.getAllByRole('button', { name: MSG.business.showBadgeCode })[1]!);
  const code = screen.getByLabelText('Code of badge design 2') as HTMLTextAreaElement;
  expect(code.value).toContain('data-ironscore-badge="hash123"');
  expect(code.value).toContain('/badge/hash123/2.js');
});

test('Badge tab: each preview is the badge itself (name, image, rank, link) in a frame that runs no script', async () => {
  answerCalls({ Get_SourceToken: ok(account()), Get_SourceDashboard: ok(dashboard) });
  renderPage('source-settings', 'source');
  await userEvent.click(screen.getByRole('tab', { name: 'Badge' }));
  const frames = (await screen.findAllByTitle(/Preview of badge design/)) as HTMLIFrameElement[];
  expect(frames).toHaveLength(3);
  frames.forEach((frame, i) => {
    // no script may run in it: nothing of the API's origin is loaded, the shell's CSP is untouched
    expect(frame.getAttribute('sandbox')).not.toMatch(/allow-scripts|allow-same-origin/);
    const doc = new DOMParser().parseFromString(frame.getAttribute('srcdoc') ?? '', 'text/html');
    expect(doc.querySelector('script')).toBeNull();
    const marker = doc.querySelector(`[data-ironscore-badge="hash123"][data-badge-type="${i + 1}"]`);
    const shadow = marker?.querySelector('template[shadowrootmode="open"]') as HTMLTemplateElement | null;
    expect(shadow).not.toBeNull();
    const badge = shadow!.content;
    expect(badge.querySelector('a')?.getAttribute('href')).toBe('https://site.test/source/iron-shop');
    expect(badge.querySelector('img')?.getAttribute('src')).toBe('https://api.test/uploads/sources/profile/logo.jpg');
    expect(badge.querySelector('.name')?.textContent).toBe('iron-shop');
    expect(badge.textContent).toContain('#4');
  });
});

test('a failed load says why', async () => {
  answerCalls({ Get_SourceToken: refused('Only source and brand accounts have this area.'), Get_SourceDashboard: ok(dashboard) });
  renderPage('source-settings', 'source');
  expect(await screen.findByRole('alert')).toHaveTextContent('Only source and brand accounts have this area.');
});

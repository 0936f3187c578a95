import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, rankName } from '@ironscore/contract';
import { answerCalls, ok, renderPage } from './testing/helpers';

jest.mock('@ironscore/api', () => ({ ...jest.requireActual('@ironscore/api'), api: { call: jest.fn() } }));

beforeEach(() => answerCalls({ Get_SourceDashboard: 'pending', Get_BrandDashboard: 'pending', Get_SourceToken: 'pending', Get_BrandToken: 'pending' }));

test('advertisement slugs read "Very soon..."', () => {
  renderPage('source-advertisement');
  expect(screen.getByText(MSG.verySoonEllipsis)).toBeInTheDocument();
});

test('a slug of the other business type shows "No content found!"', () => {
  renderPage('brand-products', 'source');
  expect(screen.getByText(MSG.noContentFound)).toBeInTheDocument();
});

test("settings: four tabs; Security and Privacy are mfe-profile's exposes through the host", async () => {
  const { renderExpose } = renderPage('brand-settings', 'brand');
  expect(screen.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeInTheDocument();
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Account', 'Badge', 'Security', 'Privacy']);
  await userEvent.click(screen.getByRole('tab', { name: 'Security' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Security Settings' })).toBeInTheDocument();
  expect(screen.getByText('expose profile/SecuritySettings')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: 'Privacy' }));
  expect(screen.getByText('expose profile/PrivacySettings')).toBeInTheDocument();
  expect(renderExpose).toHaveBeenCalledWith('profile/PrivacySettings', {});
});

test.each([
  ['source', ['source-dashboard', 'source-reviews', 'source-prices', 'source-advertisement', 'source-settings'], ['Dashboard', 'Reviews', 'Messages', 'Prices', 'Advertisement', 'Settings']],
  ['brand', ['brand-dashboard', 'brand-reviews', 'brand-products', 'brand-offical-sellers', 'brand-advertisement', 'brand-settings'], ['Dashboard', 'Reviews', 'Products', 'Official Sellers', 'Messages', 'Advertisement', 'Settings']],
] as const)('every %s page has the profile sidebar: avatar, full name, @username, rank and the menu of the type', async (type, slugs, menu) => {
  const { configureApi, getApiConfig } = jest.requireActual<typeof import('@ironscore/api')>('@ironscore/api');
  const before = getApiConfig().apiBase;
  configureApi({ apiBase: 'https://api.test' });
  try {
    const rankNo = type === 'source' ? 999 : 998;
    for (const slug of slugs) {
      answerCalls({
        Get_SourceDashboard: 'pending', Get_BrandDashboard: 'pending', Get_SourceToken: 'pending', Get_BrandToken: 'pending',
        Get_SourceReviewPaginationToken: 'pending', Get_BrandReviewPaginationToken: 'pending', Get_BrandProductsPaginationToken: 'pending', Get_BrandOfficalSellerList: 'pending', Get_SourcePricesPagination: 'pending', Get_SourcePriceFeed: 'pending',
        Get_Profile: ok({ user_id: 4, user_type: type, user_name: 'owner', user_fullname: 'Olga Owner', user_profile_image: 'owner.jpg', user_rank: { rank_no: rankNo, rank_name: rankName(rankNo) }, user_score: 120 }),
      });
      const { unmount } = renderPage(slug, type);
      const sidebar = screen.getByRole('complementary', { name: 'Profile' });
      expect(await within(sidebar).findByText('Olga Owner')).toBeInTheDocument();
      expect(within(sidebar).getByText('@owner')).toBeInTheDocument();
      expect(within(sidebar).getByRole('img', { name: `${rankName(rankNo)}, ${MSG.karmaPoint(120)}` })).toBeInTheDocument();
      expect(sidebar.querySelector('img')?.getAttribute('src')).toBe('https://api.test/uploads/users/profile/owner.jpg');
      const links = within(within(sidebar).getByRole('navigation', { name: 'Profile menu' })).getAllByRole('link');
      expect(links.map((a) => a.textContent)).toEqual(menu);
      const current = links.find((a) => a.getAttribute('href') === `/profile/${slug}`);
      expect(current?.className).toMatch(/active/);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      unmount();
    }
  } finally {
    configureApi({ apiBase: before });
  }
});

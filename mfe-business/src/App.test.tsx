import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@ironscore/contract';
import { answerCalls, renderPage } from './testing/helpers';

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

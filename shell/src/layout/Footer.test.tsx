import { screen, within } from '@testing-library/react';
import { api, configureApi } from '@ironscore/api';
import type { GeneralSettings } from '@ironscore/contract';
import { renderInRouter, signIn, signOut } from '../test/utils';
import { Footer } from './Footer';

jest.mock('@ironscore/api', () => ({
  ...jest.requireActual('@ironscore/api'),
  api: { call: jest.fn() },
}));
const call = api.call as unknown as jest.Mock;

const settings = {
  general_site_title: 'IronScore',
  general_site_description: 'Honest reviews of supplement sellers and brands.',
  general_site_keywords: '',
  general_copyright: '© 2026 IronScore. All rights reserved.',
  social_facebook: 'https://facebook.com/ironscore',
  social_twitter: '#',
  social_instagram: 'https://instagram.com/ironscore',
  social_youtube: '#',
  social_pinterest: '#',
  social_linkedin: '',
  social_google: '#',
} as GeneralSettings;

const pages = [
  { page_id: 1, page_name: 'About Us', page_slug_url: 'about-us' },
  { page_id: 2, page_name: 'Terms and Conditions', page_slug_url: 'terms-and-conditions' },
];

beforeEach(() => {
  configureApi({ apiBase: 'http://api.test:4000' });
  call.mockImplementation(async (name: string) => {
    if (name === 'Get_GeneralSettings') return { status: true, message: '', data: settings };
    if (name === 'Get_Pages') return { status: true, message: '', data: pages };
    return null;
  });
});

afterEach(() => {
  signOut();
  call.mockReset();
});

describe('Footer', () => {
  it('shows the description, copyright and only the social links that are not "#"', async () => {
    renderInRouter(<Footer />);
    expect(await screen.findByText(settings.general_site_description)).toBeInTheDocument();
    expect(screen.getByText(settings.general_copyright)).toBeInTheDocument();
    const socials = within(screen.getByRole('list', { name: 'Social media' }));
    expect(socials.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'https://facebook.com/ironscore');
    expect(socials.getByRole('link', { name: 'Instagram' })).toBeInTheDocument();
    expect(socials.getAllByRole('link')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: /twitter/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'YouTube' })).not.toBeInTheDocument();
  });

  it('links every static page and the fixed destinations', async () => {
    renderInRouter(<Footer />);
    expect(await screen.findByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/page/about-us');
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/page/terms-and-conditions');
    expect(screen.getByRole('link', { name: 'Site Map' })).toHaveAttribute('href', 'http://api.test:4000/sitemap.xml');
    expect(screen.getByRole('link', { name: 'Product Categories' })).toHaveAttribute('href', '/product-categories');
    expect(screen.getByRole('link', { name: 'Community' })).toHaveAttribute('href', '/community/home');
  });

  it('links /profile/my-profile only when signed in', async () => {
    const { unmount } = renderInRouter(<Footer />);
    await screen.findByRole('link', { name: 'About Us' });
    expect(screen.queryByRole('link', { name: 'My Profile' })).not.toBeInTheDocument();
    unmount();

    signIn({ user_type: 'member' });
    renderInRouter(<Footer />);
    expect(await screen.findByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile/my-profile');
  });

  it('degrades silently when the API is unreachable', async () => {
    call.mockResolvedValue(null);
    renderInRouter(<Footer />);
    expect(await screen.findByRole('link', { name: 'Site Map' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Social media' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });
});

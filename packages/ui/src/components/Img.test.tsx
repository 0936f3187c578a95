import { fireEvent, render, screen } from '@testing-library/react';
import { configureApi } from '@ironscore/api';
import { Img, PLACEHOLDER_AVATAR, PLACEHOLDER_IMAGE } from './Img';

const API = 'http://api.test';
const LOGO = `${API}/uploads/brands/profile/logo.png`;
const variants = (url: string) => [160, 320, 640, 1280].map((w) => `${url}.w${w}.webp ${w}w`).join(', ');

beforeAll(() => configureApi({ apiBase: API }));

describe('Img', () => {
  it('shows the image lazily', () => {
    render(<Img src="https://cdn.test/a.jpg" alt="Acme logo" />);
    const img = screen.getByRole('img', { name: 'Acme logo' });
    expect(img).toHaveAttribute('src', 'https://cdn.test/a.jpg');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('falls back to the placeholder when loading fails', () => {
    render(<Img src="https://cdn.test/broken.jpg" alt="Broken" />);
    const img = screen.getByRole('img', { name: 'Broken' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    expect(img).toHaveAttribute('data-fallback', 'true');
  });

  it('shows the placeholder when there is no source, and retries a new source', () => {
    const { rerender } = render(<Img src={null} alt="User" fallback="avatar" />);
    expect(screen.getByRole('img', { name: 'User' })).toHaveAttribute('src', PLACEHOLDER_AVATAR);
    rerender(<Img src="https://cdn.test/u.jpg" alt="User" fallback="avatar" />);
    expect(screen.getByRole('img', { name: 'User' })).toHaveAttribute('src', 'https://cdn.test/u.jpg');
  });

  it('offers the WebP variants of an upload for the slot width, with a reserved box', () => {
    render(<Img src={LOGO} alt="Logo" width={64} height={64} />);
    const img = screen.getByRole('img', { name: 'Logo' });
    expect(img).toHaveAttribute('src', LOGO);
    expect(img).toHaveAttribute('srcset', variants(LOGO));
    expect(img).toHaveAttribute('sizes', '64px');
    expect(img).toHaveAttribute('width', '64');
    expect(img).toHaveAttribute('height', '64');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('takes a sizes list for fluid slots, and loads the LCP image at once with high priority', () => {
    render(<Img src={LOGO} alt="Hero" sizes="(max-width: 640px) 100vw, 400px" width={400} height={225} priority />);
    const img = screen.getByRole('img', { name: 'Hero' });
    expect(img).toHaveAttribute('sizes', '(max-width: 640px) 100vw, 400px');
    expect(img).toHaveAttribute('srcset', variants(LOGO));
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('leaves external images and images without a slot size unchanged', () => {
    render(<Img src="https://cdn.test/uploads/a/b.jpg" alt="External" width={64} height={64} />);
    expect(screen.getByRole('img', { name: 'External' })).not.toHaveAttribute('srcset');
    render(<Img src={LOGO} alt="No slot" />);
    const img = screen.getByRole('img', { name: 'No slot' });
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });

  it('tries the original when a variant fails, then the placeholder', () => {
    render(<Img src={LOGO} alt="Logo" width={64} height={64} />);
    const img = screen.getByRole('img', { name: 'Logo' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', LOGO);
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('data-fallback');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    expect(img).toHaveAttribute('data-fallback', 'true');
  });
});

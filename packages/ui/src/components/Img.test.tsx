import { fireEvent, render, screen } from '@testing-library/react';
import { Img, PLACEHOLDER_AVATAR, PLACEHOLDER_IMAGE } from './Img';

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
});

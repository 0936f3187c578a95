import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareDialog, shareLinks } from './ShareDialog';

const url = 'https://ironscore.test/source/acme?x=1';

describe('ShareDialog', () => {
  it('builds the real share URLs', () => {
    const links = Object.fromEntries(shareLinks(url, 'Acme & Co').map((l) => [l.target, l.href]));
    const u = encodeURIComponent(url);
    expect(links.whatsapp).toBe(`https://wa.me/?text=${encodeURIComponent(`Acme & Co ${url}`)}`);
    expect(links.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${u}`);
    expect(links.x).toBe(`https://twitter.com/intent/tweet?url=${u}&text=Acme%20%26%20Co`);
    expect(links.pinterest).toBe(`https://pinterest.com/pin/create/button/?url=${u}&description=Acme%20%26%20Co`);
    expect(links.linkedin).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${u}`);
    expect(links.email).toBe(`mailto:?subject=Acme%20%26%20Co&body=${encodeURIComponent(`Acme & Co ${url}`)}`);
  });

  it('shows the six targets and copies the link', async () => {
    const user = userEvent.setup();
    render(<ShareDialog open onClose={() => {}} url={url} title="Acme" />);
    for (const name of ['WhatsApp', 'Facebook', 'X', 'Pinterest', 'LinkedIn', 'E-mail']) {
      expect(screen.getByRole('link', { name: `Share on ${name}` })).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(url);
    expect(screen.getByText('Link copied to clipboard.')).toBeInTheDocument();
  });
});

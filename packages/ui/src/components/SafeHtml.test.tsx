import { render, screen } from '@testing-library/react';
import { SafeHtml } from './SafeHtml';

describe('SafeHtml', () => {
  it('renders formatting but strips <script> and event handlers', () => {
    const { container } = render(
      <SafeHtml html={'<p>Great <b>whey</b></p><script>window.hacked=1</script><img src="x" onerror="window.hacked=2">'} />,
    );
    expect(screen.getByText('whey').tagName).toBe('B');
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onerror/i);
    expect(container.innerHTML).not.toMatch(/hacked/);
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });

  it('neutralises javascript: links and makes links safe', () => {
    render(<SafeHtml html={'<a href="javascript:alert(1)">bad</a> <a href="https://example.com/x">shop</a>'} />);
    expect(screen.getByText('bad')).not.toHaveAttribute('href', 'javascript:alert(1)');
    const link = screen.getByRole('link', { name: 'shop' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('renders nothing for empty input', () => {
    const { container } = render(<SafeHtml html={null} />);
    expect(container.firstChild).toBeEmptyDOMElement();
  });
});

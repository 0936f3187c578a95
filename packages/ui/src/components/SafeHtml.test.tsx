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

  it('keeps text formatting and links only: remote images, video, audio, svg and frames are dropped', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<h3>Verdict</h3><p><strong>Good</strong> <em>value</em>, <a href="https://example.com/shop">shop</a></p>' +
          '<img src="https://tracker.example/pixel.gif"><img srcset="https://tracker.example/a.png 1x">' +
          '<video src="https://tracker.example/v.mp4" poster="https://tracker.example/p.jpg"></video>' +
          '<audio src="https://tracker.example/a.mp3"></audio><picture><source srcset="https://tracker.example/s.webp"></picture>' +
          '<svg><image href="https://tracker.example/i.png"></image></svg><iframe src="https://tracker.example/f"></iframe>' +
          '<ul><li>one</li></ul><table background="https://tracker.example/bg.png"><tbody><tr><td>cell</td></tr></tbody></table>' +
          '<span style="background:url(https://tracker.example/c.png)">styled</span>'
        }
      />,
    );
    expect(screen.getByRole('heading', { name: 'Verdict' })).toBeInTheDocument();
    expect(screen.getByText('Good').tagName).toBe('STRONG');
    expect(screen.getByText('value').tagName).toBe('EM');
    expect(screen.getByRole('link', { name: 'shop' })).toHaveAttribute('href', 'https://example.com/shop');
    expect(screen.getByRole('listitem')).toHaveTextContent('one');
    expect(screen.getByRole('cell', { name: 'cell' })).toBeInTheDocument();
    expect(container).toHaveTextContent('styled');
    expect(container.querySelectorAll('img, video, audio, picture, source, svg, image, iframe, object, embed, [style], [background], [srcset]')).toHaveLength(0);
    expect(container.innerHTML).not.toMatch(/tracker\.example/);
  });

  it('renders nothing for empty input', () => {
    const { container } = render(<SafeHtml html={null} />);
    expect(container.firstChild).toBeEmptyDOMElement();
  });
});

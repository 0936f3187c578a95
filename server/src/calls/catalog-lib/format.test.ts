/** sanitizeCached: the memo answers exactly what sanitizeHtml answers, for a first and a repeated read. */
import { sanitizeHtml } from '../../lib/sanitize';
import { sanitizeCached } from './format';

describe('sanitizeCached', () => {
  const texts = [
    '<p>Fine <strong>whey</strong> &amp; <em>casein</em></p>',
    '<p onclick="alert(1)">click</p><script>alert(2)</script><a href="javascript:alert(3)">x</a>',
    '<a href="https://example.com" target="_blank">shop</a>',
    '<p>unclosed <b>bold',
  ];

  test('first and repeated reads equal sanitizeHtml; hostile markup stays removed on the memo read', () => {
    for (const html of texts) {
      const clean = sanitizeHtml(html);
      expect(sanitizeCached(html)).toBe(clean);
      expect(sanitizeCached(html)).toBe(clean);
    }
    const hostile = sanitizeCached(texts[1]);
    expect(hostile).not.toMatch(/script|onclick|javascript:/);
    expect(sanitizeCached(texts[2])).toContain('rel="noopener noreferrer"');
  });

  test('an edited text is sanitized again (a new key), and empty text is empty', () => {
    expect(sanitizeCached('<p>one</p>')).toBe('<p>one</p>');
    expect(sanitizeCached('<p>one</p><img src=x onerror=alert(1)>')).toBe('<p>one</p>');
    expect(sanitizeCached('')).toBe('');
    expect(sanitizeCached(null)).toBe('');
  });
});

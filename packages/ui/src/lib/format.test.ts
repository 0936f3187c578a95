import { excerpt, formatDate, formatPrice, plainText, timeAgo } from './format';

describe('format helpers', () => {
  it('formats prices in USD with two decimals', () => {
    expect(formatPrice(12.5)).toBe('$12.50');
    expect(formatPrice('1234.567')).toBe('$1,234.57');
    expect(formatPrice(null)).toBe('$0.00');
    expect(formatPrice('abc')).toBe('$0.00');
  });

  it('formats API dates', () => {
    expect(formatDate('2024-03-05 14:03:00')).toBe('Mar 5, 2024');
    expect(formatDate('2024-12-24T10:00:00Z')).toMatch(/Dec 24, 2024/);
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('says how long ago', () => {
    const now = new Date('2024-03-05T12:00:00').getTime();
    expect(timeAgo('2024-03-05 09:00:00', now)).toBe('3 hours ago');
    expect(timeAgo('2024-03-04 12:00:00', now)).toBe('1 day ago');
  });

  it('extracts plain text from HTML', () => {
    expect(plainText('<p>Hello&nbsp;<b>world</b></p><p>Again &amp; again</p><script>x()</script>')).toBe(
      'Hello world Again & again',
    );
    expect(plainText(null)).toBe('');
  });

  it('cuts excerpts at 100 characters with an ellipsis', () => {
    const long = 'a'.repeat(150);
    expect(excerpt(long, 100)).toBe(`${'a'.repeat(100)}...`);
    expect(excerpt('<p>short</p>', 100)).toBe('short');
    expect(excerpt('x'.repeat(100), 100)).toBe('x'.repeat(100));
  });
});

import { excerpt, formatDate, formatDateTime, formatNumber, formatPrice, plainText, quantity, timeAgo } from './format';

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
    expect(formatDate('2024-03-05 14:03:00', { month: 'long' })).toBe('March');
    expect(formatDateTime('2024-03-05 14:03:00')).toBe('Mar 5, 2024, 14:03');
    expect(formatDateTime('2024-03-05 00:07:00')).toBe('Mar 5, 2024, 00:07');
    expect(formatDateTime(null)).toBe('');
  });

  it('writes the same text as Intl en-US for numbers, prices and dates', () => {
    const numbers = [0, 7, -7, 999, 1000, -1000, 12345, 999999, 1234567, -1234567.891, 0.5, 2.345, 1.005, 10.125, 1e15 + 0.5, 2 ** 53 + 2];
    const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const n of numbers) {
      expect(formatNumber(n)).toBe(new Intl.NumberFormat('en-US').format(n));
      expect(formatPrice(n)).toBe(price.format(n));
    }
    expect(formatNumber('12345')).toBe('12,345');
    expect(formatNumber(undefined)).toBe('0');
    const day = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
    const time = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    for (let month = 0; month < 12; month += 1) {
      const d = new Date(2025, month, month * 2 + 1, month * 2, month * 5);
      expect(formatDate(d)).toBe(day.format(d));
      expect(formatDateTime(d)).toBe(time.format(d));
    }
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

describe('quantity', () => {
  it('puts the noun in the singular for exactly one', () => {
    expect(quantity(1, 'member')).toBe('1 member');
    expect(quantity('1', 'member')).toBe('1 member');
    expect(quantity(0, 'member')).toBe('0 members');
    expect(quantity(12345, 'member')).toBe('12,345 members');
    expect(quantity(2, 'reply', 'replies')).toBe('2 replies');
  });
});

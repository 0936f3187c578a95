/**
 * @jest-environment node
 */
// The sanitizer where there is no browser DOM: the request-time render (packages/mf-config) gives it
// a jsdom window at the site's address, and the markup is the browser's (SafeHtml.test.tsx).
import { JSDOM } from 'jsdom';
import { sanitizeHtml, setServerDom } from './sanitize';

type ServerWindow = Parameters<typeof setServerDom>[0];
const HTML =
  '<p>Great <b>whey</b><img src=x onerror="alert(1)"><script>alert(2)</script></p>' +
  '<a href="https://shop.example/x">shop</a> <a href="https://ironscore.example/news">news</a> <a href="javascript:alert(3)">bad</a>';

afterEach(() => setServerDom(null));

it('gives nothing without a DOM', () => {
  expect(sanitizeHtml(HTML)).toBe('');
});

it('sanitizes with the same rules on the DOM it is given: formatting and safe links, another site’s in a new tab', () => {
  setServerDom(new JSDOM('', { url: 'https://ironscore.example/' }).window as unknown as ServerWindow);
  expect(sanitizeHtml(HTML)).toBe(
    '<p>Great <b>whey</b></p><a href="https://shop.example/x" rel="noopener noreferrer" target="_blank">shop</a> ' +
      '<a href="https://ironscore.example/news" rel="noopener noreferrer">news</a> <a>bad</a>',
  );
});

it('keeps a server result: the same text sanitized again gives the same markup', () => {
  setServerDom(new JSDOM('', { url: 'https://ironscore.example/' }).window as unknown as ServerWindow);
  const first = sanitizeHtml(HTML);
  expect(sanitizeHtml(HTML)).toBe(first);
  setServerDom(null);
  expect(sanitizeHtml(HTML)).toBe(''); // no DOM again: nothing kept from before
});

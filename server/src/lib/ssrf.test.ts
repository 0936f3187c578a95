/** SSRF guard: only public addresses, every hop checked, bounded; the test allowance is exact. */
import { BlockedUrlError, FetchLimitError, checkUrl, isPublicAddress, safeFetch } from './ssrf';
import { startLocalSite, type LocalSite } from '../test/local-site';

let site: LocalSite;
let other: LocalSite;
beforeAll(async () => {
  site = await startLocalSite({
    '/': { body: '<h1>ok</h1>' },
    '/to-private': { status: 302, headers: { location: 'http://10.0.0.7/admin' } },
    '/to-metadata': { status: 301, headers: { location: 'http://169.254.169.254/latest/meta-data/' } },
    '/to-other-local': { status: 302, headers: { location: '/placeholder' } },
    '/to-file': { status: 302, headers: { location: 'file:///etc/passwd' } },
    '/hop': { status: 302, headers: { location: '/' } },
    '/big': { body: Buffer.alloc(300_000, 97) },
    '/loop': { status: 302, headers: { location: '/loop' } },
  });
  other = await startLocalSite({ '/': { body: 'internal' } });
  site.set('/to-other-local', { status: 302, headers: { location: other.url('/') } });
});
afterAll(async () => {
  await site.close();
  await other.close();
});

const policy = () => ({ allowOrigins: [site.allow], timeoutMs: 5_000 });

describe('isPublicAddress', () => {
  test.each([
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fd00::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:169.254.169.254', false],
    ['64:ff9b::a00:1', false],
    ['2002:7f00:1::', false],
    // IPv4-compatible (::/96): refused whole, private or not (ipaddr.js alone reads ::a.b.c.d as mapped)
    ['::127.0.0.1', false],
    ['[::127.0.0.1]', false],
    ['::7f00:1', false],
    ['::a9fe:a9fe', false],
    ['::169.254.169.254', false],
    ['::10.0.0.1', false],
    ['::8.8.8.8', false],
    ['0:0:0:0:0:0:c0a8:101', false],
    // IPv4-mapped: as its IPv4
    ['::ffff:10.0.0.1', false],
    ['::ffff:a9fe:a9fe', false],
    ['::ffff:0:7f00:1', false],
    // NAT64 and 6to4 embedding private (or any) IPv4
    ['64:ff9b::7f00:1', false],
    ['64:ff9b::a9fe:a9fe', false],
    ['64:ff9b:1::a00:1', false],
    ['2002:a9fe:a9fe::1', false],
    ['2002:a00:1::', false],
    ['2001::1', false],
    ['100::1', false],
    ['fec0::1', false],
    // non-standard IPv4 notations are not addresses here (the URL parser normalises them first)
    ['127.1', false],
    ['0x7f000001', false],
    ['not an ip', false],
    ['93.184.216.34', true],
    ['2606:4700:4700::1111', true],
    ['::ffff:93.184.216.34', true],
  ])('%s → %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('checkUrl refuses internal targets', () => {
  test.each([
    'http://127.0.0.1/',
    'http://127.0.0.1:5433/',
    'http://10.0.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::127.0.0.1]/',
    'http://[::a9fe:a9fe]/latest/meta-data/',
    'http://[64:ff9b::7f00:1]/',
    'http://[2002:7f00:1::]/',
    'http://localhost/',
    'http://0x7f000001/',
    'file:///etc/passwd',
    'ftp://example.com/',
    'gopher://127.0.0.1/',
    'http://user:pass@example.com/',
    'not a url',
  ])('%s', async (url) => {
    await expect(checkUrl(url)).rejects.toBeInstanceOf(BlockedUrlError);
  });

  test('the test allowance is exact: its origin passes, the same host on another port does not', async () => {
    await expect(checkUrl(site.url('/'), policy())).resolves.toBeInstanceOf(URL);
    await expect(checkUrl(other.url('/'), policy())).rejects.toBeInstanceOf(BlockedUrlError);
  });
});

describe('safeFetch', () => {
  test('fetches the allowed test site', async () => {
    const res = await safeFetch(site.url('/'), {}, policy());
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain('<h1>ok</h1>');
  });

  test('follows a redirect on the same origin', async () => {
    const res = await safeFetch(site.url('/hop'), {}, policy());
    expect(res.body.toString()).toContain('ok');
  });

  test.each(['/to-private', '/to-metadata', '/to-other-local', '/to-file'])('a redirect to an internal address is refused (%s)', async (path) => {
    await expect(safeFetch(site.url(path), {}, policy())).rejects.toBeInstanceOf(BlockedUrlError);
  });

  test('bounded: size and redirect count', async () => {
    await expect(safeFetch(site.url('/big'), {}, { ...policy(), maxBytes: 100_000 })).rejects.toBeInstanceOf(FetchLimitError);
    await expect(safeFetch(site.url('/loop'), {}, policy())).rejects.toBeInstanceOf(FetchLimitError);
  });

  test('without the allowance the local site is refused', async () => {
    await expect(safeFetch(site.url('/'))).rejects.toBeInstanceOf(BlockedUrlError);
  });
});

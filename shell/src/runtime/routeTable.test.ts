import { SHELL_PATHS, matchRoute, parseRuntimeConfig, profileOwner, type RouteFile } from '@ironscore/contract';
import { getRouteTable, publishRouteTable } from '@ironscore/host';
import { repoRouteFiles, repoRouteTable } from '@ironscore/host/src/testing/routeTable';
import { COMPOSITION_REPORT_ID, loadRouteTable } from './routeTable';

/** spec/3 §2.1's route table (the reference): every path, with a value for each parameter. */
const SPEC_PATHS = [
  '/',
  '/sources',
  '/source/irondepot',
  '/brands',
  '/brand/titan-labs',
  '/brand/titan-labs/whey-gold',
  '/promos',
  '/promo/spring-sale',
  '/promos/spring-sale',
  '/community/home',
  '/community/communitys',
  '/community/search',
  '/community/notification',
  '/community/profile/jane',
  '/community/post/12',
  '/community/page/3',
  '/news',
  '/news/lab-tests',
  '/page/about-us',
  '/product-categories',
  '/products/protein',
  '/product-price-matcher',
];
const LOGIN_REQUIRED = ['/community/profile/jane', '/community/post/12', '/community/page/3'];
/** spec/3 §2.3: the profile view's slugs per user type. */
const SPEC_SLUGS = {
  brand: ['brand-dashboard', 'brand-reviews', 'brand-products', 'brand-offical-sellers', 'messages', 'brand-advertisement', 'brand-settings'],
  source: ['source-dashboard', 'source-reviews', 'messages', 'source-advertisement', 'source-settings'],
  member: ['my-profile', 'my-reviews', 'messages', 'favorites', 'settings'],
} as const;
/** Profile pages beyond the spec (issue 25: source prices, price alerts), in the menus between the spec's. */
const BEYOND_SPEC_SLUGS: ReadonlySet<string> = new Set(['source-prices', 'price-alerts']);

describe('the table the remotes compose covers the spec (spec/3 §2.1, §2.3)', () => {
  const table = repoRouteTable();

  it('has no conflict and every remote has its routes', () => {
    expect(table.conflicts).toEqual([]);
    for (const info of Object.values(table.remotes)) expect(info.from).toBe('live');
  });

  it.each(SPEC_PATHS)('%s is a route of a remote, protected as the spec says', (pathname) => {
    const found = matchRoute(table.routes, pathname);
    expect(found).not.toBeNull();
    expect(found!.route.access).toBe(LOGIN_REQUIRED.includes(pathname) ? 'signed-in' : 'public');
  });

  it('the shell keeps /404 and /profile/{slug}', () => {
    for (const path of SHELL_PATHS) expect(table.routes.some((r) => r.path === path)).toBe(false);
  });

  it('every profile slug of every user type has its remote, in the spec\'s menu order; the business remote owns source-* and brand-*', () => {
    for (const [type, slugs] of Object.entries(SPEC_SLUGS)) {
      for (const slug of slugs) {
        const owner = profileOwner(table, type, slug);
        expect({ type, slug, owner }).toEqual({ type, slug, owner: /^(source|brand)-/.test(slug) ? 'business' : 'profile' });
      }
      const menu = table.profile.filter((p) => p.types[type as keyof typeof SPEC_SLUGS] !== undefined);
      menu.sort((a, b) => a.types[type as 'member']! - b.types[type as 'member']!);
      expect(menu.map((p) => p.slug).filter((slug) => !BEYOND_SPEC_SLUGS.has(slug))).toEqual([...slugs]);
    }
    expect(profileOwner(table, 'member', 'source-dashboard')).toBeNull();
  });
});

describe('loadRouteTable (boot)', () => {
  const files = repoRouteFiles();
  const byRemote = Object.fromEntries(files.map((f) => [f.remote, f]));
  const remotes = Object.fromEntries(files.map((f) => [f.remote, `http://${f.remote}.test/mf-manifest.json`]));
  const serve = (answer: (remote: string) => Response | Promise<Response>) =>
    jest.fn(async (url: RequestInfo | URL) => {
      const { host, pathname } = new URL(String(url));
      expect(pathname).toBe('/routes.json');
      return answer(host.replace('.test', ''));
    });
  const reportOf = () => JSON.parse(document.getElementById(COMPOSITION_REPORT_ID)!.textContent!);
  let warn: jest.SpyInstance;
  let error: jest.SpyInstance;
  const before = getRouteTable();
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    warn.mockRestore();
    error.mockRestore();
    publishRouteTable(before);
  });

  it('reads every remote\'s routes.json next to its manifest and publishes the composition', async () => {
    const fetch = serve((remote) => new Response(JSON.stringify(byRemote[remote]), { status: 200 }));
    const table = await loadRouteTable(parseRuntimeConfig({ remotes }), fetch);
    expect(fetch).toHaveBeenCalledTimes(files.length);
    expect(getRouteTable()).toBe(table);
    expect(table.routes).toEqual(repoRouteTable().routes);
    expect(reportOf()).toMatchObject({ conflicts: [], remotes: { catalog: { from: 'live', label: 'This page' } } });
    expect(warn).not.toHaveBeenCalled();
  });

  it('a remote that is down keeps its paths with the copy in /remotes.json; without a copy its paths are unknown', async () => {
    const fetch = serve((remote) => (remote === 'community' ? Promise.reject(new TypeError('Failed to fetch')) : new Response(JSON.stringify(byRemote[remote]), { status: 200 })));
    const withCopy = await loadRouteTable(parseRuntimeConfig({ remotes, routes: { community: byRemote.community } }), fetch);
    expect(matchRoute(withCopy.routes, '/community/home')?.route.remote).toBe('community');
    expect(reportOf().remotes.community.from).toBe('snapshot');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('the routes.json of community could not be read'));
    const without = await loadRouteTable(parseRuntimeConfig({ remotes }), fetch);
    expect(matchRoute(without.routes, '/community/home')).toBeNull();
    expect(reportOf().remotes.community.from).toBe('none');
  });

  it('a conflict is reported on the console and in the report; the remote listed first keeps the path', async () => {
    const thief: RouteFile = { version: 1, remote: 'thief', label: 'Thief', routes: [{ id: 'mine', path: '/sources', access: 'public', title: { name: 'Mine' } }], profile: [{ slug: 'messages', label: 'Mine', types: { member: 1 } }] };
    const fetch = serve((remote) => new Response(JSON.stringify(remote === 'thief' ? thief : byRemote[remote]), { status: 200 }));
    const table = await loadRouteTable(parseRuntimeConfig({ remotes: { ...remotes, thief: 'http://thief.test/mf-manifest.json' } }), fetch);
    expect(matchRoute(table.routes, '/sources')?.route.remote).toBe('catalog');
    expect(profileOwner(table, 'member', 'messages')).toBe('profile');
    expect(reportOf().conflicts.map((c: { text: string }) => c.text)).toEqual([
      'route /sources of thief ("mine") is not used: /sources of catalog came first',
      'profile page "messages" of thief for member is not used: profile declared it first',
    ]);
    expect(warn).toHaveBeenCalledWith('IronScore routes: route /sources of thief ("mine") is not used: /sources of catalog came first');
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { createHandler } from './handler.mjs';
import { rawGet } from './test-client';
import { createFirstFrames, inertControls, matchRoute, pageHead, REQUEST_STALE_MS, REQUEST_TTL_MS, REVALIDATE_MS, scriptJson, siteUrlOf } from './first-frame.mjs';

const INDEX = '<!doctype html><html><head><title>IronScore</title></head><body><div id="root"></div><script src="/main.js"></script></body></html>';
const SLOT = '<!--ironscore:remote--><div class="loading">…</div><!--/ironscore:remote-->';
const STAND_IN = { remote: 'frame-remote', route: 'frame-route' };
/** The shell's frame with the top bar's link to `nav` active (none: null), its area naming the stand-in. */
const shellHtml = (nav: string | null) => `<header class="top">${nav === null ? 'IronScore' : `<a class="active" href="${nav}">${nav}</a>`}</header><main data-remote="frame-remote" data-route="frame-route">${SLOT}</main>`;
/** What #root holds for a route of `remote` with id `route` and the slot's content `part`. */
const rootWith = (nav: string | null, remote: string, route: string, part = SLOT) =>
  shellHtml(nav).replace('data-remote="frame-remote" data-route="frame-route"', `data-remote="${remote}" data-route="${route}"`).replace(SLOT, part);
const SHELL_FRAME = {
  version: 2,
  css: '.top{height:64px}',
  standIn: STAND_IN,
  frames: [
    { nav: '/', html: shellHtml('/') },
    { nav: '/community/home', html: shellHtml('/community/home') },
    { nav: null, html: shellHtml(null) },
  ],
};
/** The routes the remotes publish (routes.json next to their manifests). */
const ROUTE_FILES: Record<string, unknown> = {
  'remote.test': {
    version: 1,
    remote: 'catalog',
    label: 'This page',
    routes: [
      { id: 'home', path: '/', access: 'public', title: { seo: 'seo_home' } },
      { id: 'source', path: '/source/:source_slug_url', access: 'public', title: { seo: 'seo_source_detail' } },
    ],
    profile: [],
  },
  'community.test': {
    version: 1,
    remote: 'community',
    label: 'The community',
    routes: [
      { id: 'home', path: '/community/home', access: 'public', title: { seo: 'seo_community', name: 'Community' } },
      { id: 'communitys', path: '/community/communitys', access: 'public', title: { name: 'Communities' } },
      { id: 'community-post', path: '/community/post/:post_id', access: 'signed-in', title: { name: 'Community' } },
    ],
    profile: [],
  },
};
/**
 * The remotes' servers: routes.json from ROUTE_FILES, the community remote nothing else (no frame
 * file), every other request to `fetch` (the catalog remote's frames, the API).
 */
const withRoutes = (fetch: (url: string | URL, init?: unknown) => Promise<Response>) =>
  jest.fn(async (url: string | URL, init?: unknown) => {
    const { host, pathname } = new URL(url);
    if (pathname === '/routes.json') return ROUTE_FILES[host] ? new Response(JSON.stringify(ROUTE_FILES[host]), { status: 200 }) : new Response('no', { status: 404 });
    if (host === 'community.test') return new Response('no', { status: 404 });
    return fetch(url, init);
  });
const REMOTE_FRAME = {
  version: 1,
  routes: {
    home: { html: '<section class="hero"><p>Real reviews</p><input type="search"/></section>', css: '.hero{min-height:420px}' },
    source: { html: '<div class="skeleton"></div>', css: '.skeleton{height:300px}</style><script>x</script>' },
  },
};

function shellDist(frame: unknown = SHELL_FRAME) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'first-frame-test-'));
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  if (frame) writeFileSync(path.join(dir, 'first-frame.json'), JSON.stringify(frame));
  return dir;
}

const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div><script/.exec(html)?.[1];

describe('matchRoute (the route table of packages/contract)', () => {
  const routes = [
    { path: '/' },
    { path: '/promos' },
    { path: '/promos/:slug' },
    { path: '/brand/:brand' },
    { path: '/brand/:brand/:product' },
    { path: '/community/:page' },
    { path: '/community/feed' },
  ];
  test.each([
    ['/', '/'],
    ['/promos', '/promos'],
    ['/promos/', '/promos'],
    ['/promos/x', '/promos/:slug'],
    ['/brand/a/b', '/brand/:brand/:product'],
    ['/community/feed', '/community/feed'],
    ['/community/other', '/community/:page'],
  ])('%s → %s', (pathname, expected) => {
    expect(matchRoute(routes, pathname)?.route.path).toBe(expected);
  });
  test.each(['/brand', '/brand/a/b/c', '/unknown', '/main.js'])('%s → none', (pathname) => {
    expect(matchRoute(routes, pathname)).toBeNull();
  });
});

test('the frame’s controls are inert (text fields read-only) until the page is live, marked for the client', () => {
  expect(inertControls('<form><input type="search" value=""/><textarea name="t"></textarea><select><option>a</option></select><inputs></inputs><button>Go</button><buttons></buttons></form>')).toBe(
    '<form><input inert readonly data-frame-inert="readonly" type="search" value=""/><textarea inert readonly data-frame-inert="readonly" name="t"></textarea><select inert data-frame-inert><option>a</option></select><inputs></inputs><button inert data-frame-inert>Go</button><buttons></buttons></form>',
  );
});

describe('createFirstFrames', () => {
  const config = { remotes: { catalog: 'http://remote.test/mf-manifest.json', community: 'http://community.test/mf-manifest.json' } };
  const okFetch = (body: unknown, etag = '"v1"') =>
    jest.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { etag } }));

  test('puts the shell frame into #root, the remote frame into its slot and both CSS texts into the head', async () => {
    const dir = shellDist();
    const fetch = okFetch(REMOTE_FRAME);
    const frames = createFirstFrames({ dir, fetch: withRoutes(fetch) });
    const page = await frames.page('/', config);
    const html = page!.html.toString();
    expect(fetch).toHaveBeenCalledWith('http://remote.test/first-frame.json', expect.anything());
    expect(rootOf(html)).toBe(
      rootWith('/', 'catalog', 'home', '<div data-first-frame="home" style="display:contents"><section class="hero"><p>Real reviews</p><input inert readonly data-frame-inert="readonly" type="search"/></section></div>'),
    );
    expect(html).toContain('<style data-first-frame>.top{height:64px}.hero{min-height:420px}</style></head>');
    expect(brotliDecompressSync(page!.br).toString()).toBe(html);
    rmSync(dir, { recursive: true, force: true });
  });

  test('a route param of any value takes the route’s frame; CSS cannot close its style element', async () => {
    const dir = shellDist();
    const frames = createFirstFrames({ dir, fetch: withRoutes(okFetch(REMOTE_FRAME)) });
    const html = (await frames.page('/source/anything', config))!.html.toString();
    // No link of the top bar is active there: the frame of none, with the route's remote and id.
    expect(rootOf(html)).toContain('<header class="top">IronScore</header><main data-remote="catalog" data-route="source">');
    expect(rootOf(html)).toContain('<div data-first-frame="source" style="display:contents"><div class="skeleton"></div></div>');
    expect(html).not.toContain('</style><script>');
    expect(html).toContain('.skeleton{height:300px}<\\/style><script>x</script></style></head>');
    rmSync(dir, { recursive: true, force: true });
  });

  test('no frame for a path no remote publishes, a protected route, a shell without a frame file or a bad frame file', async () => {
    const fetch = okFetch(REMOTE_FRAME);
    for (const [frame, pathname] of [
      [SHELL_FRAME, '/nowhere/at/all'],
      [SHELL_FRAME, '/community/post/3'],
      [null, '/'],
      [{ version: 1, css: '', routes: [] }, '/'],
      [{ ...SHELL_FRAME, standIn: null }, '/'],
    ] as const) {
      const dir = shellDist(frame);
      expect(await createFirstFrames({ dir, fetch: withRoutes(fetch) }).page(pathname, config)).toBeNull();
      rmSync(dir, { recursive: true, force: true });
    }
    // Only the remotes' frame files, asked beside the route table (the shell has a frame): nothing per path.
    expect((fetch.mock.calls as unknown[][]).map((call) => String(call[0])).filter((url) => !url.endsWith('/first-frame.json'))).toEqual([]);
  });

  test('the frame is the one of the top bar\'s link the path shows active (react-router NavLink), else the one of none', async () => {
    const dir = shellDist();
    const frames = createFirstFrames({ dir, fetch: withRoutes(okFetch(REMOTE_FRAME)) });
    expect(rootOf((await frames.page('/community/home', config))!.html.toString())).toBe(rootWith('/community/home', 'community', 'home'));
    expect(rootOf((await frames.page('/community/communitys', config))!.html.toString())).toBe(rootWith(null, 'community', 'communitys'));
    rmSync(dir, { recursive: true, force: true });
  });

  test('a remote whose routes.json cannot be read keeps its paths with the copy in remotes.json; without one they are unknown', async () => {
    const dir = shellDist();
    const down = jest.fn(async () => Promise.reject(new Error('ECONNREFUSED')));
    const withCopy = { ...config, routes: { catalog: ROUTE_FILES['remote.test'] } };
    const html = (await createFirstFrames({ dir, fetch: down }).page('/', withCopy))!.html.toString();
    expect(rootOf(html)).toBe(rootWith('/', 'catalog', 'home'));
    expect(await createFirstFrames({ dir, fetch: down }).page('/', config)).toBeNull();
    rmSync(dir, { recursive: true, force: true });
  });

  test('a path two remotes publish goes to the remote listed first in remotes.json', async () => {
    const dir = shellDist();
    const thief = { version: 1, remote: 'thief', label: 'Thief', routes: [{ id: 'mine', path: '/', access: 'public', title: { name: 'Mine' } }], profile: [] };
    const fetch = jest.fn(async (url: string | URL) =>
      new URL(url).host === 'thief.test' ? new Response(String(url).endsWith('/routes.json') ? JSON.stringify(thief) : 'no', { status: String(url).endsWith('/routes.json') ? 200 : 404 }) : withRoutes(okFetch(REMOTE_FRAME))(url),
    );
    const html = (await createFirstFrames({ dir, fetch }).page('/', { remotes: { ...config.remotes, thief: 'http://thief.test/mf-manifest.json' } }))!.html.toString();
    expect(rootOf(html)).toContain('data-remote="catalog" data-route="home"');
    rmSync(dir, { recursive: true, force: true });
  });

  test.each([
    ['is down', jest.fn(async () => Promise.reject(new Error('ECONNREFUSED')))],
    ['answers 404', jest.fn(async () => new Response('Not found', { status: 404 }))],
    ['answers a bad file', jest.fn(async () => new Response('{"version":1,"routes":{"home":{"html":1}}}', { status: 200 }))],
    ['answers too late', jest.fn(() => new Promise<Response>(() => undefined))],
  ])('a remote that %s leaves the shell’s own placeholder in its slot', async (_, fetch) => {
    const dir = shellDist();
    // 'too late' never answers: the page coming back at all shows the wait is bounded.
    const html = (await createFirstFrames({ dir, fetch: withRoutes(fetch) }).page('/', config))!.html.toString();
    expect(rootOf(html)).toBe(rootWith('/', 'catalog', 'home'));
    expect(html).toContain('<style data-first-frame>.top{height:64px}</style>');
    rmSync(dir, { recursive: true, force: true });
  });

  test('a remote’s file is revalidated with its ETag after REVALIDATE_MS, in the background', async () => {
    const dir = shellDist();
    let clock = 1_000;
    const v2 = { version: 1, routes: { home: { html: '<p>v2</p>', css: '' } } };
    const fetch = jest
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify(REMOTE_FRAME), { status: 200, headers: { etag: '"v1"' } }))
      .mockResolvedValueOnce(new Response(null, { status: 304 }))
      .mockResolvedValueOnce(new Response(JSON.stringify(v2), { status: 200, headers: { etag: '"v2"' } }));
    const frames = createFirstFrames({ dir, fetch: withRoutes(fetch), now: () => clock });
    const first = (await frames.page('/', config))!.html.toString();
    expect(first).toContain('Real reviews');
    expect(await frames.page('/', config)).toBe(await frames.page('/', config)); // composed once, no fetch
    expect(fetch).toHaveBeenCalledTimes(1);

    clock += REVALIDATE_MS + 1;
    expect((await frames.page('/', config))!.html.toString()).toContain('Real reviews'); // answered from memory
    await new Promise((r) => setTimeout(r, 10));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[1][1].headers).toEqual({ 'if-none-match': '"v1"' });
    expect((await frames.page('/', config))!.html.toString()).toContain('Real reviews'); // 304: kept

    clock += REVALIDATE_MS + 1;
    await frames.page('/', config);
    await new Promise((r) => setTimeout(r, 10));
    expect((await frames.page('/', config))!.html.toString()).toContain('<p>v2</p>');
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('request-time frames (a remote’s route marked request: true)', () => {
  const config = { remotes: { catalog: 'http://remote.test/mf-manifest.json' } };
  const FRAMES = { version: 1, routes: { ...REMOTE_FRAME.routes, source: { ...REMOTE_FRAME.routes.source, request: true } } };
  const state = { mutations: [], queries: [{ queryKey: ['call', 'Get_Source', { source_slug_url: 'alpha' }, { viewer: 0 }], queryHash: 'h', state: { data: { data: { source_description: '</script><script>alert(1)</script>' } } } }] };
  const HINT = '<link rel="preload" as="image" imageSrcSet="http://api.test/a.w160.webp 160w" imageSizes="132px"/>';
  const LIVE = { version: 1, route: 'source', head: HINT, html: '<h1 class="name">Alpha Labs</h1>', css: '.name{font-size:2rem}', state };
  /** The remote: its frame file, and its request-time frames by path. */
  const inner = (live: (url: URL) => Promise<Response>) =>
    jest.fn(async (url: string | URL) => (String(url).endsWith('/first-frame.json') ? new Response(JSON.stringify(FRAMES), { status: 200 }) : live(new URL(url))));
  /** The remote: its routes, its frame file and its request-time frames by path (`.inner`: all but the routes). */
  const remoteFetch = (live: (url: URL) => Promise<Response>) => {
    const frames = inner(live);
    return Object.assign(withRoutes(frames), { inner: frames });
  };

  test('the page of one item is the remote’s render with its data (markup to hydrate), its image hints in the head, and the answers it rendered with, safe in a script element', async () => {
    const dir = shellDist();
    const fetch = remoteFetch(async () => new Response(JSON.stringify(LIVE), { status: 200 }));
    const html = (await createFirstFrames({ dir, fetch }).page('/source/alpha labs', config))!.html.toString();
    expect(String(fetch.inner.mock.calls[1][0])).toBe('http://remote.test/first-frame?path=%2Fsource%2Falpha%20labs');
    // A completed Suspense boundary of React's server markup, which the shell hydrates.
    expect(rootOf(html)).toContain('<main data-remote="catalog" data-route="source"><!--$--><h1 class="name">Alpha Labs</h1><!--/$--></main>');
    expect(html).toContain(`${HINT}<style data-first-frame>.top{height:64px}.name{font-size:2rem}</style></head>`);
    expect(html).toContain(`</div><script type="application/json" id="ironscore-state">${scriptJson(state)}</script>`);
    expect(html).not.toContain('</script><script>alert(1)');
    expect(JSON.parse(/id="ironscore-state">([^<]*)<\/script>/.exec(html)![1])).toEqual(state);
    rmSync(dir, { recursive: true, force: true });
  });

  test('a path’s render is kept REQUEST_TTL_MS, then served while a new one is asked, until REQUEST_STALE_MS', async () => {
    const dir = shellDist();
    let clock = 1_000;
    let version = 0;
    const live = jest.fn(async () => new Response(JSON.stringify({ ...LIVE, html: `<h1>v${++version}</h1>` }), { status: 200 }));
    const frames = createFirstFrames({ dir, fetch: remoteFetch(live), now: () => clock });
    const page = async (p = '/source/alpha') => (await frames.page(p, config))!.html.toString();
    const first = await frames.page('/source/alpha', config);
    expect(await frames.page('/source/alpha', config)).toBe(first);
    expect(live).toHaveBeenCalledTimes(1);
    expect(await page('/source/beta')).toContain('<h1>v2</h1>');

    clock += REQUEST_TTL_MS + 1;
    expect(await page()).toContain('<h1>v1</h1>'); // the last one, at once
    await new Promise((r) => setTimeout(r, 10));
    expect(live).toHaveBeenCalledTimes(3);
    expect(await page()).toContain('<h1>v3</h1>'); // the new one, once it arrived

    clock += REQUEST_STALE_MS + 1;
    expect(await page()).toContain('<h1>v4</h1>'); // too old to serve: waited for
    rmSync(dir, { recursive: true, force: true });
  });

  test('a page with a query is rendered for it (a list’s page), kept apart from the page without; a metadata-only page is asked for its path', async () => {
    const dir = shellDist();
    const live = jest.fn(async (url: URL) => new Response(JSON.stringify({ ...LIVE, html: `<h1>${url.searchParams.get('path')}</h1>` }), { status: 200 }));
    const fetch = remoteFetch(live);
    const frames = createFirstFrames({ dir, fetch });
    expect((await frames.page('/source/alpha', config, '?page=2'))!.html.toString()).toContain('<h1>/source/alpha?page=2</h1>');
    expect((await frames.page('/source/alpha', config, ''))!.html.toString()).toContain('<h1>/source/alpha</h1>');
    expect((await frames.page('/source/alpha', config, '?page=2'))!.html.toString()).toContain('<h1>/source/alpha?page=2</h1>');
    expect(live.mock.calls.map(([url]) => url.searchParams.get('path'))).toEqual(['/source/alpha?page=2', '/source/alpha']);
    rmSync(dir, { recursive: true, force: true });
  });

  test.each([
    ['has no frame for it (404)', async () => new Response('{"error":"no"}', { status: 404 })],
    ['answers another route', async () => new Response(JSON.stringify({ ...LIVE, route: 'home' }), { status: 200 })],
    ['answers without state', async () => new Response(JSON.stringify({ ...LIVE, state: null }), { status: 200 })],
    ['puts more than preload links into the head', async () => new Response(JSON.stringify({ ...LIVE, head: `${HINT}<script>alert(1)</script>` }), { status: 200 })],
    ['is down', async () => Promise.reject(new Error('ECONNREFUSED'))],
    ['answers too late', () => new Promise<Response>(() => undefined)],
  ])('a remote that %s gives the build’s frame, without answers', async (_, live) => {
    const dir = shellDist();
    const started = Date.now();
    const html = (await createFirstFrames({ dir, fetch: remoteFetch(live) }).page('/source/alpha', config))!.html.toString();
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(rootOf(html)).toContain('<div data-first-frame="source" style="display:contents"><div class="skeleton"></div></div>');
    expect(html).not.toContain('ironscore-state');
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('the page’s head: title, description, canonical URL, Open Graph, JSON-LD', () => {
  const config = { siteUrl: 'https://ironscore.example/', remotes: { catalog: 'http://remote.test/mf-manifest.json', community: 'http://community.test/mf-manifest.json' } };
  const SITE_INDEX = INDEX.replace('<title>IronScore</title>', '<meta name="description" content="Reviews &amp; prices"/><title>IronScore</title>');
  const headOf = (html: string) => /<head>([\s\S]*)<\/head>/.exec(html)![1];
  const FRAMES = { version: 1, routes: { home: { ...REMOTE_FRAME.routes.home, request: 'meta' }, source: { ...REMOTE_FRAME.routes.source, request: true } } };
  const structuredData = { '@context': 'https://schema.org', '@type': 'Organization', name: 'Alpha', review: [{ '@type': 'Review', reviewBody: 'Great </script><script>alert(1)</script> <!-- x' }] };
  const remoteFetch = (live: (url: URL) => unknown) => {
    const inner = jest.fn(async (url: string | URL) =>
      String(url).endsWith('/first-frame.json') ? new Response(JSON.stringify(FRAMES), { status: 200 }) : new Response(JSON.stringify(live(new URL(url))), { status: 200 }),
    );
    return Object.assign(withRoutes(inner), { inner });
  };
  const shellWithIndex = () => {
    const dir = shellDist();
    writeFileSync(path.join(dir, 'index.html'), SITE_INDEX);
    return dir;
  };

  test('an item’s page carries the title, description and structured data its render sent; the JSON-LD cannot break out of its element', async () => {
    const dir = shellWithIndex();
    const meta = { title: 'Alpha Reviews | IronScore', description: 'Reviews of "Alpha" <b>', structuredData };
    const fetch = remoteFetch(() => ({ version: 1, route: 'source', head: '', html: '<h1>Alpha</h1>', css: '', state: { queries: [], mutations: [] }, meta }));
    const html = (await createFirstFrames({ dir, fetch }).page('/source/alpha', config))!.html.toString();
    const head = headOf(html);
    expect(head).toContain('<title>Alpha Reviews | IronScore</title>');
    expect(head).not.toContain('<title>IronScore</title>');
    expect(head).toContain('<meta name="description" content="Reviews of &quot;Alpha&quot; &lt;b&gt;">');
    expect(head).not.toContain('Reviews &amp; prices');
    expect(head).toContain('<link rel="canonical" href="https://ironscore.example/source/alpha">');
    expect(head).toContain('<meta property="og:url" content="https://ironscore.example/source/alpha">');
    expect(head).toContain('<meta property="og:title" content="Alpha Reviews | IronScore">');
    expect(head).toContain('<meta property="og:description" content="Reviews of &quot;Alpha&quot; &lt;b&gt;">');
    expect(head).toContain('<meta name="twitter:card" content="summary">');
    const scripts = head.match(/<script[^>]*>[\s\S]*?<\/script>/g)!;
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^<script type="application\/ld\+json" data-page-meta>/);
    expect(JSON.parse(/^<script[^>]*>([\s\S]*)<\/script>$/.exec(scripts[0])![1])).toEqual(structuredData);
    expect(head).not.toContain('<!--');
    rmSync(dir, { recursive: true, force: true });
  });

  test('a page of the build’s frame asks its metadata only (request: "meta") and keeps its frame', async () => {
    const dir = shellWithIndex();
    const fetch = remoteFetch(() => ({ version: 1, route: 'home', meta: { title: 'Home | IronScore', description: 'Best reviews' }, html: null }));
    const html = (await createFirstFrames({ dir, fetch }).page('/', config))!.html.toString();
    expect(String(fetch.inner.mock.calls[1][0])).toBe('http://remote.test/first-frame?path=%2F');
    expect(headOf(html)).toContain('<title>Home | IronScore</title>');
    expect(headOf(html)).toContain('<link rel="canonical" href="https://ironscore.example/">');
    expect(rootOf(html)).toContain('<div data-first-frame="home" style="display:contents"><section class="hero">');
    expect(html).not.toContain('ironscore-state');
    rmSync(dir, { recursive: true, force: true });
  });

  test('without an answer the page keeps the site’s title and description, with its own canonical URL; a bad answer’s meta is dropped', async () => {
    const dir = shellWithIndex();
    const fetch = remoteFetch(() => ({ version: 1, route: 'home', meta: { title: 42, structuredData: 'x' }, html: null }));
    const frames = createFirstFrames({ dir, fetch });
    const home = headOf((await frames.page('/', config))!.html.toString());
    expect(home).toContain('<title>IronScore</title>');
    expect(home).toContain('<meta name="description" content="Reviews &amp; prices">');
    expect(home).toContain('<meta property="og:title" content="IronScore">');
    expect(home).toContain('<meta property="og:description" content="Reviews &amp; prices">');
    expect(home).not.toContain('ld+json');
    // A route with parameters and no request-time frame (another remote): its own path each time.
    const a = headOf((await frames.page('/community/home', config))!.html.toString());
    const b = headOf((await frames.page('/community/communitys', config))!.html.toString());
    expect(a).toContain('<link rel="canonical" href="https://ironscore.example/community/home">');
    expect(b).toContain('<link rel="canonical" href="https://ironscore.example/community/communitys">');
    // Without the general settings, a route's title rule names it: "<name> | IronScore".
    expect(a).toContain('<title>Community | IronScore</title>');
    expect(b).toContain('<title>Communities | IronScore</title>');
    expect(b).toContain('<meta name="description" content="Reviews &amp; prices">');
    // A page of one item the remote did not render (unknown item, no answer in time): no canonical URL.
    const unknown = headOf((await frames.page('/source/no-such-source', config))!.html.toString());
    expect(unknown).not.toContain('canonical');
    expect(unknown).not.toContain('no-such-source');
    // No site address in the runtime file: no canonical URL.
    expect(headOf((await frames.page('/community/home', { remotes: config.remotes }))!.html.toString())).not.toContain('canonical');
    rmSync(dir, { recursive: true, force: true });
  });

  test('a page the remote does not render per request is titled by its route\'s rule, from the general settings of the API', async () => {
    const dir = shellWithIndex();
    const settings = { general_site_title: 'Test Site', general_site_description: 'All about tests', seo_community: 'Lifters | {site_title}', seo_community_description: 'Posts of lifters.' };
    const api = jest.fn(async (_url: string | URL, _init?: unknown) => new Response(JSON.stringify({ status: true, message: '', data: settings }), { status: 200 }));
    const fetch = withRoutes(async (url, init) => (String(url).startsWith('http://api.test/') ? api(url, init) : new Response('no', { status: 404 })));
    const frames = createFirstFrames({ dir, fetch });
    const withApi = { ...config, apiBase: 'http://api.test/', apiKey: 'key-1' };
    const home = headOf((await frames.page('/community/home', withApi))!.html.toString());
    expect(home).toContain('<title>Lifters | Test Site</title>');
    expect(home).toContain('<meta name="description" content="Posts of lifters.">');
    expect(home).toContain('<meta property="og:title" content="Lifters | Test Site">');
    const communities = headOf((await frames.page('/community/communitys', withApi))!.html.toString());
    expect(communities).toContain('<title>Communities | Test Site</title>');
    expect(communities).toContain('<meta name="description" content="All about tests">');
    // Asked once (kept SETTINGS_TTL_MS), with the API key, as a call of the API.
    expect(api).toHaveBeenCalledTimes(1);
    expect(api.mock.calls[0]).toEqual(['http://api.test/api/Get_GeneralSettings', expect.objectContaining({ method: 'POST', headers: expect.objectContaining({ 'x-api-key': 'key-1' }) })]);
    rmSync(dir, { recursive: true, force: true });
  });

  test('siteUrlOf takes an http(s) address only; pageHead escapes what it writes', () => {
    expect(siteUrlOf({ siteUrl: 'https://ironscore.example/' })).toBe('https://ironscore.example');
    expect(siteUrlOf({ siteUrl: 'javascript:alert(1)' })).toBeNull();
    expect(siteUrlOf({})).toBeNull();
    const html = pageHead(INDEX, { title: '</title><script>alert(1)</script>' }, 'https://x.example', '/a"b<c>');
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain('<link rel="canonical" href="https://x.example/a%22b%3Cc%3E">');
    expect(html).not.toContain('<script>');
  });
});

describe('the shell’s server', () => {
  test('answers a page request with its first frame (brotli, no-cache, the shell’s CSP) and a file request with the file', async () => {
    const remote = http.createServer((req, res) => {
      if (req.url === '/first-frame.json' || req.url === '/routes.json') {
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify(req.url === '/routes.json' ? ROUTE_FILES['remote.test'] : REMOTE_FRAME));
      } else {
        res.statusCode = 404;
        res.end();
      }
    });
    await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
    const remotePort = (remote.address() as AddressInfo).port;
    const dir = shellDist();
    writeFileSync(path.join(dir, 'main.js'), 'console.log(1)');
    writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify({ apiBase: 'http://127.0.0.1:1', remotes: { catalog: `http://127.0.0.1:${remotePort}/mf-manifest.json` } }));
    const shell = http.createServer(createHandler({ dir, spa: true, files: { '/remotes.json': path.join(dir, 'remotes.json') } }));
    await new Promise<void>((resolve) => shell.listen(0, '127.0.0.1', resolve));
    const port = (shell.address() as AddressInfo).port;
    const get = (p: string, headers: Record<string, string>) => rawGet(port, p, headers);
    try {
      const page = await get('/', { accept: 'text/html', 'accept-encoding': 'gzip, br' });
      expect(page.status).toBe(200);
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-security-policy']).toContain(`http://127.0.0.1:${remotePort}`);
      expect(brotliDecompressSync(page.body).toString()).toContain('data-first-frame="home"');

      const unknown = await get('/not/a/route/here', { accept: 'text/html' });
      expect(unknown.body.toString()).toBe(INDEX);
      const script = await get('/main.js', { accept: '*/*' });
      expect(script.body.toString()).toBe('console.log(1)');
    } finally {
      shell.closeAllConnections();
      shell.close();
      remote.closeAllConnections();
      remote.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

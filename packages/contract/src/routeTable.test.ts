import { composeRoutes, matchRoute, pageTitle, profileMenu, profileOwner, readRouteFile, routeFileOf, type RouteFile } from './routeTable.mjs';

const catalog = {
  remote: 'catalog',
  label: 'This page',
  routes: [
    { id: 'home', path: '/', access: 'public', title: { seo: 'seo_home' } },
    { id: 'source', path: '/source/:source_slug_url', access: 'public', title: { seo: 'seo_source_detail' } },
  ],
};
const manage = {
  remote: 'manage',
  label: 'The manager console',
  routes: [{ id: 'approvals', path: '/manage/approvals', access: 'manager', title: { name: 'Approvals' }, menu: { label: 'Manage', for: 'manager' } }],
  profile: [{ slug: 'price-alerts', label: 'Price alerts', types: { member: 35 } }],
};

describe('routeFileOf (a remote\'s build)', () => {
  it('publishes the declaration as a version-1 file, with only the fields of the format', () => {
    expect(routeFileOf({ ...catalog, extra: 1 })).toEqual({ version: 1, ...catalog, profile: [] });
  });

  it.each([
    [{ ...catalog, routes: [{ id: 'x', path: 'no-slash', access: 'public', title: { name: 'X' } }] }, /path "no-slash" is not a route path/],
    [{ ...catalog, routes: [{ id: 'x', path: '/x', access: 'admins', title: { name: 'X' } }] }, /access must be one of public, signed-in, manager/],
    [{ ...catalog, routes: [{ id: 'x', path: '/x', access: 'public', title: {} }] }, /title needs \{ seo \} or \{ name \}/],
    [{ ...catalog, routes: [...catalog.routes, { id: 'other', path: '/source/:slug', access: 'public', title: { name: 'X' } }] }, /routes "source" and "other" have the same path pattern/],
    [{ ...catalog, routes: [...catalog.routes, { id: 'home', path: '/home', access: 'public', title: { name: 'X' } }] }, /route id "home" is declared twice/],
    [{ ...catalog, routes: [{ id: 'nf', path: '/404', access: 'public', title: { name: 'X' } }] }, /\/404 belongs to the shell/],
    [{ ...catalog, routes: [{ id: 'd', path: '/d/:id', access: 'public', title: { name: 'X' }, menu: { label: 'D', for: 'member' } }] }, /a route with parameters cannot be a menu entry/],
    [{ ...manage, profile: [{ slug: 'a', label: 'A', types: { admin: 1 } }] }, /"admin" is not a user type/],
    [{ ...manage, profile: [{ slug: 'a', label: 'A', types: { member: 1 } }, { slug: 'a', label: 'B', types: { member: 2 } }] }, /profile page "a" is declared twice for member/],
  ])('refuses a bad declaration (%#)', (declaration, message) => {
    expect(() => routeFileOf(declaration)).toThrow(message);
  });
});

describe('readRouteFile (run time)', () => {
  it('keeps the valid entries of a file of the remote, names the others; null for anything else', () => {
    const file = { ...routeFileOf(catalog), routes: [...catalog.routes, { id: 'bad', path: 'x' }] };
    expect(readRouteFile(file, 'catalog')).toMatchObject({ routes: catalog.routes, dropped: ['bad'] });
    expect(readRouteFile(file, 'community')).toBeNull();
    expect(readRouteFile({ ...file, version: 2 }, 'catalog')).toBeNull();
    expect(readRouteFile('nope', 'catalog')).toBeNull();
  });
});

describe('composeRoutes', () => {
  const files: RouteFile[] = [routeFileOf(catalog), routeFileOf(manage)];
  const table = composeRoutes(files.map((file) => ({ remote: file.remote, file })));

  it('lists every remote\'s routes with their remote and a unique key', () => {
    expect(table.routes.map((r) => r.key)).toEqual(['catalog:home', 'catalog:source', 'manage:approvals']);
    expect(matchRoute(table.routes, '/source/iron%20depot')).toMatchObject({ route: { remote: 'catalog', id: 'source' }, params: { source_slug_url: 'iron depot' } });
    expect(table.conflicts).toEqual([]);
  });

  it('the remote listed first keeps a path (parameter names aside) and a profile slug of a type; the other claim is reported', () => {
    const thief = routeFileOf({ remote: 'thief', label: 'T', routes: [{ id: 's', path: '/source/:other', access: 'public', title: { name: 'S' } }], profile: [{ slug: 'price-alerts', label: 'X', types: { member: 1, source: 1 } }] });
    const composed = composeRoutes([...files, thief].map((file) => ({ remote: file.remote, file })));
    expect(composed.conflicts).toEqual([
      { kind: 'path', path: '/source/:other', remote: 'thief', route: 's', keptBy: 'catalog', keptPath: '/source/:source_slug_url' },
      { kind: 'profile', slug: 'price-alerts', userType: 'member', remote: 'thief', keptBy: 'manage' },
    ]);
    expect(profileOwner(composed, 'member', 'price-alerts')).toBe('manage');
    expect(profileOwner(composed, 'source', 'price-alerts')).toBe('thief');
  });

  it('the profile menu: the type\'s pages by position, then the route entries the user may see', () => {
    const member = routeFileOf({ remote: 'profile', label: 'P', routes: [], profile: [{ slug: 'my-profile', label: 'My Profile', marker: 'verify', types: { member: 10 } }, { slug: 'messages', label: 'Messages', types: { member: 30, brand: 50 } }] });
    const composed = composeRoutes([...files, member].map((file) => ({ remote: file.remote, file })));
    expect(profileMenu(composed, { userType: 'member', manager: false }).map((i) => i.to)).toEqual(['/profile/my-profile', '/profile/messages', '/profile/price-alerts']);
    expect(profileMenu(composed, { userType: 'member', manager: true })).toContainEqual({ to: '/manage/approvals', label: 'Manage' });
    expect(profileMenu(composed, { userType: 'brand', manager: false })).toEqual([{ to: '/profile/messages', slug: 'messages', label: 'Messages' }]);
  });
});

describe('pageTitle (a route\'s title rule)', () => {
  const settings = { general_site_title: 'IronScore', general_site_description: 'Reviews', seo_community: 'Community | {site_title}', seo_community_description: 'Lifters', seo_source_detail: '{source_name} Reviews | {site_title}' };
  it('fills the template with the site title and the route\'s parameters', () => {
    expect(pageTitle({ seo: 'seo_community', name: 'Community' }, settings)).toEqual({ title: 'Community | IronScore', description: 'Lifters' });
    expect(pageTitle({ seo: 'seo_source_detail' }, settings, { source_name: 'Iron Depot' }).title).toBe('Iron Depot Reviews | IronScore');
  });
  it('a template with a placeholder it cannot fill, or none: "<name> | <site title>", else the site title', () => {
    expect(pageTitle({ seo: 'seo_source_detail', name: 'Source' }, settings)).toEqual({ title: 'Source | IronScore', description: 'Reviews' });
    expect(pageTitle({ seo: 'seo_source_detail' }, settings).title).toBe('IronScore');
    expect(pageTitle({ name: 'Communities' }, null)).toEqual({ title: 'Communities | IronScore', description: '' });
  });
});

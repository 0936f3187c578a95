// @ts-check
/**
 * The site's route table, composed at run time from what each remote publishes (issue 23).
 *
 * A remote declares the routes it owns in its own folder (`mfe-<name>/src/routes.ts`,
 * `defineRoutes` of ./routes.ts); its build publishes them as `routes.json` next to its
 * mf-manifest.json (packages/mf-config). The shell (in the browser) and the shell's static server
 * (packages/static-server) read every remote's file through the URLs of /remotes.json and compose
 * the same table with `composeRoutes` below. Plain JavaScript, because the static server (plain
 * Node) runs it too; its types are in routeTable.d.mts.
 *
 * The published file (version 1):
 *
 *   { "version": 1, "remote": "community", "label": "The community",
 *     "routes": [{ "id": "community-home", "path": "/community/home", "access": "public",
 *                  "title": { "seo": "seo_community", "name": "Community" },
 *                  "menu": { "label": "Manage", "for": "manager" } }],
 *     "profile": [{ "slug": "messages", "label": "Messages", "marker": "unread",
 *                   "types": { "member": 30, "source": 30, "brand": 50 } }] }
 *
 * - `access`: 'public'; 'signed-in' (spec/3 §2.2: visited signed out, the guard sends the user
 *   home); 'manager' (managers only: everyone else gets the site's 404, as for a path nobody owns).
 * - `title`: the page's title rule (`pageTitle`): the general settings' template `seo` (and
 *   `<seo>_description`), else "<name> | <site title>". It titles the page until the page sends its
 *   own (usePageMeta), and it is the served head of the page.
 * - `menu`: an entry of the profile menu linking to the route (a path without parameters), shown
 *   to `for`: 'manager', 'signed-in' or a user type.
 * - `profile`: the /profile/{slug} pages the remote renders, per user type with the menu position
 *   (the menu of a type lists its slugs by position). A slug shared by several types (messages) is
 *   declared once, by the remote that renders it, with each type.
 *
 * Composition (`composeRoutes`): remotes in the order of /remotes.json; what a remote claims that
 * an earlier remote (or the shell: /404, /profile/{slug}) already holds is a conflict: reported,
 * and the earlier claim wins. Two paths conflict when they are the same pattern (parameter names
 * aside); two profile pages when they are the same slug for the same user type.
 */

export const ROUTE_FILE = 'routes.json';
export const ROUTE_FILE_VERSION = 1;
export const ACCESS_LEVELS = /** @type {const} */ (['public', 'signed-in', 'manager']);
export const USER_TYPES = /** @type {const} */ (['member', 'source', 'brand']);
export const MENU_MARKERS = /** @type {const} */ (['verify', 'unread']);
/** Paths the shell owns: the not-found page and the profile view (dispatched by slug to the remotes). */
export const SHELL_PATHS = /** @type {const} */ (['/404', '/profile/:profile_slug_url']);
/** The profile view's route parameter. */
export const PROFILE_SLUG_PARAM = 'profile_slug_url';

const isString = (/** @type {unknown} */ v) => typeof v === 'string';
const isObject = (/** @type {unknown} */ v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const ID = /^[a-z0-9][a-z0-9-]*$/;
const SEGMENT = /^(?::[A-Za-z_][A-Za-z0-9_]*|[A-Za-z0-9._~-]+)$/;
const TEMPLATE_KEY = /^[a-z][a-z0-9_]*$/;

/** A route path: `/`, or `/` + segments of letters, digits, `-._~` or one `:param` each. */
export function validPath(/** @type {unknown} */ path) {
  if (!isString(path) || !path.startsWith('/')) return false;
  if (path === '/') return true;
  const segments = path.slice(1).split('/');
  return segments.every((s) => SEGMENT.test(s));
}

/** The pattern of a path with its parameter names left out: `/brand/:a` and `/brand/:b` are one. */
export const pathShape = (/** @type {string} */ path) => path.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, ':');

/**
 * The problems of one route (an entry of `routes`), as sentences; none when it is valid.
 * @param {any} route
 */
function routeProblems(route) {
  const problems = [];
  if (!isObject(route)) return ['a route must be an object'];
  const name = isString(route.id) ? `route "${route.id}"` : 'a route';
  if (!isString(route.id) || !ID.test(route.id)) problems.push(`${name}: id must be lower-case letters, digits and dashes`);
  if (!validPath(route.path)) problems.push(`${name}: path "${route.path}" is not a route path (/, static segments or :params)`);
  if (!ACCESS_LEVELS.includes(route.access)) problems.push(`${name}: access must be one of ${ACCESS_LEVELS.join(', ')}`);
  const title = route.title;
  if (!isObject(title) || (title.seo === undefined && title.name === undefined)) problems.push(`${name}: title needs { seo } or { name }`);
  else {
    if (title.seo !== undefined && (!isString(title.seo) || !TEMPLATE_KEY.test(title.seo))) problems.push(`${name}: title.seo must be a general-settings key`);
    if (title.name !== undefined && (!isString(title.name) || !title.name.trim())) problems.push(`${name}: title.name must be a text`);
  }
  if (route.menu !== undefined) {
    const menu = route.menu;
    if (!isObject(menu) || !isString(menu.label) || !menu.label.trim()) problems.push(`${name}: menu needs a label`);
    else if (!(menu.for === 'manager' || menu.for === 'signed-in' || USER_TYPES.includes(menu.for))) problems.push(`${name}: menu.for must be manager, signed-in or a user type`);
    if (isString(route.path) && route.path.includes(':')) problems.push(`${name}: a route with parameters cannot be a menu entry`);
  }
  return problems;
}

/** @param {any} entry */
function slugProblems(entry) {
  if (!isObject(entry)) return ['a profile page must be an object'];
  const name = isString(entry.slug) ? `profile page "${entry.slug}"` : 'a profile page';
  const problems = [];
  if (!isString(entry.slug) || !ID.test(entry.slug)) problems.push(`${name}: slug must be lower-case letters, digits and dashes`);
  if (!isString(entry.label) || !entry.label.trim()) problems.push(`${name}: label must be a text`);
  if (entry.marker !== undefined && !MENU_MARKERS.includes(entry.marker)) problems.push(`${name}: marker must be one of ${MENU_MARKERS.join(', ')}`);
  const types = isObject(entry.types) ? Object.entries(entry.types) : [];
  if (!types.length) problems.push(`${name}: types must name at least one user type with its menu position`);
  for (const [type, position] of types) {
    if (!USER_TYPES.includes(/** @type {any} */ (type))) problems.push(`${name}: "${type}" is not a user type`);
    if (!Number.isFinite(position)) problems.push(`${name}: the menu position for ${type} must be a number`);
  }
  return problems;
}

/** Copies of the fields the file defines (nothing else is published or read). @param {any} route */
const routeEntry = (route) => ({
  id: route.id,
  path: route.path,
  access: route.access,
  title: { ...(route.title.seo !== undefined ? { seo: route.title.seo } : {}), ...(route.title.name !== undefined ? { name: route.title.name } : {}) },
  ...(route.menu ? { menu: { label: route.menu.label, for: route.menu.for } } : {}),
});
/** @param {any} entry */
const slugEntry = (entry) => ({ slug: entry.slug, label: entry.label, ...(entry.marker ? { marker: entry.marker } : {}), types: { ...entry.types } });

/**
 * The file a remote's build publishes for its declaration (`defineRoutes`). Throws with every
 * problem (the build fails): a bad path, access, title or menu, a route id or path twice, a slug
 * twice for one user type.
 * @param {any} declaration
 */
export function routeFileOf(declaration) {
  const problems = [];
  if (!isObject(declaration)) throw new Error('the route declaration must be an object');
  if (!isString(declaration.remote) || !ID.test(declaration.remote)) problems.push('remote must be the remote\'s name');
  if (!isString(declaration.label) || !declaration.label.trim()) problems.push('label must name the remote in texts ("The community")');
  const routes = Array.isArray(declaration.routes) ? declaration.routes : (problems.push('routes must be a list'), []);
  const profile = declaration.profile === undefined ? [] : Array.isArray(declaration.profile) ? declaration.profile : (problems.push('profile must be a list'), []);
  for (const route of routes) problems.push(...routeProblems(route));
  for (const entry of profile) problems.push(...slugProblems(entry));
  const ids = new Set();
  const shapes = new Map();
  for (const route of routes) {
    if (ids.has(route?.id)) problems.push(`route id "${route.id}" is declared twice`);
    ids.add(route?.id);
    if (!isString(route?.path)) continue;
    const shape = pathShape(route.path);
    if (shapes.has(shape)) problems.push(`routes "${shapes.get(shape)}" and "${route.id}" have the same path pattern ${route.path}`);
    shapes.set(shape, route.id);
    if (SHELL_PATHS.some((p) => pathShape(p) === shape)) problems.push(`route "${route.id}": ${route.path} belongs to the shell`);
  }
  const claimed = new Set();
  for (const entry of profile) {
    for (const type of Object.keys(isObject(entry?.types) ? entry.types : {})) {
      const key = `${type}/${entry.slug}`;
      if (claimed.has(key)) problems.push(`profile page "${entry.slug}" is declared twice for ${type}`);
      claimed.add(key);
    }
  }
  if (problems.length) throw new Error(`routes of ${String(declaration.remote)}: ${problems.join('; ')}`);
  return {
    version: ROUTE_FILE_VERSION,
    remote: declaration.remote,
    label: declaration.label.trim(),
    routes: routes.map(routeEntry),
    profile: profile.map(slugEntry),
  };
}

/**
 * A published file as read at run time: null when it is not a version-1 file of `remote`; an entry
 * that is not valid is left out (and named in `dropped`), the others are kept.
 * @param {unknown} value @param {string} remote
 */
export function readRouteFile(value, remote) {
  const file = /** @type {any} */ (value);
  if (!isObject(file) || file.version !== ROUTE_FILE_VERSION || file.remote !== remote || !Array.isArray(file.routes)) return null;
  const dropped = [];
  const routes = [];
  for (const route of file.routes) {
    if (routeProblems(route).length) dropped.push(String(route?.id ?? route?.path ?? '?'));
    else routes.push(routeEntry(route));
  }
  const profile = [];
  for (const entry of Array.isArray(file.profile) ? file.profile : []) {
    if (slugProblems(entry).length) dropped.push(`profile:${String(entry?.slug ?? '?')}`);
    else profile.push(slugEntry(entry));
  }
  const label = isString(file.label) && file.label.trim() ? file.label.trim() : remote;
  return { version: ROUTE_FILE_VERSION, remote, label, routes, profile, dropped };
}

/**
 * The composed table: every remote's routes and profile pages in the order of `sources` (the
 * order of /remotes.json), the earlier claim winning a conflict.
 * `sources`: `{ remote, file, from }`, `file` the remote's published file as read (null: none
 * known), `from` where it came from ('live': the remote's own file; 'snapshot': the copy in
 * /remotes.json, the remote's file could not be read).
 * @param {Array<{ remote: string, file: any, from?: 'live' | 'snapshot' }>} sources
 */
export function composeRoutes(sources) {
  /** @type {any[]} */
  const routes = [];
  /** @type {any[]} */
  const profile = [];
  /** @type {any[]} */
  const conflicts = [];
  /** @type {Record<string, { label: string, from: string, routes: number, dropped: string[] }>} */
  const remotes = {};
  const paths = new Map(SHELL_PATHS.map((p) => [pathShape(p), { remote: 'shell', path: p }]));
  const slugs = new Map();
  for (const { remote, file, from = 'live' } of sources) {
    remotes[remote] = { label: file?.label ?? remote, from: file ? from : 'none', routes: 0, dropped: file?.dropped ?? [] };
    if (!file) continue;
    for (const route of file.routes) {
      const shape = pathShape(route.path);
      const holder = paths.get(shape);
      if (holder) {
        conflicts.push({ kind: 'path', path: route.path, remote, route: route.id, keptBy: holder.remote, keptPath: holder.path });
        continue;
      }
      paths.set(shape, { remote, path: route.path });
      routes.push({ ...route, remote, key: `${remote}:${route.id}` });
      remotes[remote].routes++;
    }
    for (const entry of file.profile) {
      /** @type {Record<string, number>} */
      const types = {};
      for (const [type, position] of Object.entries(entry.types)) {
        const holder = slugs.get(`${type}/${entry.slug}`);
        if (holder) conflicts.push({ kind: 'profile', slug: entry.slug, userType: type, remote, keptBy: holder });
        else {
          slugs.set(`${type}/${entry.slug}`, remote);
          types[type] = /** @type {number} */ (position);
        }
      }
      if (Object.keys(types).length) profile.push({ ...entry, types, remote });
    }
  }
  return { routes, profile, conflicts, remotes };
}

/** A conflict as one sentence (the console and the composition report). @param {any} c */
export function describeConflict(c) {
  return c.kind === 'path'
    ? `route ${c.path} of ${c.remote} ("${c.route}") is not used: ${c.keptPath} of ${c.keptBy} came first`
    : `profile page "${c.slug}" of ${c.remote} for ${c.userType} is not used: ${c.keptBy} declared it first`;
}

/**
 * The route of `routes` that `pathname` opens: same number of segments, static segments equal, a
 * parameter any non-empty segment; the most static segments win (react-router's ranking). With
 * the parameters' values.
 * @template {{ path: string }} R
 * @param {R[]} routes @param {string} pathname
 * @returns {{ route: R, params: Record<string, string> } | null}
 */
export function matchRoute(routes, pathname) {
  const parts = pathname.split('/').filter(Boolean);
  /** @type {{ route: R, params: Record<string, string> } | null} */
  let best = null;
  let bestScore = -1;
  for (const route of routes) {
    const segments = route.path.split('/').filter(Boolean);
    if (segments.length !== parts.length) continue;
    let score = 0;
    let ok = true;
    /** @type {Record<string, string>} */
    const params = {};
    for (let i = 0; i < segments.length && ok; i++) {
      if (segments[i].startsWith(':')) {
        ok = parts[i].length > 0;
        try {
          params[segments[i].slice(1)] = decodeURIComponent(parts[i]);
        } catch {
          params[segments[i].slice(1)] = parts[i];
        }
      } else if (segments[i] === parts[i]) score++;
      else ok = false;
    }
    if (ok && score > bestScore) {
      best = { route, params };
      bestScore = score;
    }
  }
  return best;
}

/**
 * The remote that renders /profile/{slug} for a user of `userType` (null: "No content found!").
 * @param {{ profile: any[] }} table @param {string} userType @param {string} slug
 */
export function profileOwner(table, userType, slug) {
  const entry = table.profile.find((e) => e.slug === slug && e.types[userType] !== undefined);
  return entry ? entry.remote : null;
}

/**
 * The profile menu of a user: the profile pages of the user's type by position, then the menu
 * entries of routes the user may see (`for`), in the table's order.
 * @param {{ profile: any[], routes: any[] }} table
 * @param {{ userType: string, manager: boolean }} user
 * @returns {Array<{ to: string, slug?: string, label: string, marker?: 'verify' | 'unread' }>}
 */
export function profileMenu(table, { userType, manager }) {
  const pages = table.profile
    .filter((e) => e.types[userType] !== undefined)
    .sort((a, b) => a.types[userType] - b.types[userType])
    .map((e) => ({ to: `/profile/${e.slug}`, slug: e.slug, label: e.label, ...(e.marker ? { marker: e.marker } : {}) }));
  const entries = table.routes
    .filter((r) => r.menu && (r.menu.for === 'signed-in' || r.menu.for === userType || (r.menu.for === 'manager' && manager)))
    .filter((r) => r.access !== 'manager' || manager)
    .map((r) => ({ to: r.path, label: r.menu.label }));
  return [...pages, ...entries];
}

/** `{name}` placeholders replaced from `vars`; null when one of them has no value. */
function fill(/** @type {string} */ template, /** @type {Record<string, string>} */ vars) {
  let missing = false;
  const text = template.replace(/\{([a-z_]+)\}/gi, (_, name) => {
    const value = vars[name];
    if (value === undefined || value === '') missing = true;
    return value ?? '';
  });
  return missing ? null : text.replace(/\s{2,}/g, ' ').trim();
}

export const DEFAULT_SITE_TITLE = 'IronScore';

/**
 * A route's title and description by its title rule, from the general settings (Get_GeneralSettings'
 * data; null: not known) and the route's parameters: the template `seo` filled with the parameters
 * and {site_title} (not used when a placeholder has no value), else "<name> | <site title>", else
 * the site title; the description the template `<seo>_description`, else the site description.
 * @param {{ seo?: string, name?: string } | null | undefined} rule
 * @param {Record<string, unknown> | null | undefined} settings
 * @param {Record<string, string | undefined>} [params]
 */
export function pageTitle(rule, settings, params = {}) {
  const s = settings ?? {};
  const str = (/** @type {string} */ key) => (isString(s[key]) ? /** @type {string} */ (s[key]).trim() : '');
  const siteTitle = str('general_site_title') || DEFAULT_SITE_TITLE;
  /** @type {Record<string, string>} */
  const vars = { site_title: siteTitle };
  for (const [k, v] of Object.entries(params)) if (isString(v)) vars[k] = /** @type {string} */ (v);
  const template = rule?.seo ? str(rule.seo) : '';
  const title = (template && fill(template, vars)) || (rule?.name ? `${rule.name} | ${siteTitle}` : siteTitle);
  const descriptionTemplate = rule?.seo ? str(`${rule.seo}_description`) : '';
  const description = (descriptionTemplate && fill(descriptionTemplate, vars)) || str('general_site_description');
  return { title, description };
}

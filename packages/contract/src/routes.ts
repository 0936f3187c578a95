/**
 * The route table of spec/3 §2.1: every path, the remote that renders it, and whether it needs a
 * login. The shell builds its router from this table; each remote implements a page for each id it
 * owns (its App receives the id), so a route without a page fails to compile.
 */
export type RemoteName = 'catalog' | 'auth' | 'community' | 'profile' | 'business';

export interface RouteDef {
  id: string;
  path: string;
  remote: Exclude<RemoteName, 'auth'>;
  /** Login required: visited signed out, the guard sends the user home. */
  protected: boolean;
}

export const ROUTES = [
  { id: 'home', path: '/', remote: 'catalog', protected: false },
  { id: 'sources', path: '/sources', remote: 'catalog', protected: false },
  { id: 'source', path: '/source/:source_slug_url', remote: 'catalog', protected: false },
  { id: 'brands', path: '/brands', remote: 'catalog', protected: false },
  { id: 'brand', path: '/brand/:brand_slug_url', remote: 'catalog', protected: false },
  { id: 'product', path: '/brand/:brand_slug_url/:product_slug_url', remote: 'catalog', protected: false },
  { id: 'promos', path: '/promos', remote: 'catalog', protected: false },
  { id: 'promo', path: '/promo/:promo_slug_url', remote: 'catalog', protected: false },
  { id: 'promo-alias', path: '/promos/:promo_slug_url', remote: 'catalog', protected: false },
  { id: 'news-list', path: '/news', remote: 'catalog', protected: false },
  { id: 'news', path: '/news/:news_slug_url', remote: 'catalog', protected: false },
  { id: 'page', path: '/page/:page_slug_url', remote: 'catalog', protected: false },
  { id: 'product-categories', path: '/product-categories', remote: 'catalog', protected: false },
  { id: 'products-by-category', path: '/products/:category_slug_url', remote: 'catalog', protected: false },
  { id: 'price-matcher', path: '/product-price-matcher', remote: 'catalog', protected: false },
  { id: 'search', path: '/search', remote: 'catalog', protected: false },
  { id: 'community-profile', path: '/community/profile/:username', remote: 'community', protected: true },
  { id: 'community-post', path: '/community/post/:post_id', remote: 'community', protected: true },
  { id: 'community-page', path: '/community/page/:community_id', remote: 'community', protected: true },
  { id: 'community', path: '/community/:page', remote: 'community', protected: false },
  // /profile/{slug} is dispatched by the signed-in user's type (see profileRemoteFor).
  { id: 'profile', path: '/profile/:profile_slug_url', remote: 'profile', protected: true },
] as const satisfies readonly RouteDef[];

export type RouteId = (typeof ROUTES)[number]['id'];
export type RouteIdOf<R extends RemoteName> = Extract<(typeof ROUTES)[number], { remote: R }>['id'];

/** Props every remote App receives from the shell. */
export interface RemoteAppProps<R extends RemoteName = RemoteName> {
  route: R extends 'profile' | 'business' ? 'profile' : RouteIdOf<R>;
}

export const PROFILE_SLUGS = {
  member: ['my-profile', 'my-reviews', 'messages', 'favorites', 'settings'],
  source: ['source-dashboard', 'source-reviews', 'messages', 'source-advertisement', 'source-settings'],
  brand: [
    'brand-dashboard',
    'brand-reviews',
    'brand-products',
    'brand-offical-sellers',
    'messages',
    'brand-advertisement',
    'brand-settings',
  ],
} as const;

export type UserType = keyof typeof PROFILE_SLUGS;

/** An entry of the profile menu (spec/1 §2 navigation, spec/2 §2.1 sidebar). */
export interface ProfileMenuItem {
  slug: string;
  label: string;
  /** 'verify': red alert marker while the account is unverified; 'unread': unread-messages marker. */
  marker?: 'verify' | 'unread';
}

export const PROFILE_MENU: Record<UserType, readonly ProfileMenuItem[]> = {
  member: [
    { slug: 'my-profile', label: 'My Profile', marker: 'verify' },
    { slug: 'my-reviews', label: 'My Reviews' },
    { slug: 'messages', label: 'Messages', marker: 'unread' },
    { slug: 'favorites', label: 'Favorites' },
    { slug: 'settings', label: 'Settings' },
  ],
  source: [
    { slug: 'source-dashboard', label: 'Dashboard', marker: 'verify' },
    { slug: 'source-reviews', label: 'Reviews' },
    { slug: 'messages', label: 'Messages', marker: 'unread' },
    { slug: 'source-advertisement', label: 'Advertisement' },
    { slug: 'source-settings', label: 'Settings' },
  ],
  brand: [
    { slug: 'brand-dashboard', label: 'Dashboard', marker: 'verify' },
    { slug: 'brand-reviews', label: 'Reviews' },
    { slug: 'brand-products', label: 'Products' },
    { slug: 'brand-offical-sellers', label: 'Official Sellers' },
    { slug: 'messages', label: 'Messages', marker: 'unread' },
    { slug: 'brand-advertisement', label: 'Advertisement' },
    { slug: 'brand-settings', label: 'Settings' },
  ],
};

/** Member slugs and messages go to mfe-profile; source-* and brand-* slugs to mfe-business. */
export function profileRemoteFor(userType: UserType, slug: string): 'profile' | 'business' | null {
  if (!(PROFILE_SLUGS[userType] as readonly string[]).includes(slug)) return null;
  if (slug === 'messages' || userType === 'member') return 'profile';
  return 'business';
}

export const COMMUNITY_PAGES = ['home', 'communitys', 'search', 'notification', 'home-reset'] as const;

/** Navigation model of spec/1 §2: top-bar links and the profile menu per account type. */
import type { UserType } from '@ironscore/contract';

export interface NavLinkItem {
  to: string;
  label: string;
  /** Rendered as a badge (Price Matcher). */
  badge?: boolean;
}

export const NAV_LINKS: readonly NavLinkItem[] = [
  { to: '/', label: 'Home' },
  { to: '/sources', label: 'Sources' },
  { to: '/brands', label: 'Brands' },
  { to: '/product-price-matcher', label: 'Price Matcher', badge: true },
  { to: '/promos', label: 'Promos' },
  { to: '/news', label: 'News' },
  { to: '/community/home', label: 'Community' },
];

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

export const profilePath = (slug: string) => `/profile/${slug}`;

export const ACCOUNT_TYPE_LABELS: Record<UserType, string> = {
  member: 'Member',
  source: 'Source account',
  brand: 'Brand account',
};

export const MARKER_LABELS = {
  verify: 'Account not verified',
  unread: 'Unread messages',
} as const;

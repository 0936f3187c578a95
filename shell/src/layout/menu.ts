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

/**
 * The profile menu is composed from the remotes' published profile pages and routes' menu entries
 * (packages/host useProfileMenu; the remotes' profile frames show the same).
 */

export const ACCOUNT_TYPE_LABELS: Record<UserType, string> = {
  member: 'Member',
  source: 'Source account',
  brand: 'Brand account',
};

export const MARKER_LABELS = {
  verify: 'Account not verified',
  unread: 'Unread messages',
} as const;

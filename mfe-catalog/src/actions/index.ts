/** Page actions of the source, brand and product pages: favourite toggle and share. */
export { FavoriteButton } from './FavoriteButton';
export type { FavoriteButtonProps } from './FavoriteButton';
export { ShareButton, absoluteUrl } from './ShareButton';
export type { ShareButtonProps } from './ShareButton';

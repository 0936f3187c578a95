import { uploadUrl } from '@ironscore/api';
import type { SearchResultType, UploadFolder } from '@ironscore/contract';

/** URL of an uploaded image of `folder` (null → the Img widget's placeholder). */
export const imageUrl = (folder: UploadFolder, file: string | null | undefined): string | null => uploadUrl(folder, file);

export const sourceImage = (file: string | null | undefined) => imageUrl('sources/profile', file);
export const brandImage = (file: string | null | undefined) => imageUrl('brands/profile', file);
export const productImage = (file: string | null | undefined) => imageUrl('brands/products', file);
export const userImage = (file: string | null | undefined) => imageUrl('users/profile', file);
export const promoImage = (file: string | null | undefined) => imageUrl('promos', file);
export const newsImage = (file: string | null | undefined) => imageUrl('news', file);
export const countryImage = (file: string | null | undefined) => imageUrl('countries', file);
export const paymentImage = (file: string | null | undefined) => imageUrl('payment-methods', file);

const SEARCH_FOLDERS: Record<SearchResultType, UploadFolder> = {
  source: 'sources/profile',
  brand: 'brands/profile',
  product: 'brands/products',
  news: 'news',
  promo: 'promos',
};

/** Image of a search result, by its type. */
export const searchResultImage = (type: SearchResultType, file: string | null | undefined) =>
  imageUrl(SEARCH_FOLDERS[type] ?? 'sources/profile', file);

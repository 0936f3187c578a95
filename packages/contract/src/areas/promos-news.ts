/**
 * Promos and news (spec/1 §2 Promotions, spec/2 §2.3, spec/3 §7 "Promos and news").
 */
import { call, noPayload } from '../call';
import { fieldsObject, id, idOrZero, optionalNumber, pageFields, slugField } from '../fields';
import { PAGE_SIZE } from '../limits';

// ================================================================== messages: ../messages/promos-news.ts

// ================================================================== entities

export interface Promo {
  promo_id: number;
  promo_name: string;
  promo_slug_url: string;
  promo_image: string;
  /** HTML. */
  promo_description: string;
  /** Present: a coupon code; absent (or empty): a plain promotion. */
  promo_code?: string;
  promo_end_date: string;
  total_views: number;
  source_id: number;
  source_name: string;
  source_slug_url: string;
  source_profile_image: string;
}

/** Get_TopNews item (home). */
export interface HomeNews {
  news_name: string;
  news_slug_url: string;
  news_image: string;
  position: 'left' | 'center' | 'right';
}

export interface News {
  news_id: number;
  news_name: string;
  news_slug_url: string;
  news_image: string;
  /** Sanitized HTML. */
  news_content: string;
  category_id: number;
  category_name: string;
  created_date: string;
  total_views: number;
}

export interface NewsCategory {
  category_id: number;
  category_name: string;
}

// ================================================================== calls

export const promoNewsCalls = {
  Get_TopPromos: call<Promo[]>()({ token: false, payload: noPayload() }),
  Get_Promo: call<Promo>()({ token: false, payload: fieldsObject({ promo_slug_url: slugField('promo_slug_url') }) }),
  /** The source's active promos (the source page shows the first on top); [] when none. */
  Get_PromoBySource: call<Promo[]>()({
    token: false,
    payload: fieldsObject({ source_id: id('A valid source_id is expected.') }),
  }),
  Get_PromoPagination: call<Promo[]>()({ token: false, payload: fieldsObject(pageFields(PAGE_SIZE.promos)), paged: true }),
  /** Home "Most Read News": items carry position left, center or right. */
  Get_TopNews: call<HomeNews[]>()({ token: false, payload: noPayload() }),
  Get_News: call<News>()({ token: false, payload: fieldsObject({ news_slug_url: slugField('news_slug_url') }) }),
  /**
   * News list; category_id 0 = all. Also the community side column's "Latest news"
   * (limit 5, offset 0), which the spec describes without a call name.
   */
  Get_NewsPagination: call<News[]>()({
    token: false,
    payload: fieldsObject({ ...pageFields(PAGE_SIZE.news), category_id: optionalNumber(idOrZero(), 0) }),
    paged: true,
  }),
  Get_NewsCategories: call<NewsCategory[]>()({ token: false, payload: noPayload(), cached: true }),
} as const;

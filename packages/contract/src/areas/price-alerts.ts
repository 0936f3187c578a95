/**
 * Price alerts area (issue 25 item 4): members' price watches (`/profile/price-alerts`, profile
 * remote; "Watch price" on the product page). The price-drop e-mail is sent by the server when an
 * in-stock offer's price changes to at or below a watch's target (server/src/prices/alerts.ts).
 */
import * as v from 'valibot';
import { call } from '../call';
import { bool, fieldsObject, id, idOrZero, optionalNumber } from '../fields';
import { priceRule } from './source-prices';

/** How many products one member may watch at once (Set_PriceWatch refuses a new one past it). */
export const PRICE_WATCH_LIMIT = 50;

/** "Watch price": the target price. */
export const priceWatchForm = fieldsObject({ target_price: priceRule() });

// ================================================================== data

/** A member's price watch (Get_PriceWatches). */
export interface PriceWatch {
  watch_id: number;
  product_id: number;
  product_name: string;
  product_slug_url: string;
  product_image: string;
  brand_name: string;
  brand_slug_url: string;
  target_price: number;
  paused: boolean;
  /** A price-drop alert the member has not seen yet. */
  unread: boolean;
  /** The cheapest in-stock offer now (null when none). */
  cheapest_price: number | null;
  cheapest_source_name: string;
  last_alert_price: number | null;
  last_alert_date: string | null;
  created_date: string;
}

// ================================================================== calls

export const priceAlertCalls = {
  /** The signed-in member's watches; with product_id only that product's (0 or absent: all). */
  Get_PriceWatches: call<PriceWatch[]>()({
    token: true,
    payload: fieldsObject({ product_id: optionalNumber(idOrZero('A valid product_id is expected.'), 0) }),
  }),
  /** Creates or edits the member's watch of a product (verified members, PRICE_WATCH_LIMIT). */
  Set_PriceWatch: call<PriceWatch>()({
    token: true,
    payload: fieldsObject({
      product_id: id('A valid product_id is expected.'),
      target_price: priceRule(),
      paused: v.optional(bool(), false),
    }),
  }),
  /** Pauses or resumes a watch. */
  Set_PriceWatchPause: call<PriceWatch>()({
    token: true,
    payload: fieldsObject({ watch_id: id('A valid watch_id is expected.'), paused: bool() }),
  }),
  /** Marks a watch's alert as seen (clears the unread marker). */
  Set_PriceWatchSeen: call<null>()({ token: true, payload: fieldsObject({ watch_id: id('A valid watch_id is expected.') }) }),
  Set_PriceWatchDelete: call<null>()({ token: true, payload: fieldsObject({ watch_id: id('A valid watch_id is expected.') }) }),
} as const;

/**
 * The index and msg.ts merge the areas, where a key defined twice would silently win:
 * these checks make every call, rule and message key belong to exactly one area.
 */
import { accountCalls, accountRules } from './areas/accounts';
import { brandProductCalls } from './areas/brands-products';
import { businessCalls, businessRules } from './areas/business';
import { communityCalls, communityRules } from './areas/community';
import { generalCalls, generalRules } from './areas/general';
import { KARMA_TABLE, memberCalls, memberRules } from './areas/member';
import { KARMA } from './limits';
import { conversationCalls } from './areas/messages';
import { promoNewsCalls } from './areas/promos-news';
import { reviewRules } from './areas/reviews';
import { sourceCalls } from './areas/sources';
import { manageCalls } from './areas/manage';
import { priceCalls } from './areas/prices';
import { sourcePriceCalls } from './areas/source-prices';
import { priceAlertCalls } from './areas/price-alerts';
import * as sourcePriceMessages from './messages/source-prices';
import * as priceAlertMessages from './messages/price-alerts';
import * as priceMessages from './messages/prices';
import * as accountMessages from './messages/accounts';
import * as brandProductMessages from './messages/brands-products';
import * as businessMessages from './messages/business';
import * as communityMessages from './messages/community';
import * as commonMessages from './messages/common';
import * as generalMessages from './messages/general';
import * as memberMessages from './messages/member';
import * as conversationMessages from './messages/messages';
import * as promoNewsMessages from './messages/promos-news';
import * as reviewMessages from './messages/reviews';
import * as sourceMessages from './messages/sources';
import * as manageMessages from './messages/manage';
import { CALL_NAMES, MSG, rules } from './index';

const AREA_CALLS = {
  sources: sourceCalls,
  brandsProducts: brandProductCalls,
  promosNews: promoNewsCalls,
  accounts: accountCalls,
  member: memberCalls,
  messages: conversationCalls,
  general: generalCalls,
  community: communityCalls,
  business: businessCalls,
  manage: manageCalls,
  prices: priceCalls,
  sourcePrices: sourcePriceCalls,
  priceAlerts: priceAlertCalls,
};

const AREA_MESSAGES: Record<string, Record<string, unknown>> = {
  general: { ...generalMessages, ...commonMessages },
  reviews: reviewMessages,
  sources: sourceMessages,
  brandsProducts: brandProductMessages,
  promosNews: promoNewsMessages,
  accounts: accountMessages,
  member: memberMessages,
  messages: conversationMessages,
  community: communityMessages,
  business: businessMessages,
  manage: manageMessages,
  sourcePrices: sourcePriceMessages,
  priceAlerts: priceAlertMessages,
  prices: priceMessages,
};

/** Keys that appear in more than one of the objects, with the areas that define them. */
function duplicates(parts: Record<string, object>): Record<string, string[]> {
  const owners: Record<string, string[]> = {};
  for (const [area, part] of Object.entries(parts)) for (const key of Object.keys(part)) (owners[key] ??= []).push(area);
  return Object.fromEntries(Object.entries(owners).filter(([, areas]) => areas.length > 1));
}

describe('contract areas', () => {
  it('declare every call in exactly one area, and the catalogue holds them all', () => {
    expect(duplicates(AREA_CALLS)).toEqual({});
    const total = Object.values(AREA_CALLS).reduce((n, area) => n + Object.keys(area).length, 0);
    expect(CALL_NAMES).toHaveLength(total);
  });

  it('declare every field rule in exactly one area', () => {
    const parts = { generalRules, accountRules, reviewRules, memberRules, communityRules, businessRules };
    expect(duplicates(parts)).toEqual({});
    expect(Object.keys(rules).sort()).toEqual(Object.values(parts).flatMap((p) => Object.keys(p)).sort());
  });

  it('define each message once: a group key belongs to one area, and MSG carries every area message', () => {
    const groups = new Set(Object.values(AREA_MESSAGES).flatMap((m) => Object.keys(m)));
    for (const group of groups) {
      const parts: Record<string, object> = {};
      for (const [area, messages] of Object.entries(AREA_MESSAGES)) {
        const value = messages[group];
        if (value && typeof value === 'object') parts[area] = value;
      }
      expect([group, duplicates(parts)]).toEqual([group, {}]);
      for (const [area, part] of Object.entries(parts)) {
        for (const [key, message] of Object.entries(part)) {
          expect([area, group, key, (MSG as unknown as Record<string, Record<string, unknown>>)[group]?.[key]]).toEqual([area, group, key, message]);
        }
      }
    }
  });
});

describe('karma table', () => {
  it('lists the nine actions of spec/2 §9 with their points, in order', () => {
    // spec/2 §9 "Karma points", verbatim.
    expect(KARMA_TABLE.map((row) => `${row.action}: ${row.points}`)).toEqual([
      'New community post: 10',
      'Commenting on a post: 5',
      "Each like on one's post: 1",
      "Each user joining one's group: 5",
      "Each vote on one's poll: 1",
      'Each friend addition: 2',
      'Reviewing a source, brand or product: 25',
      'Commenting on a review: 5',
      "Each like on one's review: 5",
    ]);
  });

  it('has a row for every karma constant the server counts', () => {
    expect(KARMA_TABLE.map((row) => row.points).sort()).toEqual(Object.values(KARMA).sort());
    expect(KARMA_TABLE).toHaveLength(Object.keys(KARMA).length);
  });
});

/**
 * MSG, the namespace of every user-facing message (the index exports this module as `MSG`): the
 * cross-cutting messages at the top level (messages/common.ts) and one export per group, gathered
 * from the areas' message files (messages/<area>.ts, one export per group each).
 *
 * Every group is an export of its own, so `MSG.group.key` lets webpack keep only the groups an app
 * reads (an unused export is dropped with the area groups only it merged): the shell, each remote and
 * the session bundle no longer carry the whole catalogue of messages each. A merged group is built by
 * `merge` marked pure, which is what lets an unused one go; never merge with a spread at the top
 * level (webpack counts `{ ...a }` as a side effect and keeps it and every group it reads).
 *
 * Adding a message: put it in its area's file under the group it belongs to. A new group: export it
 * from the area's file and add it here once (a single area's group is re-exported, several areas'
 * are merged).
 */
import {
  validation as accountValidation,
  notFound as accountNotFound,
  labels as accountLabels,
} from './messages/accounts';
import {
  empty as brandProductEmpty,
  notFound as brandProductNotFound,
  catalogue as brandProductCatalogue,
  labels as brandProductLabels,
} from './messages/brands-products';
import {
  empty as businessEmpty,
  success as businessSuccess,
  confirm as businessConfirm,
  labels as businessLabels,
} from './messages/business';
import {
  validation as communityValidation,
  gating as communityGating,
  empty as communityEmpty,
  success as communitySuccess,
  confirm as communityConfirm,
  catalogue as communityCatalogue,
  notFound as communityNotFound,
  labels as communityLabels,
} from './messages/community';
import {
  validation as generalValidation,
  empty as generalEmpty,
  success as generalSuccess,
  notFound as generalNotFound,
  labels as generalLabels,
} from './messages/general';
import {
  validation as memberValidation,
  empty as memberEmpty,
  success as memberSuccess,
  confirm as memberConfirm,
  labels as memberLabels,
} from './messages/member';
import { empty as conversationEmpty, confirm as conversationConfirm, labels as conversationLabels } from './messages/messages';
import {
  empty as promoNewsEmpty,
  notFound as promoNewsNotFound,
  catalogue as promoNewsCatalogue,
  labels as promoNewsLabels,
} from './messages/promos-news';
import {
  validation as reviewValidation,
  gating as reviewGating,
  empty as reviewEmpty,
  notFound as reviewNotFound,
  labels as reviewLabels,
} from './messages/reviews';
import { notFound as sourceNotFound, catalogue as sourceCatalogue, labels as sourceLabels } from './messages/sources';

/** The intersection of the parts' types (their keys are distinct: areas.test.ts). */
type Merged<T extends readonly object[]> = T extends readonly [infer Head, ...infer Rest extends readonly object[]] ? Head & Merged<Rest> : unknown;

/** One group made of several areas' parts (a new object; the parts are left as they are). */
const merge = <T extends readonly object[]>(...parts: T): Merged<T> => Object.assign({}, ...parts) as Merged<T>;

export * from './messages/common';
export { profileTitle } from './messages/member';

/** Field validation (spec/1 §5, spec/2 §5, spec/3 §5). */
export const validation = /*#__PURE__*/ merge(generalValidation, accountValidation, reviewValidation, memberValidation, communityValidation);
export { auth, claim } from './messages/accounts';
export const gating = /*#__PURE__*/ merge(reviewGating, communityGating);
export { review } from './messages/reviews';
/** Empty states of every list. */
export const empty = /*#__PURE__*/ merge(
  generalEmpty,
  reviewEmpty,
  brandProductEmpty,
  promoNewsEmpty,
  memberEmpty,
  conversationEmpty,
  communityEmpty,
  businessEmpty,
);
/** Success toasts. */
export const success = /*#__PURE__*/ merge(generalSuccess, memberSuccess, communitySuccess, businessSuccess);
/** Confirmation prompts. */
export const confirm = /*#__PURE__*/ merge(memberConfirm, conversationConfirm, communityConfirm, businessConfirm);
export { profile } from './messages/member';
export { conversation } from './messages/messages';
export { business, sourceSetup, brandSetup } from './messages/business';
/** Catalogue screen titles and fixed texts. */
export const catalogue = /*#__PURE__*/ merge(sourceCatalogue, brandProductCatalogue, promoNewsCatalogue, communityCatalogue);
/** Fixed button, tab, heading and filter words of the screens (verbatim). */
export const labels = /*#__PURE__*/ merge(
  generalLabels,
  reviewLabels,
  sourceLabels,
  brandProductLabels,
  promoNewsLabels,
  accountLabels,
  memberLabels,
  conversationLabels,
  communityLabels,
  businessLabels,
);
export { favorites, request } from './messages/general';
/** Lookups that find nothing. */
export const notFound = /*#__PURE__*/ merge(
  generalNotFound,
  reviewNotFound,
  sourceNotFound,
  brandProductNotFound,
  promoNewsNotFound,
  accountNotFound,
  communityNotFound,
);
/** The community calls' own replies. */
export { community, notificationText } from './messages/community';
/** Price history, deals and the landed price (issue 25). */
export { prices } from './messages/prices';
/** The managers' console (issue 24). */
export { manage } from './messages/manage';
/** A source's prices and price feed (issue 25 item 3). */
export { sourcePrices } from './messages/source-prices';
/** Members' price watches and the price-drop e-mail (issue 25 item 4). */
export { priceAlerts } from './messages/price-alerts';

/**
 * @ironscore/contract — composed from one file per area (src/areas/*). Each area holds its calls,
 * entity types, form rules and messages; this index merges them into the public catalogue:
 * `calls` (every call), `MSG` (every message, grouped: ./msg.ts), `rules` (every field
 * rule), plus the shared building blocks (call(), fields, envelope, limits, routes).
 *
 * Adding a call: declare it in its area's `…Calls` object; it joins `calls` here. Adding a
 * message: put it in its area's messages file (messages/<area>.ts) under the MSG group it belongs to
 * (a new group: once in ./msg.ts).
 */
import type * as v from 'valibot';
import type { CallDef } from './call';
import { accountCalls, accountRules } from './areas/accounts';
import { brandProductCalls } from './areas/brands-products';
import { priceCalls } from './areas/prices';
import { businessCalls, businessRules } from './areas/business';
import { communityCalls, communityRules } from './areas/community';
import { generalCalls, generalRules } from './areas/general';
import { memberCalls, memberRules } from './areas/member';
import { conversationCalls } from './areas/messages';
import { promoNewsCalls } from './areas/promos-news';
import { reviewRules } from './areas/reviews';
import { sourceCalls } from './areas/sources';
import { manageCalls } from './areas/manage';
import { sourcePriceCalls } from './areas/source-prices';
import { priceAlertCalls } from './areas/price-alerts';
import * as MSG from './msg';

export * from './envelope';
export * from './fields';
export * from './call';
export * from './limits';
export * from './countries';
export * from './routes';
export * from './platform';
export * from './runtimeConfig.mjs';
export * from './writes';
export * from './areas/general';
export * from './areas/reviews';
export * from './areas/sources';
export * from './areas/brands-products';
export * from './areas/promos-news';
export * from './areas/accounts';
export * from './areas/member';
export * from './areas/messages';
export * from './areas/community';
export * from './areas/business';
export * from './areas/prices';
export * from './areas/manage';
export * from './areas/source-prices';
export * from './areas/price-alerts';

// ------------------------------------------------------------------ the call catalogue

// `calls`, `rules` and `CALL_NAMES` are built by calls marked pure: a browser app that imports only
// MSG, limits or some areas' calls (packages/api `registerCalls`) leaves the other areas' call
// definitions and schemas out of its bundle (webpack drops an unused pure declaration and the area
// modules only it imported). The server and the tests use the whole catalogue.

type CallCatalogue = typeof sourceCalls &
  typeof brandProductCalls &
  typeof priceCalls &
  typeof promoNewsCalls &
  typeof accountCalls &
  typeof memberCalls &
  typeof conversationCalls &
  typeof generalCalls &
  typeof communityCalls &
  typeof businessCalls &
  typeof manageCalls &
  typeof sourcePriceCalls &
  typeof priceAlertCalls;

/**
 * The call catalogue of spec/3 §7 (plus Logout): the single source of truth for the API client and
 * the server's handler table.
 *
 * Payloads travel as form data, so the server sees strings; every schema coerces ('20' → 20,
 * 'true' → true, JSON text → arrays/objects) and trims text. The browser may pass typed values.
 * Optional fields may be omitted (the client sends optional fields only when filled); list
 * `limit`/`offset` default to the spec's page size and 0.
 *
 * Review, comment, report and useful payloads accept a `user_id` (the spec sends it) but the
 * server ALWAYS acts as the token's user and ignores it.
 *
 * Reply envelopes: `data` is DataOf<K>; lists return the array as `data`, paged lists also carry
 * `totalData`; extra top-level fields are declared with the second type argument of call()
 * (ExtraOf<K>), e.g. `button` of Set_UserFavoriteList and `type` of the useful votes and likes.
 *
 * Actions that spec/1 §7 and spec/2 §7 describe without a call name map onto these calls:
 *   get pages / general settings ........... Get_Pages / Get_GeneralSettings
 *   sign in / sign up / Google sign-in ...... Sign_In / Sign_Up, Sign_UpBusiness / GoogleAuth
 *   user verification / resend .............. Set_UserVerification / Re_Verification
 *   get user (quick-view) ................... Get_User
 *   start a message / new message ........... Set_UserNewMessage
 *   delete conversation / update status ..... Set_UserMessageDelete / Set_UserMessageUpdateStatus
 *   profile last activity ................... Get_LastActivity
 *   set profile / security / privacy ........ Set_Profile (one call for all three tabs)
 *   favourite toggle / check / list ......... Set_UserFavoriteList / Get_UserFavoriteControl / Get_FavoriteList
 *   record page view (incl. news) ........... Set_PageViews
 *   get brand category ...................... Get_ProductCategory
 *   product search text ..................... Get_BrandProductSearchtext (site search: Get_SearchText)
 *   most viewed products .................... Get_BrandProductMostViewed
 *   latest news (community side column) ..... Get_NewsPagination {limit 5, offset 0}
 *   single news / news list / categories .... Get_News / Get_NewsPagination / Get_NewsCategories
 *   community profile {user_name} ........... Get_UserProfileToken
 *   joined community list ................... Get_CommunityList
 *   user community token data ............... Get_UserCommunityToken
 *   all communities grid / search ........... Get_CommunitySearchList (empty search_text = all)
 *   like / vote / report / delete / edit .... Set_CommunityPostLike / Set_CommunityPollAnswer /
 *                                             Set_CommunityPostReason / Set_CommunityPostDelete / Set_CommunityPostEdit
 *   mark notifications seen ................. Set_CommunityNotificationSeen
 *   ownership claim create / verify ......... Set_BusinessOwnership / BusinessVerification
 *   source / brand account edit save ........ Set_SourceSetup / Set_BrandSetup (real website and e-mail)
 */
export const calls: CallCatalogue = /*#__PURE__*/ Object.assign(
  {},
  sourceCalls,
  brandProductCalls,
  priceCalls,
  promoNewsCalls,
  accountCalls,
  memberCalls,
  conversationCalls,
  generalCalls,
  communityCalls,
  businessCalls,
  manageCalls,
  sourcePriceCalls,
  priceAlertCalls,
);

export type Calls = typeof calls;
export type CallName = keyof Calls;
/** What a caller passes (before parsing). */
export type PayloadIn<K extends CallName> = v.InferInput<Calls[K]['payload']>;
/** What the server's handler receives (after parsing and trimming). */
export type PayloadOut<K extends CallName> = v.InferOutput<Calls[K]['payload']>;
/** The reply's `data`. */
export type DataOf<K extends CallName> = Calls[K] extends CallDef<v.GenericSchema, infer D, object> ? D : never;
/** Extra top-level fields of the reply envelope (e.g. `button`, `type`); `{}` for most calls. */
export type ExtraOf<K extends CallName> = Calls[K] extends CallDef<v.GenericSchema, unknown, infer X> ? X : never;

export const CALL_NAMES = /*#__PURE__*/ Object.keys(calls) as CallName[];

/** Whether a call needs the token, sends multipart, is cached, paged, or synthetic on network failure. */
export const callDef = <K extends CallName>(name: K): Calls[K] => calls[name];

// ------------------------------------------------------------------ messages

/**
 * Every user-facing message, verbatim from the spec where it quotes one (including the spec's own
 * spelling, e.g. "Offical", "communitys", "You dont have any notification..."). Code never writes
 * these strings inline — the browser and the server both refer to MSG (`MSG.group.key`). Top-level
 * keys are the cross-cutting ones; each group gathers what the areas contribute to it. MSG is the
 * namespace of ./msg.ts, one export per group, so a browser app carries only the groups it reads.
 */
export { MSG };

export type Messages = typeof MSG;

// ------------------------------------------------------------------ field rules

/** Field rules of the spec, shared by the forms and the call payloads of every area. */
export const rules: typeof generalRules &
  typeof accountRules &
  typeof reviewRules &
  typeof memberRules &
  typeof communityRules &
  typeof businessRules = /*#__PURE__*/ Object.assign({}, generalRules, accountRules, reviewRules, memberRules, communityRules, businessRules);

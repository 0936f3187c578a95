/**
 * Business areas (spec/3 §2.5–§2.7, §5): what a signed-in source or brand account does with its
 * listing — setup wizards, dashboards, received reviews, brand products, official sellers, the
 * account edit, site screenshots and the verified badge.
 */
import * as v from 'valibot';
import { call, noPayload } from '../call';
import {
  displayName,
  fieldsObject,
  fileField,
  fileOrName,
  hasFile,
  id,
  idList,
  idOrZero,
  jsonObject,
  oneOf,
  optionalNumber,
  pageFields,
  text,
  type UploadValue,
} from '../fields';
import { DELIVERY_TIMES, PAGE_SIZE } from '../limits';
import {
  WEBSITE_EXAMPLE,
  generalRules,
  type Country,
  type Flag01,
  type PaymentMethod,
  type UserRank,
} from './general';
import type { ReviewComment, SourceSubRatings } from './reviews';
import type { SourceCategory } from './sources';
import {
  PRODUCT_FEATURE_KEYS,
  PRODUCT_FEATURE_LEVEL_KEYS,
  PRODUCT_FEATURE_LEVELS,
  PRODUCT_TYPES,
  type OfficialSeller,
  type ProductFeatures,
  type ProductStatus,
  type ProductType,
} from './brands-products';
import * as businessMessages from '../messages/business';
import * as generalMessages from '../messages/general';

// ================================================================== messages: ../messages/business.ts

const S = businessMessages.sourceSetup;
const B = businessMessages.brandSetup;
const fieldBlank = generalMessages.validation.fieldBlank;

// ================================================================== entities

/**
 * "Bad Reviews" on the dashboards: reviews whose overall rating is below this many stars (1 or 2
 * stars; a source review's overall rating is the average of its five sub-ratings, so 2.8 counts).
 */
export const BAD_REVIEW_BELOW = 3;

export type ApprovalState = 'pending' | 'approved' | 'rejected';
export type SubmissionKind = 'setup' | 'edit';

/**
 * Where the listing stands with the managers (spec/1 §1: everything a business submits is reviewed
 * before publication). The owner's own screens show the submitted values; the public pages show
 * the approved ones until a manager approves.
 */
export interface ListingApproval {
  /** The business sign-up. */
  account: ApprovalState;
  /** The newest setup or account-edit submission of the listing; null when there is none. */
  submission: {
    submission_id: number;
    kind: SubmissionKind;
    status: ApprovalState;
    created_date: string;
    decided_date: string | null;
    /** The manager's reason of a rejection ('' when none). */
    reason: string;
  } | null;
}

/** A country of the ship-to pickers, grouped by continent in the wizards. */
export interface SetupCountry extends Country {
  continent_id: number;
  continent_name: string;
}

/** Get_SourceDashboard (spec/3 §3). */
export interface SourceDashboard {
  source_setup_status: Flag01;
  /** Publication. */
  source_status: Flag01;
  source_verification_status: Flag01;
  all_reviews: number;
  bad_reviews: number;
  all_comments: number;
  all_messages: number;
  all_favourited: number;
  ranking: number;
  total_views: number;
  /** Badge script reference (hash) for the badge code. */
  badgeCode: string;
  source_name: string;
  source_profile_image: string;
  source_website: string;
  /** Options for the setup wizard and account edit. */
  payment_methods: PaymentMethod[];
  countries: SetupCountry[];
  source_categories: Pick<SourceCategory, 'category_id' | 'category_name'>[];
  user: { user_profile_image: string };
  source_slug_url: string;
  approval: ListingApproval;
}

/** Get_SourceToken: the source account for settings (spec/3 §3 "Source (account)"). */
export interface SourceAccount {
  source_id: number;
  source_slug_url: string;
  /** Read-only. */
  source_name: string;
  source_email: string;
  source_website: string;
  /** Year. */
  source_since: string;
  source_country: string;
  source_avg_delivery_time: string;
  source_description: string;
  source_profile_image: string;
  /** Payment method ids (as strings). */
  source_payment_types: string[];
  /** Country or continent ids (as strings). */
  source_delivery_countries: string[];
  source_restricted_countries: string[];
  category_id: number;
  /** Badge script reference for the Badge tab. */
  badgeCode: string;
  /** What the badge shows (the preview of the Badge tab and the wizard's badge step). */
  badge: BadgeView;
  ranking: number;
  /** The source's site image (screenshot or manual upload). */
  source_site_image: string;
  source_verification_status: Flag01;
  approval: ListingApproval;
}

/** Set_SourceSetup reply data. */
export interface SourceSetupResult {
  source_name: string;
  source_profile_image: string;
  ranking: number;
}

/** Get_BrandDashboard (spec/3 §3). */
export interface BrandDashboard {
  brand_setup_status: Flag01;
  /** Publication. */
  brand_status: Flag01;
  brand_verification_status: Flag01;
  all_reviews: number;
  bad_reviews: number;
  all_comments: number;
  all_messages: number;
  all_favourited: number;
  ranking: number;
  total_views: number;
  countries: SetupCountry[];
  badgeCode: string;
  user: { user_profile_image: string };
  brand_name: string;
  brand_profile_image: string;
  brand_website: string;
  brand_slug_url: string;
  approval: ListingApproval;
}

/** Get_BrandToken: the brand account for settings (spec/3 §3 "Brand"). */
export interface BrandAccount {
  brand_id: number;
  brand_slug_url: string;
  /** Read-only in edit. */
  brand_name: string;
  brand_email: string;
  brand_website: string;
  brand_since: string;
  /** Country name. */
  brand_country: string;
  brand_description: string;
  brand_profile_image: string;
  /** Country or continent ids as strings. */
  brand_delivery_countries: string[];
  brand_restricted_countries: string[];
  /** Options for the ship-to pickers. */
  countries: SetupCountry[];
  ranking: number;
  badgeCode: string;
  /** What the badge shows (the preview of the Badge tab and the wizard's badge step). */
  badge: BadgeView;
  brand_site_image: string;
  brand_verification_status: Flag01;
  brand_offical_resellers: OfficialSeller[];
  approval: ListingApproval;
}

/** Set_BrandSetup reply data. */
export interface BrandSetupResult {
  brand_name: string;
  brand_profile_image: string;
  ranking: number;
}

/** Review received by a source (spec/3 §3): source reviews table and READ modal. */
export interface ReceivedSourceReview extends SourceSubRatings {
  rating_id: number;
  source_id: number;
  user_id: number;
  user_name: string;
  user_profile_image: string;
  user_rank: UserRank;
  user_score: number;
  rating: number;
  review_comment: string;
  updated_review: Flag01;
  created_date: string;
  comments: ReviewComment[];
}

/** Review received by a brand (spec/3 §3). */
export interface ReceivedBrandReview {
  rating_id: number;
  brand_id: number;
  user_id: number;
  user_name: string;
  user_profile_image: string;
  user_score: number;
  user_rank: UserRank;
  /** 0 to 5, decimals. */
  rating: number;
  review_comment: string;
  created_date: string;
  updated_review: Flag01;
  comments: ReviewComment[];
}

/** Review of one of the brand's products, as the brand sees it (BrandProduct.reviews, Get_BrandProductReviewSingle). */
export interface ReceivedProductReview {
  rating_id: number;
  brand_id: number;
  product_id: number;
  user_id: number;
  user_name: string;
  user_profile_image: string;
  user_score: number;
  user_rank: UserRank;
  product_rating: number;
  review_comment: string;
  created_date: string;
  updated_review: Flag01;
  comments: ReviewComment[];
}

/** Get_BrandProductsPaginationToken item: a product as its brand manages it (spec/3 §3). */
export interface BrandProduct {
  product_id: number;
  category_id: number;
  category_name: string;
  total_review: number;
  product_name: string;
  product_slug_url: string;
  product_description: string;
  product_image: string;
  product_type: ProductType;
  product_status: ProductStatus;
  product_features: ProductFeatures;
  reviews: ReceivedProductReview[];
}

/** Get_SiteScreenshot. */
export interface SiteScreenshot {
  /** File name of the screenshot in sources/screenshots or brands/screenshots. */
  screenshot: string;
}

// ---------------------------------------------------------------- the verified badge (spec/3 §1, §3)

/*
 * Three designs (types 1, 2, 3) embedded on the business's own site by a script referenced by the
 * listing's badge hash (`badgeCode` of the dashboards) and a badge type. The server serves the
 * script at BADGE_SCRIPT_PATH and detects the badge by the marker attribute; mfe-business shows
 * `badgeSnippet(...)` as the code to copy.
 */
export const BADGE_TYPES = [1, 2, 3] as const;
export type BadgeType = (typeof BADGE_TYPES)[number];

/**
 * What a badge shows: the listing's name, image, rank and rating and a link to its page. The API's
 * badge script (server/src/badges/script.ts) and the owner's preview (mfe-business) both draw it
 * with badgeMarkup(), so the preview is the badge the business's visitors see.
 */
export interface BadgeView {
  /** The listing's badge hash (`badgeCode`). */
  hash: string;
  kind: 'source' | 'brand';
  name: string;
  /** The listing's public page on the site. */
  url: string;
  /** Absolute URL of the listing's image. */
  image: string;
  /** Rank among listings of its kind; 0 while unranked. */
  rank: number;
  rating: number;
}

/** The badge's CSS, scoped by the shadow root it is drawn in (`:host` is the marker element). */
export const BADGE_STYLES = `
:host{all:initial;display:inline-block;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.3}
a{color:inherit;text-decoration:none;display:flex;gap:10px;align-items:center;box-sizing:border-box}
img{object-fit:cover;background:#eef1f6;flex:none}
.brand{font-size:11px;letter-spacing:.04em;text-transform:uppercase;color:#ff5a1f;font-weight:700}
.name{font-weight:700;color:#0f1b33;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.rank{color:#47546b;font-size:12px}
.stars{color:#f5a623;font-size:13px;letter-spacing:1px}
.d1 a{width:280px;padding:12px 14px;border:1px solid #d9dfe9;border-radius:12px;background:#fff;box-shadow:0 1px 3px rgba(15,27,51,.12)}
.d1 img{width:52px;height:52px;border-radius:10px}
.d1 .text{min-width:0;display:flex;flex-direction:column;gap:2px}
.d1 .name{font-size:15px}
.d2 a{padding:4px 12px 4px 4px;border-radius:999px;background:#0f1b33;color:#fff;font-size:12px;gap:8px}
.d2 img{width:26px;height:26px;border-radius:50%}
.d2 .name{color:#fff;font-size:12px;max-width:150px}
.d2 .rank{color:#ffb38f}
.d3 a{flex-direction:column;width:160px;padding:14px 12px;border-radius:14px;background:#fff;border:2px solid #ff5a1f;text-align:center;gap:6px}
.d3 img{width:64px;height:64px;border-radius:50%}
.d3 .name{font-size:14px;max-width:136px}
.d3 .big{font-size:28px;font-weight:800;color:#0f1b33}
`;

const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** An http(s) URL as given, anything else (javascript:, data:, …) as '#'. */
const safeUrl = (value: string): string => (/^https?:\/\//i.test(value) ? value : '#');

/** Five stars, the rating rounded to whole ones, and the rating with one decimal. */
const badgeStars = (rating: number): string => {
  const full = Math.round(rating);
  let stars = '';
  for (let i = 1; i <= 5; i++) stars += i <= full ? '\u2605' : '\u2606';
  return `${stars} ${rating.toFixed(1)}`;
};

/**
 * The badge of one design as HTML, with its styles: what goes into the shadow root of the marker
 * element. Every value is escaped; links and images take http(s) URLs only.
 */
export function badgeMarkup(view: BadgeView, type: BadgeType): string {
  const span = (cls: string, text: string) => `<span class="${cls}">${escapeHtml(text)}</span>`;
  const name = escapeHtml(view.name);
  const image = safeUrl(view.image);
  const img = image === '#' ? '' : `<img src="${escapeHtml(image)}" alt="${name}" width="52" height="52">`;
  const ranked = view.rank > 0;
  let inner: string;
  if (type === 1) {
    const rankText = ranked ? `Ranked #${view.rank} on IronScore` : 'Verified on IronScore';
    inner = `${img}<span class="text">${span('brand', 'IronScore verified')}${span('name', view.name)}${span('rank', rankText)}${span('stars', badgeStars(view.rating))}</span>`;
  } else if (type === 2) {
    inner = `${img}${span('name', view.name)}${span('rank', ranked ? `#${view.rank}` : 'Verified')}`;
  } else {
    inner = `${span('brand', 'IronScore')}${img}${span('name', view.name)}${span('big', ranked ? `#${view.rank}` : '\u2713')}${span('rank', view.kind === 'brand' ? 'Brand Ranking' : 'Source Ranking')}`;
  }
  const link = `<a href="${escapeHtml(safeUrl(view.url))}" target="_blank" rel="noopener" title="${name} on IronScore">${inner}</a>`;
  return `<style>${BADGE_STYLES}</style><div class="d${type}">${link}</div>`;
}

/**
 * A whole HTML document with the badge as the business's site shows it, for a sandboxed preview
 * frame without scripts: the marker element with its shadow root declared in the markup
 * (`<template shadowrootmode>`), so no script of the API runs in the site's own pages.
 */
export function badgePreviewDocument(view: BadgeView, type: BadgeType): string {
  return (
    '<!doctype html><html><head><meta charset="utf-8"></head>' +
    '<body style="margin:0;display:grid;place-items:center;min-height:100vh;background:transparent">' +
    `<div ${BADGE_MARKER_ATTRIBUTE}="${escapeHtml(view.hash)}" data-badge-type="${type}"><template shadowrootmode="open">${badgeMarkup(view, type)}</template></div>` +
    '</body></html>'
  );
}

/** Path of the badge script on the API host: /badge/{hash}/{type}.js */
export const BADGE_SCRIPT_PATH = '/badge/:hash/:type.js';
export const badgeScriptPath = (hash: string, type: BadgeType): string =>
  `/badge/${encodeURIComponent(hash)}/${type}.js`;

/** The attribute the badge check looks for on the business's page. */
export const BADGE_MARKER_ATTRIBUTE = 'data-ironscore-badge';

/** The HTML the business places on its site. `apiBase` is the API host, e.g. https://api.example.com. */
export function badgeSnippet(apiBase: string, hash: string, type: BadgeType): string {
  const base = apiBase.replace(/\/+$/, '');
  return (
    `<div ${BADGE_MARKER_ATTRIBUTE}="${hash}" data-badge-type="${type}"></div>` +
    `<script async src="${base}${badgeScriptPath(hash, type)}"></script>`
  );
}

// ================================================================== form rules and forms (spec/3 §5)

function yearRule(requiredMessage: string, digitsMessage: string) {
  return v.pipe(
    v.union([v.string(requiredMessage), v.number()], requiredMessage),
    v.transform(String),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.regex(/^\d{4}$/, digitsMessage),
  );
}

/** A required selected id (a select box): '', 0 or absent give `message`. */
function selectedId(message: string) {
  return v.pipe(
    v.union([v.string(message), v.number()], message),
    v.transform((x) => Number(String(x).trim() || '0')),
    v.integer(message),
    v.minValue(1, message),
  );
}

/** A required image: a new upload or the already stored file name. */
const requiredImage = (message: string) => v.custom<UploadValue | string>((x) => hasFile(x), message);

export const businessRules = {
  year: yearRule,
  selectedId,
  requiredImage,
  deliveryTime: (message: string) => v.picklist(DELIVERY_TIMES, message),
} as const;

const { required, requiredContent, email, website, optionalEmail, optionalWebsite } = generalRules;

/** Whether the two ship-to lists have no country in common (absent lists have none). */
export function shipListsApart(value: { continents_can_ship?: readonly number[]; continents_cannot_ship?: readonly number[] }): boolean {
  const can = new Set(value.continents_can_ship ?? []);
  return !(value.continents_cannot_ship ?? []).some((x) => can.has(x));
}

type ShipListField = 'continents_can_ship' | 'continents_cannot_ship';

/**
 * A country chosen as "ship to" cannot also be "cannot ship to" (wizards, account edits, and so
 * Set_SourceSetup / Set_BrandSetup on the server): the message goes under `field`, the list being
 * edited. It runs even when other fields of the form have issues, once both lists are lists of ids.
 */
function withShipListsApart<TSchema extends v.GenericSchema>(schema: TSchema, field: ShipListField = 'continents_cannot_ship') {
  return v.pipe(
    schema,
    v.rawCheck<v.InferOutput<TSchema>>(({ dataset, addIssue }) => {
      const value = dataset.value as Partial<Record<ShipListField, unknown>> | null;
      if (!value || typeof value !== 'object') return;
      const can = value.continents_can_ship;
      const cannot = value.continents_cannot_ship;
      if (!Array.isArray(can) || !Array.isArray(cannot)) return;
      if (shipListsApart({ continents_can_ship: can as number[], continents_cannot_ship: cannot as number[] })) return;
      addIssue({
        message: businessMessages.business.shipListsOverlap,
        path: [{ type: 'object', origin: 'value', input: value as Record<string, unknown>, key: field, value: value[field] }],
      });
    }),
  );
}

/** Source setup wizard gating, one schema per step with a requirement (screens 1–7). */
export const sourceSetupSteps = [
  fieldsObject({ source_main_logo: requiredImage(S.logo) }),
  fieldsObject({ source_site_logo_file: requiredImage(S.externalView) }),
  fieldsObject({ payment_methods: idList(S.paymentMethods) }),
  withShipListsApart(fieldsObject({ continents_can_ship: idList(S.shipTo), continents_cannot_ship: idList() }), 'continents_can_ship'),
  withShipListsApart(fieldsObject({ continents_can_ship: idList(), continents_cannot_ship: idList(S.cannotShipTo) })),
  fieldsObject({ source_category: selectedId(S.category) }),
  fieldsObject({
    source_country: required(S.country),
    source_since: yearRule(S.yearRequired, S.yearDigits),
    source_delivery_time: businessRules.deliveryTime(S.deliveryTime),
    source_description: requiredContent(S.description),
  }),
] as const;

/** The source setup as a whole (what Set_SourceSetup receives from the wizard). */
export const sourceSetupForm = withShipListsApart(
  fieldsObject({
    source_main_logo: requiredImage(S.logo),
    source_site_logo_file: requiredImage(S.externalView),
    payment_methods: idList(S.paymentMethods),
    continents_can_ship: idList(S.shipTo),
    continents_cannot_ship: idList(S.cannotShipTo),
    source_category: selectedId(S.category),
    source_country: required(S.country),
    source_since: yearRule(S.yearRequired, S.yearDigits),
    source_delivery_time: businessRules.deliveryTime(S.deliveryTime),
    source_description: requiredContent(S.description),
    source_website: optionalWebsite(),
    source_email: optionalEmail(),
  }),
);

/** Source account edit (Account tab): real e-mail and website; the delivery-time message is the spec's. */
export function sourceAccountFormFor(exampleHost = WEBSITE_EXAMPLE) {
  return withShipListsApart(
    fieldsObject({
      source_email: email(),
      source_website: website(exampleHost),
      payment_methods: idList(S.paymentMethods),
      continents_can_ship: idList(S.shipTo),
      continents_cannot_ship: idList(S.cannotShipTo),
      source_category: selectedId(S.category),
      source_country: required(S.country),
      source_since: yearRule(S.yearRequired, S.yearDigits),
      source_delivery_time: businessRules.deliveryTime(S.accountDeliveryTime),
      source_description: requiredContent(S.description),
      source_main_logo: fileOrName(),
      source_site_logo_file: fileOrName(),
    }),
  );
}
export const sourceAccountForm = sourceAccountFormFor();

/** Brand setup wizard gating (steps 1–6; step 5 needs at least one official seller: spec/3 §4, steps 1–5 move on only with their data). */
export const brandSetupSteps = [
  fieldsObject({ brand_main_logo: requiredImage(B.logo) }),
  fieldsObject({ brand_site_logo_file: requiredImage(B.externalView) }),
  withShipListsApart(fieldsObject({ continents_can_ship: idList(B.shipTo), continents_cannot_ship: idList() }), 'continents_can_ship'),
  withShipListsApart(fieldsObject({ continents_can_ship: idList(), continents_cannot_ship: idList(B.cannotShipTo) })),
  fieldsObject({ brand_offical_resellers: idList(B.officialSellers) }),
  fieldsObject({
    brand_country: required(B.country),
    brand_since: yearRule(B.yearRequired, B.yearDigits),
    brand_description: requiredContent(B.description),
  }),
] as const;

export const brandSetupForm = withShipListsApart(
  fieldsObject({
    brand_main_logo: requiredImage(B.logo),
    brand_site_logo_file: requiredImage(B.externalView),
    continents_can_ship: idList(B.shipTo),
    continents_cannot_ship: idList(B.cannotShipTo),
    brand_offical_resellers: idList(),
    brand_country: required(B.country),
    brand_since: yearRule(B.yearRequired, B.yearDigits),
    brand_description: requiredContent(B.description),
    brand_website: optionalWebsite(),
    brand_email: optionalEmail(),
  }),
);

export function brandAccountFormFor(exampleHost = WEBSITE_EXAMPLE) {
  return withShipListsApart(
    fieldsObject({
      brand_email: email(),
      brand_website: website(exampleHost),
      continents_can_ship: idList(B.shipTo),
      continents_cannot_ship: idList(B.cannotShipTo),
      brand_country: required(B.country),
      brand_since: yearRule(B.yearRequired, B.yearDigits),
      brand_description: requiredContent(B.description),
      brand_main_logo: fileOrName(),
      brand_site_logo_file: fileOrName(),
    }),
  );
}
export const brandAccountForm = brandAccountFormFor();

/**
 * The site URL of a screenshot (wizard step 2): any http or https URL (spec/3 §5 "Site URL"); the
 * server decides which addresses it may reach (public ones only).
 */
export function siteUrlRule(exampleHost = WEBSITE_EXAMPLE) {
  const message = generalMessages.validation.websiteInvalid(exampleHost);
  return v.pipe(
    v.string(message),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(500, message),
    v.check((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
      } catch {
        return false;
      }
    }, message),
  );
}

export function siteUrlFormFor(exampleHost = WEBSITE_EXAMPLE) {
  return fieldsObject({ website_url: siteUrlRule(exampleHost) });
}

/** Brand product save: category, name, description, type and status all required. */
export const productForm = fieldsObject({
  product_id: v.optional(v.union([v.number(), v.string()]), 0),
  category_id: selectedId(fieldBlank),
  product_name: v.pipe(required(), displayName()),
  product_description: requiredContent(),
  product_type: v.picklist(PRODUCT_TYPES, fieldBlank),
  product_status: v.pipe(
    v.union([v.string(fieldBlank), v.number()], fieldBlank),
    v.transform(String),
    v.picklist(['1', '0'], fieldBlank),
  ),
  product_image: fileField(),
});

// ================================================================== calls

/**
 * Product features: every key optional, '-' by default (JSON text or an object); the four level
 * keys take one of PRODUCT_FEATURE_LEVELS, the others free text (at most 2,000 characters).
 */
const FEATURE_TEXT_MAX = 2000;
const featureText = v.optional(
  v.pipe(v.string(), v.trim(), v.maxLength(FEATURE_TEXT_MAX, `A product feature may have at most ${FEATURE_TEXT_MAX} characters.`), v.transform((x) => x || '-')),
  '-',
);
const featureLevel = v.optional(
  v.picklist(PRODUCT_FEATURE_LEVELS, `A product feature level must be one of ${PRODUCT_FEATURE_LEVELS.join(', ')}.`),
  '-',
);
const productFeatures = v.optional(
  jsonObject(
    fieldsObject({
      ...(Object.fromEntries(PRODUCT_FEATURE_LEVEL_KEYS.map((k) => [k, featureLevel])) as Record<
        (typeof PRODUCT_FEATURE_LEVEL_KEYS)[number],
        typeof featureLevel
      >),
      ...(Object.fromEntries(PRODUCT_FEATURE_KEYS.filter((k) => !(PRODUCT_FEATURE_LEVEL_KEYS as readonly string[]).includes(k)).map((k) => [k, featureText])) as Record<
        Exclude<(typeof PRODUCT_FEATURE_KEYS)[number], (typeof PRODUCT_FEATURE_LEVEL_KEYS)[number]>,
        typeof featureText
      >),
    }),
    'product_features must be a JSON object.',
  ),
);

const ratingId = () => id('A valid rating_id is expected.');

export const businessCalls = {
  // ---------------------------------------------------------------- source area
  /** The signed-in source owner's source, for the settings Account and Badge tabs. */
  Get_SourceToken: call<SourceAccount>()({ token: true, payload: noPayload() }),
  /** One review received by the signed-in source (READ modal), with its comments. */
  Get_SourceReviewSingle: call<ReceivedSourceReview>()({ token: true, payload: fieldsObject({ rating_id: ratingId() }) }),
  /** Reviews received by the signed-in source. */
  Get_SourceReviewPaginationToken: call<ReceivedSourceReview[]>()({
    token: true,
    payload: fieldsObject(pageFields(PAGE_SIZE.reviews)),
    paged: true,
  }),
  /** An empty result is treated by the client as a session failure. */
  Get_SourceDashboard: call<SourceDashboard>()({ token: true, payload: noPayload() }),
  /**
   * Saves the setup wizard (empty website and e-mail) and the Account tab edit (real values).
   * source_main_logo / source_site_logo_file: a new upload, or a stored file name (the screenshot
   * name from Get_SiteScreenshot, or the current image); required by the server when the source
   * has none yet ("Please upload your logo!", "Please upload an external view of your site!").
   * payment_methods / continents_*: JSON lists of ids.
   */
  Set_SourceSetup: call<SourceSetupResult>()({
    token: true,
    multipart: true,
    payload: withShipListsApart(
      fieldsObject({
        ...sourceSetupForm.entries,
        source_main_logo: fileOrName(),
        source_site_logo_file: fileOrName(),
      }),
    ),
  }),
  /** Official-seller search (from 3 characters). */
  Get_SourceLikeSearch: call<OfficialSeller[]>()({ token: true, payload: fieldsObject({ source_name: text() }) }),

  // ---------------------------------------------------------------- brand area
  /** The signed-in brand owner's brand, for settings. */
  Get_BrandToken: call<BrandAccount>()({ token: true, payload: noPayload() }),
  Get_BrandDashboard: call<BrandDashboard>()({ token: true, payload: noPayload() }),
  /**
   * Saves the brand wizard and the Account tab edit. brand_offical_resellers: JSON list of
   * source ids; continents_*: JSON lists of ids; logos as in Set_SourceSetup.
   */
  Set_BrandSetup: call<BrandSetupResult>()({
    token: true,
    multipart: true,
    payload: withShipListsApart(
      fieldsObject({
        ...brandSetupForm.entries,
        brand_main_logo: fileOrName(),
        brand_site_logo_file: fileOrName(),
        // Absent in the Account tab's edit (the sellers are then left as they are); the wizard's
        // list needs at least one seller (step 5).
        brand_offical_resellers: v.optional(idList(B.officialSellers)),
      }),
    ),
  }),
  /** Reviews received by the signed-in brand. */
  Get_BrandReviewPaginationToken: call<ReceivedBrandReview[]>()({
    token: true,
    payload: fieldsObject(pageFields(PAGE_SIZE.reviews)),
    paged: true,
  }),
  Get_BrandOfficalSellerList: call<OfficialSeller[]>()({ token: true, payload: noPayload() }),
  /** Adds (type 'insert') or removes (type 'delete') an official seller; adding one twice is refused. */
  Set_BrandOfficalSellerUpdate: call<null>()({
    token: true,
    approvedBusiness: true,
    payload: fieldsObject({
      type: oneOf(['insert', 'delete'], "type must be 'insert' or 'delete'."),
      source_id: id('A valid source_id is expected.'),
    }),
  }),
  /** The signed-in brand's products, each with its reviews. */
  Get_BrandProductsPaginationToken: call<BrandProduct[]>()({
    token: true,
    payload: fieldsObject(pageFields(PAGE_SIZE.brandProducts)),
    paged: true,
  }),
  /**
   * Creates (product_id 0) or updates a product of the signed-in brand. product_features: JSON
   * text of ProductFeatures (missing keys default to '-'); product_status '1' Active, '0' Passive.
   */
  Set_BrandProductSave: call<{ product_id: number }>()({
    token: true,
    approvedBusiness: true,
    multipart: true,
    payload: fieldsObject({
      ...productForm.entries,
      product_id: optionalNumber(idOrZero('A valid product_id (0 for new) is expected.'), 0),
      product_features: productFeatures,
    }),
  }),
  Set_BrandProductDelete: call<null>()({
    token: true,
    approvedBusiness: true,
    payload: fieldsObject({ product_id: id('A valid product_id is expected.') }),
  }),
  /** One review received by the signed-in brand, with comments. */
  Get_BrandReviewSingle: call<ReceivedBrandReview>()({ token: true, payload: fieldsObject({ rating_id: ratingId() }) }),
  /** One review of one of the signed-in brand's products, with comments. */
  Get_BrandProductReviewSingle: call<ReceivedProductReview>()({ token: true, payload: fieldsObject({ rating_id: ratingId() }) }),

  // ---------------------------------------------------------------- both
  /**
   * Takes a screenshot of website_url (setup wizard step 2); data.screenshot is the stored file
   * name, sent back later as source_site_logo_file / brand_site_logo_file. Failure message:
   * MSG.screenshotFailure.
   */
  Get_SiteScreenshot: call<SiteScreenshot>()({
    // A token call (not marked T in spec/3 §7): only a signed-in source or brand account may make
    // the server render a page, so the browser pool cannot be driven by anonymous callers.
    token: true,
    payload: fieldsObject({
      website_url: siteUrlRule(),
      type: oneOf(['source', 'brand'], "type must be 'source' or 'brand'."),
    }),
  }),
} as const;

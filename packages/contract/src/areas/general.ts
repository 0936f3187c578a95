/**
 * General (spec/3 §7 "Pages and general"): static pages, general settings, recent comments, page
 * views, site search and the favourite toggle; plus what every area shares: the cross-cutting
 * messages of the error catalogues (spec/1 §8, spec/2 §8, spec/3 §8), the transport messages of
 * the server, the shared entity pieces (flags, rank, country, payment method) and the form kit
 * (field rules used by several areas, `fieldErrors`, `validateForm`, `refine`, `sameAs`).
 */
import * as v from 'valibot';
import { call, noPayload } from '../call';
import { fieldsObject, id, oneOf, slugField, text } from '../fields';
import { IMAGE, SEARCH_MIN_CHARS } from '../limits';
import * as commonMessages from '../messages/common';
import * as generalMessages from '../messages/general';

// ================================================================== messages: ../messages/general.ts

const V = generalMessages.validation;

// ================================================================== entities

export type Flag01 = 0 | 1;
export type VerificationFlag = '0' | '1';
/** True for '1' or 1 (a verified listing); everything else is unverified. */
export const isVerified = (flag: unknown): boolean => String(flag) === '1';

export interface UserRank {
  rank_no: number;
  rank_name: string;
}

export interface PaymentMethod {
  payment_method_id: number;
  payment_method_name: string;
  payment_method_image: string;
}

export interface Country {
  country_id: number;
  country_name: string;
  country_image: string;
}

export interface PageLink {
  page_id: number;
  page_name: string;
  page_slug_url: string;
}

export interface PageContent {
  page_id: number;
  page_name: string;
  page_slug_url: string;
  /** Sanitized HTML. */
  page_content: string;
}

export interface GeneralSettings {
  general_site_title: string;
  general_site_description: string;
  general_site_keywords: string;
  general_copyright: string;
  /** '#' means the link is hidden (same for every social_*). */
  social_facebook: string;
  social_twitter: string;
  social_instagram: string;
  social_youtube: string;
  social_pinterest: string;
  social_linkedin: string;
  social_google: string;
  /** seo_* title and description templates with {source_name}-style placeholders. */
  [seoKey: `seo_${string}`]: string;
}

export type SearchResultType = 'source' | 'brand' | 'product' | 'news' | 'promo';

/** Get_SearchText and Get_BrandProductSearchtext (the price matcher keeps only type 'product'). */
export interface SearchResult {
  type: SearchResultType;
  name: string;
  image: string;
  /** Site-relative link, e.g. /source/{slug}. */
  url: string;
}

/** Get_LastTopComments: the home Recent Comments strip. */
export interface HomeComment {
  type: 'source' | 'brand';
  user_name: string;
  user_profile_image: string;
  source_name?: string;
  source_slug_url?: string;
  brand_name?: string;
  brand_slug_url?: string;
  review_comment: string;
  created_date: string;
}

export type FavoriteItemType = 'source' | 'brand';

/** Replies whose data is a message (e.g. Set_FollowUnFollowUser "User unfollowed."). */
export interface MessageData {
  message: string;
}

// ================================================================== form kit

/**
 * What user HTML may keep (reviews, comments, posts, bios, descriptions, pages): text formatting
 * and links only. Both sanitizers (the server's before storing and serving, packages/ui's SafeHtml
 * before rendering) allow exactly these tags and attributes; everything else is dropped with its
 * attributes (its text stays). No element loads anything by itself: no img, picture, video, audio,
 * source, svg, iframe, object or embed — a remote image would be a tracking pixel in every
 * viewer's browser. Images of reviews and posts come only through the upload pipeline.
 */
export const USER_HTML = {
  tags: [
    'p', 'br', 'hr', 'div', 'span', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
    'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'ins', 'mark', 'small', 'sub', 'sup',
    'abbr', 'cite', 'q', 'blockquote', 'code', 'pre', 'kbd', 'samp', 'var',
    'ul', 'ol', 'li', 'dl', 'dt', 'dd',
    'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
    'a',
  ],
  attributes: ['href', 'title', 'target', 'rel', 'lang', 'dir', 'colspan', 'rowspan'],
} as const;

/**
 * True when an HTML editor value has no visible text (e.g. '', '<p></p>', '<p><br></p>', '&nbsp;').
 * Elements the sanitizers drop (images, video…) count as nothing.
 */
export function isBlankHtml(value: string): boolean {
  return (
    value
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;|\u00a0/gi, ' ')
      .trim() === ''
  );
}

/** The host of a website URL without 'www.', lower-cased; '' when it is not a URL. */
export function websiteHost(website: string): string {
  try {
    const raw = website.trim();
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `http://${raw}`);
    return url.hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return '';
  }
}

/** An http or https URL with a dotted host name (e.g. https://www.example.com). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && /\.[a-z]{2,}$/i.test(url.hostname);
  } catch {
    return false;
  }
}

/** The domain of an e-mail address, lower-cased, without 'www.'. */
export const emailDomain = (email: string): string =>
  (email.trim().split('@')[1] ?? '').toLowerCase().replace(/^www\./, '');

/** Client-side image check (spec: JPG, JPEG, PNG; at most 2 MB). Returns the message, or null when fine. */
export function checkImage(file: { type?: string; size: number; name?: string }): string | null {
  const ext = (file.name ?? '').split('.').pop()?.toLowerCase() ?? '';
  const typeOk = file.type
    ? (IMAGE.types as readonly string[]).includes(file.type.toLowerCase())
    : (IMAGE.extensions as readonly string[]).includes(ext);
  if (!typeOk) return V.imageType;
  if (file.size > IMAGE.maxBytes) return V.imageSize;
  return null;
}

/** The example host shown in "Website is not valid! Example: {host}". */
export const WEBSITE_EXAMPLE = 'https://www.example.com';

/**
 * First message per field of a failed parse, keyed by the field path ('user_name',
 * 'post_poll.poll_title', ...); root-level issues come under '_form'. `{}` when valid.
 */
export function fieldErrors(schema: v.GenericSchema, values: unknown): Record<string, string> {
  const result = v.safeParse(schema, values);
  if (result.success) return {};
  const flat = v.flatten(result.issues);
  const out: Record<string, string> = {};
  if (flat.root?.length) out._form = flat.root[0];
  for (const [key, messages] of Object.entries(flat.nested ?? {})) {
    if (messages && messages.length) out[key] = messages[0];
  }
  return out;
}

/** Parse a form: `{ ok: true, value }` or `{ ok: false, errors, toast: 'Please check all fields!' }`. */
export function validateForm<S extends v.GenericSchema>(
  schema: S,
  values: unknown,
): { ok: true; value: v.InferOutput<S> } | { ok: false; errors: Record<string, string>; toast: string } {
  const result = v.safeParse(schema, values);
  if (result.success) return { ok: true, value: result.output };
  return { ok: false, errors: fieldErrors(schema, values), toast: commonMessages.pleaseCheckAllFields };
}

/** A cross-field rule: returns [field key, message] pairs for the fields it finds wrong. */
export type FormCheck<T> = (value: Partial<T>) => Array<[key: string, message: string]> | void;

/**
 * An object schema plus cross-field checks. Each check sees the (partially) parsed value and
 * reports its issues under the field keys it names, so `fieldErrors` shows them per field. The
 * output type is the object's.
 */
export function refine<S extends v.GenericSchema<unknown, Record<string, unknown>>>(
  schema: S,
  ...checks: FormCheck<v.InferOutput<S>>[]
) {
  return v.pipe(
    schema,
    v.rawCheck<v.InferOutput<S>>(({ dataset, addIssue }) => {
      const value = dataset.value as Record<string, unknown> | undefined;
      if (!value || typeof value !== 'object') return;
      for (const check of checks) {
        for (const [key, message] of check(value as Partial<v.InferOutput<S>>) ?? []) {
          addIssue({
            message,
            path: [{ type: 'object', origin: 'value', input: value, key, value: value[key] }],
          });
        }
      }
    }),
  );
}

/** `confirm` must equal `field` ("Password you entered does not match!"). */
export function sameAs<T>(field: keyof T & string, confirm: keyof T & string): FormCheck<T> {
  return (value) => {
    const a = value[field];
    const b = value[confirm];
    if (typeof a === 'string' && typeof b === 'string' && b !== '' && a !== b) return [[confirm, V.passwordMismatch]];
  };
}

// ---------------------------------------------------------------- field rules shared by several areas

/** Trimmed required text with the blank message. */
const required = (message: string = V.fieldBlank) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message));
/** Trimmed optional text ('' when absent). */
const optionalText = () => v.pipe(v.optional(v.string(), ''), v.trim());

/** Required HTML/plain text where an empty editor counts as blank. */
const requiredContent = (message: string = V.fieldBlank) =>
  v.pipe(required(message), v.check((x) => !isBlankHtml(x), message));

/** A terms checkbox: true, 'true', '1' or 'on'. */
const terms = () =>
  v.pipe(
    v.union([v.boolean(), v.string(), v.number()], V.termsRequired),
    v.transform((x) => x === true || x === 'true' || x === '1' || x === 'on' || x === 1),
    v.check((x) => x, V.termsRequired),
  );

/** The longest e-mail address (RFC 5321; the users table's column). */
const EMAIL_MAX = 254;
/** The longest website address a listing keeps. */
const WEBSITE_MAX = 255;

function emailRule(requiredMessage: string = V.emailRequired) {
  return v.pipe(v.string(requiredMessage), v.trim(), v.nonEmpty(requiredMessage), v.maxLength(EMAIL_MAX, V.emailInvalid), v.email(V.emailInvalid));
}

/** Optional e-mail ('' allowed; the setup wizards send an empty one). */
const optionalEmail = () =>
  v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.check((x) => x === '' || (x.length <= EMAIL_MAX && v.is(v.pipe(v.string(), v.email()), x)), V.emailInvalid),
  );

function websiteRule(exampleHost = WEBSITE_EXAMPLE, requiredMessage: string = V.websiteRequired) {
  return v.pipe(
    v.string(requiredMessage),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.maxLength(WEBSITE_MAX, V.websiteInvalid(exampleHost)),
    v.check(isHttpUrl, V.websiteInvalid(exampleHost)),
  );
}

/** Optional website ('' allowed). */
const optionalWebsite = (exampleHost = WEBSITE_EXAMPLE) =>
  v.pipe(v.optional(v.string(), ''), v.trim(), v.check((x) => x === '' || (x.length <= WEBSITE_MAX && isHttpUrl(x)), V.websiteInvalid(exampleHost)));

/** Field rules of this area (the index merges every area's rules into `rules`). */
export const generalRules = {
  required,
  optionalText,
  requiredContent,
  terms,
  email: emailRule,
  optionalEmail,
  website: websiteRule,
  optionalWebsite,
} as const;

// ================================================================== forms

/** Search boxes: at least 3 trimmed characters. */
export const searchForm = fieldsObject({
  searchText: v.pipe(v.string(V.searchMin), v.trim(), v.minLength(SEARCH_MIN_CHARS, V.searchMin)),
});

// ================================================================== calls

const itemType = () => oneOf(['source', 'brand'], "item_type must be 'source' or 'brand'.");

export const generalCalls = {
  Get_Pages: call<PageLink[]>()({ token: false, payload: noPayload(), cached: true }),
  Get_Page: call<PageContent>()({ token: false, payload: fieldsObject({ page_slug_url: slugField('page_slug_url') }) }),
  Get_GeneralSettings: call<GeneralSettings>()({ token: false, payload: noPayload(), cached: true }),
  /** Home "Recent Comments". */
  Get_LastTopComments: call<HomeComment[]>()({ token: false, payload: noPayload(), cached: true }),
  /**
   * Counts a view of a detail page once per visitor per item per day (a repeat answers status
   * true and counts nothing). The token is sent when there is one: a member is one visitor on
   * every device.
   */
  Set_PageViews: call<null>()({
    token: false,
    optionalToken: true,
    payload: fieldsObject({
      parent_id: id('A valid parent_id is expected.'),
      view_type: oneOf(
        ['source', 'brand', 'brand_product', 'promo', 'news'],
        "view_type must be one of source, brand, brand_product, promo, news.",
      ),
    }),
  }),
  /** Site search (sources, brands, products, news, promos); from 3 characters. */
  Get_SearchText: call<SearchResult[]>()({ token: false, payload: fieldsObject({ searchText: text() }) }),
  /**
   * Toggles a favourite; reply `button` is the new button label, MSG.review.favorite ('Favorite')
   * or MSG.review.unfavorite ('Unfavorite'); the message is shown on removal.
   */
  Set_UserFavoriteList: call<null, { button: string }>()({
    token: true,
    payload: fieldsObject({
      item_type: itemType(),
      item_id: id('A valid item_id is expected.'),
      /**
       * Not in the spec: 'remove' (the favourites page) only ever removes, so a stale list cannot
       * add an item back; the default 'toggle' is the item pages' button.
       */
      action: v.optional(oneOf(['toggle', 'remove']), 'toggle'),
    }),
  }),
  /** status true means the item is already a favourite. */
  Get_UserFavoriteControl: call<null>()({
    token: true,
    payload: fieldsObject({ item_type: itemType(), item_id: id('A valid item_id is expected.') }),
  }),
} as const;

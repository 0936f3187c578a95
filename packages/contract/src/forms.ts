/**
 * The forms of the spec (spec/1 §5, spec/2 §5, spec/3 §5) as valibot schemas, with the spec's
 * messages verbatim. The same schemas validate in the browser and on the server; `fieldErrors`
 * turns a failed parse into one message per field. Every text input is trimmed.
 *
 * Field keys are the call payload's keys wherever the form feeds a call, so a valid form's output
 * can be sent as is (confirmation fields and the terms flag are extra keys the payload ignores).
 * The exceptions are the spec's own form keys: the ownership claim (MemberEmail, MemberPassword,
 * MemberConfirmPassword, Member_terms_conditions, VERIFY_ACCOUNT_code) and the security tab
 * (USER_DATA_current_password, USER_DATA_new_password, USER_DATA_new_password_re).
 */
import * as v from 'valibot';
import { MSG } from './messages';
import {
  BIO_MAX,
  CODE_LENGTH,
  COMMUNITY_DESCRIPTION,
  COMMUNITY_NAME,
  DELIVERY_TIMES,
  FULL_NAME,
  IMAGE,
  PASSWORD,
  PHONE,
  REPORT_REASONS,
  SEARCH_MIN_CHARS,
  USERNAME,
} from './limits';
import { fieldsObject, fileField, fileOrName, hasFile, idList, type UploadValue } from './fields';
import { COMMUNITY_STYLE_NAMES, PRODUCT_TYPES } from './entities';

const V = MSG.validation;

// ------------------------------------------------------------------ helpers

/** True when an HTML editor value has no visible text (e.g. '', '<p></p>', '<p><br></p>', '&nbsp;'). */
export function isBlankHtml(value: string): boolean {
  return (
    value
      .replace(/<(img|video|iframe)\b/gi, 'x<$1')
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
  return { ok: false, errors: fieldErrors(schema, values), toast: MSG.pleaseCheckAllFields };
}

// ------------------------------------------------------------------ field rules (reused by payloads)

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

function passwordRule(requiredMessage: string = V.passwordRequired) {
  return v.pipe(
    v.string(requiredMessage),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.minLength(PASSWORD.min, V.passwordMin),
    v.maxLength(PASSWORD.max, V.passwordMax),
  );
}

/** An optional password: '' is fine, otherwise 6 to 30. */
const optionalPassword = () =>
  v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.check((x) => x === '' || x.length >= PASSWORD.min, V.passwordMin),
    v.check((x) => x === '' || x.length <= PASSWORD.max, V.passwordMax),
  );

function emailRule(requiredMessage: string = V.emailRequired) {
  return v.pipe(v.string(requiredMessage), v.trim(), v.nonEmpty(requiredMessage), v.email(V.emailInvalid));
}

/** Optional e-mail ('' allowed; the setup wizards send an empty one). */
const optionalEmail = () =>
  v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.check((x) => x === '' || v.is(v.pipe(v.string(), v.email()), x), V.emailInvalid),
  );

function websiteRule(exampleHost = WEBSITE_EXAMPLE, requiredMessage: string = V.websiteRequired) {
  return v.pipe(
    v.string(requiredMessage),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.check(isHttpUrl, V.websiteInvalid(exampleHost)),
  );
}

/** Optional website ('' allowed). */
const optionalWebsite = (exampleHost = WEBSITE_EXAMPLE) =>
  v.pipe(v.optional(v.string(), ''), v.trim(), v.check((x) => x === '' || isHttpUrl(x), V.websiteInvalid(exampleHost)));

/** Verification code: exactly 6 letters or digits, upper-cased (codes compare upper-cased). */
function codeRule() {
  return v.pipe(
    v.string(V.codeRequired),
    v.trim(),
    v.nonEmpty(V.codeRequired),
    v.minLength(CODE_LENGTH, V.codeMin),
    v.maxLength(CODE_LENGTH, V.codeMax),
    v.regex(/^[A-Za-z0-9]*$/, V.codeChars),
    v.toUpperCase(),
  );
}

/** Full name: Latin and Turkish letters and spaces. */
export const FULL_NAME_PATTERN = /^[A-Za-zÇĞİÖŞÜçğıöşüÂÎÛâîû ]+$/;

function digitsOnly(message: string) {
  return v.pipe(v.optional(v.union([v.string(), v.number()]), ''), v.transform(String), v.trim(), v.regex(/^\d*$/, message));
}

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
const requiredImage = (message: string) =>
  v.custom<UploadValue | string>((x) => hasFile(x), message);

/** Field rules of the spec, shared by the forms below and the call payloads in calls.ts. */
export const rules = {
  required,
  optionalText,
  requiredContent,
  terms,
  email: emailRule,
  optionalEmail,
  password: passwordRule,
  optionalPassword,
  website: websiteRule,
  optionalWebsite,
  code: codeRule,
  /** Sign-in username: required, at least 3, lowercase letters, digits, @ and '.'. */
  signInUsername: () =>
    v.pipe(
      v.string(V.usernameRequired),
      v.trim(),
      v.nonEmpty(V.usernameRequired),
      v.minLength(USERNAME.signInMin, V.usernameMin),
      v.regex(/^[a-z0-9@.]+$/, V.usernameChars),
    ),
  /** Sign-up username: required, 3 to 14, lowercase letters and digits. */
  signUpUsername: () =>
    v.pipe(
      v.string(V.usernameRequired),
      v.trim(),
      v.nonEmpty(V.usernameRequired),
      v.minLength(USERNAME.signUpMin, V.usernameMin),
      v.maxLength(USERNAME.signUpMax, V.usernameMax),
      v.regex(/^[a-z0-9]+$/, V.usernameChars),
    ),
  /** Source name at business sign-up: at least 3; lowercase letters, digits, '.' and '-'. */
  sourceName: () =>
    v.pipe(
      v.string(V.sourceNameMin),
      v.trim(),
      v.minLength(3, V.sourceNameMin),
      v.regex(/^[a-z0-9.\-]+$/, V.sourceNameChars),
    ),
  /** Brand name at business sign-up: at least 3; lowercase letters, digits and spaces. */
  brandName: () =>
    v.pipe(v.string(V.brandNameMin), v.trim(), v.minLength(3, V.brandNameMin), v.regex(/^[a-z0-9 ]+$/, V.brandNameChars)),
  fullName: () =>
    v.pipe(
      v.string(V.fieldBlank),
      v.trim(),
      v.nonEmpty(V.fieldBlank),
      v.minLength(FULL_NAME.min, V.fullNameMin),
      v.maxLength(FULL_NAME.max, V.fullNameMax),
      v.regex(FULL_NAME_PATTERN, V.fullNameChars),
    ),
  weight: () => digitsOnly(V.weightChars),
  height: () => digitsOnly(V.heightChars),
  bodyFat: () => digitsOnly(V.bodyFatChars),
  bio: () => v.pipe(optionalText(), v.maxLength(BIO_MAX, V.bioMax)),
  /** Phone: optional; digits only, 5 to 15 when given. */
  phone: () =>
    v.pipe(
      digitsOnly(V.phoneChars),
      v.check((x) => x === '' || x.length >= PHONE.min, V.phoneMin),
      v.check((x) => x === '' || x.length <= PHONE.max, V.phoneMax),
    ),
  reportReason: () => v.picklist(REPORT_REASONS, V.reportReasonRequired),
  stars: () =>
    v.pipe(
      v.union([v.number(), v.string()], V.atLeastOnePoint),
      v.transform((x) => Number(String(x).trim() || '0')),
      v.integer(V.atLeastOnePoint),
      v.minValue(1, V.atLeastOnePoint),
      v.maxValue(5, V.ratingMax),
    ),
  year: yearRule,
  selectedId,
  requiredImage,
  communityName: () =>
    v.pipe(
      v.string(V.fieldBlank),
      v.trim(),
      v.nonEmpty(V.fieldBlank),
      v.minLength(COMMUNITY_NAME.min, V.communityNameMin),
      v.maxLength(COMMUNITY_NAME.max, V.communityNameMax),
    ),
  communityStyle: () => v.picklist(COMMUNITY_STYLE_NAMES, V.fieldBlank),
  communityDescription: () =>
    v.pipe(
      v.string(V.fieldBlank),
      v.trim(),
      v.nonEmpty(V.fieldBlank),
      v.minLength(COMMUNITY_DESCRIPTION.min, V.communityDescriptionMin),
      v.maxLength(COMMUNITY_DESCRIPTION.max, V.communityDescriptionMax),
    ),
  deliveryTime: (message: string) => v.picklist(DELIVERY_TIMES, message),
} as const;

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

/** Business name rule by user_type (source: a-z 0-9 . -; brand: a-z 0-9 space; both at least 3). */
function businessNameCheck<T extends { user_type: string; source_or_brand_name: string }>(): FormCheck<T> {
  return (value) => {
    const name = value.source_or_brand_name;
    if (typeof name !== 'string') return;
    const brand = value.user_type === 'brand';
    if (name.length < 3) return [['source_or_brand_name', brand ? V.brandNameMin : V.sourceNameMin]];
    if (!(brand ? /^[a-z0-9 ]+$/ : /^[a-z0-9.\-]+$/).test(name))
      return [['source_or_brand_name', brand ? V.brandNameChars : V.sourceNameChars]];
  };
}

// ------------------------------------------------------------------ authentication (spec/1 §5)

export const signInForm = fieldsObject({
  user_name: rules.signInUsername(),
  user_password: rules.password(),
});

/** Member sign-up fields as Sign_Up receives them. */
export const signUpFields = {
  user_name: rules.signUpUsername(),
  user_email: rules.email(),
  user_password: rules.password(),
};

export const memberSignUpForm = refine(
  fieldsObject({ ...signUpFields, user_password_confirm: required(), terms: terms() }),
  sameAs('user_password', 'user_password_confirm'),
);

/** Business sign-up fields as Sign_UpBusiness receives them (the name rule is businessSignUpPayload's check). */
export function businessSignUpFields(exampleHost = WEBSITE_EXAMPLE) {
  return {
    user_type: v.picklist(['source', 'brand'], V.fieldBlank),
    user_name: rules.signUpUsername(),
    source_or_brand_name: v.pipe(v.string(V.sourceNameMin), v.trim()),
    offical_email: rules.email(),
    offical_website: rules.website(exampleHost),
    user_password: rules.password(),
  };
}

/** The Sign_UpBusiness payload: business sign-up without confirmation and terms. */
export const businessSignUpPayload = refine(fieldsObject(businessSignUpFields()), businessNameCheck());

/**
 * Business sign-up (sign-up-step-1): the source or brand name rule depends on user_type.
 * `exampleHost` is shown in the website message.
 */
export function businessSignUpFormFor(exampleHost = WEBSITE_EXAMPLE) {
  return refine(
    fieldsObject({ ...businessSignUpFields(exampleHost), user_password_confirm: required(), terms: terms() }),
    businessNameCheck(),
    sameAs('user_password', 'user_password_confirm'),
  );
}
export const businessSignUpForm = businessSignUpFormFor();

export const forgotStep1Form = fieldsObject({ user_email: rules.email() });

export const forgotStep2Form = refine(
  fieldsObject({
    user_email: rules.email(),
    code: rules.code(),
    user_password: rules.password(),
    user_password_confirm: required(),
  }),
  sameAs('user_password', 'user_password_confirm'),
);

/** The six-box verification code (account verification). */
export const verificationCodeForm = fieldsObject({ verification_code: rules.code() });

// ------------------------------------------------------------------ ownership claim (spec/1 §5)

/**
 * The ownership-claim form for a listing whose website is `website`: the e-mail's domain must be
 * the website's domain ('www.' ignored). Keys are the spec's server field-error keys.
 */
export function claimForm(website: string) {
  const host = websiteHost(website);
  return refine(
    fieldsObject({
      MemberEmail: v.pipe(
        rules.email(),
        v.check((email) => host !== '' && emailDomain(email) === host, V.emailCompanyDomain),
      ),
      MemberPassword: rules.password(),
      MemberConfirmPassword: required(),
      Member_terms_conditions: terms(),
    }),
    sameAs('MemberPassword', 'MemberConfirmPassword'),
  );
}

/** True when `email` is on the listing website's domain. */
export const isCompanyEmail = (email: string, website: string): boolean => {
  const host = websiteHost(website);
  return host !== '' && emailDomain(email) === host;
};

/** The hint under the claim e-mail field: `xxx@{host}`. */
export const claimEmailHint = (website: string): string => MSG.claim.emailHint(websiteHost(website));

/** Claim step 1: the code sent to the company e-mail. */
export const claimCodeForm = fieldsObject({ VERIFY_ACCOUNT_code: rules.code() });

/** Form key → Set_BusinessOwnership / BusinessVerification payload key. */
export const CLAIM_FIELD_TO_PAYLOAD = {
  MemberEmail: 'business_email',
  MemberPassword: 'business_password',
  MemberConfirmPassword: 'business_password_confirm',
  Member_terms_conditions: 'terms',
  VERIFY_ACCOUNT_code: 'business_code',
} as const;

// ------------------------------------------------------------------ reviews, comments, reports

/** Brand and product review (single step). */
export const reviewForm = fieldsObject({
  rating: rules.stars(),
  review_comment: requiredContent(),
  review_image: fileField(),
});

/** The five steps of the source review wizard: steps 1–4 rate one aspect, step 5 rates support and takes the comment. */
export const sourceReviewSteps = [
  fieldsObject({ contact_rating: rules.stars() }),
  fieldsObject({ delivery_rating: rules.stars() }),
  fieldsObject({ quality_rating: rules.stars() }),
  fieldsObject({ pricing_rating: rules.stars() }),
  fieldsObject({ support_rating: rules.stars(), review_comment: requiredContent(), review_image: fileField() }),
] as const;

/** The whole source review. */
export const sourceReviewForm = fieldsObject({
  contact_rating: rules.stars(),
  delivery_rating: rules.stars(),
  quality_rating: rules.stars(),
  pricing_rating: rules.stars(),
  support_rating: rules.stars(),
  review_comment: requiredContent(),
  review_image: fileField(),
});

/** Comment on a review. */
export const commentForm = fieldsObject({ review_comment: requiredContent() });

/** Report a review or a post. */
export const reportForm = fieldsObject({ report_reason: rules.reportReason() });

/** Edit one of my reviews: the comment cannot be empty or an empty paragraph; ratings default to 1. */
export const reviewEditForm = fieldsObject({
  review_comment: requiredContent(),
  rating: v.optional(rules.stars(), 1),
  contact_rating: v.optional(rules.stars(), 1),
  delivery_rating: v.optional(rules.stars(), 1),
  quality_rating: v.optional(rules.stars(), 1),
  pricing_rating: v.optional(rules.stars(), 1),
  support_rating: v.optional(rules.stars(), 1),
});

// ------------------------------------------------------------------ member profile and settings (spec/2 §5)

/** Personal information (account show/edit mode). */
export const profileForm = fieldsObject({
  user_fullname: rules.fullName(),
  user_weight: rules.weight(),
  user_height: rules.height(),
  user_body_fat: rules.bodyFat(),
  user_live_in: optionalText(),
  user_bio: rules.bio(),
  user_profile_image: fileField(),
  user_community_image: fileField(),
});

const notificationFlag = () =>
  v.optional(
    v.pipe(
      v.union([v.number(), v.string(), v.boolean()]),
      v.transform((x): 0 | 1 => (x === 1 || x === '1' || x === true || x === 'true' ? 1 : 0)),
    ),
    0,
  );

/** Security / account tab: notification switches, phone, password change. */
export const securityForm = refine(
  fieldsObject({
    notification_receive_message: notificationFlag(),
    notification_review_comment: notificationFlag(),
    notification_favorite_share: notificationFlag(),
    notification_content_like: notificationFlag(),
    notification_security_account: notificationFlag(),
    user_phone_number: rules.phone(),
    USER_DATA_current_password: optionalPassword(),
    USER_DATA_new_password: optionalPassword(),
    USER_DATA_new_password_re: optionalPassword(),
  }),
  sameAs('USER_DATA_new_password', 'USER_DATA_new_password_re'),
);

/** Security form key → Set_Profile payload key. */
export const SECURITY_FIELD_TO_PAYLOAD = {
  USER_DATA_current_password: 'user_password',
  USER_DATA_new_password: 'user_new_password',
} as const;

export const privacyForm = fieldsObject({
  privacy_see_profile: v.picklist(['Everyone', 'Friends'], V.fieldBlank),
  privacy_see_content: v.picklist(['Everyone', 'Friends'], V.fieldBlank),
  privacy_see_special_ads: v.picklist(['Yes', 'No'], V.fieldBlank),
  privacy_holiday_mode: v.picklist(['Yes', 'No'], V.fieldBlank),
});

/** Message send (chat). */
export const messageForm = fieldsObject({ content: required() });

/** Search boxes: at least 3 trimmed characters. */
export const searchForm = fieldsObject({
  searchText: v.pipe(v.string(V.searchMin), v.trim(), v.minLength(SEARCH_MIN_CHARS, V.searchMin)),
});

// ------------------------------------------------------------------ community (spec/2 §5)

export const communityForm = fieldsObject({
  community_name: rules.communityName(),
  community_style: rules.communityStyle(),
  community_description: rules.communityDescription(),
});

/** A poll: a title and at least two answers; answers 1 and 2 cannot be empty or deleted. */
export const pollRule = () =>
  fieldsObject({
    poll_title: required(),
    answers: v.pipe(
      v.array(v.pipe(v.string(), v.trim()), V.pollAnswersRequired),
      v.check((a) => a.length >= 2 && a[0] !== '' && a[1] !== '', V.pollAnswersRequired),
    ),
  });

/** New post. For post_type 'poll' the poll is required; for post_method 'community' the community id is. */
export const postForm = refine(
  fieldsObject({
    post_type: v.picklist(['text', 'image', 'poll'], V.fieldBlank),
    post_method: v.picklist(['everyone', 'friends', 'community'], V.fieldBlank),
    post_method_community_id: v.optional(v.union([v.number(), v.string()]), 0),
    post_content: requiredContent(),
    post_poll: v.optional(v.unknown()),
    post_image: fileField(),
  }),
  (value) => {
    const out: Array<[string, string]> = [];
    if (value.post_type === 'poll') {
      const poll = v.safeParse(pollRule(), value.post_poll);
      if (!poll.success) {
        for (const issue of poll.issues) {
          const first = issue.path?.[0]?.key;
          out.push([typeof first === 'string' ? `post_poll.${first}` : 'post_poll', issue.message]);
        }
      }
    }
    if (value.post_method === 'community' && !(Number(value.post_method_community_id) > 0)) {
      out.push(['post_method_community_id', V.fieldBlank]);
    }
    return out;
  },
);

/** Comment on a post, and post edit. */
export const postCommentForm = fieldsObject({ post_content: requiredContent() });
export const postEditForm = fieldsObject({ post_content: requiredContent() });

// ------------------------------------------------------------------ business areas (spec/3 §5)

const S = MSG.sourceSetup;
const B = MSG.brandSetup;

/** Source setup wizard gating, one schema per step with a requirement (screens 1–7). */
export const sourceSetupSteps = [
  fieldsObject({ source_main_logo: rules.requiredImage(S.logo) }),
  fieldsObject({ source_site_logo_file: rules.requiredImage(S.externalView) }),
  fieldsObject({ payment_methods: idList(S.paymentMethods) }),
  fieldsObject({ continents_can_ship: idList(S.shipTo) }),
  fieldsObject({ continents_cannot_ship: idList(S.cannotShipTo) }),
  fieldsObject({ source_category: rules.selectedId(S.category) }),
  fieldsObject({
    source_country: required(S.country),
    source_since: rules.year(S.yearRequired, S.yearDigits),
    source_delivery_time: rules.deliveryTime(S.deliveryTime),
    source_description: requiredContent(S.description),
  }),
] as const;

/** The source setup as a whole (what Set_SourceSetup receives from the wizard). */
export const sourceSetupForm = fieldsObject({
  source_main_logo: rules.requiredImage(S.logo),
  source_site_logo_file: rules.requiredImage(S.externalView),
  payment_methods: idList(S.paymentMethods),
  continents_can_ship: idList(S.shipTo),
  continents_cannot_ship: idList(S.cannotShipTo),
  source_category: rules.selectedId(S.category),
  source_country: required(S.country),
  source_since: rules.year(S.yearRequired, S.yearDigits),
  source_delivery_time: rules.deliveryTime(S.deliveryTime),
  source_description: requiredContent(S.description),
  source_website: optionalWebsite(),
  source_email: optionalEmail(),
});

/** Source account edit (Account tab): real e-mail and website; the delivery-time message is the spec's. */
export function sourceAccountFormFor(exampleHost = WEBSITE_EXAMPLE) {
  return fieldsObject({
    source_email: rules.email(),
    source_website: rules.website(exampleHost),
    payment_methods: idList(S.paymentMethods),
    continents_can_ship: idList(S.shipTo),
    continents_cannot_ship: idList(S.cannotShipTo),
    source_category: rules.selectedId(S.category),
    source_country: required(S.country),
    source_since: rules.year(S.yearRequired, S.yearDigits),
    source_delivery_time: rules.deliveryTime(S.accountDeliveryTime),
    source_description: requiredContent(S.description),
    source_main_logo: fileOrName(),
    source_site_logo_file: fileOrName(),
  });
}
export const sourceAccountForm = sourceAccountFormFor();

/** Brand setup wizard gating (steps 1–6; step 5, official sellers, has no requirement). */
export const brandSetupSteps = [
  fieldsObject({ brand_main_logo: rules.requiredImage(B.logo) }),
  fieldsObject({ brand_site_logo_file: rules.requiredImage(B.externalView) }),
  fieldsObject({ continents_can_ship: idList(B.shipTo) }),
  fieldsObject({ continents_cannot_ship: idList(B.cannotShipTo) }),
  fieldsObject({ brand_offical_resellers: idList() }),
  fieldsObject({
    brand_country: required(B.country),
    brand_since: rules.year(B.yearRequired, B.yearDigits),
    brand_description: requiredContent(B.description),
  }),
] as const;

export const brandSetupForm = fieldsObject({
  brand_main_logo: rules.requiredImage(B.logo),
  brand_site_logo_file: rules.requiredImage(B.externalView),
  continents_can_ship: idList(B.shipTo),
  continents_cannot_ship: idList(B.cannotShipTo),
  brand_offical_resellers: idList(),
  brand_country: required(B.country),
  brand_since: rules.year(B.yearRequired, B.yearDigits),
  brand_description: requiredContent(B.description),
  brand_website: optionalWebsite(),
  brand_email: optionalEmail(),
});

export function brandAccountFormFor(exampleHost = WEBSITE_EXAMPLE) {
  return fieldsObject({
    brand_email: rules.email(),
    brand_website: rules.website(exampleHost),
    continents_can_ship: idList(B.shipTo),
    continents_cannot_ship: idList(B.cannotShipTo),
    brand_country: required(B.country),
    brand_since: rules.year(B.yearRequired, B.yearDigits),
    brand_description: requiredContent(B.description),
    brand_main_logo: fileOrName(),
    brand_site_logo_file: fileOrName(),
  });
}
export const brandAccountForm = brandAccountFormFor();

/** The site URL for a screenshot (wizard step 2). */
export function siteUrlFormFor(exampleHost = WEBSITE_EXAMPLE) {
  return fieldsObject({ website_url: rules.website(exampleHost, V.websiteInvalid(exampleHost)) });
}

/** Brand product save: category, name, description, type and status all required. */
export const productForm = fieldsObject({
  product_id: v.optional(v.union([v.number(), v.string()]), 0),
  category_id: rules.selectedId(V.fieldBlank),
  product_name: required(),
  product_description: requiredContent(),
  product_type: v.picklist(PRODUCT_TYPES, V.fieldBlank),
  product_status: v.pipe(
    v.union([v.string(V.fieldBlank), v.number()], V.fieldBlank),
    v.transform(String),
    v.picklist(['1', '0'], V.fieldBlank),
  ),
  product_image: fileField(),
});

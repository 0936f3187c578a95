/**
 * Accounts (spec/1 §2 Authentication popup, §4–§5, spec/3 §7 "Users"): sign-up (member and
 * business), sign-in, Google sign-in, e-mailed codes (verification, password reset), the
 * business-ownership claim, token refresh, logout and the public user quick-view.
 */
import * as v from 'valibot';
import { call, noPayload } from '../call';
import { TEXT_MESSAGES, fieldsObject, id, oneOf, text } from '../fields';
import { CODE_LENGTH, PASSWORD, USERNAME } from '../limits';
import type { UserType } from '../routes';
import {
  WEBSITE_EXAMPLE,
  emailDomain,
  generalRules,
  refine,
  sameAs,
  websiteHost,
  type FormCheck,
  type UserRank,
} from './general';
import * as accountMessages from '../messages/accounts';
import * as generalMessages from '../messages/general';

// ================================================================== messages: ../messages/accounts.ts

const V = accountMessages.validation;
const BUSINESS_NAME_MAX = 100;
const EMAIL_SHAPE = v.pipe(v.string(), v.email());

// ================================================================== entities

export interface LoginUser {
  user_id: number;
  user_email: string;
  user_name: string;
  /** 0 means unverified. */
  user_verification_status: number;
  user_type: UserType;
  /**
   * True for the site's managers: routes declared with access 'manager' (issue 23) open for them
   * only. Absent or false for everyone else.
   */
  user_is_manager?: boolean;
}

/**
 * Get_User: the public profile shown in the user quick-view. User name, picture, rank and karma are
 * public (they sign every review); the rest follows the member's "Who can see my profile".
 */
export interface PublicUser {
  user_id: number;
  user_name: string;
  user_profile_image: string;
  user_rank: UserRank;
  /**
   * True when the member shows their profile to friends only and the viewer is not one (nor the
   * member): the counters are 0 and bio and body stats '' because they are withheld — show them
   * as kept private, not as empty.
   */
  private: boolean;
  total_follower: number;
  total_followed: number;
  /** HTML. */
  user_bio: string;
  /** Karma. */
  user_score: number;
  user_weight: string;
  user_height: string;
  user_body_fat: string;
}

// ================================================================== form rules

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

export const accountRules = {
  password: passwordRule,
  optionalPassword,
  code: codeRule,
  /**
   * Sign-in username: required, at least 3, lowercase letters, digits, @ and '.' — or any e-mail
   * address the site accepts elsewhere (claim and business e-mails may contain '-', '_', '+').
   */
  signInUsername: () =>
    v.pipe(
      v.string(V.usernameRequired),
      v.trim(),
      v.nonEmpty(V.usernameRequired),
      v.minLength(USERNAME.signInMin, V.usernameMin),
      v.check((x) => /^[a-z0-9@.]+$/.test(x) || (x.includes('@') && v.is(EMAIL_SHAPE, x)), V.usernameChars),
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
      v.maxLength(BUSINESS_NAME_MAX, TEXT_MESSAGES.tooLong),
      v.regex(/^[a-z0-9.-]+$/, V.sourceNameChars),
    ),
  /** Brand name at business sign-up: at least 3; lowercase letters, digits and spaces. */
  brandName: () =>
    v.pipe(
      v.string(V.brandNameMin),
      v.trim(),
      v.minLength(3, V.brandNameMin),
      v.maxLength(BUSINESS_NAME_MAX, TEXT_MESSAGES.tooLong),
      v.regex(/^[a-z0-9 ]+$/, V.brandNameChars),
    ),
} as const;

const { required, terms, email } = generalRules;

/** Business name rule by user_type (source: a-z 0-9 . -; brand: a-z 0-9 space; both at least 3). */
function businessNameCheck<T extends { user_type: string; source_or_brand_name: string }>(): FormCheck<T> {
  return (value) => {
    const name = value.source_or_brand_name;
    if (typeof name !== 'string') return;
    const brand = value.user_type === 'brand';
    if (name.length < 3) return [['source_or_brand_name', brand ? V.brandNameMin : V.sourceNameMin]];
    if (name.length > BUSINESS_NAME_MAX) return [['source_or_brand_name', TEXT_MESSAGES.tooLong]];
    if (!(brand ? /^[a-z0-9 ]+$/ : /^[a-z0-9.-]+$/).test(name))
      return [['source_or_brand_name', brand ? V.brandNameChars : V.sourceNameChars]];
  };
}

// ================================================================== forms (spec/1 §5)

export const signInForm = fieldsObject({
  user_name: accountRules.signInUsername(),
  user_password: accountRules.password(),
});

/** Member sign-up fields as Sign_Up receives them. */
export const signUpFields = {
  user_name: accountRules.signUpUsername(),
  user_email: email(),
  user_password: accountRules.password(),
};

export const memberSignUpForm = refine(
  fieldsObject({ ...signUpFields, user_password_confirm: required(), terms: terms() }),
  sameAs('user_password', 'user_password_confirm'),
);

/** Business sign-up fields as Sign_UpBusiness receives them (the name rule is businessSignUpPayload's check). */
export function businessSignUpFields(exampleHost = WEBSITE_EXAMPLE) {
  return {
    user_type: v.picklist(['source', 'brand'], generalMessages.validation.fieldBlank),
    user_name: accountRules.signUpUsername(),
    source_or_brand_name: v.pipe(v.string(V.sourceNameMin), v.trim()),
    offical_email: email(),
    offical_website: generalRules.website(exampleHost),
    user_password: accountRules.password(),
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

export const forgotStep1Form = fieldsObject({ user_email: email() });

export const forgotStep2Form = refine(
  fieldsObject({
    user_email: email(),
    code: accountRules.code(),
    user_password: accountRules.password(),
    user_password_confirm: required(),
  }),
  sameAs('user_password', 'user_password_confirm'),
);

/** The six-box verification code (account verification). */
export const verificationCodeForm = fieldsObject({ verification_code: accountRules.code() });

// ---------------------------------------------------------------- ownership claim (spec/1 §5)

/**
 * The ownership-claim form for a listing whose website is `website`: the e-mail's domain must be
 * the website's domain ('www.' ignored). Keys are the spec's server field-error keys.
 */
export function claimForm(website: string) {
  const host = websiteHost(website);
  return refine(
    fieldsObject({
      MemberEmail: v.pipe(
        email(),
        v.check((address) => host !== '' && emailDomain(address) === host, V.emailCompanyDomain),
      ),
      MemberPassword: accountRules.password(),
      MemberConfirmPassword: required(),
      Member_terms_conditions: terms(),
    }),
    sameAs('MemberPassword', 'MemberConfirmPassword'),
  );
}

/** True when the e-mail `address` is on the listing website's domain. */
export const isCompanyEmail = (address: string, website: string): boolean => {
  const host = websiteHost(website);
  return host !== '' && emailDomain(address) === host;
};

/** The hint under the claim e-mail field: `xxx@{host}`. */
export const claimEmailHint = (website: string): string => accountMessages.claim.emailHint(websiteHost(website));

/** Claim step 1: the code sent to the company e-mail. */
export const claimCodeForm = fieldsObject({ VERIFY_ACCOUNT_code: accountRules.code() });

/** Form key → Set_BusinessOwnership / BusinessVerification payload key. */
export const CLAIM_FIELD_TO_PAYLOAD = {
  MemberEmail: 'business_email',
  MemberPassword: 'business_password',
  MemberConfirmPassword: 'business_password_confirm',
  Member_terms_conditions: 'terms',
  VERIFY_ACCOUNT_code: 'business_code',
} as const;

// ================================================================== calls

const businessType = () =>
  v.optional(oneOf(['source', 'brand'], "business_type must be 'source' or 'brand'."), 'source');

export const accountCalls = {
  /** Member sign-up; data is the session token (the account is unverified until Set_UserVerification). */
  Sign_Up: call<string>()({ token: false, payload: fieldsObject(signUpFields), syntheticOnNetworkError: true }),
  /** Business sign-up (user_type source or brand); data is the session token. */
  Sign_UpBusiness: call<string>()({ token: false, payload: businessSignUpPayload, syntheticOnNetworkError: true }),
  /** user_name may also be the e-mail address (sign-in allows @ and '.'); data is the session token. */
  Sign_In: call<string>()({
    token: false,
    payload: fieldsObject({ user_name: accountRules.signInUsername(), user_password: accountRules.password() }),
    syntheticOnNetworkError: true,
  }),
  /**
   * Google sign-in; data is the session token. The server verifies `id_token` (the Firebase ID
   * token) with firebase-admin and takes uid and e-mail from it only; uid, email and username
   * are the spec's fields, informational (username is the suggested user name for a new account).
   */
  GoogleAuth: call<string>()({
    token: false,
    payload: fieldsObject({
      id_token: text('An identity token is required.'),
      uid: text(),
      email: text(),
      username: text(),
    }),
    syntheticOnNetworkError: true,
  }),
  /** Public profile for the user quick-view. */
  /**
   * Optional token: the server applies the user's "Who can see my profile" (Friends hides the
   * personal fields from anyone who is not a mutual follower).
   */
  Get_User: call<PublicUser>()({
    token: false,
    optionalToken: true,
    payload: fieldsObject({ user_name: text('A user name is required.') }),
    syntheticOnNetworkError: true,
  }),
  /** Sends the 6-character reset code to the e-mail. */
  Forgot_Password: call<null>()({
    token: false,
    payload: fieldsObject({ user_email: email() }),
    syntheticOnNetworkError: true,
  }),
  Forgot_Change_Password: call<null>()({
    token: false,
    payload: fieldsObject({ user_email: email(), user_password: accountRules.password(), code: accountRules.code() }),
    syntheticOnNetworkError: true,
  }),
  /**
   * Verifies the signed-in user's account with the e-mailed code. Sent WITH the token (the user
   * holds one from sign-up or sign-in); on success the client fetches a fresh token (Get_UserToken).
   */
  Set_UserVerification: call<null>()({
    token: true,
    payload: fieldsObject({ verification_code: accountRules.code() }),
    syntheticOnNetworkError: true,
  }),
  /** Re-sends the confirmation e-mail. */
  Re_Verification: call<null>()({
    token: false,
    payload: fieldsObject({ user_email: email() }),
    syntheticOnNetworkError: true,
  }),
  /** Refreshes the session token; data is the new token. */
  Get_UserToken: call<string>()({ token: true, payload: noPayload() }),
  /**
   * Ownership claim step 0: creates the business account for listing business_id and e-mails a
   * code to business_email (which must be on the listing website's domain). The dialog's
   * confirmation and terms flag are accepted too.
   */
  Set_BusinessOwnership: call<null>()({
    token: false,
    payload: fieldsObject({
      business_id: id('A valid business_id is expected.'),
      business_type: businessType(),
      business_email: email(),
      business_password: accountRules.password(),
      business_password_confirm: v.optional(v.pipe(v.string(), v.trim())),
      terms: v.optional(terms()),
    }),
  }),
  /** Ownership claim step 1: verifies the code; data is the session token (signs the user in). */
  BusinessVerification: call<string>()({
    token: false,
    payload: fieldsObject({
      business_id: id('A valid business_id is expected.'),
      business_type: businessType(),
      business_email: email(),
      business_code: accountRules.code(),
    }),
  }),
  /** Ends the session on the server (the client also clears it locally). */
  Logout: call<null>()({ token: true, payload: noPayload() }),
} as const;

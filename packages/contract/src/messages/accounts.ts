/**
 * Messages of the accounts area (areas/accounts.ts), composed into MSG by ../msg.ts (one export per group).
 * Kept apart from the area's calls, rules and forms, so an app importing MSG does not carry those.
 */

export const validation = {
  usernameRequired: 'Username is required!', // (not verbatim: the spec names the rule only)
  usernameMin: 'Username must be at least 3 characters!', // (not verbatim)
  usernameMax: 'Username must be maximum 14 characters!', // (not verbatim)
  usernameChars: 'Username cannot contain special characters or spaces!',
  emailCompanyDomain: "Email address must have the extension of your company's official website!",
  passwordRequired: 'Password is required!', // (not verbatim)
  passwordMin: 'Password must be at least 6 characters!',
  passwordMax: 'Password must be maximum 30 characters!',
  codeRequired: 'Code is required!',
  codeMin: 'Code must be at least 6 characters!',
  codeMax: 'Code must be maximum 6 characters!',
  codeChars: 'Code can only contain letters and numbers!', // (not verbatim)
  sourceNameMin: 'Source name must be at least 3 characters!', // (not verbatim)
  sourceNameChars: "Source name can only contain lowercase letters, numbers, '.' and '-'!", // (not verbatim)
  brandNameMin: 'Brand name must be at least 3 characters!', // (not verbatim)
  brandNameChars: 'Brand name can only contain lowercase letters, numbers and spaces!', // (not verbatim)
} as const;
/** Authentication popup and account verification (spec/1). */
export const auth = {
  signInAsMember: 'Sign in as a member',
  signInAsBusiness: 'Sign in as a business',
  loginSuccessful: 'Login successful.',
  registrationSuccessful: 'Registration is successful.',
  googleLoginFailed: 'Google login failed. Please try again later.',
  emailIncorrect: 'Email address is incorrect or does not match!',
  passwordChanged: 'Your password has been successfully changed. You can log in with your new password.',
  codeAndEmailMismatch: 'The 6-digit code and your email did not match!',
  tooManyWrongCodes: 'You entered too many incorrect codes. Please try again later.!',
  codeMismatch: 'The 6-digit code did not match!',
  confirmationResent: 'The confirmation email has been sent again. Please check the email address.',
  confirmationNotSent: 'The confirmation email could not be sent. Please try again!',
  confirmTimeout: 'You did not confirm within the specified time. Please try again later.',
  unverifiedBanner: 'You have not verified your account. Please verify your account.',
  clickToVerify: 'Click to verify your account',
  businessPendingApproval:
    'Your business account will be reviewed by our managers and activated after approval.', // (not verbatim)
  // ---- the server's replies the spec leaves open (not in the spec)
  userNameTaken: 'This username is already taken!',
  emailTaken: 'This email address is already registered!',
  sourceNameTaken: 'A source with this name is already listed. If it is your company, claim it from its page.',
  brandNameTaken: 'A brand with this name is already listed. If it is your company, claim it from its page.',
  wrongLogin: 'Username or password is incorrect!',
  claimPending: 'Please confirm your company e-mail with the code we sent before signing in.',
  verified: 'Your account has been verified.',
  alreadyVerified: 'Your account is already verified.',
  codeExpired: 'The code has expired. Please request a new code.',
  noCode: 'There is no valid code. Please request a new code.',
  resetCodeSent: 'A 6-digit code has been sent to your email address.',
  businessRejected: 'Your business registration was not approved. Please contact support.',
  /** The approval gate (calls marked approvedBusiness) while a manager has not approved the account yet. */
  businessAwaitingApproval:
    'Your business account is awaiting approval by our managers. You can do this once it is approved.',
  googleNotConfigured: 'Google sign-in is not configured.',
  /** `Too many attempts. Please try again in {minutes} minute(s).` */
  tooManyAttempts: (minutes: number | string) =>
    `Too many attempts. Please try again in ${minutes} minute${Number(minutes) === 1 ? '' : 's'}.`,
} as const;
/** Business-ownership claim (spec/1 §5). */
export const claim = {
  isThisYourCompany: 'Is this your company?',
  getFreeAccount: 'GET FREE ACCOUNT',
  /** The hint under the e-mail field: `xxx@{host}`. */
  emailHint: (host: string) => `xxx@${host}`,
  emailCompanyDomain: "Email address must have the extension of your company's official website!",
  // ---- the server's replies (not in the spec)
  codeSent: 'A 6-digit code has been sent to your company email address.',
  listingNotFound: 'This listing could not be found.',
  listingClaimed: 'This listing has already been claimed.',
} as const;
export const notFound = {
  user: 'User not found.', // (not in the spec)
} as const;
export const labels = {
  viewCommunityProfile: 'VIEW COMMUNITY PROFILE',
} as const;


/** The longest source or brand name (the listing's slug is made from it; the column takes 120). */

/** An e-mail address as the e-mail rule accepts it (sign-in by e-mail). */

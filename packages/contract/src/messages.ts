/**
 * Every user-facing message of the spec, verbatim (including the spec's own spelling).
 * Code never writes these strings inline: it refers to MSG.
 */
export const MSG = {
  serverConnectionError: 'Server connection error! Please try again later.',
  pleaseCheckAllFields: 'Please check all fields!',
  sessionExpiredTitle: 'Oops...',
  sessionExpired: 'Your session has expired, please log in again!',
  errorTitle: 'Error!',
  /** `{error} -> Something went wrong, please try again.!` */
  thrownError: (error: string) => `${error} -> Something went wrong, please try again.!`,
  notFoundTitle: 'Page Not Found!',
  notFoundText: 'Oops! The page you are looking for does not exist. It might have been moved or deleted.',
  noContentFound: 'No content found!',
  fieldBlank: 'This field cannot be left blank!',
  noRecordFound: 'Sorry, no record found...',
  loginSuccessful: 'Login successful.',
  registrationSuccessful: 'Registration is successful.',
} as const;

/**
 * The cross-cutting messages, at the top level of MSG (../msg.ts): one export each, so an app carries
 * only those it reads.
 */

export const serverConnectionError = 'Server connection error! Please try again later.';
export const pleaseCheckAllFields = 'Please check all fields!';
export const sessionExpiredTitle = 'Oops...';
export const sessionExpired = 'Your session has expired, please log in again!';
export const errorTitle = 'Error!';
/** Title of the warning dialog that shows a server's refusal. */
export const warningTitle = 'Warning'; // (not verbatim)
/** `{error} -> Something went wrong, please try again.!` */
export const thrownError = (error: string) => `${error} -> Something went wrong, please try again.!`;
/** Image processing failure: `Something went wrong, please try again! - {error}`. */
export const imageFailure = (error: string) => `Something went wrong, please try again! - ${error}`;
/** The same toast without the error text. */
export const somethingWentWrong = 'Something went wrong, please try again!';
export const notFoundTitle = 'Page Not Found!';
export const notFoundText = 'Oops! The page you are looking for does not exist. It might have been moved or deleted.';
export const noContentFound = 'No content found!';
export const fieldBlank = 'This field cannot be left blank!';
export const noRecordFound = 'Sorry, no record found...';
export const loginSuccessful = 'Login successful.';
export const registrationSuccessful = 'Registration is successful.';
export const informationUpdated = 'Your information has been updated!';
export const searchNotFound = 'Search result not found!';
export const pleaseTryAgain = 'Please try again!';
export const verySoon = 'Very soon';
/** The advertisement screens of source and brand. */
export const verySoonEllipsis = 'Very soon...';
export const screenshotFailure =
  'Unfortunately, due to the firewalls on your site (similar to cloudflare) we could not take a screenshot.';
/** `Karma Point : {score}` (hover on a rank). */
export const karmaPoint = (score: number | string) => `Karma Point : ${score}`;
export const unknownRank = 'Unknown';
export const unspecified = 'Unspecified';

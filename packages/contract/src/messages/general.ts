/**
 * Messages of the general area (areas/general.ts), composed into MSG by ../index.ts.
 * Kept apart from the area's calls, rules and forms, so an app importing MSG does not carry those.
 */
import { TEXT_MESSAGES } from '../fields';

/** Cross-cutting messages; the index puts them at the top level of MSG. */
export const commonMessages = {
  serverConnectionError: 'Server connection error! Please try again later.',
  pleaseCheckAllFields: 'Please check all fields!',
  sessionExpiredTitle: 'Oops...',
  sessionExpired: 'Your session has expired, please log in again!',
  errorTitle: 'Error!',
  /** Title of the warning dialog that shows a server's refusal. */
  warningTitle: 'Warning', // (not verbatim)
  /** `{error} -> Something went wrong, please try again.!` */
  thrownError: (error: string) => `${error} -> Something went wrong, please try again.!`,
  /** Image processing failure: `Something went wrong, please try again! - {error}`. */
  imageFailure: (error: string) => `Something went wrong, please try again! - ${error}`,
  /** The same toast without the error text. */
  somethingWentWrong: 'Something went wrong, please try again!',
  notFoundTitle: 'Page Not Found!',
  notFoundText: 'Oops! The page you are looking for does not exist. It might have been moved or deleted.',
  noContentFound: 'No content found!',
  fieldBlank: 'This field cannot be left blank!',
  noRecordFound: 'Sorry, no record found...',
  loginSuccessful: 'Login successful.',
  registrationSuccessful: 'Registration is successful.',
  informationUpdated: 'Your information has been updated!',
  searchNotFound: 'Search result not found!',
  pleaseTryAgain: 'Please try again!',
  verySoon: 'Very soon',
  /** The advertisement screens of source and brand. */
  verySoonEllipsis: 'Very soon...',
  screenshotFailure:
    'Unfortunately, due to the firewalls on your site (similar to cloudflare) we could not take a screenshot.',
  /** `Karma Point : {score}` (hover on a rank). */
  karmaPoint: (score: number | string) => `Karma Point : ${score}`,
  unknownRank: 'Unknown',
  unspecified: 'Unspecified',
} as const;

/**
 * Messages of this area, grouped as in MSG. Entries marked "(not verbatim)" are wordings the spec
 * describes without quoting; "(not in the spec)" are the server's own replies the spec leaves
 * open; everything else is quoted from spec/1, spec/2 or spec/3.
 */
export const generalMessages = {
  validation: {
    fieldBlank: 'This field cannot be left blank!',
    emailRequired: 'Email is required!',
    emailInvalid: 'Email address not valid!',
    passwordMismatch: 'Password you entered does not match!',
    termsRequired: 'You must confirm the Terms & Conditions!',
    websiteRequired: 'Offical Website is required!',
    /** `Website is not valid! Example: {host}` */
    websiteInvalid: (host: string) => `Website is not valid! Example: ${host}`,
    imageType: 'Only JPG, JPEG, and PNG files are allowed!',
    imageSize: 'File size must be no more than 2 MB!',
    imageUnreadable: 'The image could not be read. Please choose another JPG, JPEG or PNG file.', // (not in the spec)
    imageTooManyPixels: 'The image is too large: at most 25 megapixels (for example 6000 × 4000 pixels). Please choose a smaller one.', // (not in the spec)
    textTooLong: TEXT_MESSAGES.tooLong,
    textNul: TEXT_MESSAGES.nul,
    nameInvisibleChars: TEXT_MESSAGES.invisible,
    searchMin: 'Please enter at least 3 characters.', // (not verbatim)
  },
  empty: {
    noRecordFound: 'Sorry, no record found...',
    searchNotFound: 'Search result not found!',
    noContentFound: 'No content found!',
  },
  success: {
    informationUpdated: 'Your information has been updated!',
    transactionSuccessful: 'Transaction Successful.',
  },
  /** Favourite toggle replies (not in the spec). */
  favorites: {
    added: 'Added to your favorites list.',
    removed: 'Removed from your favorites list.',
    notFavorite: 'Not in your favorites list.',
  },
  /** Lookups by id or slug that find nothing (not in the spec). */
  notFound: {
    pageViewItem: 'The page to count was not found.',
  },
  /** Replies of the transport itself: bad requests, limits, server faults (not in the spec). */
  request: {
    serverError: 'Something went wrong on the server. Please try again.',
    apiKeyRequired: 'A valid API key is required.',
    /** The deployment set API_BASIC_AUTH and the request did not carry those credentials. */
    basicAuthRequired: 'Valid basic credentials are required.',
    /** The analytics collector (POST /analytics/page-view). */
    pageViewInvalid: 'A page view needs the path of the page (at most 512 characters, starting with /).',
    pageViewsTooMany: 'Too many page views. Please wait a moment.',
    /** `Unknown call: {name}` */
    unknownCall: (name: string) => `Unknown call: ${name}`,
    /** A call whose feature is not built yet: `{name} is not available yet.` */
    notAvailable: (name: string) => `${name} is not available yet.`,
    usePOST: 'Calls are sent with POST.',
    notFound: 'Not found.',
    databaseUnavailable: 'Database unavailable.',
    /** A call while the database cannot be reached (HTTP 503); nothing was changed. */
    unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
    urlTooLong: 'The address of the request is too long.',
    headersTooLarge: 'The request headers are too large.',
    rateLimited: 'Too many requests. Please wait a moment and try again.',
    /**
     * A per-account limit of one kind of write (server/src/limits):
     * `You have reached the limit of {max} {what} per {per}. Please try again in {minutes} minute(s).`
     */
    writeLimited: (what: string, max: number | string = '', per: string = '', minutes: number | string = 1) =>
      `You have reached the limit of ${max} ${what} per ${per}. Please try again in ${minutes} minute${Number(minutes) === 1 ? '' : 's'}.`,
    malformed: 'The form data could not be read. Please try again.',
    unsupportedContentType: 'Unsupported content type: send form data.',
    tooLarge: 'The request is too large.',
    tooManyFiles: 'Too many files were sent.',
    tooManyFields: 'Too many fields were sent.',
  },
  labels: {
    home: 'Home',
    previous: 'Previous',
    next: 'Next',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    showMore: 'Show more',
    back: 'BACK',
    nextStep: 'NEXT STEP',
    edit: 'Edit',
    save: 'Save',
    saveUpper: 'SAVE',
    send: 'Send',
    all: 'All',
    allUpper: 'ALL',
    filter: 'FILTER',
    rating: 'Rating',
    status: 'Status',
    ratingAny: 'Any',
    rating2: '2.0+',
    rating3: '3.0+',
    rating4: '4.0+',
    categories: 'Categories',
    source: 'Source',
    brand: 'Brand',
    product: 'Product',
    yes: 'Yes',
    no: 'No',
    unspecified: 'Unspecified',
    verified: 'Verified',
    unverified: 'Unverified',
    recentComments: 'Recent Comments',
  },
} as const;

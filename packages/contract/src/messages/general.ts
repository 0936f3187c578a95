/**
 * Messages of the general area (areas/general.ts), composed into MSG by ../msg.ts (one export per group).
 * Kept apart from the area's calls, rules and forms, so an app importing MSG does not carry those.
 */
import { TEXT_MESSAGES } from '../fields';

/*
 * Entries marked "(not verbatim)" are wordings the spec
 * describes without quoting; "(not in the spec)" are the server's own replies the spec leaves
 * open; everything else is quoted from spec/1, spec/2 or spec/3.
 */
export const validation = {
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
} as const;
export const empty = {
  noRecordFound: 'Sorry, no record found...',
  searchNotFound: 'Search result not found!',
  noContentFound: 'No content found!',
} as const;
export const success = {
  informationUpdated: 'Your information has been updated!',
  transactionSuccessful: 'Transaction Successful.',
} as const;
/** Favourite toggle replies (not in the spec). */
export const favorites = {
  added: 'Added to your favorites list.',
  removed: 'Removed from your favorites list.',
  notFavorite: 'Not in your favorites list.',
} as const;
/** Lookups by id or slug that find nothing (not in the spec). */
export const notFound = {
  pageViewItem: 'The page to count was not found.',
} as const;
/** Replies of the transport itself: bad requests, limits, server faults (not in the spec). */
export const request = {
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
} as const;
export const labels = {
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
} as const;

/**
 * Field helpers for payload schemas. Payloads travel as form data, so every scalar arrives on the
 * server as a string; these schemas accept the typed value the browser has (number, boolean) as
 * well as its string form, and produce the typed value. The same schema validates a form in the
 * browser and the request on the server.
 */
import * as v from 'valibot';

/** A file part: a Blob/File in the browser, an UploadedFile on the server. */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Uint8Array;
}
export type UploadValue = Blob | UploadedFile;

export function isUploadValue(value: unknown): value is UploadValue {
  if (typeof Blob !== 'undefined' && value instanceof Blob) return true;
  return (
    typeof value === 'object' &&
    value !== null &&
    'data' in value &&
    (value as UploadedFile).data instanceof Uint8Array &&
    typeof (value as UploadedFile).filename === 'string'
  );
}

/** Optional image/file part. */
export const fileField = () => v.optional(v.custom<UploadValue>(isUploadValue, 'A file is expected.'));

/** Trimmed text; `required` gives the message shown when it is empty. */
export function text(required?: string) {
  return required
    ? v.pipe(v.string('This field cannot be left blank!'), v.trim(), v.nonEmpty(required))
    : v.pipe(v.optional(v.string(), ''), v.trim());
}

/** Integer from number or numeric string. */
export function int(message = 'A whole number is expected.') {
  return v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^-?\d+$/, message))], message),
    v.transform((x) => Number(x)),
    v.integer(message),
  );
}

/** Integer within [min, max]. */
export function intBetween(min: number, max: number, message = `A whole number from ${min} to ${max} is expected.`) {
  return v.pipe(int(message), v.minValue(min, message), v.maxValue(max, message));
}

/** Positive database id. */
export const id = (message = 'A valid id is expected.') => intBetween(1, 2_147_483_647, message);

/** Page size and offset. A limit of -1 means "all" where the spec says so. */
export const limit = (max = 100) => intBetween(-1, max, `limit must be from -1 to ${max}.`);
export const offset = () => intBetween(-1, 10_000_000, 'offset must not be negative.');

/** Boolean from true/false, 1/0 or their string forms. */
export function bool(message = 'true or false is expected.') {
  return v.pipe(
    v.union([v.boolean(), v.picklist(['true', 'false', '1', '0', ''])], message),
    v.transform((x) => x === true || x === 'true' || x === '1'),
  );
}

/** One of a fixed list of strings. */
export const oneOf = <const T extends readonly [string, ...string[]]>(options: T, message?: string) =>
  v.picklist(options, message ?? `One of ${options.join(', ')} is expected.`);

/**
 * Field helpers for payload schemas. Payloads travel as form data, so every scalar arrives on the
 * server as a string; these schemas accept the typed value the browser has (number, boolean) as
 * well as its string form, and produce the typed value. The same schema validates a form in the
 * browser and the request on the server.
 */
import * as v from 'valibot';
import { TEXT_MAX } from './limits';

/** Messages of the shared text rules (also in MSG.validation). */
export const TEXT_MESSAGES = {
  nul: 'Text cannot contain the NUL character.', // (not in the spec)
  tooLong: 'The text is too long.', // (not in the spec)
  invisible: 'A name cannot contain invisible characters or characters that change the text direction.', // (not in the spec)
} as const;

/** No NUL character (PostgreSQL cannot store it in text). */
export const noNul = () => v.check((x: string) => !x.includes('\u0000'), TEXT_MESSAGES.nul);

/**
 * Characters no display name may hold: Unicode format characters (zero-width space and joiners,
 * word joiner, BOM, soft hyphen, the bidirectional marks, embeddings, overrides and isolates such
 * as U+202E RIGHT-TO-LEFT OVERRIDE), control characters, and the letters that draw nothing (Hangul
 * fillers, braille blank, combining grapheme joiner). They make one name pass for another or turn
 * the text around it.
 */
export const INVISIBLE_OR_BIDI = /[\p{Cc}\p{Cf}\u034F\u115F\u1160\u2800\u3164\uFFA0]/u;

/** A display name (community, product, …): none of INVISIBLE_OR_BIDI. */
export const displayName = () => v.check((x: string) => !INVISIBLE_OR_BIDI.test(x), TEXT_MESSAGES.invisible);

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
// null: a file chooser left empty (or emptied) in a form; encodePayload leaves it out.
export const fileField = () =>
  v.pipe(
    v.nullish(v.custom<UploadValue>(isUploadValue, 'A file is expected.')),
    v.transform((x): UploadValue | undefined => x ?? undefined),
  );

/** Trimmed text without NUL, at most `max` characters; `required` gives the message shown when it is empty. */
export function text(required?: string, max: number = TEXT_MAX.short) {
  return required
    ? v.pipe(v.string('This field cannot be left blank!'), v.trim(), v.nonEmpty(required), noNul(), v.maxLength(max, TEXT_MESSAGES.tooLong))
    : v.pipe(v.optional(v.string(), ''), v.trim(), noNul(), v.maxLength(max, TEXT_MESSAGES.tooLong));
}

/**
 * The first string anywhere in a parsed payload that no field may hold — a NUL character, or more
 * than TEXT_MAX.long characters — as its path and message; null when there is none. The server
 * applies it to every payload after the call's own schema, so no field can bring either in.
 */
export function hostileTextIssue(value: unknown): { path: string; message: string } | null {
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length > 0) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return { path, message: TEXT_MESSAGES.nul };
      if (item.length > TEXT_MAX.long) return { path, message: TEXT_MESSAGES.tooLong };
    } else if (item && typeof item === 'object' && !isUploadValue(item) && !ArrayBuffer.isView(item)) {
      for (const [key, child] of Object.entries(item)) stack.push([child, path ? `${path}.${key}` : key]);
    }
  }
  return null;
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

/**
 * Page size and offset. A limit of -1 (with offset -1) means "all" only where the spec says so
 * (`all`); the server then gives at most PAGE_ALL_MAX rows.
 */
export const limit = (max = 100, all = false) => intBetween(all ? -1 : 0, max, `limit must be from ${all ? -1 : 0} to ${max}.`);
export const offset = (all = false) => intBetween(all ? -1 : 0, 10_000_000, 'offset must not be negative.');

/** limit/offset of a paged list, with the spec's page size as the default limit. */
export const pageFields = (size: number, max = 100, { all = false } = {}) => ({
  limit: optionalNumber(limit(max, all), size),
  offset: optionalNumber(offset(all), 0),
});

/** A slug taken from the route (e.g. source_slug_url). */
export const slugField = (what: string) => text(`A ${what} is required.`, TEXT_MAX.slug);

/** A `user_id` the spec sends with review actions: accepted, ignored (the server acts as the token's user). */
export const ignoredUserId = () => v.optional(v.union([v.number(), v.string()]));

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

/** Largest id the database holds (PostgreSQL integer). */
export const MAX_ID = 2_147_483_647;

/** An id where 0 means "all" or "none" (category filters, optional parent ids). */
export const idOrZero = (message = 'A valid id or 0 is expected.') => intBetween(0, MAX_ID, message);

/**
 * An optional number field with a default: absent or '' (an empty form field) gives `fallback`.
 * `schema` must accept numbers and numeric strings (int(), intBetween(), id(), limit(), ...).
 */
export function optionalNumber<S extends v.GenericSchema<string | number, number>>(schema: S, fallback: number) {
  const ownMessage = (issue: v.BaseIssue<unknown>) => {
    const result = v.safeParse(schema, issue.input);
    return result.success ? 'A number is expected.' : result.issues[0].message;
  };
  return v.pipe(
    v.optional(v.union([v.string(), v.number()], ownMessage), fallback),
    v.transform((x): string | number => (x === '' ? fallback : x)),
    schema,
  );
}

/** Optional boolean, false when absent or ''. */
export const optionalBool = (message?: string) => v.optional(bool(message), false);

/** A whole-star rating 1..5 (review inputs); 0 or empty gives "You must give at least 1 point!". */
export function stars(message = 'You must give at least 1 point!', maxMessage = 'A rating is at most 5 stars.') {
  return v.pipe(int(message), v.minValue(1, message), v.maxValue(5, maxMessage));
}

/** List rating filter: 0 (any), 2, 3 or 4. */
export function ratingFilter(message = 'rating_id must be one of 0, 2, 3, 4.') {
  return v.pipe(
    int(message),
    v.check((x) => x === 0 || x === 2 || x === 3 || x === 4, message),
  );
}

/**
 * A list of ids, given as an array (browser) or its JSON text (form data, e.g. '["3","7"]').
 * Produces number[]. With `required`, an empty list fails with that message; without, it is
 * optional and defaults to [].
 */
export function idList(required?: string, message = 'A list of ids (JSON array) is expected.') {
  const list = v.array(id(message), message);
  const base = v.union(
    [
      list,
      v.pipe(
        v.string(message),
        v.trim(),
        v.transform((s) => (s === '' ? '[]' : s)),
        v.parseJson(undefined, message),
        list,
      ),
    ],
    message,
  );
  return required ? v.pipe(base, v.minLength(1, required)) : v.optional(base, []);
}

/**
 * A JSON object field given as an object (browser) or its JSON text (form data), validated by
 * `schema` (e.g. post_poll, product_features).
 */
export function jsonObject<S extends v.GenericSchema<Record<string, unknown>>>(
  schema: S,
  message = 'A JSON object is expected.',
) {
  return v.union(
    [schema, v.pipe(v.string(message), v.trim(), v.parseJson(undefined, message), schema)],
    message,
  );
}

/**
 * An image that is either a new upload or an already stored file name (a screenshot name from
 * Get_SiteScreenshot, or the current image). Optional; '' means none.
 */
export const fileOrName = (message = 'A file or a stored file name is expected.') =>
  // null: a file chooser left empty (or emptied) in a form; the server keeps the current image.
  v.nullish(
    v.union(
      [
        v.custom<UploadValue>(isUploadValue, message),
        v.pipe(v.string(message), v.trim(), v.regex(/^[\w.-]*$/, message)),
      ],
      message,
    ),
    '',
  );

/** True for an upload or a non-empty stored file name. */
export const hasFile = (value: unknown): boolean =>
  isUploadValue(value) || (typeof value === 'string' && value.trim() !== '');

/**
 * The message for a missing key of `entries`: the field's own message for an empty value (so an
 * omitted form field reads like a blank one, e.g. "Email is required!").
 */
export function missingKeyMessage(entries: v.ObjectEntries) {
  return (issue: v.ObjectIssue): string => {
    const key = issue.path?.[issue.path.length - 1]?.key;
    const schema = typeof key === 'string' && Object.hasOwn(entries, key) ? entries[key] : undefined;
    if (!schema || issue.path?.length !== 1) return 'The payload must be an object of fields.';
    for (const probe of ['', undefined]) {
      const result = v.safeParse(schema, probe);
      if (!result.success) return result.issues[0].message;
    }
    return `${key} is required.`;
  };
}

/** `v.object(entries)` whose missing keys report the field's own blank message (forms and payloads use this). */
export function fieldsObject<const E extends v.ObjectEntries>(entries: E) {
  return v.object(entries, missingKeyMessage(entries));
}

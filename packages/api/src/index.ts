/**
 * The API client (spec/1 §7, §8; spec/3 §9): one generic `api.call` over the contract's call
 * catalogue. Transport: fetch, POST `${apiBase}/api/${name}` with a FormData body, the API-key header, and
 * the token header for calls marked `token: true`. Replies are envelopes; `token_error` becomes one
 * `session:expired` event; network failures give `null` (or the synthetic connection-error
 * envelope for the calls the spec lists). Caching (the spec's 5-minute lists) is the data layer's
 * job: packages/data turns `cached` into TanStack Query stale times.
 */
import { MSG, API_KEY_HEADER, IMAGE, TOKEN_HEADER, imageVariantName } from '@ironscore/contract';
import type { BasicAuth, CallDef, CallName, Calls, DataOf, Envelope, NoExtraFields, PayloadIn } from '@ironscore/contract';
import { emit } from '@ironscore/events';

export type { BasicAuth };

/** The `Authorization` header value of basic credentials (UTF-8, base64). */
export function basicAuthHeader({ user, password }: BasicAuth): string {
  const bytes = new TextEncoder().encode(`${user}:${password}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

/** Headers every request to the API carries: the API key, and the basic credentials when configured. */
export function apiHeaders(): Record<string, string> {
  const { config } = state();
  return {
    [API_KEY_HEADER]: config.apiKey,
    ...(config.basicAuth ? { authorization: basicAuthHeader(config.basicAuth) } : {}),
  };
}

export interface ApiConfig {
  /** Origin of the API server, e.g. `http://localhost:4000` (no trailing slash needed). */
  apiBase: string;
  apiKey: string;
  /**
   * The spec's fixed basic credentials, sent as `Authorization: Basic …` on every call when the
   * deployment configures them (remotes.json `basicAuth`; the API then requires them).
   */
  basicAuth?: BasicAuth | null;
  /** Current session token; packages/session installs this on import. */
  getToken?: () => string | null;
  /** Request timeout; a timeout counts as a network failure. Default 30 s. */
  timeoutMs?: number;
}

export interface CallOptions {
  /** Aborting resolves the call with `null` (never the synthetic envelope). */
  signal?: AbortSignal;
  /** Send this token instead of `getToken()` (e.g. Logout after the session was cleared). */
  token?: string | null;
  /** Set false to not turn a `token_error` reply into a `session:expired` event. Default true. */
  tokenErrorEvent?: boolean;
}

/**
 * Extra top-level envelope fields a call declares (`call<Data, Extra>()` in the contract, e.g.
 * `button` of Set_UserFavoriteList); NoExtraFields when it declares none.
 */
export type ExtraFieldsOf<K extends CallName> = Calls[K] extends { readonly __extra?: infer X }
  ? Exclude<X, undefined> extends object
    ? Exclude<X, undefined>
    : NoExtraFields
  : NoExtraFields;

/** The reply of a call: its envelope (extra fields may be absent on failures), or null. */
export type CallResult<K extends CallName> = (Envelope<DataOf<K>> & Partial<ExtraFieldsOf<K>>) | null;

/** `payload` may be left out when the call's payload has no required field. */
export type CallArgs<K extends CallName> = Record<string, never> extends PayloadIn<K>
  ? [payload?: PayloadIn<K>, options?: CallOptions]
  : [payload: PayloadIn<K>, options?: CallOptions];

/** Two `token_error` replies within this window give one `session:expired` event. */
export const SESSION_EXPIRED_DEDUPE_MS = 2000;
export const DEFAULT_TIMEOUT_MS = 30_000;

// ---- State (kept on globalThis so a second copy of this package shares config and dedupe)

interface ApiState {
  config: ApiConfig;
  lastExpiredAt: number;
}

const STATE_KEY = Symbol.for('ironscore.api.state');

function state(): ApiState {
  const g = globalThis as unknown as Record<symbol, ApiState | undefined>;
  let s = g[STATE_KEY];
  if (!s) {
    s = { config: { apiBase: '', apiKey: '' }, lastExpiredAt: Number.NEGATIVE_INFINITY };
    g[STATE_KEY] = s;
  }
  return s;
}

// ---- The calls this app makes

/**
 * The definitions of the calls this copy of the client can make, by name. The client does not
 * import the contract's whole catalogue: each app registers the areas whose calls it makes
 * (`registerCalls(sourceCalls, generalCalls)` in its `src/calls.ts`), so its bundle carries only
 * those payload schemas. Per copy of this package: every app bundles its own, with the contract it
 * was built with.
 */
const registered = new Map<string, CallDef>();

/** Make the calls of these areas (the contract's `…Calls` objects) known to `api.call` and the data layer. */
export function registerCalls(...areas: ReadonlyArray<Partial<Calls>>): void {
  for (const area of areas) for (const [name, def] of Object.entries(area)) registered.set(name, def as CallDef);
}

export const isRegistered = (name: string): boolean => registered.has(name);

const notRegistered = (name: string) =>
  new Error(`API call ${name} is not registered: add its area's calls to registerCalls() in the app's src/calls.ts.`);

/** The registered definition of a call; throws for a call whose area the app did not register. */
export function callDefinition<K extends CallName>(name: K): Calls[K] {
  const def = registered.get(name);
  if (!def) throw notRegistered(name);
  return def as Calls[K];
}

// ---- Configuration

/** Merge into the current configuration (the shell sets apiBase/apiKey, packages/session sets getToken). */
export function configureApi(patch: Partial<ApiConfig>): ApiConfig {
  const s = state();
  s.config = { ...s.config, ...patch };
  return s.config;
}

export function getApiConfig(): Readonly<ApiConfig> {
  return state().config;
}

function base(): string {
  return state().config.apiBase.replace(/\/+$/, '');
}

/**
 * URL of an uploaded file, or null (so the Img widget shows its placeholder) when there is no file
 * or the file is the server's `default.jpg`. Absolute URLs are returned unchanged.
 */
export function uploadUrl(folder: string, file: string | null | undefined): string | null {
  if (!file || file === 'default.jpg') return null;
  if (/^(https?:)?\/\//i.test(file) || file.startsWith('data:') || file.startsWith('blob:')) return file;
  const cleanFolder = folder.replace(/^\/+|\/+$/g, '');
  return `${base()}/uploads/${cleanFolder}/${file.replace(/^\/+/, '')}`;
}

/**
 * `srcset` of an image uploaded to this API (its WebP variants at IMAGE.variantWidths, made by the
 * server for every stored JPEG/PNG), or null for any other URL (external, data:, blob:).
 */
export function uploadSrcSet(url: string): string | null {
  const m = /^(.*\/uploads\/.+\/)([^/?#]+\.(?:jpe?g|png))$/i.exec(url);
  if (!m || m[1]!.slice(0, m[1]!.indexOf('/uploads/')) !== base()) return null;
  return IMAGE.variantWidths.map((w) => `${m[1]}${imageVariantName(m[2]!, w)} ${w}w`).join(', ');
}

// ---- Form encoding

const OPTIONAL_SCHEMA_TYPES = new Set(['optional', 'exact_optional', 'nullish', 'nullable', 'undefinedable']);

/** Whether the contract marks the field optional (then an empty string is "not filled"). */
function isOptionalField(def: CallDef, field: string): boolean {
  const entries = (def.payload as unknown as { entries?: Record<string, { type?: string }> }).entries;
  const entry = entries?.[field];
  return !entry || OPTIONAL_SCHEMA_TYPES.has(entry.type ?? '');
}

const isBlob = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob;

function scalar(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

/**
 * The form fields of a payload, in order: every defined value (numbers and booleans as strings,
 * arrays and objects as JSON, files as file parts; an array of files as repeated parts), leaving
 * out undefined and null, and empty strings of optional fields; plus `project` (empty).
 */
export function encodePayload(name: CallName, payload: Record<string, unknown> | undefined): FormData {
  const def: CallDef = callDefinition(name);
  const form = new FormData();
  for (const [key, value] of Object.entries(payload ?? {})) {
    if (value === undefined || value === null) continue;
    if (value === '' && isOptionalField(def, key)) continue;
    if (isBlob(value)) {
      form.append(key, value);
    } else if (Array.isArray(value) && value.length > 0 && value.every(isBlob)) {
      for (const file of value) form.append(key, file);
    } else {
      form.append(key, scalar(value));
    }
  }
  if (!form.has('project')) form.append('project', '');
  return form;
}

// ---- Transport

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'status' in value;
}

function syntheticOrNull(def: CallDef): Envelope<never> | null {
  return def.syntheticOnNetworkError ? { status: false, message: MSG.serverConnectionError, data: null } : null;
}

function reportTokenError(): void {
  const s = state();
  const now = Date.now();
  if (now - s.lastExpiredAt < SESSION_EXPIRED_DEDUPE_MS) return;
  s.lastExpiredAt = now;
  emit('session:expired');
}

async function send(
  name: CallName,
  payload: Record<string, unknown> | undefined,
  options: CallOptions,
): Promise<Envelope<unknown> | null> {
  const def: CallDef = callDefinition(name);
  const { config } = state();
  const headers: Record<string, string> = { ...apiHeaders(), accept: 'application/json' };
  if (def.token || def.optionalToken) {
    const token = options.token !== undefined ? options.token : (config.getToken?.() ?? null);
    if (token) headers[TOKEN_HEADER] = token;
  }
  let envelope: Envelope<unknown> | null;
  // One request, no retry; the caller's abort or the timeout ends it (a network failure either way).
  const controller = new AbortController();
  const abort = () => controller.abort();
  const { signal } = options;
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort, { once: true });
  const timer = setTimeout(abort, config.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  try {
    // Any HTTP status: a 4xx reply carries an envelope too.
    const response = await fetch(`${base()}/api/${name}`, { method: 'POST', body: encodePayload(name, payload), headers, signal: controller.signal });
    const parsed: unknown = JSON.parse(await response.text());
    envelope = isEnvelope(parsed) ? parsed : null;
  } catch {
    envelope = null;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
  if (options.signal?.aborted) return null;
  if (!envelope) return syntheticOrNull(def);
  if (envelope.token_error && options.tokenErrorEvent !== false) reportTokenError();
  return envelope;
}

function callApi<K extends CallName>(name: K, ...args: CallArgs<K>): Promise<CallResult<K>> {
  const [payload, options = {}] = args as [Record<string, unknown> | undefined, CallOptions | undefined];
  if (!isRegistered(name)) return Promise.reject(notRegistered(name));
  return send(name, payload, options) as Promise<CallResult<K>>;
}

export const api = {
  /**
   * Call the API. Resolves with the reply envelope (also for 4xx replies that carry one), or on a
   * network failure with `null` — or the synthetic connection-error envelope for calls marked
   * `syntheticOnNetworkError`. Never rejects for transport reasons; rejects for a call the app did
   * not register (registerCalls).
   */
  call: callApi,
};

export type { CallName, DataOf, Envelope, PayloadIn } from '@ironscore/contract';

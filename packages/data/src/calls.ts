/**
 * Query and mutation options derived from the contract by call name. Every read and write of the
 * front end goes through these, so payload and reply are typed end to end by `CallName`.
 *
 * - A reply counts as a success when its envelope says `status: true` (`data` may still be null).
 *   Everything else rejects with a `CallError` whose `kind` says what happened: `network` (no
 *   envelope: offline, timeout, non-JSON), `token` (token_error; packages/api has already emitted
 *   the one `session:expired` event), `refused` (status false, the server's message). Calls with `syntheticOnNetworkError` get packages/api's
 *   synthetic envelope on a network failure, so they reject as `refused` with the spec's
 *   'Server connection error! Please try again later.'.
 * - The spec's 5-minute cached lists (`cached: true`) are stale times; every other query refetches
 *   whenever a component mounts it (as the pages did before).
 * - Calls whose reply depends on who asks (`token` or `optionalToken`) are keyed by the viewer's
 *   user_id, so a sign-in or sign-out never shows another viewer's reply.
 */
import { mutationOptions, queryOptions, type QueryKey } from '@tanstack/react-query';
import { api, callDefinition, type CallArgs, type ExtraFieldsOf } from '@ironscore/api';
import { CACHE_TIME_MS, type CallDef, type CallName, type DataOf, type Envelope, type PayloadIn } from '@ironscore/contract';
import { useSession } from '@ironscore/session';

/** A successful reply: the envelope's data, `totalData` as a number (0 when absent), message and extra fields. */
export type Reply<K extends CallName> = {
  /** null when the server answered status true without data (e.g. a yes/no check, most writes). */
  data: DataOf<K> | null;
  /** `totalData` of paged lists (0 when absent). */
  total: number;
  message: string;
} & Partial<ExtraFieldsOf<K>>;

export type CallErrorKind = 'network' | 'token' | 'refused';

/** Why a call did not succeed; `reply` is the envelope when there was one. */
export class CallError extends Error {
  readonly kind: CallErrorKind;
  readonly call: CallName;
  readonly reply: Envelope<unknown> | null;
  constructor(call: CallName, kind: CallErrorKind, reply: Envelope<unknown> | null) {
    super(reply?.message || `${call}: ${kind}`);
    this.name = 'CallError';
    this.call = call;
    this.kind = kind;
    this.reply = reply;
  }
  /** Per-field messages of a refused form (`Envelope.errors`). */
  get fieldErrors(): Record<string, string> {
    return this.reply?.errors ?? {};
  }
}

export const isCallError = (error: unknown): error is CallError => error instanceof CallError;

/** First part of every key of this layer. */
export const CALL_KEY_ROOT = 'call';

/** The call's definition, as the app registered it with packages/api (registerCalls). */
const def = (name: CallName): CallDef => callDefinition(name);

/** Whether the reply depends on the signed-in user (keyed by viewer). */
export const isPersonal = (name: CallName): boolean => !!(def(name).token || def(name).optionalToken);

/** The current viewer's user_id (0 when signed out). */
export const currentViewer = (): number => useSession.getState().user?.user_id ?? 0;

/** Payload without the fields the transport leaves out, so equal payloads give equal keys. */
function keyPayload(payload: object | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(payload ?? {})) {
    if (value === undefined || value === null) continue;
    out[key] = typeof Blob !== 'undefined' && value instanceof Blob ? `blob:${value.size}` : value;
  }
  return out;
}

/**
 * The query key of a call: `['call', name]` matches every payload (for invalidation),
 * `['call', name, payload]` one payload; personal calls end with the viewer.
 */
export function callKey<K extends CallName>(name: K, payload?: PayloadIn<K> | object, viewer?: number): QueryKey {
  if (payload === undefined) return [CALL_KEY_ROOT, name];
  return isPersonal(name)
    ? [CALL_KEY_ROOT, name, keyPayload(payload), { viewer: viewer ?? currentViewer() }]
    : [CALL_KEY_ROOT, name, keyPayload(payload)];
}

type AnyCall = (name: CallName, payload?: object, options?: { signal?: AbortSignal }) => Promise<Envelope<unknown> | null>;
/** Through `api.call` at every call (tests replace it with a spy). */
const send: AnyCall = (name, payload, options) => (options ? (api.call as unknown as AnyCall)(name, payload, options) : (api.call as unknown as AnyCall)(name, payload));

function toReply<K extends CallName>(envelope: Envelope<unknown>): Reply<K> {
  const { status: _s, message, data, totalData, token_error: _t, errors: _e, ...extra } = envelope;
  return { ...extra, data: (data ?? null) as DataOf<K> | null, total: Number(totalData ?? 0) || 0, message: message ?? '' } as Reply<K>;
}

/** Classify an envelope (or its absence); returns the reply on success, throws CallError otherwise. */
export function settleReply<K extends CallName>(name: K, envelope: Envelope<unknown> | null): Reply<K> {
  if (!envelope) throw new CallError(name, 'network', null);
  if (envelope.token_error) throw new CallError(name, 'token', envelope);
  if (envelope.status !== true) throw new CallError(name, 'refused', envelope);
  return toReply<K>(envelope);
}

/** One read: resolves with the reply, rejects with a CallError. */
export async function fetchCall<K extends CallName>(name: K, payload?: PayloadIn<K>, signal?: AbortSignal): Promise<Reply<K>> {
  return settleReply(name, await send(name, payload as object | undefined, { signal }));
}

/** One write: resolves with the reply, rejects with a CallError. */
export async function runCall<K extends CallName>(name: K, ...args: CallArgs<K>): Promise<Reply<K>> {
  const [payload] = args as unknown as [object | undefined];
  return settleReply(name, await send(name, payload));
}

/** `payload` may be left out when the call's payload has no required field. */
export type QueryPayload<K extends CallName> = Record<string, never> extends PayloadIn<K> ? [payload?: PayloadIn<K>] : [payload: PayloadIn<K>];

/**
 * Query options of a call: key, query function and the spec's stale time. Spread into
 * `useQuery`, `useSuspenseQuery`, `queryClient.prefetchQuery` / `fetchQuery` / `getQueryData`.
 */
export function callQuery<K extends CallName>(name: K, ...[payload]: QueryPayload<K>) {
  return viewerQuery(name, (payload ?? {}) as PayloadIn<K>);
}

/** `callQuery` for a given viewer (hooks pass the one they subscribed to). */
export function viewerQuery<K extends CallName>(name: K, body: PayloadIn<K>, viewer?: number) {
  return queryOptions<Reply<K>, CallError, Reply<K>, QueryKey>({
    queryKey: callKey(name, body, viewer),
    queryFn: ({ signal }) => fetchCall(name, body, signal),
    staleTime: def(name).cached ? CACHE_TIME_MS : 0,
    meta: { call: name },
  });
}

/** Mutation options of a call (its mutation function takes the payload). */
export function callMutation<K extends CallName>(name: K) {
  return mutationOptions<Reply<K>, CallError, PayloadIn<K>>({
    mutationKey: [CALL_KEY_ROOT, name],
    mutationFn: (payload: PayloadIn<K>) => runCall(name, ...([payload] as unknown as CallArgs<K>)),
  });
}

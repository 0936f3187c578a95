import * as v from 'valibot';

/** The extra envelope fields of a call that declares none (an object type without keys). */
export type NoExtraFields = Record<never, never>;

/**
 * One call of the catalogue (spec/3 §7): its payload schema, whether it needs the session token,
 * and (as a phantom type) the shape of `data` in its reply.
 */
export interface CallDef<P extends v.GenericSchema = v.GenericSchema, D = unknown, X extends object = NoExtraFields> {
  /** Needs the session token header (the spec's "(T)"). */
  token: boolean;
  /**
   * The reply depends on who asks, but anyone may ask: the client sends the token when it has one,
   * the server reads it when valid and otherwise answers as to a visitor (never token_error).
   */
  optionalToken?: boolean;
  /**
   * The approval gate: a business account (source, brand) may make this call only once a manager
   * approved its registration (server/src/auth/business-accounts.ts businessApprovalBlock, applied by the
   * dispatcher); members are not concerned. Calls that reach other users or the public catalogue.
   */
  approvedBusiness?: boolean;
  /**
   * The managers' console (areas/manage.ts): only a member with the manager flag (read fresh from
   * the database by the dispatcher, once for every such call) may make it; everyone else gets
   * MSG.manage.managersOnly and nothing changes.
   */
  manager?: boolean;
  payload: P;
  /** Sent as multipart form data because it can carry files. */
  multipart?: boolean;
  /** Cached by the client for CACHE_TIME_MS (spec/3 §9). */
  cached?: boolean;
  /** Carries `totalData` (paged list). */
  paged?: boolean;
  /** A network failure gives the synthetic connection-error envelope instead of null (spec/1 §8). */
  syntheticOnNetworkError?: boolean;
  /** Phantom: never set at runtime. */
  readonly __data?: D;
  /**
   * Phantom: extra top-level fields of the reply envelope beside status/message/data (e.g.
   * `button` of Set_UserFavoriteList, `type` of the useful votes). Never set at runtime.
   */
  readonly __extra?: X;
}

/**
 * `call<Data>()({ token, payload, ... })` — Data is the reply's `data` type; the optional second
 * type argument declares extra top-level envelope fields: `call<null, { button: string }>()(...)`.
 */
export function call<D, X extends object = NoExtraFields>() {
  return <P extends v.GenericSchema>(def: Omit<CallDef<P, D, X>, '__data' | '__extra'>): CallDef<P, D, X> => def;
}

/** Payloads that take no fields still accept (and ignore) the `project` field of the transport. */
export const noPayload = () => v.object({});

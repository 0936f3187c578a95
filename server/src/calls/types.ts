/**
 * The handler pattern: one handler per call of the contract, typed by the call's payload (after
 * valibot parsing) and reply data.
 *
 *   export const Get_Page: Handler<'Get_Page'> = async ({ payload, db }) => {
 *     const page = await ...;
 *     if (!page) return fail(MSG.noContentFound);
 *     return ok({ ...page });
 *   };
 */
import { MSG, type CallName, type DataOf, type ExtraOf, type LoginUser, type NoExtraFields, type PayloadOut } from '@ironscore/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Mailer } from '../mail/types';
import type { Storage } from '../storage/types';
import type { ChatStore } from '../realtime/chat-store';
import type { ScreenshotService } from '../screenshots/service';

/** Long-lived services a few calls use (absent in tests that do not need them). */
export interface Services {
  /** Headless-browser screenshots of business sites (server/src/screenshots). */
  screenshots: ScreenshotService | null;
}

export interface SessionInfo {
  /** The session id (the JWT `jti`). */
  jti: string;
  /** When the session runs out (the token's `exp`: the session row's expiry when it was signed). */
  expiresAt: Date;
}

export interface CallContext<K extends CallName> {
  name: K;
  /** The payload after parsing with the contract's schema (trimmed strings, numbers, booleans, files). */
  payload: PayloadOut<K>;
  /** The signed-in user from a verified token (always set for token calls), otherwise null. */
  user: LoginUser | null;
  /** The verified session (token calls), otherwise null. */
  session: SessionInfo | null;
  /** The user of a token call; throws a token failure (token_error) when there is none. */
  requireUser(): LoginUser;
  db: Db;
  config: Config;
  mailer: Mailer;
  storage: Storage;
  /** The realtime chat store (src/realtime/chat-store.ts). */
  chat: ChatStore;
  services: Services;
  ip: string;
  /** The client's User-Agent header ('' when absent). */
  userAgent: string;
  log: FastifyBaseLogger;
}

export interface OkReply<D, X extends object = NoExtraFields> {
  status: true;
  data: D;
  message?: string;
  totalData?: number;
  /** Extra top-level envelope fields declared by the call (ExtraOf<K>, e.g. `button`, `type`). */
  extra?: X;
}

export interface FailReply {
  status: false;
  message: string;
  /** Per-field messages keyed by payload field. */
  errors?: Record<string, string>;
  /** Answer with token_error: true (the client logs the user out). */
  tokenError?: boolean;
  extra?: Record<string, unknown>;
}

export type Reply<D, X extends object = NoExtraFields> = OkReply<D, X> | FailReply;

export type Handler<K extends CallName> = (ctx: CallContext<K>) => Promise<Reply<DataOf<K>, ExtraOf<K>>>;

/** The handler table: one entry per call of the contract, or it does not compile. */
export type HandlerTable = { [K in CallName]: Handler<K> };

export function ok<D, const X extends object = NoExtraFields>(data: D, opts: { message?: string; totalData?: number; extra?: X } = {}): OkReply<D, X> {
  return { status: true, data, ...opts };
}

export function fail(
  message: string,
  opts: { errors?: Record<string, string>; tokenError?: boolean; extra?: Record<string, unknown> } = {},
): FailReply {
  return { status: false, message, ...opts };
}

/**
 * Thrown anywhere inside a handler (helpers included) to answer `status: false` with this message;
 * the dispatcher turns it into the envelope. Not logged as an error.
 */
export class CallFailure extends Error {
  constructor(
    message: string,
    readonly errors?: Record<string, string>,
    readonly tokenError = false,
  ) {
    super(message);
    this.name = 'CallFailure';
  }
}

/** The placeholder entry of a call whose feature is not built yet. */
export function notImplemented<K extends CallName>(name: K): Handler<K> {
  return async () => fail(MSG.request.notAvailable(name));
}

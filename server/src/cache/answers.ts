/**
 * What the call route asks of the answer cache: one method, `answer`. The route hands it the call,
 * the viewer and the validated payload, and a `run` that calls the handler; it gets back either the
 * stored bytes of an earlier answer or the handler's reply.
 *
 * - `uncachedAnswers` (API_CACHE=off): runs the handler, nothing else.
 * - `cachedAnswers(cache, replica)`: a call with a policy (policy.ts) is looked up by call, viewer
 *   and canonical payload; a miss runs the handler tracked (api-cache.ts), on the read replica when
 *   it is a public read and the replica is caught up, and stores a successful answer. Every other
 *   call runs as is, and when a write ran meanwhile the answer waits until the invalidations
 *   committed so far are applied (read-your-writes).
 */
import type { CallName, LoginUser } from '@ironscore/contract';
import type { Db } from '../db/client';
import type { ReadReplica } from '../db/read-replica';
import type { Reply } from '../calls/types';
import { toEnvelope } from '../http/envelope';
import { writesSoFar, type ApiCache } from './api-cache';
import { cachePolicyOf } from './policy';

type AnyReply = Reply<unknown, object>;

export interface CallRequest {
  name: CallName;
  /** Whether the call needs the token (such reads never go to the replica). */
  needsToken: boolean;
  user: LoginUser | null;
  /** The payload after the contract's schema. */
  payload: unknown;
}

/** The answer: the stored envelope's bytes, or the handler's reply. */
export type Answer = { body: Buffer } | { reply: AnyReply };

export interface CallAnswers {
  /**
   * Answers `request`, by the cache or by `run` (`db`: the database to read from when it is not the
   * primary). A handler's exception is rethrown after the read-your-writes wait.
   */
  answer(request: CallRequest, run: (db?: Db) => Promise<AnyReply>): Promise<Answer>;
}

export const uncachedAnswers: CallAnswers = {
  async answer(_request, run) {
    return { reply: await run() };
  },
};

/** JSON with object keys sorted at every level: equal payloads give equal cache keys. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

const settle = <T>(promise: Promise<T>) => promise.then((value) => ({ value }), (error: unknown) => ({ error }));

export function cachedAnswers(cache: ApiCache, replica: ReadReplica | null): CallAnswers {
  return {
    async answer(request, run) {
      const policy = cache.active ? cachePolicyOf(request.name) : null;
      if (!policy) {
        // Read-your-writes: a request during which a write ran answers only once the invalidations
        // committed so far (its own included) are applied.
        const writes = writesSoFar();
        const outcome = await settle(run());
        if (writesSoFar() !== writes) await cache.sync();
        if ('error' in outcome) throw outcome.error;
        return { reply: outcome.value };
      }
      // The viewer: the token's user as the handler sees it (claims included: two tokens of one user
      // may differ, e.g. before and after verification), or none; shared calls answer alike.
      const viewer = policy.scope === 'per-viewer' ? (request.user ? JSON.stringify(request.user) : 'visitor') : '';
      const key = `${request.name}\0${viewer}\0${canonicalJson(request.payload)}`;
      const body = cache.get<Buffer>(key);
      if (body !== undefined) return { body };
      // Its statements are tracked to learn the tables the answer depends on. A public read may run
      // on the read replica when it is caught up (db/read-replica.ts).
      const onReplica = request.needsToken ? null : replica;
      const read = () => (onReplica ? onReplica.run((db) => run(db)) : run());
      const tracked = await cache.track(() => settle(read()));
      if (tracked.touched.wrote) await cache.sync();
      if ('error' in tracked.result) throw tracked.result.error;
      const reply = tracked.result.value;
      if (!reply.status) return { reply };
      // Kept encoded: a hit writes the bytes as they are (no UTF-8 encoding per answer).
      const encoded = Buffer.from(JSON.stringify(toEnvelope(reply)));
      tracked.store(key, encoded, key.length + encoded.length, policy.ttlMs);
      return { body: encoded };
    },
  };
}

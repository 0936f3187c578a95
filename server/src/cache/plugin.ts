/**
 * The API cache as a Fastify plugin: `app.register(apiCachePlugin, { db, enabled, readReplica })`.
 *
 * It decorates the app with
 * - `callAnswers` (answers.ts): what the call route asks for every call — cached answers, or
 *   `uncachedAnswers` when the cache is off;
 * - `apiCache`: the cache itself (api-cache.ts) or null — the session check keeps valid tokens in
 *   it, and tests sync it before they read;
 * - `readReplica`: the public reads' router to the streaming replica (db/read-replica.ts) or null.
 *
 * The cache listens to the PostgreSQL change notifications of migration 0008's triggers (every
 * table; later migrations add `api_cache_watch('<table>')` for theirs) from the moment the plugin
 * is registered, and stops when the app closes. The plugin is not encapsulated (the decorations are
 * the app's), as `fastify-plugin` would mark it.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Db, DbHandle } from '../db/client';
import { ReadReplica } from '../db/read-replica';
import { ApiCache } from './api-cache';
import { cachedAnswers, uncachedAnswers, type CallAnswers } from './answers';

declare module 'fastify' {
  interface FastifyInstance {
    callAnswers: CallAnswers;
    apiCache: ApiCache | null;
    readReplica: ReadReplica | null;
  }
}

export interface ApiCachePluginOptions {
  db: Db;
  /** config.apiCache (API_CACHE=off turns it off). */
  enabled: boolean;
  /**
   * A pool on the streaming replica (DATABASE_READ_URL): the public reads go there when it is
   * caught up. Needs the cache (its change feed tells when the replica is caught up); the app closes it.
   */
  readReplica?: DbHandle;
}

const plugin: FastifyPluginAsync<ApiCachePluginOptions> = async (app, { db, enabled, readReplica }) => {
  if (!enabled) {
    if (readReplica) throw new Error('a read replica needs the API cache (its change feed tells when the replica is caught up)');
    app.decorate('apiCache', null);
    app.decorate('readReplica', null);
    app.decorate('callAnswers', uncachedAnswers);
    return;
  }
  const warn = (message: string) => app.log.warn(message);
  const cache = new ApiCache(db.$client, { warn });
  await cache.start();
  app.addHook('onClose', async () => cache.close());
  let replica: ReadReplica | null = null;
  if (readReplica) {
    replica = new ReadReplica({ db, pool: db.$client }, readReplica, cache, { warn });
    await replica.start();
    const started = replica;
    app.addHook('onClose', async () => started.close());
  }
  app.decorate('apiCache', cache);
  app.decorate('readReplica', replica);
  app.decorate('callAnswers', cachedAnswers(cache, replica));
};
// Fastify's documented opt-out of encapsulation (what fastify-plugin sets).
(plugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
export const apiCachePlugin = plugin;

/** The app's cache of call answers (null when off): tests sync it before they read. */
export function apiCacheOf(app: FastifyInstance): ApiCache | null {
  return app.apiCache ?? null;
}

/** The app's read-replica router (null without DATABASE_READ_URL): tests and benchmarks read its stats. */
export function readReplicaOf(app: FastifyInstance): ReadReplica | null {
  return app.readReplica ?? null;
}

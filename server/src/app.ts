/**
 * buildApp: the Fastify instance with every plugin and route, from its dependencies (tests build
 * it with a cloned database, memory storage and a captured mailer, and use app.inject).
 */
import net from 'node:net';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { API_KEY_HEADER, MSG, TOKEN_HEADER } from '@ironscore/contract';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Inbox, Mailer } from './mail/types';
import type { Storage } from './storage/types';
import { postgresRateLimitStore } from './limits/fastify-store';
import { handlers as defaultHandlers } from './calls';
import type { HandlerTable, Services } from './calls/types';
import { registerCallRoute } from './http/dispatch';
import { LIMITS } from './http/form';
import { failEnvelope, sendEnvelope } from './http/envelope';
import { isDatabaseUnavailable } from './db/client';
import { safeError } from './lib/safe-error';
import { registerUploadRoutes } from './http/uploads';
import { registerSitemapRoute } from './http/sitemap';
import { registerCatalogueRoute } from './http/catalogue';
import { registerAnalyticsRoutes } from './http/analytics';
import { registerBasicAuth } from './http/basic-auth';
import { securityHeaders } from './http/headers';
import { registerBadgeRoutes } from './badges/script';
import { registerDevInboxRoutes } from './mail/routes';
import { noChatStore, type ChatStore } from './realtime/chat-store';
import { startChatRelay } from './realtime/relay';
import { apiCachePlugin } from './cache/plugin';
import type { DbHandle } from './db/client';

export { apiCacheOf, readReplicaOf } from './cache/plugin';

export interface AppDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  storage: Storage;
  /** The dev inbox to expose at /dev/inbox to loopback clients (only with config.devInbox, never in production). */
  inbox?: Inbox;
  /** The realtime chat store (none configured by default: messages are unavailable). */
  chat: ChatStore;
  /** Screenshots (none by default). */
  services: Services;
}

export interface BuildAppOptions extends Omit<AppDeps, 'chat' | 'services'> {
  /**
   * A pool on the streaming replica (DATABASE_READ_URL): the public reads go there when it is
   * caught up (db/read-replica.ts, through the cache plugin). Needs the API cache; the app closes it.
   */
  readReplica?: DbHandle;
  chat?: ChatStore;
  services?: Partial<Services>;
  /**
   * Fastify logger option (default: pino at config.logLevel writing to stdout through an
   * asynchronous destination, flushed when the app closes and when the process exits).
   */
  logger?: FastifyServerOptions['logger'];
  /** Replace handlers (tests of the dispatcher). */
  handlers?: Partial<HandlerTable>;
}

const draining = new WeakSet<FastifyInstance>();

/**
 * Stops a listening app without dropping a request. For `graceMs` it still accepts connections
 * (a client that connected just before SIGTERM is served, not reset) while every answer closes its
 * connection; then it stops listening, lets the requests in flight finish, closes connections as
 * they become idle, and after `drainMs` closes whatever is left; then the app's own close runs.
 * (http.Server#close() alone closes every "idle" connection at once — including connections
 * accepted whose request was not read yet — and resets whatever waits in the accept queue.)
 */
export async function closeGracefully(app: FastifyInstance, { drainMs = 10_000, graceMs = 500 } = {}): Promise<void> {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  draining.add(app);
  const server = app.server;
  await sleep(graceMs);
  const allClosed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
  let sweep: NodeJS.Timeout | undefined;
  const firstSweep = setTimeout(() => {
    server.closeIdleConnections();
    sweep = setInterval(() => server.closeIdleConnections(), 100);
  }, Math.min(250, graceMs));
  let deadline: NodeJS.Timeout | undefined;
  const drained = await Promise.race([
    allClosed.then(() => true),
    new Promise<boolean>((resolve) => (deadline = setTimeout(() => resolve(false), drainMs))),
  ]);
  clearTimeout(firstSweep);
  clearInterval(sweep);
  clearTimeout(deadline);
  if (!drained) app.log.warn(`requests still running after ${drainMs / 1000} s of shutdown: their connections are closed`);
  server.closeAllConnections();
  await app.close();
}

/** pino at `level` on stdout through an asynchronous destination (fewer write syscalls under load). */
function asyncLogger(level: string) {
  const destination = pino.destination({ dest: 1, sync: false });
  const logger = pino({ level, serializers: { err: safeError } }, destination);
  const flush = () => {
    try {
      destination.flushSync();
    } catch {
      // not open yet or already closed: nothing buffered
    }
  };
  return { logger, flush };
}

/**
 * The app, part by part: the Fastify instance and its logger, the body parsers, the access log,
 * the request guards (security headers, CORS, rate limit, multipart), shutdown, the error answers,
 * the API cache plugin, the health check, the routes, and the chat relay.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const deps: AppDeps = {
    ...options,
    chat: options.chat ?? noChatStore,
    services: { screenshots: null, ...options.services },
  };
  const handlers = { ...defaultHandlers, ...(options.handlers ?? {}) } as HandlerTable;

  const app = createFastify(config, options.logger);
  registerFormParser(app);
  registerAccessLog(app);
  await registerRequestGuards(app, deps);
  registerShutdown(app);
  registerErrorAnswers(app);
  // The read-through cache of call answers and the read replica (src/cache/plugin.ts).
  await app.register(apiCachePlugin, { db: deps.db, enabled: config.apiCache, readReplica: options.readReplica });
  registerHealthCheck(app, deps.db);
  registerRoutes(app, deps, handlers);
  startChat(app, deps);
  return app;
}

/** The Fastify instance: its logger, the framework's own error answers, proxies, shutdown options. */
function createFastify(config: Config, loggerOption: BuildAppOptions['logger']): FastifyInstance {
  // Errors are logged without their values (SQL parameters, the user's text): lib/safe-error.ts.
  // One access-log line per request (registerAccessLog) instead of Fastify's two.
  const logging = loggerOption === undefined ? asyncLogger(config.logLevel) : null;
  const app = Fastify({
    ...(logging
      ? { loggerInstance: logging.logger as FastifyBaseLogger }
      : {
          logger:
            typeof loggerOption === 'object' ? { ...loggerOption, serializers: { err: safeError, ...loggerOption.serializers } } : loggerOption,
        }),
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: LIMITS.totalBytes,
    // TRUST_PROXY reverse proxies in front of the API: the nearest n hops are trusted (0 = none).
    trustProxy: config.trustProxy > 0 ? (_address: string, hop: number) => hop < config.trustProxy : false,
    // Shutdown goes through closeGracefully() below; a request reaching a closing app gets the envelope.
    return503OnClosing: false,
    forceCloseConnections: false,
    // Fastify's own answers to a bad URL or an over-long call name are the envelope too.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode ?? 400;
      sendEnvelope(reply, status, failEnvelope(status === 414 ? MSG.request.urlTooLong : MSG.request.malformed));
    },
    // Requests node's HTTP parser refuses (headers too large → 431, garbage → 400) never reach a
    // route: answer the envelope on the socket.
    clientErrorHandler: (error: Error & { code?: string }, socket) => {
      if (!socket.writable) return socket.destroy();
      const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'HPE_URI_TOO_LONG' ? 414 : 400;
      const message = status === 400 ? MSG.request.malformed : MSG.request.headersTooLarge;
      const body = JSON.stringify(failEnvelope(message));
      socket.end(
        `HTTP/1.1 ${status} ${status === 400 ? 'Bad Request' : status === 414 ? 'URI Too Long' : 'Request Header Fields Too Large'}\r\n` +
          `Connection: close\r\nContent-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
    },
  });
  if (logging) {
    app.addHook('onClose', async () => logging.flush());
    process.once('exit', logging.flush);
    app.addHook('onClose', async () => void process.removeListener('exit', logging.flush));
  }
  return app;
}

/** Plain forms (application/x-www-form-urlencoded) as a flat record of strings. */
function registerFormParser(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    try {
      const record: Record<string, string> = {};
      for (const [k, v] of new URLSearchParams(body as string)) record[k] = v;
      done(null, record);
    } catch (err) {
      done(err as Error, undefined);
    }
  });
}

/** The access log: call (or path), status and time, one line per answer. */
function registerAccessLog(app: FastifyInstance): void {
  const accessLog = (pino.levels.values[app.log.level] ?? Infinity) <= pino.levels.values.info!;
  app.addHook('onResponse', (request, reply, done) => {
    if (accessLog) {
      const call = (request.params as { call?: string } | undefined)?.call;
      request.log.info(
        { ...(call ? { call: call.slice(0, 100) } : { method: request.method, url: request.url.slice(0, 200) }), status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 },
        'request',
      );
    }
    done();
  });
}

/** Security headers, CORS, the rate limit (counted in PostgreSQL) and the multipart parser. */
async function registerRequestGuards(app: FastifyInstance, { config, db }: Pick<AppDeps, 'config' | 'db'>): Promise<void> {
  // helmet's headers, computed once (http/headers.ts); calls get the subset that matters for JSON.
  const security = securityHeaders({
    // Images under /uploads are embedded by the shell and the remotes on other origins.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Locally everything is plain http: do not ask browsers to upgrade to https.
    contentSecurityPolicy: config.isProduction ? true : { directives: { upgradeInsecureRequests: null } },
    strictTransportSecurity: config.isProduction,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? security.api : security.all);
    done();
  });
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['content-type', API_KEY_HEADER, TOKEN_HEADER, 'authorization'],
    maxAge: 600,
  });
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: 60_000,
    // Counted in PostgreSQL (limits/fastify-store.ts): the limit holds across API instances.
    store: postgresRateLimitStore(db),
    skipOnError: true,
    // Calls are limited; images, the sitemap and health checks are not.
    allowList: (request) => !request.url.startsWith('/api/'),
    // The limit/remaining/reset headers only on the 429 answer (with retry-after), not on every call.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(MSG.request.rateLimited), { statusCode: context.statusCode, rateLimited: true }),
  });
  await app.register(multipart, { throwFileSizeLimit: true, limits: { fileSize: LIMITS.fileBytes, files: LIMITS.files } });
}

/**
 * Shutdown (closeGracefully): while draining every answer closes its connection; an app already
 * closing refuses with the 503 envelope.
 */
function registerShutdown(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (closing) return sendEnvelope(reply.header('connection', 'close'), 503, failEnvelope(MSG.request.unavailable));
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing || draining.has(app)) reply.header('connection', 'close');
  });
}

/** The envelope for every error: rate limit, too large, bad media type, bad request, database down, server error; 404. */
function registerErrorAnswers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { rateLimited?: boolean }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (error.rateLimited || status === 429) return sendEnvelope(reply, 429, failEnvelope(MSG.request.rateLimited));
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return sendEnvelope(reply, 413, failEnvelope(MSG.request.tooLarge));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
      return sendEnvelope(reply, 415, failEnvelope(MSG.request.unsupportedContentType));
    }
    if (status >= 400 && status < 500) return sendEnvelope(reply, status, failEnvelope(MSG.request.malformed));
    if (isDatabaseUnavailable(error)) {
      request.log.warn('request failed: database unavailable');
      return sendEnvelope(reply, 503, failEnvelope(MSG.request.unavailable));
    }
    request.log.error({ err: error }, 'request failed');
    return sendEnvelope(reply, 500, failEnvelope(MSG.request.serverError));
  });
  app.setNotFoundHandler((request, reply) => {
    const message = request.url.startsWith('/api/') ? MSG.request.usePOST : MSG.request.notFound;
    return sendEnvelope(reply, 404, failEnvelope(message));
  });
}

/** GET /health: the database answers (and the read replica's state when there is one). */
function registerHealthCheck(app: FastifyInstance, db: Db): void {
  app.get('/health', async (_request, reply) => {
    try {
      await db.execute(sql`select 1`);
      // With a read replica: its state, lag and the reads it answered (db/read-replica.ts).
      const replica = app.readReplica ? { replica: app.readReplica.health() } : {};
      // The answer cache's hits and misses since start (benchmarks/api-mix.mjs prints the hit rate),
      // and the statements PostgreSQL could not plan with the answers not stored for them.
      const cache = app.apiCache ? { cache: app.apiCache.health() } : {};
      return reply.header('cache-control', 'no-store').send({ status: true, message: 'ok', data: { database: true, ...replica, ...cache } });
    } catch {
      return reply.code(503).header('cache-control', 'no-store').send({ status: false, message: MSG.request.databaseUnavailable, data: { database: false } });
    }
  });
}

/** The routes: the calls, the catalogue, analytics, uploads, the sitemap, badges and the dev inbox. */
function registerRoutes(app: FastifyInstance, deps: AppDeps, handlers: HandlerTable): void {
  registerBasicAuth(app, deps.config.basicAuth);
  registerCallRoute(app, deps, handlers);
  registerCatalogueRoute(app);
  registerAnalyticsRoutes(app, deps);
  registerUploadRoutes(app, deps.storage);
  registerSitemapRoute(app, deps.db, deps.config);
  registerBadgeRoutes(app, deps.db, deps.storage, deps.config);
  if (deps.config.devInbox && !deps.config.isProduction && deps.inbox) registerDevInboxRoutes(app, deps.inbox);
}

/** The realtime chat relay, when a chat store is configured. */
function startChat(app: FastifyInstance, deps: AppDeps): void {
  if (deps.chat.available) {
    // The periodic sweep of revoked sessions' chat entries is a scheduled job (jobs/kinds.ts).
    const stopRelay = startChatRelay({ db: deps.db, mailer: deps.mailer, chat: deps.chat, config: deps.config, log: app.log });
    app.addHook('onClose', async () => stopRelay());
  }
}

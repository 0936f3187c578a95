/**
 * The API server process: database (embedded PostgreSQL unless DATABASE_URL), migrations, first-run
 * seed, mail, HTTP.
 *
 * - Production (NODE_ENV=production) refuses to start with a development convenience and says
 *   which in one line (config.ts productionRefusal; an empty database needs SEED_DEMO_DATA=1).
 * - SIGTERM/SIGINT: stop taking requests, finish those in flight (SHUTDOWN_DRAIN_MS, 10 s), close mail and
 *   the pool, then stop PostgreSQL; exit 0. Every step is bounded, also when the database died first.
 * - The embedded PostgreSQL is restarted when it dies (the API answers 503 meanwhile), a
 *   postmaster orphaned by a killed API is stopped before the next start, and PostgreSQL's own
 *   log lines appear in this process's output prefixed with [postgres].
 */
import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { EMPTY_DATABASE_REFUSAL, loadConfig, productionRefusal, type Config } from './config';
import { buildApp, closeGracefully } from './app';
import { createDb, type DbHandle } from './db/client';
import { startEmbeddedPostgres, type EmbeddedPg } from './db/embedded';
import { runMigrations } from './db/migrate';
import { isEmpty, seedIfEmpty } from './db/seed-runner';
import { createMailerFromConfig } from './mail/mailer';
import { withOutbox } from './mail/outbox';
import { LocalStorage } from './storage/local';
import { chatStoreFromConfig, type ChatStore } from './realtime/chat-store';
import { seedRealtimeIfEmpty } from './realtime/seed';
import { safeError } from './lib/safe-error';

const log = (msg: string) => console.log(`[server] ${msg}`);

class StartRefused extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
    }),
  ]);
}
import { ScreenshotService } from './screenshots/service';
import { startJobWorker, type JobWorker } from './jobs/queue';
import { JOB_KINDS, jobSchedules } from './jobs/kinds';
import { noChatStore } from './realtime/chat-store';
import { DealRefresher } from './prices/deals';

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error(`[server] refusing to start: ${(err as Error).message}`);
    process.exit(1);
  }
  const refusal = productionRefusal(config);
  if (refusal) {
    console.error(`[server] refusing to start in production: ${refusal}`);
    process.exit(1);
  }
  await mkdir(config.uploadsDir, { recursive: true });

  let embedded: EmbeddedPg | null = null;
  let handle: DbHandle | null = null;
  let closeMail: (() => Promise<void>) | null = null;
  let app: Awaited<ReturnType<typeof buildApp>> | null = null;
  let chat: ChatStore | null = null;
  let screenshots: ScreenshotService | null = null;
  let jobs: JobWorker | null = null;
  let deals: DealRefresher | null = null;

  let stopping = false;
  const shutdown = async (reason: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    log(`${reason}: shutting down`);
    const step = async (what: string, fn: () => Promise<unknown>, ms: number) => {
      try {
        await withTimeout(fn(), ms, what);
      } catch (err) {
        console.error(`[server] ${what} failed: ${(err as Error).message}`);
      }
    };
    if (app) await step('finishing requests in flight', () => closeGracefully(app!, { drainMs: config.shutdownDrainMs }), config.shutdownDrainMs + 5_000);
    if (chat) await step('closing the realtime store', () => chat!.close(), 5_000);
    if (jobs) await step('stopping the job worker', () => jobs!.stop(), 15_000);
    if (deals) await step('stopping deal refreshes', () => deals!.stop(), 5_000);
    if (screenshots) await step('closing the screenshot browser', () => screenshots!.close(), 10_000);
    if (closeMail) await step('closing mail', closeMail, 5_000);
    if (handle) await step('closing the database pool', () => handle!.close(), 5_000);
    if (embedded) await step('stopping PostgreSQL', () => embedded!.stop(), 60_000);
    log('stopped');
    process.exit(code);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('unhandledRejection', (err) => console.error('[server] unhandled rejection', JSON.stringify(safeError(err))));

  try {
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      log(`starting embedded PostgreSQL on port ${config.pgPort} (data in ${path.join(config.dataDir, 'pg')})`);
      embedded = await startEmbeddedPostgres({
        dir: path.join(config.dataDir, 'pg'),
        port: config.pgPort,
        log: (line) => console.log(`[postgres] ${line}`),
      });
      const admin = createDb(embedded.url('postgres'), { max: 1 });
      const exists = await admin.pool.query(`select 1 from pg_database where datname = 'ironscore'`);
      if (exists.rowCount === 0) await admin.pool.query('CREATE DATABASE ironscore');
      await admin.close();
      databaseUrl = embedded.url('ironscore');
    }
    handle = createDb(databaseUrl, {
      onConnectionError: (err) => {
        if (err.code !== '57P01' || !stopping) console.warn(`[server] database connection lost: ${err.code ?? err.message}`);
      },
    });
    log('applying migrations');
    await runMigrations(handle.db);
    if ((await isEmpty(handle.db)) && !config.seedOnEmpty) throw new StartRefused(EMPTY_DATABASE_REFUSAL);
    const started = Date.now();
    if (await seedIfEmpty(handle.db, { uploadsDir: config.uploadsDir, scale: config.seedScale, log: (line) => log(`seed: ${line}`) })) {
      log(`seeded the database (${config.seedScale}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }

    const mail = await createMailerFromConfig(config, { warn: (m) => log(m), error: (e, m) => console.error(`[server] ${m ?? ''}`, e) });
    closeMail = mail.close;
    if (mail.smtpPort) log(`SMTP catcher on 127.0.0.1:${mail.smtpPort}; dev inbox at ${config.publicApiBase}/dev/inbox`);

    const storage = new LocalStorage(config.uploadsDir, { publicBase: config.publicApiBase });
    chat = await chatStoreFromConfig(config.realtime, { warn: (obj, msg) => console.warn(`[server] ${msg ?? ''}`, obj) });
    if (config.realtime) log(`realtime store: ${config.realtime.mode === 'local' ? `local server ${config.realtime.host}:${config.realtime.port}` : config.realtime.databaseURL}`);
    else log('realtime store not configured: messages are unavailable (REALTIME_DB_EMULATOR_HOST or REALTIME_DB_URL)');
    const db = handle.db;
    void seedRealtimeIfEmpty(db, chat, log).catch((err) => console.error('[server] seeding the realtime store failed:', err));
    const policy = { allowOrigins: config.ssrfTestAllow };
    if (config.ssrfTestAllow.length) log(`TEST ONLY: screenshots, badge checks and price feeds may reach ${config.ssrfTestAllow.join(', ')}`);
    screenshots = new ScreenshotService({ executablePath: config.chromiumPath, concurrency: config.screenshotConcurrency, policy });
    // The job queue (src/jobs): every API process runs a worker; each job runs on one of them.
    const jobLog = { info: (m: string) => log(`jobs: ${m}`), error: (m: string) => console.error(`[server] jobs: ${m}`) };
    const mailer = withOutbox(handle.db, mail.mailer);
    jobs = await startJobWorker({
      pool: handle.pool,
      kinds: JOB_KINDS,
      schedules: jobSchedules(config),
      deps: { db, chat: chat ?? noChatStore, policy, mailer, siteUrl: config.siteUrl, log: jobLog },
      concurrency: config.jobConcurrency,
      log: jobLog,
    });
    // the offers' 30-day medians follow the calendar (src/prices/deals.ts)
    deals = new DealRefresher({ db: handle.db, intervalMs: 3_600_000, log: (line) => log(line) }).start();
    app = await buildApp({
      db,
      config,
      mailer,
      storage,
      inbox: mail.inbox,
      chat,
      services: { screenshots },
    });
    if (stopping) return;
    await app.listen({ host: config.host, port: config.port });
    log(`API listening on http://${config.host}:${config.port} (calls: POST /api/<Call>)`);
  } catch (err) {
    if (stopping) return;
    if (err instanceof StartRefused) console.error(`[server] refusing to start${config.isProduction ? ' in production' : ''}: ${err.message}`);
    else console.error('[server] failed to start:', err);
    await shutdown('startup failure', 1);
  }
}

void main();

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
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { EMPTY_DATABASE_REFUSAL, loadConfig, productionRefusal, type Config } from './config';
import { buildApp, closeGracefully } from './app';
import { createDb, type DbHandle } from './db/client';
import { startEmbeddedPostgres, type EmbeddedPg } from './db/embedded';
import { runMigrations } from './db/migrate';
import { EMBEDDED_REPLICA_SLOT, embeddedReplicaDir, makeStandbyDataDir } from './db/standby';
import { isEmpty, seedIfEmpty } from './db/seed-runner';
import { createMailerFromConfig } from './mail/mailer';
import { withOutbox } from './mail/outbox';
import { LocalStorage } from './storage/local';
import { S3Storage, copyUploadTree } from './storage/s3';
import type { Storage } from './storage/types';
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
  let embeddedReplica: EmbeddedPg | null = null;
  let handle: DbHandle | null = null;
  let readHandle: DbHandle | null = null;
  let closeMail: (() => Promise<void>) | null = null;
  let app: Awaited<ReturnType<typeof buildApp>> | null = null;
  let chat: ChatStore | null = null;
  let screenshots: ScreenshotService | null = null;
  let jobs: JobWorker | null = null;

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
    if (screenshots) await step('closing the screenshot browser', () => screenshots!.close(), 10_000);
    if (closeMail) await step('closing mail', closeMail, 5_000);
    // The app closes the read replica's pool; this closes it when the app was never built.
    if (readHandle && !app) await step('closing the read replica pool', () => readHandle!.close(), 5_000);
    if (handle) await step('closing the database pool', () => handle!.close(), 5_000);
    if (embeddedReplica) await step('stopping the read replica', () => embeddedReplica!.stop(), 60_000);
    if (embedded) await step('stopping PostgreSQL', () => embedded!.stop(), 60_000);
    log('stopped');
    process.exit(code);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('unhandledRejection', (err) => console.error('[server] unhandled rejection', JSON.stringify(safeError(err))));

  try {
    let databaseUrl = config.databaseUrl;
    let databaseReadUrl = config.databaseReadUrl;
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
      if (config.embeddedReadReplica) {
        // A streaming standby of it (made once, by a base backup), as the read replica.
        const dir = embeddedReplicaDir(path.join(config.dataDir, 'pg'));
        if (!existsSync(path.join(dir, 'PG_VERSION'))) {
          log(`making a streaming replica of the embedded PostgreSQL in ${dir}`);
          await rm(dir, { recursive: true, force: true });
          await makeStandbyDataDir({ primaryUrl: embedded.url('postgres'), primaryDir: path.join(config.dataDir, 'pg'), dir, slot: EMBEDDED_REPLICA_SLOT });
        }
        log(`starting the read replica on port ${config.pgReplicaPort}`);
        embeddedReplica = await startEmbeddedPostgres({ dir, port: config.pgReplicaPort, log: (line) => console.log(`[postgres-replica] ${line}`) });
        databaseReadUrl = embeddedReplica.url('ironscore');
      }
    }
    handle = createDb(databaseUrl, {
      onConnectionError: (err) => {
        if (err.code !== '57P01' || !stopping) console.warn(`[server] database connection lost: ${err.code ?? err.message}`);
      },
    });
    log('applying migrations');
    await runMigrations(handle.db);
    if ((await isEmpty(handle.db)) && !config.seedOnEmpty) throw new StartRefused(EMPTY_DATABASE_REFUSAL);
    // Uploads: the local disk, or an S3-compatible bucket (S3_BUCKET) checked before the API listens.
    let storage: Storage = new LocalStorage(config.uploadsDir, { publicBase: config.publicApiBase });
    if (config.s3) {
      const s3 = new S3Storage({ ...config.s3, publicBase: config.publicApiBase });
      await withTimeout(s3.check(), 30_000, `reaching the S3 bucket ${config.s3.bucket}`).catch((err: Error) => {
        throw new StartRefused(`the S3 bucket ${config.s3!.bucket} cannot be reached (${err.name}: ${err.message})`);
      });
      storage = s3;
      log(`uploads in the S3 bucket ${config.s3.bucket}${config.s3.endpoint ? ` at ${config.s3.endpoint}` : ''}`);
    }
    const started = Date.now();
    if (await seedIfEmpty(handle.db, { uploadsDir: config.uploadsDir, scale: config.seedScale, log: (line) => log(`seed: ${line}`) })) {
      log(`seeded the database (${config.seedScale}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      // The seed draws its images on the local disk: into the bucket with them.
      if (config.s3) log(`copied ${await copyUploadTree(config.uploadsDir, storage)} seed images into the S3 bucket`);
    }

    const mail = await createMailerFromConfig(config, { warn: (m) => log(m), error: (e, m) => console.error(`[server] ${m ?? ''}`, e) });
    closeMail = mail.close;
    if (mail.smtpPort) log(`SMTP catcher on 127.0.0.1:${mail.smtpPort}; dev inbox at ${config.publicApiBase}/dev/inbox`);

    chat = await chatStoreFromConfig(config.realtime, { warn: (obj, msg) => console.warn(`[server] ${msg ?? ''}`, obj) });
    if (config.realtime) log(`realtime store: ${config.realtime.mode === 'local' ? `local server ${config.realtime.host}:${config.realtime.port}` : config.realtime.databaseURL}`);
    else log('realtime store not configured: messages are unavailable (REALTIME_DB_EMULATOR_HOST or REALTIME_DB_URL)');
    const db = handle.db;
    void seedRealtimeIfEmpty(db, chat, log).catch((err) => console.error('[server] seeding the realtime store failed:', err));
    const policy = { allowOrigins: config.ssrfTestAllow };
    if (config.ssrfTestAllow.length) log(`TEST ONLY: screenshots, badge checks and price feeds may reach ${config.ssrfTestAllow.join(', ')}`);
    screenshots = new ScreenshotService({ executablePath: config.chromiumPath, concurrency: config.screenshotConcurrency, policy });
    // The public reads on a streaming replica (db/read-replica.ts) when DATABASE_READ_URL is set.
    if (databaseReadUrl) {
      readHandle = createDb(databaseReadUrl, {
        // The router reports the replica down and back once (db/read-replica.ts); a connection ended
        // by the replica's shutdown or crash (57P01) is not reported once per connection.
        onConnectionError: (err) => {
          if (!stopping && err.code !== '57P01') console.warn(`[server] read replica connection lost: ${err.code ?? err.message}`);
        },
      });
      log('public reads go to the read replica (DATABASE_READ_URL) whenever it is caught up');
    }
    // The job queue (src/jobs): every API process runs a worker; each job runs on one of them.
    const mailer = withOutbox(handle.db, mail.mailer);
    const jobLog = { info: (m: string) => log(`jobs: ${m}`), error: (m: string) => console.error(`[server] jobs: ${m}`) };
    jobs = await startJobWorker({
      pool: handle.pool,
      kinds: JOB_KINDS,
      schedules: jobSchedules(config),
      deps: { db, chat: chat ?? noChatStore, policy, mailer, siteUrl: config.siteUrl, log: jobLog },
      concurrency: config.jobConcurrency,
      log: jobLog,
    });
    app = await buildApp({
      db,
      config,
      readReplica: readHandle ?? undefined,
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

/**
 * The API server process: database (embedded PostgreSQL unless DATABASE_URL), migrations, first-run
 * seed, mail, HTTP. SIGINT/SIGTERM close everything cleanly; the next start reuses the data.
 */
import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { loadConfig } from './config';
import { buildApp } from './app';
import { createDb, type DbHandle } from './db/client';
import { startEmbeddedPostgres, type EmbeddedPg } from './db/embedded';
import { runMigrations } from './db/migrate';
import { seedIfEmpty } from './db/seed-runner';
import { createMailerFromConfig } from './mail/mailer';
import { withOutbox } from './mail/outbox';
import { LocalStorage } from './storage/local';
import { chatStoreFromConfig, type ChatStore } from './realtime/chat-store';
import { seedRealtimeIfEmpty } from './realtime/seed';

async function main(): Promise<void> {
  const config = loadConfig();
  const log = (msg: string) => console.log(`[server] ${msg}`);
  await mkdir(config.uploadsDir, { recursive: true });

  let embedded: EmbeddedPg | null = null;
  let handle: DbHandle | null = null;
  let closeMail: (() => Promise<void>) | null = null;
  let app: Awaited<ReturnType<typeof buildApp>> | null = null;
  let chat: ChatStore | null = null;

  let stopping = false;
  const shutdown = async (signal: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: shutting down`);
    const step = async (what: string, fn: () => Promise<unknown>) => {
      try {
        await fn();
      } catch (err) {
        console.error(`[server] ${what} failed:`, err);
      }
    };
    if (app) await step('closing HTTP', () => app!.close());
    if (chat) await step('closing the realtime store', () => chat!.close());
    if (closeMail) await step('closing mail', closeMail);
    if (handle) await step('closing the pool', () => handle!.close());
    if (embedded) await step('stopping PostgreSQL', () => embedded!.stop());
    process.exit(code);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      log(`starting embedded PostgreSQL on port ${config.pgPort} (data in ${path.join(config.dataDir, 'pg')})`);
      embedded = await startEmbeddedPostgres({ dir: path.join(config.dataDir, 'pg'), port: config.pgPort });
      const admin = createDb(embedded.url('postgres'), { max: 1 });
      const exists = await admin.pool.query(`select 1 from pg_database where datname = 'ironscore'`);
      if (exists.rowCount === 0) await admin.pool.query('CREATE DATABASE ironscore');
      await admin.close();
      databaseUrl = embedded.url('ironscore');
    }
    handle = createDb(databaseUrl);
    log('applying migrations');
    await runMigrations(handle.db);
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
    app = await buildApp({ db, config, mailer: withOutbox(handle.db, mail.mailer), storage, inbox: mail.inbox, chat });
    await app.listen({ host: config.host, port: config.port });
    log(`API listening on http://${config.host}:${config.port} (calls: POST /api/<Call>)`);
  } catch (err) {
    console.error('[server] failed to start:', err);
    await shutdown('startup failure', 1);
  }
}

void main();

/**
 * jest globalSetup of the server tests: one embedded PostgreSQL in a temp directory on a free
 * port; a template database migrated from empty and seeded with the 'test' scale once.
 */
import { mkdtempSync, chmodSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, startEmbeddedPostgres, type EmbeddedPg } from '../db/embedded';
import { createDb } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedDatabase } from '../seed';
import { TEMPLATE_DB, TEST_ENV } from './env';

declare global {
  var __IRONSCORE_TEST_PG__: { pg: EmbeddedPg; root: string } | undefined;
}

export default async function globalSetup(): Promise<void> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'ironscore-server-test-'));
  chmodSync(root, 0o755);
  const uploads = path.join(root, 'seed-uploads');
  mkdirSync(uploads, { recursive: true });

  let embedded: EmbeddedPg | null = null;
  let lastError: unknown;
  for (let attempt = 0; attempt < 3 && !embedded; attempt++) {
    try {
      embedded = await startEmbeddedPostgres({ dir: path.join(root, 'pg'), port: await freePort(), ephemeral: true });
    } catch (err) {
      lastError = err;
    }
  }
  if (!embedded) throw lastError;
  globalThis.__IRONSCORE_TEST_PG__ = { pg: embedded, root };

  const admin = new pg.Client({ connectionString: embedded.url('postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.end();

  const handle = createDb(embedded.url(TEMPLATE_DB), { max: 4 });
  try {
    await runMigrations(handle.db);
    await seedDatabase(handle.db, { uploadsDir: uploads, scale: 'test' });
  } finally {
    await handle.close();
  }

  process.env[TEST_ENV.base] = embedded.url('').replace(/\/$/, '');
  process.env[TEST_ENV.template] = TEMPLATE_DB;
  process.env[TEST_ENV.uploads] = uploads;
  process.env[TEST_ENV.root] = root;
}

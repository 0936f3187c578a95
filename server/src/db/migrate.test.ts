import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { createDb } from './client';
import { runMigrations } from './migrate';
import { TEST_ENV } from '../test/env';

test('migrations apply to an empty database, and again without change', async () => {
  const base = process.env[TEST_ENV.base]!;
  const name = `m_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const handle = createDb(`${base}/${name}`, { max: 2 });
  try {
    await runMigrations(handle.db);
    const tables = await handle.pool.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    const names = tables.rows.map((r) => r.table_name);
    for (const table of ['users', 'sessions', 'pages', 'general_settings', 'sources', 'brands', 'products', 'reviews']) {
      expect(names).toContain(table);
    }
    const applied = await handle.pool.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    await runMigrations(handle.db);
    const again = await handle.pool.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(again.rows[0].n).toBe(applied.rows[0].n);
    expect(applied.rows[0].n).toBeGreaterThan(0);
  } finally {
    await handle.close();
    await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin.end();
  }
});

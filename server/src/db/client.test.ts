/** The pool survives lost connections: no crash, no leaked client, and errors read as "unavailable". */
import pg from 'pg';
import { createDb, isDatabaseUnavailable } from './client';
import { TEST_ENV } from '../test/env';

const url = () => `${process.env[TEST_ENV.base]}/${process.env[TEST_ENV.template]}`;

test('a checked-out client whose connection dies is released and removed from the pool (drizzle leaks it otherwise)', async () => {
  const errors: string[] = [];
  const handle = createDb(url(), { max: 2, onConnectionError: (err) => errors.push(err.message) });
  const admin = new pg.Client({ connectionString: url() });
  await admin.connect();
  try {
    const client = await handle.pool.connect();
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() pid');
    await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
    // the 'error' event of the checked-out client ends its checkout (no one calls release here)
    for (let i = 0; i < 100 && handle.pool.totalCount > 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(handle.pool.totalCount).toBe(0);
    expect(errors.length).toBeGreaterThan(0);
    client.release(); // the later release of the caller is harmless
    // the pool still works and ends at once (nothing checked out)
    expect((await handle.db.execute('select 1 as one')).rows).toEqual([{ one: 1 }]);
  } finally {
    await admin.end();
    await handle.close();
  }
});

test('errors of an unreachable or restarting database are "unavailable"; others are not', async () => {
  const handle = createDb('postgres://nobody:x@127.0.0.1:1/none', { max: 1, onConnectionError: () => undefined });
  try {
    const err = await handle.db.execute('select 1').catch((e: unknown) => e);
    expect(isDatabaseUnavailable(err)).toBe(true);
  } finally {
    await handle.close();
  }
  expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '57P03' }))).toBe(true);
  expect(isDatabaseUnavailable(new Error('x', { cause: Object.assign(new Error('y'), { code: '08006' }) }))).toBe(true);
  expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
  expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
});

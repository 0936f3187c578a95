/**
 * A production start (NODE_ENV=production, the real src/main.ts) refuses every development
 * convenience and says which in one line: the Auth emulator, the dev inbox, the development API
 * key, and seeding an empty database without SEED_DEMO_DATA=1. With none of them it starts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './db/embedded';
import { TEST_ENV } from './test/env';
import { startServerProcess, waitForHealth } from './test/server-process';

jest.setTimeout(300_000);

const base = () => process.env[TEST_ENV.base]!;
let dataDir: string;
const created: string[] = [];

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: `${base()}/postgres` });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** An empty database on the test cluster. */
async function emptyDatabase(): Promise<string> {
  const name = `prod_${process.pid}_${created.length}`;
  await admin((c) => c.query(`CREATE DATABASE "${name}"`));
  created.push(name);
  return `${base()}/${name}`;
}

async function productionEnv(overrides: Record<string, string | undefined> = {}) {
  return {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    API_PORT: String(await freePort()),
    API_KEY: 'a-production-key-0123456789',
    JWT_SECRET: 'a-production-secret-0123456789-0123456789',
    // The static refusals come before any connection: an unreachable database would fail differently.
    DATABASE_URL: 'postgres://nobody:x@127.0.0.1:1/none',
    ...overrides,
  };
}

/** Starts the server expecting a refusal: exit code 1 and exactly one "refusing" line, returned. */
async function refusal(env: Record<string, string | undefined>): Promise<string> {
  const server = startServerProcess(env);
  const code = await server.exited;
  const lines = server.output().split('\n').filter((l) => l.includes('refusing to start'));
  expect({ code, lines: lines.length }).toEqual({ code: 1, lines: 1 });
  return lines[0]!;
}

beforeAll(() => {
  dataDir = mkdtempSync(path.join(process.env[TEST_ENV.root]!, 'production-'));
});

afterAll(async () => {
  await admin(async (c) => {
    for (const name of created) await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
  rmSync(dataDir, { recursive: true, force: true });
});

test('the Firebase Auth emulator is refused', async () => {
  const line = await refusal(await productionEnv({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }));
  expect(line).toMatch(/refusing to start in production: FIREBASE_AUTH_EMULATOR_HOST is set/);
});

test('the dev inbox is refused', async () => {
  const line = await refusal(await productionEnv({ DEV_INBOX: '1' }));
  expect(line).toMatch(/refusing to start in production: DEV_INBOX is on/);
});

test('the development API key is refused, given or by default', async () => {
  expect(await refusal(await productionEnv({ API_KEY: undefined }))).toMatch(/API_KEY is not set/);
  expect(await refusal(await productionEnv({ API_KEY: 'ironscore-dev-key' }))).toMatch(/API_KEY is not set/);
});

test('several conveniences at once: one line naming each', async () => {
  const line = await refusal(await productionEnv({ API_KEY: undefined, DEV_INBOX: 'yes', FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9099' }));
  expect(line).toMatch(/FIREBASE_AUTH_EMULATOR_HOST.*DEV_INBOX.*API_KEY/);
});

test('an empty database is not seeded without SEED_DEMO_DATA=1', async () => {
  const url = await emptyDatabase();
  const line = await refusal(await productionEnv({ DATABASE_URL: url }));
  expect(line).toMatch(/refusing to start in production: the database is empty and SEED_DEMO_DATA is not set/);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    expect((await client.query('select count(*)::int n from users')).rows[0].n).toBe(0);
  } finally {
    await client.end();
  }
});

test('with SEED_DEMO_DATA=1 and none of the conveniences it starts (no dev inbox) and stops with 0', async () => {
  const env = await productionEnv({ DATABASE_URL: await emptyDatabase(), SEED_DEMO_DATA: '1', SEED_SCALE: 'test' });
  const server = startServerProcess(env);
  const apiBase = `http://127.0.0.1:${env.API_PORT}`;
  try {
    await waitForHealth(apiBase, server);
    expect((await fetch(`${apiBase}/dev/inbox/messages`)).status).toBe(404);
    const pages = await fetch(`${apiBase}/api/Get_Pages`, { method: 'POST', headers: { 'x-api-key': env.API_KEY } });
    expect((await pages.json()).status).toBe(true);
    server.proc.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  } finally {
    if (server.proc.exitCode === null) server.proc.kill('SIGKILL');
  }
  expect(server.output()).not.toMatch(/refusing/);
});

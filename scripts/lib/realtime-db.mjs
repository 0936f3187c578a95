// The chat's Realtime Database for a local stack: the local server (firebase-server, see
// server/src/realtime/local-server.ts) on 9000 + port offset with its data in DATA_DIR/rtdb,
// unless a real Firebase database is configured.
//
// - Real project: REALTIME_DB_URL (https://<project>-default-rtdb.firebaseio.com) in the
//   environment; the API also needs firebase-admin credentials (GOOGLE_APPLICATION_CREDENTIALS).
// - Otherwise: the local server; the API and the local server share a token secret kept in
//   DATA_DIR/rtdb-secret (REALTIME_DB_SECRET overrides).
//
// The browser gets the `realtime` block of remotes.json: { databaseURL, emulatorHost? }.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './toolchain.mjs';

export const REALTIME_DB_PORT = 9000;

function secretIn(dataDir, env) {
  if (env.REALTIME_DB_SECRET?.trim()) return env.REALTIME_DB_SECRET.trim();
  const file = path.join(dataDir, 'rtdb-secret');
  if (existsSync(file) && readFileSync(file, 'utf8').trim()) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** @returns {{ local: boolean, host?: string, port?: number, secret?: string, env: Record<string,string>, webConfig: Record<string,string> }} */
export function realtimeSettings({ dataDir, offset = 0, env = process.env }) {
  const url = env.REALTIME_DB_URL?.trim();
  if (url) return { local: false, env: { REALTIME_DB_URL: url }, webConfig: { databaseURL: url } };
  const host = '127.0.0.1';
  const port = REALTIME_DB_PORT + offset;
  const secret = secretIn(dataDir, env);
  return {
    local: true,
    host,
    port,
    secret,
    env: { REALTIME_DB_EMULATOR_HOST: `${host}:${port}`, REALTIME_DB_SECRET: secret },
    webConfig: { databaseURL: `http://${host}:${port}?ns=ironscore`, emulatorHost: `${host}:${port}` },
  };
}

/** Starts the local server (server/src/cli/realtime-db.ts) as a child process. */
export function spawnRealtimeDb({ host, port, secret, dataDir, stdio = 'inherit' }) {
  return spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'server/src/cli/realtime-db.ts'), '--host', host, '--port', String(port), '--data', path.join(dataDir, 'rtdb', 'data.json')],
    { cwd: path.join(ROOT, 'server'), stdio, env: { ...process.env, REALTIME_DB_SECRET: secret } },
  );
}

// Starts the whole site from production builds: the API (embedded PostgreSQL, migrations, seed on
// first run) and one static server per app. Used by `npm start` and by the e2e suite.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { mkdirSync, writeFileSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { APPS, API_KEY, API_PORT } from './apps.mjs';
import { ROOT, log } from './toolchain.mjs';
import { firebaseSettings, spawnAuthEmulator } from './firebase-emulator.mjs';
import { realtimeSettings, spawnRealtimeDb } from './realtime-db.mjs';

const SERVE = path.join(ROOT, 'packages/static-server/src/serve.mjs');

async function waitFor(url, { timeoutMs = 240_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function portIsFree(host, port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

export function runtimeConfig({ host, apiPort, appPorts }) {
  return {
    apiBase: `http://${host}:${apiPort}`,
    // The site's public address: canonical URLs and Open Graph of the served pages, robots.txt (packages/static-server).
    siteUrl: `http://${host}:${appPorts.shell}`,
    apiKey: API_KEY,
    remotes: Object.fromEntries(
      APPS.filter((a) => a.name !== 'shell').map((a) => [a.name, `http://${host}:${appPorts[a.name]}/mf-manifest.json`]),
    ),
  };
}

/** Command line of the static server of one app. */
export function appServerArgs(app, { host, port, remotesJson, dir }) {
  const dist = dir ?? path.join(ROOT, app.dir, 'dist');
  const args = [SERVE, '--dir', dist, '--port', String(port), '--host', host];
  if (app.name === 'shell') args.push('--spa', '--file', `/remotes.json=${remotesJson}`);
  // A remote with request-time frames (packages/mf-config "First frame", written beside its dist) renders them with the API of remotes.json.
  const renderer = `${dist}-server/request.js`;
  if (app.name !== 'shell' && existsSync(renderer)) args.push('--render', renderer, '--render-config', remotesJson);
  return args;
}

/**
 * @param {{ dataDir: string, host?: string, apiPort?: number, portOffset?: number, seedScale?: 'full'|'test',
 *           stdio?: 'inherit'|'ignore'|'pipe', env?: Record<string,string> }} options
 */
export async function startStack(options) {
  const host = options.host ?? '127.0.0.1';
  const offset = options.portOffset ?? 0;
  const apiPort = (options.apiPort ?? API_PORT) + offset;
  const appPorts = Object.fromEntries(APPS.map((a) => [a.name, a.port + offset]));
  const dataDir = path.resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const stdio = options.stdio ?? 'inherit';
  const children = new Map();

  // Google sign-in: the Firebase Auth emulator unless a real project is configured (firebase-emulator.mjs).
  const firebase = firebaseSettings({ offset });
  // Chat: the local Realtime Database server unless a real one is configured (realtime-db.mjs).
  const realtime = realtimeSettings({ dataDir, offset });
  const ports = [apiPort, 5433 + offset, ...Object.values(appPorts), ...(firebase?.emulator ? [firebase.port] : []), ...(realtime.local ? [realtime.port] : [])];
  const busy = [];
  for (const port of ports) if (!(await portIsFree(host, port))) busy.push(port);
  if (busy.length) throw new Error(`port ${busy.join(', ')} on ${host} is in use; stop what listens there (another IronScore?) and start again`);

  const remotesJson = path.join(dataDir, 'remotes.json');
  writeFileSync(
    remotesJson,
    JSON.stringify({ ...runtimeConfig({ host, apiPort, appPorts }), ...(firebase ? { firebase: firebase.webConfig } : {}), realtime: realtime.webConfig }, null, 2),
  );

  const siteUrl = `http://${host}:${appPorts.shell}`;
  const api = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/src/main.ts')], {
    cwd: path.join(ROOT, 'server'),
    stdio,
    env: {
      ...process.env,
      API_HOST: host,
      API_PORT: String(apiPort),
      PG_PORT: String(5433 + offset),
      DATA_DIR: dataDir,
      API_KEY,
      PUBLIC_API_BASE: `http://${host}:${apiPort}`,
      SITE_URL: siteUrl,
      CORS_ORIGINS: APPS.flatMap((a) => [`http://${host}:${appPorts[a.name]}`, `http://localhost:${appPorts[a.name]}`]).join(','),
      SEED_SCALE: options.seedScale ?? 'full',
      ...(firebase?.env ?? {}),
      ...realtime.env,
      ...options.env,
    },
  });
  children.set('api', api);
  if (firebase?.emulator) children.set('firebase', spawnAuthEmulator({ host: firebase.host, port: firebase.port, stdio }));
  if (realtime.local) children.set('realtime', spawnRealtimeDb({ host: realtime.host, port: realtime.port, secret: realtime.secret, dataDir, stdio }));

  const startApp = (name) => {
    const app = APPS.find((a) => a.name === name);
    const child = spawn(process.execPath, appServerArgs(app, { host, port: appPorts[name], remotesJson }), { stdio });
    children.set(name, child);
    return child;
  };
  for (const app of APPS) startApp(app.name);

  const state = () => ({
    host,
    apiPort,
    appPorts,
    siteUrl,
    apiBase: `http://${host}:${apiPort}`,
    remotesJson,
    pids: Object.fromEntries([...children].map(([k, c]) => [k, c.pid])),
  });
  const stateFile = path.join(dataDir, 'stack.json');
  const writeState = () => writeFileSync(stateFile, JSON.stringify(state(), null, 2));
  writeState();

  const stop = async () => {
    const exits = [...children.values()]
      .filter((c) => c.exitCode === null && c.signalCode === null)
      .map((c) => new Promise((resolve) => {
        c.once('exit', resolve);
        c.kill('SIGTERM');
        setTimeout(() => { if (c.exitCode === null) c.kill('SIGKILL'); }, 15_000).unref();
      }));
    await Promise.all(exits);
  };

  try {
    await Promise.all(APPS.map((a) => waitFor(`http://${host}:${appPorts[a.name]}/`, { child: children.get(a.name), timeoutMs: 30_000 })));
    log(`apps served on ports ${APPS.map((a) => appPorts[a.name]).join(', ')}; waiting for the API (first start migrates and seeds)`);
    await waitFor(`http://${host}:${apiPort}/health`, { child: api, timeoutMs: 300_000 });
    if (firebase?.emulator) {
      await waitFor(`${firebase.url}/`, { child: children.get('firebase'), timeoutMs: 120_000 }).catch((error) =>
        log(`Firebase Auth emulator not available (Google sign-in will fail): ${error.message}`),
      );
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { ...state(), stop, children, stateFile, writeState, startApp };
}

/** Reads the state file another process wrote (e2e workers). */
export function readStackState(dataDir) {
  const file = path.join(path.resolve(dataDir), 'stack.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

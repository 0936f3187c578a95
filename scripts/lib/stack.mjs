// Starts the whole site from production builds: the API (embedded PostgreSQL, migrations, seed on
// first run) and one static server per app. Used by `npm start` and by the e2e suite.
//
// - Scaled (apiInstances > 1, `npm run scale`): the embedded PostgreSQL runs as a process of its own
//   (server/src/cli/postgres.ts), N API instances point DATABASE_URL at it (the first migrates and
//   seeds, then the others start), and HAProxy (scripts/lib/balancer.mjs) listens on the API's port
//   in front of them, so remotes.json and every client see one API address.
//
// - Supervision: once the site is up, the API and the local chat server are started again when
//   they exit (backoff 0.5 s doubling up to 30 s, back to 0.5 s after a minute of running), each
//   exit and restart logged. The static servers are not (e2e stops one on purpose).
// - Recovery: what a start killed with -9 left running is dealt with before the ports are checked:
//   processes of the previous stack.json whose supervisor is gone (checked by command line, never
//   by pid alone) are stopped, and a PostgreSQL of this data folder holding its port is left to
//   the API, which stops such an orphan before starting its own (server/src/db/embedded.ts).
import { spawn } from 'node:child_process';
import net from 'node:net';
import { mkdirSync, writeFileSync, readFileSync, existsSync, readlinkSync, realpathSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { APPS, API_KEY, API_PORT } from './apps.mjs';
import { ROOT, ensureHaproxy, ensureInstalled, log } from './toolchain.mjs';
import { startBuilds } from './build.mjs';
import { instancePorts, writeBalancerConfig } from './balancer.mjs';
import { firebaseSettings, spawnAuthEmulator } from './firebase-emulator.mjs';
import { realtimeSettings, spawnRealtimeDb } from './realtime-db.mjs';

const SERVE = path.join(ROOT, 'packages/static-server/src/serve.mjs');

/** Polls `url` until it answers 2xx; the time limit counts from when `after` settles (default: now). */
async function waitFor(url, { timeoutMs = 240_000, child, after } = {}) {
  let deadline = Infinity;
  const arm = () => {
    deadline = Date.now() + timeoutMs;
  };
  if (after) after.then(arm, arm);
  else arm();
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

async function waitForFile(file, { timeoutMs, child }) {
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(file)) {
    if (child.exitCode !== null) throw new Error(`${path.basename(file)}: process exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`${file} did not appear within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function portIsFree(host, port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

const cmdline = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  } catch {
    return [];
  }
};

/** Whether `pid` is a PostgreSQL postmaster of data folder `dir` (its working folder; as server/src/db/embedded.ts isPostmasterOf). */
function isPostmasterOf(pid, dir) {
  try {
    return readlinkSync(`/proc/${pid}/cwd`) === realpathSync(dir);
  } catch {
    return false;
  }
}

/** The pid in `<pgDir>/postmaster.pid` when that process is this folder's postmaster and alive. */
function runningPostmaster(pgDir) {
  try {
    const pid = Number(readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 && isAlive(pid) && isPostmasterOf(pid, pgDir) ? pid : null;
  } catch {
    return null;
  }
}

/** Waits until `pid` is gone (true) or `ms` passed (false). */
async function gone(pid, ms) {
  const deadline = Date.now() + ms;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  return !isAlive(pid);
}

/**
 * Stops the processes a previous start of `dataDir` left running when that start was killed
 * (its stack.json names them and a supervisor that is gone). A process is only signalled while
 * its command line is still the one this file spawned for that role.
 */
/**
 * Writes `value` as the JSON file `file` whole, by rename: a reader (the shell's server, a test
 * reading the pids, the next start) sees the old file or the new one, never a half-written one.
 */
function writeJsonWhole(file, value) {
  writeFileSync(`${file}.tmp`, JSON.stringify(value, null, 2));
  renameSync(`${file}.tmp`, file);
}

async function stopLeftovers(dataDir, stateFile) {
  let previous;
  try {
    previous = JSON.parse(readFileSync(stateFile, 'utf8'));
  } catch {
    return;
  }
  const supervisor = previous.supervisor;
  if (supervisor && supervisor !== process.pid && isAlive(supervisor) && /node/.test(cmdline(supervisor)[0] ?? '')) return; // another start runs: the port check says so
  const scripts = {
    api: path.join(ROOT, 'server/src/main.ts'),
    realtime: path.join(ROOT, 'server/src/cli/realtime-db.ts'),
    firebase: path.join(ROOT, 'server/src/cli/auth-emulator.ts'),
    postgres: path.join(ROOT, 'server/src/cli/postgres.ts'),
  };
  const ours = (name, pid) => {
    const argv = cmdline(pid);
    const role = /^api-\d+$/.test(name) ? 'api' : name;
    if (scripts[role]) return argv.includes(scripts[role]);
    if (name === 'haproxy') return argv.includes(path.join(dataDir, 'haproxy.cfg'));
    const app = APPS.find((a) => a.name === name);
    return !!app && argv.includes(SERVE) && argv.includes(String(previous.appPorts?.[name]));
  };
  for (const [name, pid] of Object.entries(previous.pids ?? {})) {
    if (!pid || !isAlive(pid) || !ours(name, pid)) continue;
    log(`stopping the ${name} (pid ${pid}) left running by an earlier start that was killed`);
    try {
      process.kill(pid, 'SIGTERM');
      if (!(await gone(pid, 30_000)) && ours(name, pid)) process.kill(pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
}

/**
 * The copy of a remote's published routes (its build's dist/routes.json) that remotes.json carries:
 * the shell keeps the remote's paths with it while the remote's own file cannot be read (down).
 * Null when the remote is not built.
 */
function routeSnapshot(app) {
  try {
    return JSON.parse(readFileSync(path.join(ROOT, app.dir, 'dist', 'routes.json'), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The shell's /remotes.json: the API, the site's address, every remote of platform.data.json (in its
 * order, which decides route conflicts) with its manifest URL, and the copy of each remote's routes.
 */
export function runtimeConfig({ host, apiPort, appPorts }) {
  const remotes = APPS.filter((a) => a.name !== 'shell');
  return {
    apiBase: `http://${host}:${apiPort}`,
    // The site's public address: canonical URLs and Open Graph of the served pages, robots.txt (packages/static-server).
    siteUrl: `http://${host}:${appPorts.shell}`,
    apiKey: API_KEY,
    remotes: Object.fromEntries(remotes.map((a) => [a.name, `http://${host}:${appPorts[a.name]}/mf-manifest.json`])),
    routes: Object.fromEntries(remotes.flatMap((a) => {
      const snapshot = routeSnapshot(a);
      return snapshot ? [[a.name, snapshot]] : [];
    })),
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
 *           stdio?: 'inherit'|'ignore'|'pipe', env?: Record<string,string>, apps?: string[], apiInstances?: number }} options
 *        apps: the apps to serve (default all; tests of the API alone pass []).
 *        apiInstances: API processes behind HAProxy on the API's port (default 1: no balancer, as `npm start`).
 *        builds: the builds still running (scripts/lib/build.mjs startBuilds): the API (migrations,
 *          seed) starts at once, each app's static server once its build is in, and remotes.json
 *          gets the remotes' routes once every build is (default: the builds are done).
 */
/** Ports the Fetch standard blocks (https://fetch.spec.whatwg.org/#bad-port): browsers and Node's fetch refuse them. */
const BROWSER_BLOCKED_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137,
  139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723,
  2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

export async function startStack(options) {
  const host = options.host ?? '127.0.0.1';
  const offset = options.portOffset ?? 0;
  const apiPort = (options.apiPort ?? API_PORT) + offset;
  const appPorts = Object.fromEntries(APPS.map((a) => [a.name, a.port + offset]));
  const served = APPS.filter((a) => !options.apps || options.apps.includes(a.name));
  const dataDir = path.resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const stdio = options.stdio ?? 'inherit';
  const children = new Map();
  let stopping = false;
  const stateFile = path.join(dataDir, 'stack.json');
  await stopLeftovers(dataDir, stateFile);
  const instances = Math.max(1, Math.floor(options.apiInstances ?? 1));
  const scaled = instances > 1;
  const haproxy = scaled ? ensureHaproxy() : null;
  const backendPorts = scaled ? instancePorts(apiPort, instances) : [];

  // Google sign-in: the Firebase Auth emulator unless a real project is configured (firebase-emulator.mjs).
  const firebase = firebaseSettings({ offset });
  // Chat: the local Realtime Database server unless a real one is configured (realtime-db.mjs).
  const realtime = realtimeSettings({ dataDir, offset });
  const pgPort = 5433 + offset;
  // a PostgreSQL of this data folder that outlived its API: the API stops it before starting its own
  const externalDb = options.env?.DATABASE_URL || process.env.DATABASE_URL || null;
  const orphanPg = externalDb ? null : runningPostmaster(path.join(dataDir, 'pg'));
  if (orphanPg) log(`PostgreSQL (pid ${orphanPg}) of ${path.join(dataDir, 'pg')} is still running; the ${scaled ? 'database process' : 'API'} stops it before starting its own`);
  // EMBEDDED_READ_REPLICA=1: a streaming standby of the embedded PostgreSQL (port PG_PORT + 10)
  // answers the public reads (server/src/db/read-replica.ts). One API makes and runs it itself;
  // scaled, the database process does and every instance gets it as DATABASE_READ_URL.
  const readReplica = !externalDb && /^(1|true|yes|on)$/i.test(String(options.env?.EMBEDDED_READ_REPLICA ?? process.env.EMBEDDED_READ_REPLICA ?? '').trim());
  const replicaPort = pgPort + 10;
  const replicaEnv = scaled && readReplica ? { DATABASE_READ_URL: `postgres://postgres:ironscore@${host}:${replicaPort}/ironscore`, EMBEDDED_READ_REPLICA: '0' } : {};
  const ports = [apiPort, ...backendPorts, ...(orphanPg || (scaled && externalDb) ? [] : [pgPort]), ...(readReplica && !orphanPg ? [replicaPort] : []), ...served.map((a) => appPorts[a.name]), ...(firebase?.emulator ? [firebase.port] : []), ...(realtime.local ? [realtime.port] : [])];
  const browserPorts = [apiPort, ...served.map((a) => appPorts[a.name]), ...(firebase?.emulator ? [firebase.port] : []), ...(realtime.local ? [realtime.port] : [])];
  const blocked = browserPorts.filter((port) => BROWSER_BLOCKED_PORTS.has(port));
  if (blocked.length) throw new Error(`port ${blocked.join(', ')} is one browsers and fetch refuse to connect to (the Fetch standard's bad ports); choose another PORT_OFFSET`);
  const busy = [];
  for (const port of ports) if (!(await portIsFree(host, port))) busy.push(port);
  if (busy.length) throw new Error(`port ${busy.join(', ')} on ${host} is in use; stop what listens there (another IronScore?) and start again`);

  const remotesJson = path.join(dataDir, 'remotes.json');
  // written again (whole: the shell's server reads it per request) once the builds are in, with their routes
  const writeRemotesJson = () =>
    writeJsonWhole(remotesJson, { ...runtimeConfig({ host, apiPort, appPorts }), ...(firebase ? { firebase: firebase.webConfig } : {}), realtime: realtime.webConfig });
  writeRemotesJson();
  const built = (name) => options.builds?.built.get(name) ?? Promise.resolve();

  const siteUrl = `http://${host}:${appPorts.shell}`;
  // Scaled: one database for every instance (its own process unless DATABASE_URL names one).
  const databaseUrl = scaled ? (externalDb ?? `postgres://postgres:ironscore@${host}:${pgPort}/ironscore`) : null;
  const spawnApi = (port = apiPort) => spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/src/main.ts')], {
    cwd: path.join(ROOT, 'server'),
    stdio,
    env: {
      ...process.env,
      API_HOST: host,
      API_PORT: String(port),
      ...(scaled ? { DATABASE_URL: databaseUrl, TRUST_PROXY: '1' } : {}),
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
      ...replicaEnv,
    },
  });
  const spawnRealtime = () => spawnRealtimeDb({ host: realtime.host, port: realtime.port, secret: realtime.secret, dataDir, stdio });
  const spawnPostgres = () => spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/src/cli/postgres.ts'), '--port', String(pgPort), '--data', path.join(dataDir, 'pg'), ...(readReplica ? ['--replica-port', String(replicaPort)] : [])], {
    cwd: path.join(ROOT, 'server'),
    stdio,
    // its own process group (as the API's embedded PostgreSQL): a Ctrl-C reaches it through stop() only
    detached: true,
  });
  const balancer = scaled ? writeBalancerConfig({ dataDir, host, port: apiPort, instances: backendPorts }) : null;
  const spawnBalancer = () => spawn(haproxy, ['-db', '-f', balancer.file], { stdio });
  const apiNames = scaled ? backendPorts.map((_, i) => `api-${i + 1}`) : ['api'];
  if (scaled && !externalDb) {
    const ready = path.join(dataDir, 'pg', 'ironscore.ready');
    rmSync(ready, { force: true });
    const child = spawnPostgres();
    children.set('postgres', child);
    await waitForFile(ready, { child, timeoutMs: 120_000 });
  }
  // Scaled, the first instance migrates and seeds alone; the others start once it is up (below).
  const api = spawnApi(scaled ? backendPorts[0] : apiPort);
  children.set(apiNames[0], api);
  if (firebase?.emulator) children.set('firebase', spawnAuthEmulator({ host: firebase.host, port: firebase.port, stdio }));
  if (realtime.local) children.set('realtime', spawnRealtime());

  const startApp = (name) => {
    const app = APPS.find((a) => a.name === name);
    const child = spawn(process.execPath, appServerArgs(app, { host, port: appPorts[name], remotesJson }), { stdio });
    children.set(name, child);
    return child;
  };

  const state = () => ({
    supervisor: process.pid,
    host,
    apiPort,
    ...(scaled ? { apiInstances: Object.fromEntries(apiNames.map((name, i) => [name, backendPorts[i]])), balancerSocket: balancer.socket } : {}),
    appPorts,
    siteUrl,
    apiBase: `http://${host}:${apiPort}`,
    remotesJson,
    pids: Object.fromEntries([...children].map(([k, c]) => [k, c.pid])),
  });
  const writeState = () => writeJsonWhole(stateFile, state());
  writeState();

  // ---------------------------------------------------------------- supervision (once the site is up)
  const timers = new Set();
  const supervise = (name, label, respawn) => {
    const watch = (child, startedAt, delay) => {
      const onExit = (code, signal) => {
        if (stopping || children.get(name) !== child) return;
        const wait = Date.now() - startedAt > 60_000 ? 500 : delay;
        log(`the ${label} exited (${signal ?? `code ${code}`}); starting it again in ${(wait / 1000).toFixed(1)} s`);
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (stopping) return;
          const next = respawn();
          children.set(name, next);
          // only this entry of the state file changes (a test may have restarted an app and written its pid)
          try {
            const current = JSON.parse(readFileSync(stateFile, 'utf8'));
            writeJsonWhole(stateFile, { ...current, pids: { ...current.pids, [name]: next.pid } });
          } catch {
            writeState();
          }
          log(`the ${label} started again (pid ${next.pid})`);
          watch(next, Date.now(), Math.min(wait * 2, 30_000));
        }, wait);
        timers.add(timer);
      };
      // it may have exited before the watch began
      if (child.exitCode !== null || child.signalCode !== null) onExit(child.exitCode, child.signalCode);
      else child.once('exit', onExit);
    };
    watch(children.get(name), Date.now(), 500);
  };

  const stop = async () => {
    stopping = true;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    const end = (list) => Promise.all(list
      .filter((c) => c.exitCode === null && c.signalCode === null)
      .map((c) => new Promise((resolve) => {
        c.once('exit', resolve);
        c.kill('SIGTERM');
        setTimeout(() => { if (c.exitCode === null) c.kill('SIGKILL'); }, 15_000).unref();
      })));
    // the shared database last, once no API uses it
    await end([...children].filter(([name]) => name !== 'postgres').map(([, c]) => c));
    await end([...children].filter(([name]) => name === 'postgres').map(([, c]) => c));
  };

  const waitForApi = async () => {
    if (scaled) {
      await waitFor(`http://${host}:${backendPorts[0]}/health`, { child: api, timeoutMs: 300_000, after: options.builds?.done });
      for (let i = 1; i < instances; i++) children.set(apiNames[i], spawnApi(backendPorts[i]));
      await Promise.all(apiNames.slice(1).map((name, i) => waitFor(`http://${host}:${backendPorts[i + 1]}/health`, { child: children.get(name), timeoutMs: 120_000 })));
      children.set('haproxy', spawnBalancer());
      writeState();
      log(`${instances} API instances (ports ${backendPorts.join(', ')}) behind HAProxy on ${apiPort}`);
    }
    // The time limits of the API and the emulator count from when the builds are in: on a busy
    // machine the builds beside them slow their start (the API's migrations and seed).
    await waitFor(`http://${host}:${apiPort}/health`, { child: scaled ? children.get('haproxy') : api, timeoutMs: 300_000, after: options.builds?.done });
    log('the API is up');
  };
  try {
    // Each app is served as soon as its build is in, while the API migrates and seeds (first start).
    const appsUp = Promise.all(served.map((a) => built(a.name).then(async () => {
      if (stopping) return;
      const child = startApp(a.name);
      writeState();
      await waitFor(`http://${host}:${appPorts[a.name]}/`, { child, timeoutMs: 30_000 });
    }))).then(() => {
      if (served.length) log(`apps served on ports ${served.map((a) => appPorts[a.name]).join(', ')}`);
    });
    const routesIn = (options.builds?.done ?? Promise.resolve()).then(() => {
      if (options.builds) writeRemotesJson();
    });
    const apiUp = waitForApi();
    // the emulator's limit counts from when the API is up (and the builds are in), as it did when the steps ran one after the other
    const emulatorUp = firebase?.emulator
      ? apiUp.then(() => waitFor(`${firebase.url}/`, { child: children.get('firebase'), timeoutMs: 120_000, after: options.builds?.done })).catch((error) =>
          log(`Firebase Auth emulator not available (Google sign-in will fail): ${error.message}`),
        )
      : Promise.resolve();
    const tasks = [appsUp, routesIn, apiUp, emulatorUp];
    for (const task of tasks) task.catch(() => {}); // the first failure is thrown below; the others are moot then
    await Promise.all(tasks);
  } catch (error) {
    await stop();
    throw error;
  }
  if (scaled) {
    apiNames.forEach((name, i) => supervise(name, `API instance ${name}`, () => spawnApi(backendPorts[i])));
    supervise('haproxy', 'load balancer', spawnBalancer);
    if (children.has('postgres')) supervise('postgres', 'database', spawnPostgres);
  } else supervise('api', 'API', spawnApi);
  if (realtime.local) supervise('realtime', 'chat server', spawnRealtime);
  return { ...state(), stop, children, stateFile, writeState, startApp };
}

/**
 * What `npm start` and `npm run scale` run: installs what is missing, builds what changed and starts
 * the stack on DATA_DIR (default .data/<dataDirName>) shifted by PORT_OFFSET (shell 3000, remotes
 * 3001–3006, API 4000, PostgreSQL 5433: a second copy of the site can run beside the first with
 * its own DATA_DIR). Resolves with the stack and the seconds it took.
 */
export async function startSite(dataDirName, { apiInstances } = {}) {
  const started = Date.now();
  ensureInstalled();
  const builds = startBuilds();
  const stack = await startStack({
    dataDir: process.env.DATA_DIR ?? path.join(ROOT, '.data', dataDirName),
    portOffset: Number(process.env.PORT_OFFSET ?? 0),
    ...(apiInstances ? { apiInstances } : {}),
    builds,
  });
  return { stack, seconds: ((Date.now() - started) / 1000).toFixed(0) };
}

/** Ctrl-C (SIGINT) or SIGTERM stops the stack once, then ends the process. */
export function stopOnSignals(stack) {
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    log('stopping');
    await stack.stop();
    log('stopped');
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

/** Reads the state file another process wrote (e2e workers). */
export function readStackState(dataDir) {
  const file = path.join(path.resolve(dataDir), 'stack.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

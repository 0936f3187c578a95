// Finds or fetches the pinned pnpm and installs the workspace when needed, so a fresh machine with
// only Node and npm can run `npm start` / `npm test`.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, statSync, readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PNPM_VERSION = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).packageManager.split('@')[1];

let pnpmCommand;
/**
 * The command (argv prefix) that runs the pinned pnpm: the one on PATH when it is that version,
 * else the copy npx keeps in its cache, run by this Node (`npx` itself costs 2–10 s of npm start-up
 * per call, and a start or a test run calls pnpm a dozen times), else `npx -y pnpm@<version>`,
 * which fetches it into that cache.
 */
export function pnpm() {
  if (pnpmCommand) return pnpmCommand;
  const local = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (local.status === 0 && local.stdout.trim() === PNPM_VERSION) return (pnpmCommand = ['pnpm']);
  const cached = cachedPnpm();
  if (cached) return (pnpmCommand = [process.execPath, cached]);
  log(`pnpm ${PNPM_VERSION} not on PATH; fetching it with npx pnpm@${PNPM_VERSION}`);
  const fetched = spawnSync('npx', ['-y', `pnpm@${PNPM_VERSION}`, '--version'], { cwd: ROOT, encoding: 'utf8' });
  const found = fetched.status === 0 ? cachedPnpm() : null;
  return (pnpmCommand = found ? [process.execPath, found] : ['npx', '-y', `pnpm@${PNPM_VERSION}`]);
}

/** bin/pnpm.cjs of the pinned version in npx's cache (npm's cache folder, _npx/<hash>/node_modules/pnpm), or null. */
function cachedPnpm() {
  const npxDir = path.join(process.env.npm_config_cache || path.join(os.homedir(), '.npm'), '_npx');
  let entries = [];
  try {
    entries = readdirSync(npxDir);
  } catch {
    return null;
  }
  for (const entry of entries) {
    const dir = path.join(npxDir, entry, 'node_modules/pnpm');
    try {
      if (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version === PNPM_VERSION && existsSync(path.join(dir, 'bin/pnpm.cjs'))) return path.join(dir, 'bin/pnpm.cjs');
    } catch {
      /* not a pnpm of npx */
    }
  }
  return null;
}

export function log(message) {
  process.stdout.write(`\x1b[36m[ironscore]\x1b[0m ${message}\n`);
}

/** Runs a command in the foreground, inheriting output; throws on failure. */
export function run(argv, options = {}) {
  const result = spawnSync(argv[0], argv.slice(1), { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    throw new Error(`${argv.join(' ')} exited with ${result.status ?? result.signal}`);
  }
}

/** Runs a command asynchronously and resolves with its exit code and captured output. */
export function runCapture(argv, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(argv[0], argv.slice(1), { cwd: ROOT, ...options });
    let output = '';
    child.stdout?.on('data', (d) => {
      output += d;
      if (options.echo !== false) process.stdout.write(d);
    });
    child.stderr?.on('data', (d) => {
      output += d;
      if (options.echo !== false) process.stderr.write(d);
    });
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = path.join(ROOT, 'node_modules/.modules.yaml');
  const lock = path.join(ROOT, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  log('installing dependencies');
  run([...pnpm(), 'install', '--frozen-lockfile'], { env: { ...process.env, CI: 'true' } });
}

/** Debian's chromium drives the e2e tests; install it with apt when missing (root only). */
export function ensureChromium() {
  const executable = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (existsSync(executable)) return executable;
  if (process.getuid?.() !== 0) throw new Error(`${executable} is missing: install Debian's chromium package`);
  log('installing chromium from Debian packages');
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', 'chromium'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return executable;
}

/**
 * Debian's HAProxy balances several API instances (`npm run scale`, the multi-instance tests);
 * install it with apt when missing (root only). Resolves to the executable.
 */
export function ensureHaproxy() {
  const executable = process.env.HAPROXY_PATH || '/usr/sbin/haproxy';
  if (existsSync(executable)) return executable;
  if (process.getuid?.() !== 0) throw new Error(`${executable} is missing: install Debian's haproxy package`);
  log('installing haproxy from Debian packages');
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'haproxy'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return executable;
}

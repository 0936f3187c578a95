// A "next version" of the platform for the version-skew test: a temporary copy of the repository
// whose contract has one call more (Get_SkewEcho), with the API handler for it, built and served
// beside the running e2e stack. The copy shares the installed node_modules (symlinked), so only
// the sources are copied (a few MB) and only the apps the test needs are built.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync, copyFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_KEY, E2E_PORT_OFFSET } from './constants';
import { dataDir } from './stack';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVE = path.join(root, 'packages/static-server/src/serve.mjs');

/** The call the newer contract adds, and what its handler answers. */
export const SKEW_CALL = 'Get_SkewEcho';

const CONTRACT_PATCH = `
// ---- Added by the version-skew e2e test (variant copy only): one call today's shell does not know.
import * as skewValibot from 'valibot';
Object.assign(calls, {
  ${SKEW_CALL}: { token: false, payload: skewValibot.object({ text: skewValibot.pipe(skewValibot.string(), skewValibot.trim(), skewValibot.maxLength(40)) }) },
});
`;

const SERVER_PATCH = `
// ---- Added by the version-skew e2e test (variant copy only).
Object.assign(handlers, {
  ${SKEW_CALL}: async ({ payload }: { payload: { text: string } }) => ({ status: true, data: { text: payload.text } }),
});
`;

/** Top-level entries that are not copied (the root node_modules is linked instead). */
const SKIP_TOP = new Set(['node_modules', '.git', '.data', 'test-results', 'playwright-report']);

/** Finds the one source file under `dir` that declares `declaration` (e.g. `export const calls`). */
function fileDeclaring(dir: string, declaration: RegExp): string {
  const hits: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && declaration.test(readFileSync(full, 'utf8'))) hits.push(full);
    }
  };
  walk(dir);
  if (hits.length !== 1) throw new Error(`expected one file declaring ${declaration} under ${dir}, found ${hits.length}`);
  return hits[0];
}

export interface VariantTree {
  dir: string;
  remove(): void;
}

/**
 * Copies the repository's sources into a temporary folder (`prefix`: the folder name's start),
 * sharing the installed node_modules: the tree a variant changes and builds.
 */
export function copyRepository(prefix: string): VariantTree {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const entry of readdirSync(root)) {
    if (SKIP_TOP.has(entry)) continue;
    cpSync(path.join(root, entry), path.join(dir, entry), {
      recursive: true,
      verbatimSymlinks: true,
      filter: (source) => !/[\\/](dist|test-results|\.federation)$/.test(source),
    });
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A copy of the repository with the newer contract: the call in `packages/contract`, its handler in
 * the server, and (as the community remote) a small App that calls it on mount.
 */
export function makeVariantTree(): VariantTree {
  const tree = copyRepository('ironscore-skew-');
  const { dir } = tree;
  const callsFile = fileDeclaring(path.join(dir, 'packages/contract/src'), /export const calls\b/);
  writeFileSync(callsFile, readFileSync(callsFile, 'utf8') + CONTRACT_PATCH);
  const handlersFile = fileDeclaring(path.join(dir, 'server/src/calls'), /export const handlers\b/);
  writeFileSync(handlersFile, readFileSync(handlersFile, 'utf8') + SERVER_PATCH);
  copyFileSync(path.join(root, 'e2e/fixtures/skew/App.tsx'), path.join(dir, 'mfe-community/src/App.tsx'));
  return tree;
}

/** Replaces `pattern` (which must occur) in a file of the tree. */
export function patchFile(tree: VariantTree, file: string, pattern: string | RegExp, replacement: string): void {
  const full = path.join(tree.dir, file);
  const text = readFileSync(full, 'utf8');
  if (!(typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text))) throw new Error(`${file} has no ${String(pattern)} to patch`);
  writeFileSync(full, text.replace(pattern, replacement));
}

/** Production build of one app of the variant tree into its dist folder. */
export function buildVariantApp(tree: VariantTree, appDir: string, buildId: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const cwd = path.join(tree.dir, appDir);
    const child = spawn(path.join(cwd, 'node_modules/.bin/webpack'), ['--config', 'webpack.config.cjs', '--mode', 'production'], {
      cwd,
      env: { ...process.env, IRONSCORE_BUILD_ID: buildId },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`build of ${appDir} failed:\n${output}`))));
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function until(url: string, child: ChildProcess, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not answer at ${url}`);
}

export interface Served {
  url: string;
  stop(): void;
}

function stopper(child: ChildProcess) {
  return () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
}

/** Serves a built app folder (the shell with `remotesJson` as its /remotes.json and SPA fallback). */
export async function serveApp(dir: string, options: { remotesJson?: string; port?: number } = {}): Promise<Served> {
  const port = options.port ?? (await freePort());
  const args = [SERVE, '--dir', dir, '--port', String(port), '--host', '127.0.0.1'];
  if (options.remotesJson) args.push('--spa', '--file', `/remotes.json=${options.remotesJson}`);
  const child = spawn(process.execPath, args, { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await until(`${url}/`, child, `static server for ${dir}`);
  return { url, stop: stopper(child) };
}

/**
 * Starts the variant's API on a free port, on the e2e stack's database (its migrations are
 * already applied and it is seeded, so the API only connects). `origins` may call it (CORS).
 */
export async function startVariantApi(tree: VariantTree, origins: string[]): Promise<Served> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(tree.dir, 'server/src/main.ts')], {
    cwd: path.join(tree.dir, 'server'),
    stdio: process.env.E2E_VERBOSE ? 'inherit' : 'ignore',
    env: {
      ...process.env,
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      DATABASE_URL: `postgres://postgres:ironscore@127.0.0.1:${5433 + E2E_PORT_OFFSET}/ironscore`,
      DATA_DIR: path.join(tree.dir, '.data'),
      API_KEY,
      PUBLIC_API_BASE: url,
      CORS_ORIGINS: origins.join(','),
      SEED_SCALE: 'test',
    },
  });
  await until(`${url}/health`, child, 'variant API', 120_000);
  return { url, stop: stopper(child) };
}

/** The e2e stack's /remotes.json, as the running shell reads it. */
export function stackRemotesJson(): { apiBase: string; remotes: Record<string, string>; [key: string]: unknown } {
  const state = JSON.parse(readFileSync(path.join(dataDir, 'stack.json'), 'utf8')) as { remotesJson: string };
  return JSON.parse(readFileSync(state.remotesJson, 'utf8'));
}

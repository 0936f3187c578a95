/**
 * The real API process (src/main.ts) for process-level tests: production start refusals, kill -9,
 * SIGTERM, the database dying under load. Requests go over HTTP with a new connection each
 * (no keep-alive), so a refused connection and a reset one can be told apart.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { SERVER_ROOT } from '../config';
import { isPostmasterOf } from '../db/embedded';

export interface ServerProcess {
  proc: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (or the signal name) when the process ends. */
  exited: Promise<number | string>;
}

export function startServerProcess(env: Record<string, string | undefined>): ServerProcess {
  const proc = spawn(process.execPath, ['--import', 'tsx', path.join(SERVER_ROOT, 'src/main.ts')], {
    cwd: SERVER_ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout!.setEncoding('utf8').on('data', (c: string) => (out += c));
  proc.stderr!.setEncoding('utf8').on('data', (c: string) => (out += c));
  const exited = new Promise<number | string>((resolve) => proc.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  return { proc, output: () => out, exited };
}

export interface HttpResult {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

/** One POST on a new connection; rejects with the socket error (ECONNREFUSED, ECONNRESET, …). */
export function post(base: string, urlPath: string, form: Record<string, string> = {}, headers: Record<string, string> = {}): Promise<HttpResult> {
  const body = new URLSearchParams(form).toString();
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${urlPath}`,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body), connection: 'close', ...headers },
        timeout: 60_000,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
    req.on('error', reject);
    req.end(body);
  });
}

/** Waits until GET /health answers 200 (or the process exits, or `ms` pass). */
export async function waitForHealth(base: string, server: ServerProcess, ms = 180_000): Promise<void> {
  const deadline = Date.now() + ms;
  let exited = false;
  void server.exited.then(() => (exited = true));
  while (Date.now() < deadline && !exited) {
    try {
      const res = await fetch(`${base}/health`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the API did not become healthy (${exited ? 'it exited' : 'timeout'}):\n${server.output().slice(-3000)}`);
}

/**
 * The pid of the running postmaster of a data directory, or null. Checked against the process
 * (pids are reused quickly on a busy machine: a stale postmaster.pid can name anything).
 */
export function postmasterPid(pgDir: string): number | null {
  const file = path.join(pgDir, 'postmaster.pid');
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) && isPostmasterOf(pid, pgDir) ? pid : null;
}

/** Whether `pid` is still the postmaster of `pgDir`. */
export const isPostmaster = (pid: number | null, pgDir: string): boolean => !!pid && isAlive(pid) && isPostmasterOf(pid, pgDir);

export function isAlive(pid: number | null): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Waits (bounded) for a condition checked every 100 ms. */
export async function until(check: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

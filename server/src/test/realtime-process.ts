/**
 * The local chat server as its own process (src/cli/realtime-db.ts, as `npm start` runs it), for
 * tests that must see it survive or die: malformed frames, kill -9 during sends.
 *
 *   const rt = await startRealtimeProcess({ dataDir });
 *   const client = await sdkClient(rt, await mintLocalToken(rt.secret, API_UID));
 *   rt.kill('SIGKILL');
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { initializeApp, deleteApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase, onValue, ref, type Database } from 'firebase/database';
import { freePort } from '../db/embedded';

const SERVER_ROOT = path.resolve(__dirname, '..', '..');

export interface RealtimeProcess {
  port: number;
  secret: string;
  child: ChildProcess;
  /** Every line the process printed. */
  output: string[];
  alive(): boolean;
  /** Resolves when the process has exited. */
  exited(): Promise<void>;
}

export async function startRealtimeProcess(options: { dataDir: string; port?: number; secret?: string }): Promise<RealtimeProcess> {
  const port = options.port ?? (await freePort());
  const secret = options.secret ?? randomBytes(32).toString('hex');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(SERVER_ROOT, 'src/cli/realtime-db.ts'), '--port', String(port), '--data', path.join(options.dataDir, 'rtdb', 'data.json')],
    { cwd: SERVER_ROOT, env: { ...process.env, REALTIME_DB_SECRET: secret }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output: string[] = [];
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) output.push(line);
      if (output.some((l) => l.includes('listening on'))) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code, signal) => reject(new Error(`the chat server exited (${signal ?? code}): ${output.slice(-5).join(' | ')}`)));
    setTimeout(() => reject(new Error(`the chat server did not start: ${output.slice(-5).join(' | ')}`)), 60_000).unref();
  });
  return {
    port,
    secret,
    child,
    output,
    alive: () => child.exitCode === null && child.signalCode === null,
    exited: () => exit,
  };
}

export interface SdkClient {
  db: Database;
  read(path: string): Promise<unknown>;
  close(): Promise<void>;
}

let clients = 0;

/** A Firebase SDK client of the server, signed in with `token` (or signed out). */
export function sdkClient(port: number, token?: string): SdkClient {
  const app = initializeApp({ databaseURL: `http://127.0.0.1:${port}?ns=ironscore`, projectId: 'ironscore' }, `rt-process-client-${++clients}`);
  const db = getDatabase(app);
  connectDatabaseEmulator(db, '127.0.0.1', port, token ? { mockUserToken: token } : {});
  return {
    db,
    read: (p) => new Promise((resolve, reject) => onValue(ref(db, p), (snap) => resolve(snap.val()), reject, { onlyOnce: true })),
    close: () => deleteApp(app),
  };
}

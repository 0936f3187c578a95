/**
 * `npm start`'s supervisor (scripts/lib/stack.mjs startStack) as its own process, serving the API
 * and the chat server only (no static apps, no Google sign-in emulator), for the recovery tests.
 * It runs in its own process group, so a test can kill -9 "the whole thing" (everything but the
 * embedded PostgreSQL, which the API starts in a group of its own). With STACK_API_INSTANCES (env)
 * > 1 it is the scaled stack: that many API instances behind HAProxy.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from '../config';

export interface StackProcess {
  child: ChildProcess;
  output: string[];
  /** The state file's pids (api, realtime, …). */
  pids(): Record<string, number>;
  /** Resolves once startStack returned (the API answers /health), rejects when the process exits first. */
  ready: Promise<void>;
}

const DRIVER = `
const { startStack } = await import(process.env.STACK_MODULE);
const stack = await startStack({ dataDir: process.env.STACK_DATA_DIR, portOffset: Number(process.env.STACK_PORT_OFFSET), apps: [], seedScale: 'test', stdio: 'ignore', apiInstances: Number(process.env.STACK_API_INSTANCES || 1) });
console.log('STACK READY');
const stop = async () => { await stack.stop(); process.exit(0); };
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
setInterval(() => undefined, 1 << 30);
`;

export function startStackProcess(dataDir: string, portOffset: number, env: Record<string, string> = {}): StackProcess {
  const child = spawn(process.execPath, ['--input-type=module', '-e', DRIVER], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      IRONSCORE_FIREBASE: 'off',
      REALTIME_DB_URL: '',
      DATABASE_URL: '',
      JWT_SECRET: 'stack-test-secret-0123456789-0123456789',
      STACK_MODULE: path.join(REPO_ROOT, 'scripts/lib/stack.mjs'),
      STACK_DATA_DIR: dataDir,
      STACK_PORT_OFFSET: String(portOffset),
      ...env,
    },
  });
  const output: string[] = [];
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) output.push(line);
      if (output.some((l) => l.includes('STACK READY'))) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code, signal) => reject(new Error(`the stack exited (${signal ?? code}): ${output.slice(-8).join(' | ')}`)));
  });
  ready.catch(() => undefined);
  return {
    child,
    output,
    ready,
    pids: () => (JSON.parse(readFileSync(path.join(dataDir, 'stack.json'), 'utf8')) as { pids: Record<string, number> }).pids,
  };
}

const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/**
 * A port offset whose API (4000+), PostgreSQL (5433+) and chat server (9000+) ports are free. Every
 * port of the stack (those, the API instances' next to the API, the replica, the Auth emulator's
 * 9099+) stays below the kernel's ephemeral range (32768–60999 here): a port the probe found free
 * there could be taken by any outgoing connection before the stack binds it.
 */
export async function freePortOffset(): Promise<number> {
  for (let i = 0; i < 50; i++) {
    const offset = 10_000 + Math.floor(Math.random() * 13_000);
    if ((await portFree(4000 + offset)) && (await portFree(5433 + offset)) && (await portFree(9000 + offset))) return offset;
  }
  throw new Error('no free port offset');
}

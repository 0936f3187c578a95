/**
 * `npm start` recovers by itself (scripts/lib/stack.mjs, issue 22 item 10):
 *
 * - kill -9 of the API under the supervisor: it is started again, stops the PostgreSQL it orphaned
 *   and answers /health again; kill -9 of the chat server: it is started again too;
 * - kill -9 of the whole thing (the supervisor's process group; the embedded PostgreSQL lives on
 *   in a group of its own, holding its port): the next start recovers (before: "port … is in use");
 * - kill -9 of the supervisor alone (the API and the chat server live on): the next start stops
 *   them and recovers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePortOffset, startStackProcess, type StackProcess } from './test/stack-process';
import { isAlive, isPostmaster, postmasterPid, until } from './test/server-process';

jest.setTimeout(300_000);

let dataDir: string;
let offset: number;
const stacks: StackProcess[] = [];

const health = async () => {
  try {
    return (await fetch(`http://127.0.0.1:${4000 + offset}/health`)).ok;
  } catch {
    return false;
  }
};
const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

function start(): StackProcess {
  const stack = startStackProcess(dataDir, offset);
  stacks.push(stack);
  return stack;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'ironscore-stack-'));
  offset = await freePortOffset();
});

afterAll(async () => {
  for (const stack of stacks) {
    if (stack.child.exitCode === null && stack.child.signalCode === null) {
      stack.child.kill('SIGTERM');
      await new Promise((r) => stack.child.once('exit', r));
    }
  }
  const pg = postmasterPid(path.join(dataDir, 'pg'));
  if (pg && isPostmaster(pg, path.join(dataDir, 'pg'))) process.kill(pg, 'SIGINT');
  await until(() => !isPostmaster(pg, path.join(dataDir, 'pg')), 30_000, 'PostgreSQL stopped').catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
});

test('first start', async () => {
  // migrations and the test seed on an empty data folder (the recovery tests below reuse it)
  const stack = start();
  await stack.ready;
  expect(await health()).toBe(true);
});

test('kill -9 of the API or of the chat server under the supervisor: each is started again', async () => {
  const stack = stacks.at(-1)!;
  const pgDir = path.join(dataDir, 'pg');
  const api = stack.pids().api;
  const pg = postmasterPid(pgDir);
  expect(isPostmaster(pg, pgDir)).toBe(true);
  process.kill(api, 'SIGKILL');
  await until(() => stack.pids().api !== api, 30_000, 'the API started again');
  await until(health, 60_000, 'the API answers again');
  const newPg = postmasterPid(pgDir);
  expect(newPg).not.toBe(pg);
  expect(isPostmaster(newPg, pgDir)).toBe(true);
  expect(stack.output.join('\n')).toMatch(/the API exited \(SIGKILL\); starting it again/);

  const realtime = stack.pids().realtime;
  process.kill(realtime, 'SIGKILL');
  await until(() => stack.pids().realtime !== realtime, 30_000, 'the chat server started again');
  await until(() => answers(9000 + offset), 30_000, 'the chat server answers again');
  expect(stack.output.join('\n')).toMatch(/the chat server exited \(SIGKILL\); starting it again/);
});

test('kill -9 of the whole thing (PostgreSQL orphaned, holding its port): the next start recovers', async () => {
  const old = stacks.at(-1)!;
  const pgDir = path.join(dataDir, 'pg');
  const pg = postmasterPid(pgDir);
  process.kill(-old.child.pid!, 'SIGKILL');
  await new Promise((r) => (old.child.exitCode === null && old.child.signalCode === null ? old.child.once('exit', r) : r(null)));
  await until(() => !isAlive(old.pids().api), 10_000, 'the API is gone');
  expect(isPostmaster(pg, pgDir)).toBe(true); // the orphan
  const stack = start();
  await stack.ready;
  expect(await health()).toBe(true);
  expect(isPostmaster(pg, pgDir)).toBe(false);
});

test('kill -9 of the supervisor alone (the API and the chat server left running): the next start recovers', async () => {
  const old = stacks.at(-1)!;
  const { api, realtime } = old.pids();
  old.child.kill('SIGKILL');
  await new Promise((r) => old.child.once('exit', r));
  expect(isAlive(api) && isAlive(realtime)).toBe(true);
  const stack = start();
  await stack.ready;
  expect(await health()).toBe(true);
  expect(isAlive(api) || isAlive(realtime)).toBe(false);
  expect(stack.output.join('\n')).toMatch(/left running by an earlier start/);
});

/**
 * The local chat server as `npm start` runs it (src/cli/realtime-db.ts, its own process):
 *
 * - each malformed frame of MALFORMED_FRAMES (issue 22: 11 of 25 ended the process) is dropped and
 *   its connection closed, while an SDK client keeps writing and reading;
 * - well-formed frames (keep-alive, ignored actions, a message in fragments) still reach it;
 * - kill -9 in the middle of sends, round after round: every write the server acknowledged is
 *   there after the restart (the journal is flushed before the acknowledgement).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ref, set, serverTimestamp } from 'firebase/database';
import { API_UID, mintLocalToken } from './chat-store';
import { MALFORMED_FRAMES } from '../test/malformed-frames';
import { rawSocket } from '../test/raw-ws';
import { sdkClient, startRealtimeProcess, type RealtimeProcess, type SdkClient } from '../test/realtime-process';

jest.setTimeout(120_000);

let dataDir: string;
const started: RealtimeProcess[] = [];
const clients: SdkClient[] = [];

beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'ironscore-rtdb-'));
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close().catch(() => undefined)));
  for (const rt of started.splice(0)) {
    if (rt.alive()) {
      rt.child.kill('SIGTERM');
      await rt.exited();
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(port?: number, secret?: string): Promise<RealtimeProcess> {
  const rt = await startRealtimeProcess({ dataDir, port, secret });
  started.push(rt);
  return rt;
}

function client(rt: RealtimeProcess, token: string): SdkClient {
  const c = sdkClient(rt.port, token);
  clients.push(c);
  return c;
}

function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  const timeout = new Promise<T>((_, reject) => {
    setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms).unref();
  });
  return Promise.race([p, timeout]);
}

test('every malformed frame is dropped and its connection closed; the server keeps serving another client', async () => {
  const rt = await start();
  const api = client(rt, await mintLocalToken(rt.secret, API_UID));
  // the slow one (a fragment timeout) runs beside the others
  const slow = MALFORMED_FRAMES.filter((f) => f.closeWithinMs);
  const slowChecks = slow.map(async (f) => {
    const ws = await rawSocket(rt.port);
    f.send(ws);
    return { name: f.name, closed: await ws.closed(f.closeWithinMs!) };
  });
  const results: Array<{ name: string; closed: boolean }> = [];
  let n = 0;
  for (const f of MALFORMED_FRAMES.filter((x) => !x.closeWithinMs)) {
    const ws = await rawSocket(rt.port);
    f.send(ws);
    results.push({ name: f.name, closed: await ws.closed(5000) });
    ws.destroy();
    expect(rt.alive()).toBe(true);
    // the other client is served
    await within(set(ref(api.db, `probe/${++n}`), f.name), 10_000, `write after "${f.name}"`);
    expect(await within(api.read(`probe/${n}`), 10_000, `read after "${f.name}"`)).toBe(f.name);
  }
  results.push(...(await Promise.all(slowChecks)));
  expect(results.filter((r) => !r.closed)).toEqual([]);
  expect(results.length).toBe(MALFORMED_FRAMES.length);
  expect(rt.alive()).toBe(true);
  expect(rt.output.filter((l) => l.includes('closing a connection')).length).toBeGreaterThanOrEqual(MALFORMED_FRAMES.length - 2);
});

test('well-formed frames reach the server: keep-alive, ignored actions, a message in fragments', async () => {
  const rt = await start();
  const token = await mintLocalToken(rt.secret, API_UID);
  const api = client(rt, token);
  await set(ref(api.db, 'probe/value'), 'here');
  const ws = await rawSocket(rt.port);
  ws.sendText('0');
  ws.sendText('{"t":"d","d":{"r":1,"a":"s","b":{"c":{"sdk.js":1}}}}');
  ws.sendText('{"t":"c","d":{"t":"p","d":{}}}');
  const auth = JSON.stringify({ t: 'd', d: { r: 2, a: 'auth', b: { cred: token } } });
  ws.sendText(auth);
  const listen = JSON.stringify({ t: 'd', d: { r: 3, a: 'q', b: { p: '/probe/value', h: '' } } });
  ws.sendText('2');
  ws.sendText(listen.slice(0, 20));
  ws.sendText(listen.slice(20));
  const answered = async (r: number) => {
    for (let i = 0; i < 100; i++) {
      if (ws.received.some((m) => m.includes(`"r":${r}`) && m.includes('"s":"ok"'))) return true;
      await new Promise((res) => setTimeout(res, 50));
    }
    return false;
  };
  expect(await answered(2)).toBe(true);
  expect(await answered(3)).toBe(true);
  expect(ws.received.some((m) => m.includes('"d":"here"'))).toBe(true);
  expect(await ws.closed(200)).toBe(false);
  ws.destroy();
});

test('kill -9 during sends loses no acknowledged message (6 rounds)', async () => {
  const secret = 'k'.repeat(64);
  let rt = await start(undefined, secret);
  const port = rt.port;
  const admin = client(rt, await mintLocalToken(secret, API_UID));
  await set(ref(admin.db, 'chats/1/members'), { '7': 1, '8': 2 });
  const acked = new Set<string>();
  let total = 0;
  for (let round = 0; round < 6; round++) {
    // written as the API (the rules' session and counter checks are chat-sessions' and messages' tests; this one is about the journal)
    const alice = client(rt, await mintLocalToken(secret, API_UID));
    let stop = false;
    const writer = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const key = `r${round}w${w}m${String(i).padStart(5, '0')}`;
        // an acknowledgement after kill -9 is impossible; a write left unanswered is not counted
        await set(ref(alice.db, `chats/1/messages/${key}`), { sender_id: 7, content: `message ${key}`, timestamp: serverTimestamp() }).then(() => {
          if (!stop) acked.add(key);
        });
      }
    };
    for (let w = 0; w < 8; w++) void writer(w).catch(() => undefined);
    const before = acked.size;
    const deadline = Date.now() + 20_000;
    while (acked.size < before + 60 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    rt.child.kill('SIGKILL');
    await rt.exited();
    stop = true;
    total += acked.size - before;
    await alice.close();
    clients.splice(clients.indexOf(alice), 1);
    rt = await start(port, secret);
    const reader = client(rt, await mintLocalToken(secret, API_UID));
    const stored = ((await within(reader.read('chats/1/messages'), 20_000, 'read after restart')) ?? {}) as Record<string, { content: string }>;
    const lost = [...acked].filter((k) => stored[k]?.content !== `message ${k}`);
    expect({ round, lost }).toEqual({ round, lost: [] });
  }
  expect(total).toBeGreaterThanOrEqual(300);
});

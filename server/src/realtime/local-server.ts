/**
 * The local Realtime Database for `npm start`, e2e and tests: `firebase-server` (npm), which speaks
 * the Realtime Database wire protocol, with the repository's database.rules.json (evaluated by
 * targaryen) and custom-token verification (HS256 with a shared secret; firebase-server checks the
 * signature, `iat`/`exp`, and never accepts unsigned tokens once a secret is set).
 *
 * In front of firebase-server's connection handler (it trusts its input):
 * - every frame is checked first (frames.ts): a malformed one closes the connection and never
 *   reaches the library; frames are at most MAX_FRAME_BYTES, messages at most MAX_MESSAGE_BYTES;
 * - the listeners a connection registered are removed when it closes (the library kept them).
 *
 * Persistence (with `dataFile`): every write is appended to a journal and flushed to disk before
 * anything that reflects it leaves the server — the acknowledgement to the writer, the data
 * events of the other clients (journal.ts) — so an acknowledged message survives kill -9. At start
 * the data file and the journal are read back; the journal is compacted into the data file at
 * start, when it grows, and on close.
 *
 * firebase-server does not answer get() (the client's one-shot read): read with listeners
 * (onValue … { onlyOnce: true }).
 */
import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { Duplex } from 'node:stream';
import path from 'node:path';
import { createRequire } from 'node:module';
import { REPO_ROOT } from '../config';
import { FrameAssembler, FrameError, MAX_FRAME_BYTES } from './frames';
import { Journal, recover, type JournalEntry } from './journal';
import { API_UID } from './chat-store';

const require = createRequire(__filename);

export const RULES_FILE = path.join(REPO_ROOT, 'database.rules.json');

export interface LocalRealtimeDb {
  port: number;
  /** ws URL for the SDK's databaseURL / connectDatabaseEmulator host. */
  host: string;
  /** Writes the current tree to the data file now (and starts a new journal). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export interface LocalRealtimeDbOptions {
  host?: string;
  /** 0 picks a free port. */
  port: number;
  /** Shared secret of the custom tokens (the API mints them with the same secret). */
  secret: string;
  /** JSON file the data is kept in (with its journal beside it); omitted: memory only (tests). */
  dataFile?: string;
  rulesFile?: string;
  log?: (line: string) => void;
  /** How long a message announced in fragments may take (frames.ts FRAGMENT_TIMEOUT_MS). */
  fragmentTimeoutMs?: number;
}

type Listener = (...args: unknown[]) => void;

/** The part of a firebase Reference this file uses. */
interface Ref {
  child(path: string): Ref;
  set(value: unknown): Promise<void>;
  update(value: unknown): Promise<void>;
  on(event: string, cb: Listener, ...rest: unknown[]): unknown;
  off(event?: string, cb?: Listener): void;
}

/** ws 7's WebSocket, as far as this file uses it. */
interface WsSocket extends EventEmitter {
  readyState: number;
  _socket: unknown;
  send(data: string, cb?: (err?: Error) => void): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
}

interface WsServer extends EventEmitter {
  clients: Set<WsSocket>;
  handleUpgrade(req: http.IncomingMessage, socket: Duplex, head: Buffer, done: (ws: WsSocket) => void): void;
}

interface RulesDb {
  rules: unknown;
  debug: boolean;
  constructor: new (opts: { rules: unknown; data: unknown; auth: null; debug: boolean }) => RulesDb;
}

interface FirebaseServerInstance {
  setRules(rules: object): void;
  setAuthSecret(secret: string): void;
  close(): Promise<void>;
  handleConnection(ws: unknown): void;
  wss: WsServer;
  targaryen: RulesDb;
  baseRef: Ref;
}

interface ValueRef {
  on(event: 'value', cb: (...args: unknown[]) => void): unknown;
  off(): void;
}

/** The few parts of a `ws` socket closeRevokedSockets uses. */
interface ServerSocket {
  on(event: 'message', cb: (data: Buffer | string) => void): void;
  on(event: 'close', cb: () => void): void;
  terminate(): void;
}

const WS_OPEN = 1;

/** Reads the rules file (`{ "rules": … }`). */
export function readRules(file = RULES_FILE): { rules: object } {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { rules?: object };
  if (!parsed.rules) throw new Error(`${file} has no "rules"`);
  return { rules: parsed.rules };
}

/** One client connection as firebase-server sees it: only checked messages, sends held until durable. */
interface Connection {
  listeners: Array<() => void>;
}

export async function startLocalRealtimeDb(options: LocalRealtimeDbOptions): Promise<LocalRealtimeDb> {
  if (!options.secret || options.secret.length < 32) throw new Error('the realtime database secret must be at least 32 characters');
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? (() => undefined);
  const dataFile = options.dataFile;
  const FirebaseServer = require('firebase-server') as new (opts: object, name: string, data: unknown) => FirebaseServerInstance;

  const recovered = dataFile ? recover(dataFile, log) : { data: null, entries: [] as JournalEntry[] };
  // noServer: the HTTP server below is ours, and listens only once the data is recovered.
  const server = new FirebaseServer({ noServer: true, maxPayload: MAX_FRAME_BYTES }, 'ironscore-rtdb', recovered.data);
  server.setRules(readRules(options.rulesFile));
  server.setAuthSecret(options.secret);

  const rawRef = server.baseRef;
  let latest: unknown = recovered.data;
  rawRef.on('value', (snap) => {
    latest = (snap as { exportVal(): unknown }).exportVal();
  });
  if (recovered.entries.length > 0) {
    for (const entry of recovered.entries) {
      try {
        const ref = entry.p ? rawRef.child(entry.p) : rawRef;
        void (entry.o === 's' ? ref.set(entry.d) : ref.update(entry.d));
      } catch (err) {
        log(`journal: skipping a write firebase refuses (${entry.o} ${entry.p}): ${(err as Error).message}`);
      }
    }
    // the rules' copy of the data (firebase-server keeps one beside the tree)
    const rules = server.targaryen;
    server.targaryen = new rules.constructor({ rules: rules.rules, data: latest, auth: null, debug: rules.debug });
    log(`replayed ${recovered.entries.length} journalled writes`);
  }
  const journal = dataFile ? await Journal.open(dataFile, () => latest, recovered.entries.length > 0, log) : null;

  // ---------------------------------------------------------------- writes go through the journal
  /** The connection whose message firebase-server is handling (its listeners are registered synchronously). */
  let current: Connection | null = null;
  const wrap = (ref: Ref, at: string): Ref =>
    new Proxy(ref, {
      get(target, prop) {
        switch (prop) {
          case 'child':
            return (p: string) => wrap(target.child(p), at ? `${at}/${p}` : p);
          case 'set':
            return (value: unknown) => {
              journal?.append({ o: 's', p: at, d: value });
              return target.set(value);
            };
          case 'update':
            return (value: unknown) => {
              journal?.append({ o: 'u', p: at, d: value });
              return target.update(value);
            };
          case 'on':
            return (event: string, cb: Listener, ...rest: unknown[]) => {
              const result = target.on(event, cb, ...rest);
              current?.listeners.push(() => target.off(event, cb));
              return result;
            };
          default: {
            const value = Reflect.get(target, prop, target) as unknown;
            return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
          }
        }
      },
    });
  server.baseRef = wrap(rawRef, '');

  // ---------------------------------------------------------------- connections
  const outboxes = new Set<() => void>();
  journal?.onSynced(() => {
    for (const drain of outboxes) drain();
  });

  const accept = (socket: WsSocket) => {
    const conn: Connection = { listeners: [] };
    let closed = false;
    const outbox: Array<{ seq: number; text: string }> = [];
    const transmit = (text: string) => {
      if (socket.readyState !== WS_OPEN) return;
      try {
        socket.send(text, () => undefined);
      } catch {
        /* the socket is closing */
      }
    };
    const drain = () => {
      while (outbox.length > 0 && (!journal || outbox[0].seq <= journal.synced)) transmit(outbox.shift()!.text);
    };
    outboxes.add(drain);
    const end = (code: number, reason: string) => {
      if (closed) return;
      closed = true;
      try {
        socket.close(code, reason.slice(0, 120));
      } catch {
        socket.terminate();
      }
      // a client that does not answer the close is cut off
      setTimeout(() => socket.terminate(), 5000).unref();
    };
    const frames = new FrameAssembler(() => {
      log(`closing a connection: a message announced in fragments was not complete in time`);
      end(1008, 'incomplete message');
    }, options.fragmentTimeoutMs);

    // what firebase-server gets instead of the socket
    const facade = new EventEmitter() as EventEmitter & { _socket: unknown; send(text: string): void };
    facade._socket = socket._socket;
    facade.send = (text: string) => {
      if (closed) return;
      const seq = journal?.seq ?? 0;
      if (outbox.length === 0 && (!journal || seq <= journal.synced)) transmit(text);
      else outbox.push({ seq, text });
    };

    socket.on('error', (err: Error) => log(`connection error: ${err.message}`));
    socket.on('close', () => {
      closed = true;
      frames.reset();
      outboxes.delete(drain);
      outbox.length = 0;
      for (const off of conn.listeners) off();
      conn.listeners = [];
    });
    socket.on('message', (data: unknown) => {
      if (closed) return;
      let text: string | null;
      try {
        text = frames.push(data, typeof data !== 'string');
      } catch (err) {
        const e = err instanceof FrameError ? err : new FrameError(String(err));
        log(`closing a connection: ${e.message}`);
        end(e.code, e.message);
        return;
      }
      if (text === null) return;
      current = conn;
      try {
        facade.emit('message', text);
      } catch (err) {
        // a message the checks let through but firebase-server still fails on: this connection goes, the server stays
        log(`closing a connection: firebase-server failed on a message: ${(err as Error).message}`);
        end(1011, 'internal error');
      } finally {
        current = null;
      }
    });
    try {
      server.handleConnection(facade);
    } catch (err) {
      log(`closing a connection: ${(err as Error).message}`);
      end(1011, 'internal error');
    }
  };
  server.wss.removeAllListeners('connection');
  server.wss.on('connection', accept);
  readRulesSeeNow(server);
  const stopClosingRevoked = closeRevokedSockets({ wss: server.wss, baseRef: rawRef });

  const httpServer = http.createServer((_req, res) => {
    res.writeHead(426, { 'Content-Type': 'text/plain' });
    res.end('Upgrade Required');
  });
  httpServer.on('upgrade', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => undefined);
    server.wss.handleUpgrade(req, socket, head, (ws) => server.wss.emit('connection', ws, req));
  });
  httpServer.on('clientError', (_err, socket: Duplex) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(options.port, host, () => {
      httpServer.off('error', reject);
      resolve();
    });
  });
  httpServer.on('error', (err) => log(`server error: ${err.message}`));
  const port = (httpServer.address() as { port: number }).port;

  let closing: Promise<void> | null = null;
  return {
    host,
    port,
    async flush() {
      await journal?.compact();
    },
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          httpServer.close(() => resolve());
          for (const client of server.wss.clients) client.terminate();
        });
        stopClosingRevoked();
        await server.close();
        await journal?.close();
        rawRef.off();
      })();
      return closing;
    },
  };
}

/** Largest frame looked at for a sign-in (an auth frame is a token of a few hundred bytes). */
const AUTH_FRAME_MAX = 16_384;

/** The credential of a sign-in frame ({ t: 'd', d: { a: 'auth' | 'gauth', b: { cred } } }), else null. */
function authFrame(text: string): string | null {
  try {
    const frame = JSON.parse(text) as { t?: unknown; d?: { a?: unknown; b?: { cred?: unknown } } } | null;
    if (frame?.t !== 'd' || (frame.d?.a !== 'auth' && frame.d?.a !== 'gauth')) return null;
    return typeof frame.d.b?.cred === 'string' ? frame.d.b.cred : null;
  } catch {
    return null;
  }
}

/** The uid, session id (claim `sid`) and expiry of a chat token, read without verifying it. */
function tokenSession(token: string): { uid: string; sid: string | null; exp: number } | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      d?: { uid?: unknown; token?: { sid?: unknown } };
      exp?: unknown;
    };
    const uid = payload.d?.uid;
    if (typeof uid !== 'string') return null;
    const sid = payload.d?.token?.sid;
    return { uid, sid: typeof sid === 'string' ? sid : null, exp: typeof payload.exp === 'number' ? payload.exp : Infinity };
  } catch {
    return null;
  }
}

/**
 * Chat access ends with the API session (src/realtime/chat-sessions.ts). firebase-server checks the
 * rules only when a listener is attached and then streams every change to it, so a socket signed in
 * with a token whose session entry (/sessions/{uid}/{sid}) is deleted or has run out — or whose token
 * expires — is closed here; the client reconnects, signs in again and its listens are refused by the
 * rules. Sockets are followed from their sign-in frame ('auth'/'gauth'); firebase-server verifies the
 * token itself. Returns the stop function.
 */
export function closeRevokedSockets(server: {
  wss: { on(event: 'connection', cb: (ws: ServerSocket) => void): void };
  baseRef: { child(path: string): ValueRef };
}): () => void {
  const signedIn = new Map<ServerSocket, { uid: string; sid: string | null; timer?: NodeJS.Timeout }>();
  let entries: Record<string, Record<string, unknown> | null> = {};
  const live = (uid: string, sid: string | null) => {
    const expiry = sid ? entries[uid]?.[sid] : undefined;
    return typeof expiry === 'number' && expiry > Date.now();
  };
  const drop = (ws: ServerSocket) => {
    clearTimeout(signedIn.get(ws)?.timer);
    signedIn.delete(ws);
    ws.terminate();
  };
  server.wss.on('connection', (ws) => {
    ws.on('message', (data) => {
      if (data.length > AUTH_FRAME_MAX) return;
      const frame = authFrame(data.toString());
      if (!frame) return;
      clearTimeout(signedIn.get(ws)?.timer);
      signedIn.delete(ws);
      const who = tokenSession(frame);
      if (!who || who.uid === API_UID) return; // the API's own token carries no session
      const timer = Number.isFinite(who.exp) ? setTimeout(() => drop(ws), Math.max(0, who.exp * 1000 - Date.now())) : undefined;
      timer?.unref();
      signedIn.set(ws, { uid: who.uid, sid: who.sid, timer });
    });
    ws.on('close', () => {
      clearTimeout(signedIn.get(ws)?.timer);
      signedIn.delete(ws);
    });
  });
  const sessions = server.baseRef.child('sessions');
  sessions.on('value', (snap) => {
    entries = ((snap as { val(): unknown }).val() ?? {}) as typeof entries;
    for (const [ws, who] of signedIn) if (!live(who.uid, who.sid)) drop(ws);
  });
  return () => {
    sessions.off();
    for (const who of signedIn.values()) clearTimeout(who.timer);
    signedIn.clear();
  };
}

/**
 * firebase-server asks targaryen to check a listen without a time, so `now` is undefined in read
 * rules (on Firebase it is the server's time): database.rules.json compares a session entry's expiry
 * with `now` on reads too. Reads without a time are checked at the current time.
 */
export function readRulesSeeNow(server: Pick<FirebaseServerInstance, 'targaryen'>): void {
  const proto = Object.getPrototypeOf(server.targaryen) as { read(path: string, options?: unknown): unknown; __readsSeeNow?: true };
  if (proto.__readsSeeNow) return;
  const read = proto.read;
  proto.read = function readAtNow(this: unknown, path: string, options?: unknown) {
    return read.call(this, path, options ?? { now: Date.now() });
  };
  proto.__readsSeeNow = true;
}

/**
 * The local Realtime Database for `npm start`, e2e and tests: `firebase-server` (npm), which speaks
 * the Realtime Database wire protocol, with the repository's database.rules.json (evaluated by
 * targaryen) and custom-token verification (HS256 with a shared secret; firebase-server checks the
 * signature, `iat`/`exp`, and never accepts unsigned tokens once a secret is set).
 *
 * Persistence: the whole tree is written to `dataFile` (atomically: temp file + rename) right after
 * every change (coalesced: at most one write in flight, the last state always written) and on
 * close, and read back at start, so a restart loses no message.
 *
 * firebase-server does not answer get() (the client's one-shot read): read with listeners
 * (onValue … { onlyOnce: true }).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { REPO_ROOT } from '../config';
import { API_UID } from './chat-store';

const require = createRequire(__filename);

export const RULES_FILE = path.join(REPO_ROOT, 'database.rules.json');

export interface LocalRealtimeDb {
  port: number;
  /** ws URL for the SDK's databaseURL / connectDatabaseEmulator host. */
  host: string;
  /** Writes the current tree to the data file now. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export interface LocalRealtimeDbOptions {
  host?: string;
  /** 0 picks a free port. */
  port: number;
  /** Shared secret of the custom tokens (the API mints them with the same secret). */
  secret: string;
  /** JSON file the data is kept in; omitted: memory only (tests). */
  dataFile?: string;
  rulesFile?: string;
  log?: (line: string) => void;
}

interface FirebaseServerInstance {
  targaryen: object;
  setRules(rules: object): void;
  setAuthSecret(secret: string): void;
  getPort(): number;
  exportData(): Promise<unknown>;
  close(): Promise<void>;
  baseRef: { on(event: 'value', cb: (snap: { exportVal(): unknown }) => void): void; off(): void; child(path: string): ValueRef };
  wss: { on(event: 'connection', cb: (ws: ServerSocket) => void): void };
}

interface ValueRef {
  on(event: 'value', cb: (snap: { val(): unknown }) => void): void;
  off(): void;
}

/** The few parts of a `ws` socket closeRevokedSockets uses. */
interface ServerSocket {
  on(event: 'message', cb: (data: Buffer | string) => void): void;
  on(event: 'close', cb: () => void): void;
  terminate(): void;
}

/** Reads the rules file (`{ "rules": … }`). */
export function readRules(file = RULES_FILE): { rules: object } {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { rules?: object };
  if (!parsed.rules) throw new Error(`${file} has no "rules"`);
  return { rules: parsed.rules };
}

export async function startLocalRealtimeDb(options: LocalRealtimeDbOptions): Promise<LocalRealtimeDb> {
  if (!options.secret || options.secret.length < 32) throw new Error('the realtime database secret must be at least 32 characters');
  const host = options.host ?? '127.0.0.1';
  const FirebaseServer = require('firebase-server') as new (opts: object, name: string, data: unknown) => FirebaseServerInstance;
  let initial: unknown = null;
  if (options.dataFile && existsSync(options.dataFile)) initial = JSON.parse(readFileSync(options.dataFile, 'utf8') || 'null');

  const server = new FirebaseServer({ port: options.port, address: host }, 'ironscore-rtdb', initial);
  server.setRules(readRules(options.rulesFile));
  server.setAuthSecret(options.secret);
  readRulesSeeNow(server);
  const stopClosingRevoked = closeRevokedSockets(server);
  await new Promise((resolve) => setTimeout(resolve, 0));

  let latest: unknown = initial;
  let writing: Promise<void> | null = null;
  let dirty = false;
  const dataFile = options.dataFile;
  if (dataFile) mkdirSync(path.dirname(dataFile), { recursive: true });

  const writeNow = async () => {
    if (!dataFile) return;
    while (dirty) {
      dirty = false;
      const tmp = `${dataFile}.tmp`;
      await writeFile(tmp, JSON.stringify(latest ?? null));
      await rename(tmp, dataFile);
    }
  };
  const schedule = () => {
    dirty = true;
    if (!writing) {
      writing = writeNow()
        .catch((err) => options.log?.(`writing ${dataFile} failed: ${(err as Error).message}`))
        .finally(() => {
          writing = null;
          if (dirty) schedule();
        });
    }
  };
  let first = true;
  server.baseRef.on('value', (snap) => {
    latest = snap.exportVal();
    if (first) {
      first = false;
      return;
    }
    if (dataFile) schedule();
  });

  return {
    host,
    port: server.getPort(),
    async flush() {
      if (writing) await writing;
      if (!dataFile) return;
      const tmp = `${dataFile}.tmp`;
      writeFileSync(tmp, JSON.stringify(latest ?? null));
      renameSync(tmp, dataFile);
    },
    async close() {
      if (writing) await writing;
      if (dataFile) {
        const tmp = `${dataFile}.tmp`;
        writeFileSync(tmp, JSON.stringify(latest ?? null));
        renameSync(tmp, dataFile);
      }
      stopClosingRevoked();
      server.baseRef.off();
      await server.close();
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
export function closeRevokedSockets(server: Pick<FirebaseServerInstance, 'wss' | 'baseRef'>): () => void {
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
    entries = (snap.val() ?? {}) as typeof entries;
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

/**
 * What the local chat server (local-server.ts) lets through to firebase-server: every WebSocket
 * frame a client sends is checked here first, and a connection that sends anything malformed is
 * closed (firebase-server itself trusts its input: one frame such as `{"t":"d","d":{}}` threw in
 * its message handler and ended the process).
 *
 * The wire protocol (Realtime Database, v5) as the Firebase SDKs speak it:
 * - a text frame holds one JSON message; a message longer than 16,384 characters is sent as a
 *   frame with the number of fragments ("3"), then that many frames whose text, joined, is the
 *   message; "0" is a keep-alive;
 * - `{"t":"d","d":{"r":<request id>,"a":<action>,"b":<body>}}` is a request: `l`/`q` listen
 *   (`b.p` path, `b.h` hash, `b.q` query), `m` update (`b.p` path, `b.d` object of relative paths),
 *   `p` set (`b.p` path, `b.d` value, `b.h` hash of a transaction), `auth`/`gauth` (`b.cred`), and
 *   `n` unlisten, `s` stats, `g` get, `o`/`om`/`oc`/`on` on-disconnect, `unauth`, which
 *   firebase-server does not implement (dropped here as before);
 * - `{"t":"c","d":{…}}` is a control message (dropped: firebase-server ignores them).
 *
 * Paths and keys follow the Realtime Database's own limits: keys non-empty, at most 768 bytes (a whole path too),
 * without `. $ # [ ] /` or ASCII control characters; at most 32 levels (path plus data); numbers
 * finite; no arrays (the SDKs send objects); the only server value is `{".sv":"timestamp"}`.
 */

/** Largest frame (ws maxPayload): the SDKs send at most 16,384 characters per frame (≤ 48 KiB in UTF-8). */
export const MAX_FRAME_BYTES = 64 * 1024;
/** Largest message (all fragments together); the API's seed writes (400 paths) stay well below. */
export const MAX_MESSAGE_BYTES = 2 * 1024 * 1024;
/** Most fragments a message may announce. */
export const MAX_FRAGMENTS = Math.ceil(MAX_MESSAGE_BYTES / 16_384) * 2;
/** A message announced in fragments must be complete within this time. */
export const FRAGMENT_TIMEOUT_MS = 10_000;
/** Levels of a path plus its data (the Realtime Database's limit is 32). */
export const MAX_DEPTH = 32;
/** Nesting of the JSON text of a whole message (the envelope adds 3 levels to the data). */
const MAX_JSON_NESTING = MAX_DEPTH + 4;
const MAX_KEY_BYTES = 768;
/** A whole path (with the keys of the data below it) in UTF-8, as Firebase limits it. */
const MAX_PATH_BYTES = 768;
const MAX_CREDENTIAL_LENGTH = 16 * 1024;
const MAX_HASH_LENGTH = 1024;

// eslint-disable-next-line no-control-regex
const INVALID_KEY = /[.$#[\]/\u0000-\u001f\u007f]/;

export class FrameError extends Error {
  constructor(
    message: string,
    /** WebSocket close code: 1008 policy violation, 1009 too big. */
    readonly code: 1008 | 1009 = 1008,
  ) {
    super(message);
  }
}

/** Whether a JSON text nests deeper than `max` (scanned without parsing, so a 5,000-deep text costs nothing). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > max) return true;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return false;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function checkKey(key: string, where: string): void {
  if (key.length === 0) throw new FrameError(`${where}: empty key`);
  if (INVALID_KEY.test(key)) throw new FrameError(`${where}: key ${JSON.stringify(key.slice(0, 40))} has a character . $ # [ ] / or a control character`);
  if (Buffer.byteLength(key) > MAX_KEY_BYTES) throw new FrameError(`${where}: key longer than ${MAX_KEY_BYTES} bytes`);
}

const pathBytes = (segments: string[]) => segments.reduce((sum, s) => sum + Buffer.byteLength(s) + 1, 0);

/** The segments of a path ("/a/b", "a/b" or "/" for the root); throws on a bad path. */
export function pathSegments(value: unknown, where: string): string[] {
  if (typeof value !== 'string') throw new FrameError(`${where}: the path is not a string`);
  const segments = value.split('/').filter((s) => s !== '');
  for (const s of segments) checkKey(s, where);
  if (segments.length > MAX_DEPTH) throw new FrameError(`${where}: the path is deeper than ${MAX_DEPTH} levels`);
  if (pathBytes(segments) > MAX_PATH_BYTES) throw new FrameError(`${where}: the path is longer than ${MAX_PATH_BYTES} bytes`);
  return segments;
}

const SERVER_TIMESTAMP = 'timestamp';

/** Checks a value to store; `levels` and `bytes` are the depth and length already used by its path. */
function checkData(value: unknown, levels: number, bytes: number, where: string): void {
  if (levels > MAX_DEPTH) throw new FrameError(`${where}: data deeper than ${MAX_DEPTH} levels`);
  if (bytes > MAX_PATH_BYTES) throw new FrameError(`${where}: a path in the data is longer than ${MAX_PATH_BYTES} bytes`);
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new FrameError(`${where}: a number that is not finite`);
    return;
  }
  if (!isObject(value)) throw new FrameError(`${where}: ${Array.isArray(value) ? 'an array' : `a ${typeof value}`} as a value`);
  const keys = Object.keys(value);
  if (keys.includes('.sv')) {
    if (keys.length !== 1 || value['.sv'] !== SERVER_TIMESTAMP) throw new FrameError(`${where}: the only server value is {".sv":"timestamp"}`);
    return;
  }
  for (const key of keys) {
    checkKey(key, where);
    checkData(value[key], levels + 1, bytes + Buffer.byteLength(key) + 1, where);
  }
}

function checkRequestId(value: unknown): void {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw new FrameError('the request id is not a non-negative integer');
}

function checkOptionalString(value: unknown, max: number, what: string): void {
  if (value !== undefined && (typeof value !== 'string' || value.length > max)) throw new FrameError(`${what} is not a string of at most ${max} characters`);
}

/** A listen's query (`b.q`): an object of plain values. */
function checkQuery(value: unknown): void {
  if (value === undefined) return;
  if (!isObject(value)) throw new FrameError('listen: the query is not an object');
  for (const [key, v] of Object.entries(value)) {
    if (key.length > 8) throw new FrameError('listen: unknown query parameter');
    if (v !== null && typeof v !== 'string' && typeof v !== 'boolean' && !(typeof v === 'number' && Number.isFinite(v)))
      throw new FrameError('listen: a query parameter is not a plain value');
  }
}

/** Actions of the protocol firebase-server does not implement: accepted and dropped. */
const IGNORED_ACTIONS = new Set(['n', 's', 'g', 'o', 'om', 'oc', 'on', 'unauth']);

/**
 * Checks one parsed message. Returns true when firebase-server should see it, false when it is
 * well-formed but not for firebase-server (dropped); throws FrameError when it is malformed.
 */
export function checkMessage(message: unknown): boolean {
  if (!isObject(message)) throw new FrameError('the message is not an object');
  if (message.t === 'c') {
    if (!isObject(message.d)) throw new FrameError('control message without an object d');
    return false;
  }
  if (message.t !== 'd') throw new FrameError('the message type is neither "d" nor "c"');
  const d = message.d;
  if (!isObject(d)) throw new FrameError('data message without an object d');
  if (typeof d.a !== 'string') throw new FrameError('request without an action');
  checkRequestId(d.r);
  const b = d.b;
  if (!isObject(b)) throw new FrameError(`request "${d.a.slice(0, 10)}" without an object b`);
  switch (d.a) {
    case 'l':
    case 'q':
      pathSegments(b.p, 'listen');
      checkOptionalString(b.h, MAX_HASH_LENGTH, 'listen: the hash');
      checkQuery(b.q);
      if (b.t !== undefined) checkRequestId(b.t);
      return true;
    case 'p': {
      const segments = pathSegments(b.p, 'set');
      if (!('d' in b)) throw new FrameError('set without data');
      checkData(b.d, segments.length, pathBytes(segments), 'set');
      checkOptionalString(b.h, MAX_HASH_LENGTH, 'set: the hash');
      return true;
    }
    case 'm': {
      const base = pathSegments(b.p, 'update');
      if (!isObject(b.d)) throw new FrameError('update: the data is not an object');
      const children = Object.keys(b.d);
      if (children.length === 0) throw new FrameError('update: no paths');
      const paths = children.map((child) => {
        const segments = [...base, ...pathSegments(child, 'update')];
        if (segments.length === base.length) throw new FrameError('update: an empty path');
        if (segments.length > MAX_DEPTH || pathBytes(segments) > MAX_PATH_BYTES) throw new FrameError('update: a path too deep or too long');
        checkData((b.d as Record<string, unknown>)[child], segments.length, pathBytes(segments), 'update');
        return segments.slice(base.length).join('/');
      });
      // Firebase refuses an update that names both a path and one of its ancestors (or one path twice).
      const sorted = [...paths].sort();
      for (let i = 1; i < sorted.length; i++) {
        if (sorted[i] === sorted[i - 1] || sorted[i].startsWith(`${sorted[i - 1]}/`)) throw new FrameError('update: a path and its ancestor in one update');
      }
      return true;
    }
    case 'auth':
    case 'gauth':
      if (typeof b.cred !== 'string' || b.cred.length === 0 || b.cred.length > MAX_CREDENTIAL_LENGTH) throw new FrameError('auth without a credential string');
      return true;
    default:
      if (IGNORED_ACTIONS.has(d.a)) return false;
      throw new FrameError(`unknown action "${d.a.slice(0, 10)}"`);
  }
}

/**
 * One connection's incoming frames: joins announced fragments and checks each complete message.
 * `push` returns the message text to hand to firebase-server, or null (keep-alive, a fragment, a
 * dropped message); it throws FrameError on anything malformed (the caller closes the connection).
 */
export class FrameAssembler {
  private expected = 0;
  private parts: string[] = [];
  private bytes = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    /** Called when an announced message is not complete in time. */
    private readonly onTimeout: () => void,
    private readonly timeoutMs = FRAGMENT_TIMEOUT_MS,
  ) {}

  push(data: unknown, isBinary = false): string | null {
    if (isBinary || typeof data !== 'string') throw new FrameError('a binary frame');
    const frameBytes = Buffer.byteLength(data);
    if (frameBytes > MAX_FRAME_BYTES) throw new FrameError(`a frame of more than ${MAX_FRAME_BYTES} bytes`, 1009);
    if (this.expected > 0) {
      this.bytes += frameBytes;
      if (this.bytes > MAX_MESSAGE_BYTES) throw new FrameError(`a message of more than ${MAX_MESSAGE_BYTES} bytes`, 1009);
      this.parts.push(data);
      if (this.parts.length < this.expected) return null;
      const text = this.parts.join('');
      this.reset();
      return this.check(text);
    }
    if (data === '0') return null; // keep-alive
    if (/^[0-9]{1,6}$/.test(data)) {
      const count = Number(data);
      if (count < 1 || count > MAX_FRAGMENTS) throw new FrameError(`a message of ${count} fragments`, count > MAX_FRAGMENTS ? 1009 : 1008);
      this.expected = count;
      this.timer = setTimeout(() => {
        this.reset();
        this.onTimeout();
      }, this.timeoutMs);
      this.timer.unref?.();
      return null;
    }
    return this.check(data);
  }

  /** Forgets a message in progress (the connection closed). */
  reset(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.expected = 0;
    this.parts = [];
    this.bytes = 0;
  }

  private check(text: string): string | null {
    if (nestsDeeperThan(text, MAX_JSON_NESTING)) throw new FrameError(`JSON nested deeper than ${MAX_JSON_NESTING} levels`);
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      throw new FrameError('a frame that is not JSON (nor a fragment count)');
    }
    return checkMessage(message) ? text : null;
  }
}
